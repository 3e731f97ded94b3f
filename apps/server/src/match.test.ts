// One game's streams with a game that only records what its checkers are told: the room's part
// (ordering, relaying, holding events for a player who is away, deciding) apart from any game.
import type { GameEvent, GameHook, GameStartMessage, OpponentInputsMessage, PlayerChecker, TimedAction } from "@arcade/core/rooms";
import { describe, expect, test } from "vitest";
import { RELAY_WINDOW_FRAMES } from "./limits.ts";
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

describe("the relay window", () => {
  test("a withholder never receives the opponent's inputs more than RELAY_WINDOW_FRAMES past its own frame; then all of it, in order", () => {
    const { game, log } = match();
    const received: OpponentInputsMessage[] = [];
    let withheld = 0;
    const take = (accepted: ReturnType<Match["accept"]>): void => {
      if (accepted.kind !== "relayed") throw new Error(accepted.kind);
      for (const [to, relay] of accepted.relays) if (to === 1) received.push(relay);
    };
    // Player 2 plays in real time (a batch every 6 frames, an input in each); player 1 keeps its
    // frame at a third of real time (as one at the real-time bound would) for 20 s of game.
    for (let frame = 6; frame <= 1200; frame += 6) {
      take(game.accept(2, { type: "inputs", frame, inputs: [[frame - 1, "x"]] }, log));
      withheld = Math.floor(frame / 3);
      take(game.accept(1, { type: "inputs", frame: withheld, inputs: [] }, log));
      const ahead = Math.max(...received.map((relay) => relay.frame));
      expect(ahead).toBeLessThanOrEqual(withheld + RELAY_WINDOW_FRAMES);
      // ... and everything up to there (the last batch within the window).
      expect(ahead).toBe(Math.min(frame, 6 * Math.floor((withheld + RELAY_WINDOW_FRAMES) / 6)));
      // A rejoin's resume shows no more of the opponent either.
      expect(game.resumeFor(1).opponent.frame).toBe(ahead);
    }
    // Player 1 catches up: the rest comes, nothing twice, the stream as player 2 sent it.
    take(game.accept(1, { type: "inputs", frame: 1200, inputs: [] }, log));
    expect(received.map((relay) => relay.frame)).toEqual(Array.from({ length: 200 }, (_, i) => 6 * (i + 1)));
    expect(received.flatMap((relay) => relay.inputs)).toEqual(game.resumeFor(2).you.inputs);
  });

  test("an honest player's batches reach the opponent at once; a player whose game ended is sent everything", () => {
    const { game, log } = match();
    const first = game.accept(2, { type: "inputs", frame: 6, inputs: [] }, log);
    expect(first).toEqual({ kind: "relayed", relays: [[1, { type: "opponent_inputs", frame: 6, inputs: [] }]] });
    // Player 2 runs far ahead: held for player 1 until it ends (then it has nothing to gain).
    const ahead = game.accept(2, { type: "inputs", frame: 600, inputs: [[500, "x"]] }, log);
    expect(ahead).toEqual({ kind: "relayed", relays: [] });
    const ended = game.accept(1, { type: "inputs", frame: 30, inputs: [], events: [[30, { end: true }]] }, log);
    expect(ended).toMatchObject({
      kind: "relayed",
      relays: [
        [2, { frame: 30 }],
        [1, { frame: 600, inputs: [[500, "x"]] }],
      ],
    });
  });
});
