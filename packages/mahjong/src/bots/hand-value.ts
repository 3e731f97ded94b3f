// What a hand is worth to the bot holding it: at tenpai the real score of each wait (the scorer's
// yaku, fu and dora), weighted by the copies still unseen; before tenpai a rough figure from the
// dora and value pairs it holds, and whether an open hand still has a road to a yaku.
import { isWinningHand } from "../analysis/agari.ts";
import { isHonour, isOrphan, KIND_COUNT, type Kind } from "../analysis/tiles.ts";
import { calledMeld } from "../rules/score/melds.ts";
import { scoreHand } from "../rules/score/score.ts";
import { doraOf, situation } from "../rules/score/situation.ts";
import { isValueKind } from "../rules/score/yaku.ts";
import { seatWind, type BotView } from "./view.ts";

export interface Wait {
  kind: Kind;
  /** Copies the seat cannot see. */
  remaining: number;
  /** Ron value with the riichi assumed; 0 when the wait has no yaku. */
  points: number;
}

/** The kinds that complete a 3k+1 hand, with their value. */
export function waitsOf(view: BotView, counts: number[], visible: readonly number[], riichi: boolean): Wait[] {
  const out: Wait[] = [];
  const calls = view.melds[view.seat]!.map(calledMeld);
  const red = view.hand.filter((t) => t.red).length + view.melds[view.seat]!.reduce((n, m) => n + m.tiles.filter((t) => t.red).length, 0);
  const s = situation({
    roundWind: view.roundWind,
    seatWind: seatWind(view),
    riichi: riichi ? "riichi" : "none",
    dora: view.doraIndicators,
    honba: view.honba,
  });
  for (let k = 0; k < KIND_COUNT; k++) {
    if (counts[k]! >= 4) continue;
    counts[k]!++;
    if (isWinningHand(counts)) {
      const score = scoreHand({ counts, win: k, red, calls }, s);
      out.push({ kind: k, remaining: Math.max(0, 4 - visible[k]!), points: score === null ? 0 : score.points.hand });
    }
    counts[k]!--;
  }
  return out;
}

/** Unseen copies over the waits, and their average value (weighted by those copies). */
export function waitSummary(waits: readonly Wait[]): { remaining: number; value: number } {
  let remaining = 0;
  let weighted = 0;
  for (const w of waits) {
    remaining += w.remaining;
    weighted += w.remaining * w.points;
  }
  return { remaining, value: remaining === 0 ? 0 : weighted / remaining };
}

/** Dora (indicated and red) the seat holds, concealed and called. */
export function doraHeld(view: BotView): number {
  const dora = view.doraIndicators.map(doraOf);
  let n = 0;
  const tiles = [...view.hand, ...view.melds[view.seat]!.flatMap((m) => m.tiles)];
  for (const t of tiles) {
    if (t.red) n++;
    for (const d of dora) if (t.kind === d) n++;
  }
  return n;
}

/** A rough value before tenpai: 1,000 a han-ish from dora and value pairs, dealer × 1.5. */
export function roughValue(view: BotView): number {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of view.hand) counts[t.kind]!++;
  const s = situation({ roundWind: view.roundWind, seatWind: seatWind(view) });
  let han = 1 + doraHeld(view);
  for (let k = 27; k < KIND_COUNT; k++) if (counts[k]! >= 2 && isValueKind(k, s)) han++;
  for (const m of view.melds[view.seat]!) if (m.type !== "chi" && isValueKind(m.tiles[0]!.kind, s)) han++;
  const base = han >= 5 ? 2000 : Math.min(2000, 30 * 2 ** (2 + han));
  return Math.round(base * 4 * (view.dealer === view.seat ? 1.5 : 1));
}

/**
 * Whether an open (or about to open) hand keeps a road to a yaku: a value triplet called or a
 * value pair held, or all simples but `spare` tiles (tanyao), or one suit plus honours but `spare`
 * tiles (honitsu). `counts` are the concealed tiles, `calledKinds` every tile of the calls.
 */
export function hasYakuRoad(view: BotView, counts: readonly number[], calledKinds: readonly Kind[], spare = 1): boolean {
  const s = situation({ roundWind: view.roundWind, seatWind: seatWind(view) });
  for (let k = 27; k < KIND_COUNT; k++) if (isValueKind(k, s) && counts[k]! + calledKinds.filter((c) => c === k).length >= 2) return true;
  let notSimple = 0;
  for (let k = 0; k < KIND_COUNT; k++) if (isOrphan(k)) notSimple += counts[k]!;
  if (!calledKinds.some(isOrphan) && notSimple <= spare) return true;
  for (let suit = 0; suit < 3; suit++) {
    let off = 0;
    for (let k = 0; k < 27; k++) if (Math.floor(k / 9) !== suit) off += counts[k]!;
    if (!calledKinds.some((c) => !isHonour(c) && Math.floor(c / 9) !== suit) && off <= spare) return true;
  }
  return false;
}
