// One game's streams with a game that only records what its checkers are told: the room's part
// (ordering, relaying, holding events for a player who is away, deciding) apart from any game.
import type { GameEvent, GameHook, GameStartMessage, PlayerChecker, TimedAction } from "@arcade/core/rooms";
import { describe, expect, test } from "vitest";
import { Match, type LogEvent } from "./match.ts";

/** A checker that runs to whatever frame it is given, and ends where an {"end":true} event says. */
class RecordingChecker implements PlayerChecker {
  frame = 0;
  endedAt: number | null = null;
  /** The frame this checker was at each time it was told of the opponent's events. */
  readonly toldAt: number[] = [];
  advance(_inputs: readonly TimedAction[], frame: number): string | null {
    this.frame = frame;
    return null;
  }
  events(events: readonly GameEvent[]): string | null {
    for (const [frame, payload] of events) if (payload.end === true) this.endedAt = frame;
    return null;
  }
  opponentEvents(): void {
    this.toldAt.push(this.frame);
  }
  stats() {
    return { frame: this.frame };
  }
  replay(): unknown {
    return { frame: this.frame };
  }
}

const checkers: RecordingChecker[] = [];
const hook: GameHook = {
  game: "test",
  rulesVersion: 1,
  sharedOptions: [],
  options: (raw) => raw ?? {},
  checkAction: () => null,
  checkEvent: () => null,
  start: () => {
    const checker = new RecordingChecker();
    checkers.push(checker);
    return checker;
  },
};
const START: GameStartMessage = { type: "game_start", seed: "s", rulesVersion: 1, game: "test", number: 1, options: [{}, {}] };

function match() {
  checkers.length = 0;
  const logs: [LogEvent[], LogEvent[]] = [[], []];
  const game = new Match(hook, START, 0);
  const log = (player: 1 | 2, event: LogEvent): void => void logs[player === 1 ? 0 : 1].push(event);
  return { game, logs, log };
}

describe("a match", () => {
  test("events relayed while the opponent is away reach its checker after its next batch, at that batch's frame", () => {
    const { game, log } = match();
    game.accept(2, { type: "inputs", frame: 30, inputs: [] }, log);
    game.accept(1, { type: "inputs", frame: 50, inputs: [], events: [[40, { attack: 2 }]] }, log);
    const [, second] = checkers;
    expect(second!.toldAt).toEqual([30]);
    // Player 2 drops; player 1 sends more; player 2 comes back with what it played meanwhile.
    game.accept(1, { type: "inputs", frame: 400, inputs: [], events: [[390, { attack: 4 }]] }, log, true);
    expect(second!.toldAt).toEqual([30]);
    game.accept(2, { type: "inputs", frame: 900, inputs: [] }, log);
    expect(second!.toldAt).toEqual([30, 900]);
  });

  test("a match rebuilt from its logs tells its checkers the same, held events included", () => {
    const { game, logs, log } = match();
    game.accept(1, { type: "inputs", frame: 50, inputs: [], events: [[40, { attack: 2 }]] }, log, true);
    game.accept(2, { type: "inputs", frame: 700, inputs: [] }, log);
    const live = checkers[1]!.toldAt;
    const rebuilt = new Match(hook, START, 0, logs);
    rebuilt.decide();
    expect(checkers[3]!.toldAt).toEqual(live);
    expect(live).toEqual([700]);
  });

  test("the earlier end frame loses once the other stream is past it; the same frame is a draw", () => {
    const { game, log } = match();
    game.accept(1, { type: "inputs", frame: 100, inputs: [], events: [[100, { end: true }]] }, log);
    expect(game.decide()).toBe(null);
    game.accept(2, { type: "inputs", frame: 100, inputs: [] }, log);
    expect(game.decide()).toBe(null);
    game.accept(2, { type: "inputs", frame: 101, inputs: [] }, log);
    expect(game.decide()).toEqual({ winner: 2, reason: "ended" });
    const tie = match();
    tie.game.accept(1, { type: "inputs", frame: 80, inputs: [], events: [[80, { end: true }]] }, tie.log);
    tie.game.accept(2, { type: "inputs", frame: 80, inputs: [], events: [[80, { end: true }]] }, tie.log);
    expect(tie.game.decide()).toEqual({ winner: null, reason: "ended" });
  });
});
