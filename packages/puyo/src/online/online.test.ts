// Two online players joined by a room-like relay (what apps/server does with each batch: the
// sender's checker re-runs it, then it goes to the other side with its events), played by bots
// through the frame-stepped game.
import type { GameEvent, GameStartMessage, InputsMessage, PlayerNumber, ResumeMessage, TimedAction } from "@arcade/core/rooms";
import { describe, expect, it } from "vitest";
import { botByName } from "../analysis/bot/bots.ts";
import { AutoPlayer } from "../rules/autoplay.ts";
import { runReplay } from "../rules/replay.ts";
import type { GameEvent as StepEvent } from "../rules/stepped.ts";
import type { PuyoChecker } from "./checker.ts";
import { nuisanceEvent, nuisanceIn, toppedOutEvent } from "./events.ts";
import { puyoRoomHook } from "./hook.ts";
import { OnlinePuyoPlayer, OpponentView } from "./player.ts";

const OPTIONS = puyoRoomHook.options({});
const start = (seed: string): GameStartMessage => ({ type: "game_start", seed, rulesVersion: 1, game: "puyo", number: 1, options: [OPTIONS, OPTIONS] });

/** What the room keeps of one player's stream. */
interface Stream {
  frame: number;
  inputs: TimedAction[];
  events: GameEvent[];
}

class Side {
  readonly player: OnlinePuyoPlayer;
  readonly view: OpponentView;
  readonly hands: AutoPlayer;
  readonly checker: PuyoChecker;
  readonly stream: Stream = { frame: 0, inputs: [], events: [] };
  /** What the room fed this side's checker, in order (as the server's log). */
  readonly log: ({ batch: InputsMessage } | { relayed: readonly GameEvent[] })[] = [];
  lastBatch = 0;
  constructor(
    readonly start: GameStartMessage,
    readonly you: PlayerNumber,
    framesPerAction: number,
  ) {
    this.player = new OnlinePuyoPlayer(start, you);
    this.view = new OpponentView(start, you === 1 ? 2 : 1);
    this.hands = new AutoPlayer(this.player.game, framesPerAction);
    this.checker = puyoRoomHook.start(start.seed, OPTIONS) as PuyoChecker;
  }
}

/** Each frame both sides play (a bot's placement over frames), batches go every 6 frames or at once with nuisance. */
function playMatch(seed: string, frames: number, onBatch?: (side: Side, other: Side) => void) {
  const game = start(seed);
  const sides = [new Side(game, 1, 6), new Side(game, 2, 8)] as const;
  const bots = [botByName("easy"), botByName("medium")];
  const failures: string[] = [];
  const relay = (from: 0 | 1, message: InputsMessage): void => {
    const me = sides[from];
    const other = sides[1 - from]!;
    me.stream.frame = message.frame;
    me.stream.inputs.push(...message.inputs);
    me.stream.events.push(...(message.events ?? []));
    me.log.push({ batch: structuredClone(message) });
    other.log.push({ relayed: message.events ?? [] });
    const failure = me.checker.advance(message.inputs, message.frame) ?? me.checker.events(message.events ?? []);
    if (failure) failures.push(`player ${me.you}: ${failure}`);
    other.checker.opponentEvents(message.events ?? []);
    other.player.receiveEvents({ events: message.events ?? [] });
    other.view.add(message);
  };
  for (let f = 0; f < frames && !sides.some((s) => s.player.done); f++) {
    sides.forEach((side, i) => {
      const { player, hands } = side;
      if (hands.waiting) {
        const g = player.game.game;
        hands.choose(bots[i]!.choose({ field: g.field, pairs: g.pairsPreview(), pending: g.pending })?.placement ?? null);
      }
      for (const action of hands.due()) player.apply(action);
      player.tick();
      if (player.done || player.attacking || player.game.frame - side.lastBatch >= 6) {
        side.lastBatch = player.game.frame;
        relay(i as 0 | 1, player.flush());
        onBatch?.(side, sides[1 - i]!);
      }
    });
  }
  // The last word of both (the room waits for the streams to pass the top-out).
  sides.forEach((side, i) => relay(i as 0 | 1, side.player.flush()));
  return { sides, failures };
}

