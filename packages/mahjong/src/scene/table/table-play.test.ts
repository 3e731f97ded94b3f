import { rerun } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { playHanchan } from "../../bots/match.ts";
import { botAction } from "../../bots/table-seat.ts";
import { mahjongRules } from "../../rules/record.ts";
import type { HandRecord } from "../../table/types.ts";
import type { TableReplay } from "../../table/record.ts";
import { yourSeat } from "../../table/seating.ts";
import { BOT_PACE_MS, TablePlay, type BotAsker, type Clock } from "./table-play.ts";

/** A clock the test moves: timers run in time order when `step` is called. */
class ManualClock implements Clock {
  time = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 0;
  now(): number {
    return this.time;
  }
  after(ms: number, run: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, run, id });
    return () => (this.timers = this.timers.filter((t) => t.id !== id));
  }
  /** Runs the earliest timer; false when none is left. */
  step(): boolean {
    this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
    const t = this.timers.shift();
    if (!t) return false;
    this.time = Math.max(this.time, t.at);
    t.run();
    return true;
  }
}

/** Bots answering at once, in the page: the same decisions the worker makes. */
const pageBots: BotAsker = { ask: (q, answer) => answer(botAction(q.state, q.seat, q.strength)), cancel: () => undefined };

function setup(seed: string, inputs: string[] = [], strength: "easy" | "medium" = "medium") {
  const clock = new ManualClock();
  const ended: HandRecord[] = [];
  const kept: number[] = [];
  const shownAt: number[] = [];
  let finished = false;
  const play: TablePlay = new TablePlay({
    seed,
    rules: { redFives: true },
    strength,
    inputs,
    bots: pageBots,
    clock,
    changed: () => undefined,
    keep: (record) => {
      kept.push(record.inputs.length);
      shownAt.push(clock.time);
    },
    handEnded: (hand, next) => {
      ended.push(hand);
      next();
    },
    finished: () => (finished = true),
  });
  return { play, clock, ended, kept, shownAt, done: () => finished };
}

/** Plays your seat with the medium bot too, until the hanchan ends or `stopAt` decisions were made. */
function drive(t: ReturnType<typeof setup>, stopAt = Infinity, strength: "easy" | "medium" = "medium"): void {
  t.play.start();
  for (let guard = 0; guard < 100_000 && !t.done() && t.play.turn < stopAt; guard++) {
    const legal = t.play.yourLegal;
    if (legal.length > 0) t.play.play(botAction(t.play.state, t.play.you, strength));
    else if (!t.clock.step()) break;
  }
}

describe("the table's play in the app", () => {
  it("plays a whole hanchan to the state the bots' own runner reaches, and its record re-runs to it", () => {
    const t = setup("play-1", [], "easy");
    drive(t, Infinity, "easy");
    expect(t.done()).toBe(true);
    const direct = playHanchan("play-1", ["easy", "easy", "easy", "easy"]);
    expect(t.play.state.scores).toEqual(direct.scores);
    expect(t.play.state.history.length).toBe(direct.history.length);
    expect(t.ended.length).toBe(direct.history.length);
    const replay = rerun(mahjongRules, t.play.record) as TableReplay;
    expect(replay.state.scores).toEqual(direct.scores);
    expect(t.play.state.scores.reduce((a, b) => a + b, 0) + t.play.state.sticks * 1000).toBe(100_000);
  }, 60_000);

  it("keeps the record after every decision and shows the bots' visible decisions at least the pace apart", () => {
    const t = setup("play-2");
    drive(t, 80);
    expect(t.kept).toEqual(Array.from({ length: t.kept.length }, (_, i) => i + 1));
    // Discards by bots come at least BOT_PACE_MS after the decision before them.
    const inputs = t.play.record.inputs.map((i) => i.action);
    for (let i = 1; i < inputs.length; i++) {
      const seat = Number(inputs[i]![0]);
      if (seat !== t.play.you && /discard|riichi/.test(inputs[i]!)) expect(t.shownAt[i]! - t.shownAt[i - 1]!).toBeGreaterThanOrEqual(BOT_PACE_MS);
    }
  });

  it("resumes from a kept record at the same decision, with the same state", () => {
    const t = setup("play-3");
    drive(t, 60);
    const inputs = t.play.record.inputs.map((i) => i.action);
    const resumed = setup("play-3", inputs);
    expect(resumed.play.turn).toBe(inputs.length);
    expect(resumed.play.state).toEqual(t.play.state);
  });

  it("seats you by the seed", () => {
    const seats = new Set(Array.from({ length: 40 }, (_, i) => yourSeat(`seat-${i}`)));
    expect([...seats].sort()).toEqual([0, 1, 2, 3]);
    expect(yourSeat("same")).toBe(yourSeat("same"));
  });

  it("replaces a bot that does not answer in time by the easy bot for that decision", () => {
    const clock = new ManualClock();
    let cancelled = 0;
    const silent: BotAsker = { ask: () => undefined, cancel: () => void cancelled++ };
    const seed = ["slow-0", "slow-1", "slow-2", "slow-3"].find((s) => yourSeat(s) !== 0)!;
    const play = new TablePlay({
      seed,
      rules: { redFives: true },
      strength: "hard",
      bots: silent,
      clock,
      changed: () => undefined,
      keep: () => undefined,
      handEnded: () => undefined,
      finished: () => undefined,
    });
    play.start();
    expect(play.turn).toBe(0);
    expect(play.thinking).toBe(0);
    while (play.turn === 0 && clock.step());
    expect(cancelled).toBe(1);
    expect(play.record.inputs[0]!.action).toMatch(/^0 discard/);
  });
});
