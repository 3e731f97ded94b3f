// Bots playing whole hanchan at the table, and what a series of them shows per seat: placements,
// wins, deal-ins and riichi. The CLI's `mahjong table` and the strength measurements read this.
import type { Seed } from "@arcade/core";
import { apply, isOver } from "../table/engine.ts";
import { newHanchan } from "../table/deal.ts";
import { finalOf } from "../table/hand-end.ts";
import { seatsToAct } from "../table/legal.ts";
import type { FinalResult, Seat, TableState } from "../table/types.ts";
import type { BotStrength } from "./decide.ts";
import { botAction } from "./table-seat.ts";

/** Actions one hanchan may take before the runner calls it stuck (a real one takes about 1,500). */
const MAX_ACTIONS = 100_000;

/** Plays one hanchan from its seed to the end, each seat by its bot. */
export function playHanchan(seed: Seed, strengths: readonly BotStrength[], onAction?: (state: TableState) => void): TableState {
  let state = newHanchan(seed);
  for (let n = 0; !isOver(state); n++) {
    if (n >= MAX_ACTIONS) throw new Error(`hanchan ${String(seed)} did not end within ${MAX_ACTIONS} actions`);
    const seat = seatsToAct(state)[0]!;
    state = apply(state, botAction(state, seat, strengths[seat]!));
    onAction?.(state);
  }
  return state;
}

export interface SeatStats {
  seat: Seat;
  strength: BotStrength;
  /** Final score per hanchan, in order. */
  scores: number[];
  /** How often the seat finished 1st, 2nd, 3rd, 4th. */
  placements: [number, number, number, number];
  averagePlacement: number;
  hands: number;
  wins: number;
  dealIns: number;
  riichi: number;
}

export interface SeriesResult {
  hanchan: number;
  seats: SeatStats[];
  finals: FinalResult[];
}

/** Counts what one finished hanchan shows into the per-seat tallies. */
export function tally(stats: SeatStats[], state: TableState): FinalResult {
  const final = finalOf(state.scores, state.sticks);
  for (const p of final.placements) {
    const s = stats[p.seat]!;
    s.placements[p.place - 1]!++;
    s.scores.push(final.scores[p.seat]!);
  }
  for (const hand of state.history) {
    for (const s of stats) s.hands++;
    for (const e of hand.events) if (e.type === "discard" && e.riichi) stats[e.seat]!.riichi++;
    if (hand.outcome.type !== "win") continue;
    for (const w of hand.outcome.wins) {
      stats[w.seat]!.wins++;
      if (!w.tsumo) stats[w.from]!.dealIns++;
    }
  }
  for (const s of stats) {
    const played = s.placements.reduce((a, b) => a + b, 0);
    s.averagePlacement = s.placements.reduce((sum, n, i) => sum + n * (i + 1), 0) / played;
  }
  return final;
}

export function emptyStats(strengths: readonly BotStrength[]): SeatStats[] {
  return strengths.map((strength, seat) => ({
    seat: seat as Seat,
    strength,
    scores: [],
    placements: [0, 0, 0, 0],
    averagePlacement: 0,
    hands: 0,
    wins: 0,
    dealIns: 0,
    riichi: 0,
  }));
}

/** `count` hanchan with seeds `<seed>/1`, `<seed>/2`, …, each seat keeping its bot. */
export function playSeries(
  seed: string,
  strengths: readonly BotStrength[],
  count: number,
  onHanchan?: (state: TableState, index: number) => void,
): SeriesResult {
  const stats = emptyStats(strengths);
  const finals: FinalResult[] = [];
  for (let i = 1; i <= count; i++) {
    const state = playHanchan(`${seed}/${i}`, strengths);
    finals.push(tally(stats, state));
    onHanchan?.(state, i);
  }
  return { hanchan: count, seats: stats, finals };
}
