// The end of a hand and what follows: payments (wins through the scorer; at an exhaustive draw
// nagashi mangan or the 3,000 tenpai payments), the deal passing or repeating, honba, the
// game's end (tobi, after South 4, the West extension, the all-last dealer stopping in first
// place) and the final placement with oka and uma.
import { payments } from "../rules/score/points.ts";
import { startHand } from "./deal.ts";
import { PAO_YAKUMAN, paoDeltas } from "./pao.ts";
import type { TileId } from "./tile-ids.ts";
import type { FinalResult, HandOutcome, Placement, Seat, TableState, WinRecord } from "./types.ts";
import { isNagashi, isTenpaiForDraw } from "./waits.ts";
import { doraIndicators, uraIndicators } from "./wall.ts";
import { scoreWinAt, winDeltas } from "./win.ts";

export const RETURN_SCORE = 30_000;
export const UMA = [20, 10, -10, -20] as const;
export const OKA = 20;
/** East 1 … South 4 are rounds 0–7; West 1–4 (8–11) only when nobody has 30,000 after South 4. */
export const LAST_ROUND = 7;
export const LAST_EXTRA_ROUND = 11;

/** Scores ranked: higher first, ties to the seat nearer the first dealer (seat 0). */
export function ranking(scores: readonly number[]): Seat[] {
  return ([0, 1, 2, 3] as Seat[]).sort((a, b) => scores[b]! - scores[a]! || a - b);
}

export interface Winner {
  seat: Seat;
  from: Seat;
  tile: TileId;
  tsumo: boolean;
  rinshan: boolean;
  chankan: boolean;
}

/**
 * Settles one or two wins (a double ron): each scored by the scorer; the honba and the riichi
 * sticks go to the first winner in turn order from the discarder (Tenhou's kamicha-dori).
 */
export function settleWins(s: TableState, winners: readonly Winner[]): void {
  const hand = s.hand;
  const wins: WinRecord[] = [];
  const total = [0, 0, 0, 0];
  winners.forEach((w, i) => {
    const ctx = { tsumo: w.tsumo, rinshan: w.rinshan, chankan: w.chankan, honba: i === 0 ? hand.honba : 0, sticks: i === 0 ? s.sticks : 0 };
    const score = scoreWinAt(hand, s.rules, w.seat, w.tile, ctx);
    if (score === null) throw new Error("a win offered as legal did not score");
    const h = hand.seats[w.seat]!;
    const pao = h.pao !== null && score.yaku.some((y) => y.name in PAO_YAKUMAN) ? h.pao : null;
    const deltas = pao === null ? winDeltas(score, w.seat, w.from, hand.dealer) : paoDeltas(score, w.seat, w.from, hand.dealer, pao);
    deltas.forEach((d, seat) => (total[seat]! += d));
    const concealed = w.tsumo ? h.concealed.slice() : [...h.concealed, w.tile];
    wins.push({ seat: w.seat, from: w.from, tile: w.tile, tsumo: w.tsumo, concealed, melds: h.melds, score, pao, deltas });
  });
  s.sticks = 0;
  const renchan = winners.some((w) => w.seat === hand.dealer);
  finishHand(s, { type: "win", wins }, total, renchan, renchan ? hand.honba + 1 : 0);
}

/** The wall ran out: nagashi mangan if any seat made it, else the tenpai payments. */
export function settleExhaustive(s: TableState): void {
  const hand = s.hand;
  const tenpai = hand.seats.map(isTenpaiForDraw);
  const nagashi = ([0, 1, 2, 3] as Seat[]).filter((seat) => isNagashi(hand.seats[seat]!));
  const deltas = [0, 0, 0, 0];
  if (nagashi.length > 0) {
    // Paid as a mangan tsumo, without honba; the riichi sticks stay on the table.
    for (const winner of nagashi) {
      const p = payments(2000, "mangan", { dealer: winner === hand.dealer, tsumo: true, honba: 0, sticks: 0 });
      for (let seat = 0; seat < 4; seat++) {
        if (seat === winner) continue;
        const pay = seat === hand.dealer ? (p.dealer ?? p.nonDealer!) : p.nonDealer!;
        deltas[seat]! -= pay;
        deltas[winner]! += pay;
      }
    }
  } else {
    const n = tenpai.filter(Boolean).length;
    if (n > 0 && n < 4) for (let seat = 0; seat < 4; seat++) deltas[seat] = tenpai[seat] ? 3000 / n : -3000 / (4 - n);
  }
  finishHand(s, { type: "exhaustive", tenpai, nagashi }, deltas, tenpai[hand.dealer]!, hand.honba + 1);
}

/** An abortive draw: the dealer keeps the deal, one more honba, the sticks stay. */
export function settleAbortive(s: TableState, reason: Extract<HandOutcome, { type: "abortive" }>["reason"]): void {
  finishHand(s, { type: "abortive", reason }, [0, 0, 0, 0], true, s.hand.honba + 1, false);
}

export function gameEnds(s: TableState, renchan: boolean, dealerMayStop: boolean): boolean {
  const { scores, hand } = s;
  if (scores.some((x) => x < 0)) return true;
  if (hand.round < LAST_ROUND) return false;
  const top = Math.max(...scores);
  if (renchan) {
    // The all-last dealer stops when first (ties go to the seat nearer seat 0) with 30,000.
    return dealerMayStop && ranking(scores)[0] === hand.dealer && scores[hand.dealer]! >= RETURN_SCORE;
  }
  return top >= RETURN_SCORE || hand.round >= LAST_EXTRA_ROUND;
}

function finishHand(s: TableState, outcome: HandOutcome, deltas: number[], renchan: boolean, honba: number, dealerMayStop = true): void {
  const hand = s.hand;
  const riichiWin = outcome.type === "win" && outcome.wins.some((w) => hand.seats[w.seat]!.riichi !== "none");
  s.history = [
    ...s.history,
    {
      round: hand.round,
      honba: hand.honba,
      sticks: hand.sticks,
      startScores: hand.startScores,
      haipai: hand.haipai,
      events: hand.events,
      doraIndicators: doraIndicators(hand),
      uraIndicators: riichiWin ? uraIndicators(hand) : [],
      outcome,
      deltas,
    },
  ];
  s.scores = s.scores.map((x, i) => x + deltas[i]!);
  if (gameEnds(s, renchan, dealerMayStop)) {
    s.phase = { type: "over" };
    return;
  }
  s.handIndex++;
  startHand(s, renchan ? hand.round : hand.round + 1, honba);
}

/** The final table: leftover riichi sticks to first place, then oka (+20 to first) and uma (+20/+10/−10/−20). */
export function finalOf(scores: readonly number[], sticks: number): FinalResult {
  const order = ranking(scores);
  const final = scores.slice();
  final[order[0]!]! += sticks * 1000;
  const placements: Placement[] = order.map((seat, i) => ({
    seat,
    place: i + 1,
    score: final[seat]!,
    points: Math.round(((final[seat]! - RETURN_SCORE) / 1000 + UMA[i]! + (i === 0 ? OKA : 0)) * 10) / 10,
  }));
  return { placements, scores: final };
}