/**
 * A match where nuisance went both ways and player 2 received some early (5 s before its game
 * ended): the first such of a few seeds, so a change in the bots' play does not leave the tests
 * without an exchange to check.
 */
function exchange(): ReturnType<typeof playMatch> {
  for (const seed of ["x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8"]) {
    const match = playMatch(seed, 60 * 60 * 4);
    const [a, b] = match.sides;
    const first = b.stream.inputs.find(([, action]) => action.startsWith("nuisance:"));
    if (a.player.sent > 0 && b.player.sent > 0 && first && first[0] + 300 < b.player.game.frame) return match;
  }
  throw new Error("no seed of x1..x8 made an exchange of nuisance both ways");
}
const EXCHANGE = exchange();

describe("online Puyo through a room-like relay", () => {
  const { sides, failures } = EXCHANGE;
  const [a, b] = sides;

  it("both streams pass their checkers, and the match ends in a top-out", () => {
    expect(failures).toEqual([]);
    expect(sides.some((s) => s.player.done)).toBe(true);
    const loser = sides.find((s) => s.player.done)!;
    expect(loser.checker.endedAt).toBe(loser.player.toppedOutAt);
  });

  it("each side's view of the other ends on the other's exact game (field, score, nuisance, frame)", () => {
    expect(a.view.game.summary()).toEqual(b.player.game.summary());
    expect(b.view.game.summary()).toEqual(a.player.game.summary());
    expect(a.checker.summary()).toEqual(a.player.game.summary());
    expect(b.checker.summary()).toEqual(b.player.game.summary());
  });

  it("the nuisance adds up both ways: what one sent, the other received", () => {
    expect(a.player.sent).toBeGreaterThan(0);
    expect(b.player.sent).toBeGreaterThan(0);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const claimed = nuisanceIn(from.stream.events).reduce((sum, [, n]) => sum + n, 0);
      expect(claimed).toBe(from.player.sent);
      expect(from.player.game.sent).toBe(from.player.sent);
      expect(to.player.received).toBe(from.player.sent);
      expect(to.player.game.received).toBe(from.player.sent);
    }
  });

  it("a record of the stream re-runs to the same game", () => {
    expect(runReplay(a.player.recorder.replay()).summary()).toEqual(a.player.game.summary());
    expect(runReplay(b.checker.replay()).summary()).toEqual(b.player.game.summary());
  });
});

describe("restoring an online game from the room's resume", () => {
  it("the restored game equals the live one at every 15th batch", () => {
    let checked = 0;
    let batches = 0;
    const resumeOf = (side: Side, other: Side): Pick<ResumeMessage, "you" | "opponent"> => ({
      you: structuredClone(side.stream),
      opponent: structuredClone(other.stream),
    });
    const { failures } = playMatch("x2", 60 * 60 * 2, (side, other) => {
      if (++batches % 15 !== 0) return;
      const restored = OnlinePuyoPlayer.restore(side.start, side.you, resumeOf(side, other));
      expect(restored.game.summary()).toEqual(side.player.game.summary());
      expect(restored.sent).toBe(side.player.sent);
      expect(restored.received).toBe(side.player.received);
      checked++;
    });
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});

/** Feeds a side's log to a fresh checker as the room does, `tamper` changing each batch first. */
function rerunLog(side: Side, tamper: (batch: InputsMessage) => InputsMessage = (batch) => batch): string | null {
  const checker = puyoRoomHook.start(side.start.seed, OPTIONS);
  for (const entry of side.log) {
    if ("relayed" in entry) {
      checker.opponentEvents(entry.relayed);
      continue;
    }
    const batch = tamper(structuredClone(entry.batch));
    const failure = checker.advance(batch.inputs, batch.frame) ?? checker.events(batch.events ?? []);
    if (failure) return failure;
  }
  return null;
}

describe("a tampered stream is rejected", () => {
  const { sides } = EXCHANGE;
  // The side that received nuisance early (over 5 s before its game ended): the bound (c) has time to bite.
  const a = sides[1];
  const firstNuisance = a.stream.inputs.findIndex(([, action]) => action.startsWith("nuisance:"));
  const isFirstNuisance = (batch: InputsMessage) =>
    batch.inputs.some(([frame, action]) => frame === a.stream.inputs[firstNuisance]![0] && action === a.stream.inputs[firstNuisance]![1]);

  it("the honest stream passes, and it did receive nuisance and claim some", () => {
    expect(rerunLog(a)).toBe(null);
    expect(firstNuisance).toBeGreaterThanOrEqual(0);
    expect(nuisanceIn(a.stream.events).length).toBeGreaterThan(0);
  });

  it("a claim of more nuisance than the chains sent", () => {
    let done = false;
    const failure = rerunLog(a, (batch) => {
      const events = (batch.events ?? []).map(([frame, payload]): GameEvent => {
        if (done || payload.kind !== "nuisance") return [frame, payload];
        done = true;
        return nuisanceEvent(frame, (payload.count as number) + 1);
      });
      return { ...batch, events };
    });
    expect(failure).toMatch(/^claimed \d+ nuisance sent by frame \d+, but the chains so far sent \d+$/);
  });

  it("received nuisance held back past the bound (the nuisance input left out)", () => {
    const failure = rerunLog(a, (batch) =>
      isFirstNuisance(batch) ? { ...batch, inputs: batch.inputs.filter(([, action]) => !action.startsWith("nuisance:")) } : batch,
    );
    expect(failure).toMatch(/^held back nuisance: \d+ relayed were due by frame \d+, only \d+ were received$/);
  });

  it("more nuisance received than the opponent sent", () => {
    const failure = rerunLog(a, (batch) =>
      isFirstNuisance(batch)
        ? { ...batch, inputs: batch.inputs.map(([frame, action]): TimedAction => [frame, action.startsWith("nuisance:") ? "nuisance:999" : action]) }
        : batch,
    );
    expect(failure).toMatch(/^received 999 nuisance by frame \d+, but the opponent had sent only \d+$/);
  });

  it("a top-out claimed where the inputs do not top out", () => {
    let once = false;
    const failure = rerunLog(a, (batch) => {
      if (once || batch.frame < 600) return batch;
      once = true;
      return { ...batch, events: [...(batch.events ?? []), toppedOutEvent(batch.frame)] };
    });
    expect(failure).toMatch(/^claimed a top-out at frame \d+, but the inputs do not top out$/);
  });

  it("the hook refuses undo, unknown actions and events, and other rules", () => {
    expect(puyoRoomHook.checkAction("undo")).toMatch(/no undo/);
    expect(puyoRoomHook.checkAction("nuisance:0")).toMatch(/nuisance must be a count/);
    expect(puyoRoomHook.checkAction("cw")).toBe(null);
    expect(puyoRoomHook.checkEvent({ kind: "attack", lines: 3 })).toMatch(/unknown event/);
    expect(puyoRoomHook.checkEvent({ kind: "nuisance", count: 0 })).toMatch(/count must be an integer/);
    expect(() => puyoRoomHook.options({ mode: "fever" })).toThrow(/must be one of tsu/);
    expect(() => puyoRoomHook.options({ colors: 6 })).toThrow(/3, 4 or 5/);
    expect(puyoRoomHook.options({ colors: 5 })).toEqual({ mode: "tsu", colors: 5 });
  });
});

describe("the opponent's events as its game runs on this side (the online screen's chain feedback)", () => {
  it("are the pops, locks and turns the opponent played, in order", () => {
    type Seen = { kind: string; chain?: number; score?: number };
    const seen = (e: StepEvent): Seen | null =>
      e.kind === "pop" ? { kind: "pop", chain: e.step.chain, score: e.step.score } : e.kind === "lock" || e.kind === "turn" ? { kind: e.kind } : null;
    const heard = new Map<OpponentView, Seen[]>();
    const { sides } = playMatch("fx1", 60 * 60, (_side, other) => {
      if (heard.has(other.view)) return;
      const list: Seen[] = [];
      heard.set(other.view, list);
      other.view.checker.onEvents = (events) => list.push(...events.flatMap((e) => seen(e) ?? []));
    });
    for (const [side, other] of [
      [sides[0], sides[1]],
      [sides[1], sides[0]],
    ] as const) {
      const played = side.player.takeEvents().flatMap((e) => seen(e) ?? []);
      expect(played.filter((e) => e.kind === "pop").length).toBeGreaterThan(0);
      expect(heard.get(other.view)).toEqual(played);
    }
  });
});
