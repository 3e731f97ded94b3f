// The yaku worth han (not yakuman: see yakuman.ts): those of the situation (riichi, tsumo, the
// last tile, …), those of the tiles alone (tanyao, flushes, honroutou — shared by seven pairs)
// and those of an arrangement into melds. Han for an open hand is one less where the rules say so.
import { isOrphan, type Kind } from "../../analysis/tiles.ts";
import type { Arrangement, CalledMeld, Group } from "./melds.ts";
import { WIND_NAMES, type Situation } from "./situation.ts";

export interface Yaku {
  name: string;
  /** Han; for a yakuman, 13 × its multiple. */
  han: number;
  /** 0 for a yaku worth han, else the yakuman multiple (1, or 2 for a double yakuman). */
  yakuman: number;
}

/** What every yaku check reads about the hand. */
export interface HandFacts {
  /** Every tile the hand holds, concealed and called (kans count four). */
  all: readonly number[];
  /** The concealed tiles, the winning tile included. */
  concealed: readonly number[];
  win: Kind;
  calls: readonly CalledMeld[];
  /** No chi, pon or open kan (closed kans allowed). */
  closed: boolean;
  situation: Situation;
}

export const yaku = (name: string, han: number): Yaku => ({ name, han, yakuman: 0 });

const DRAGON_NAMES = ["Haku (white dragon)", "Hatsu (green dragon)", "Chun (red dragon)"];
const isDragon = (k: Kind) => k >= 31;
const isWind = (k: Kind) => k >= 27 && k <= 30;
const isTerminal = (k: Kind) => k < 27 && (k % 9 === 0 || k % 9 === 8);
const hasTriplet = (g: Group) => g.type !== "run";

/** A pair of a dragon, the seat wind or the round wind (it spoils pinfu and is worth fu). */
export function isValueKind(kind: Kind, s: Situation): boolean {
  return isDragon(kind) || kind === 27 + s.seatWind || kind === 27 + s.roundWind;
}

export function situationYaku(f: HandFacts): Yaku[] {
  const s = f.situation;
  const out: Yaku[] = [];
  if (s.riichi === "double") out.push(yaku("Double riichi", 2));
  if (s.riichi === "riichi") out.push(yaku("Riichi", 1));
  if (s.ippatsu) out.push(yaku("Ippatsu", 1));
  if (s.tsumo && f.closed) out.push(yaku("Menzen tsumo", 1));
  if (s.lastTile) out.push(yaku(s.tsumo ? "Haitei raoyue" : "Houtei raoyui", 1));
  if (s.rinshan) out.push(yaku("Rinshan kaihou", 1));
  if (s.chankan) out.push(yaku("Chankan", 1));
  return out;
}

/** Yaku that depend on which tiles the hand holds, not how they split. */
export function tileYaku(f: HandFacts): Yaku[] {
  const out: Yaku[] = [];
  let orphans = 0;
  let simples = 0;
  let honours = 0;
  const suits = [0, 0, 0];
  for (let k = 0; k < 34; k++) {
    const n = f.all[k]!;
    if (n === 0) continue;
    if (isOrphan(k)) orphans += n;
    else simples += n;
    if (k >= 27) honours += n;
    else suits[Math.floor(k / 9)]! += n;
  }
  if (orphans === 0) out.push(yaku("Tanyao", 1));
  if (simples === 0) out.push(yaku("Honroutou", 2));
  const suitCount = suits.filter((n) => n > 0).length;
  if (suitCount === 1 && honours > 0) out.push(yaku("Honitsu", f.closed ? 3 : 2));
  if (suitCount === 1 && honours === 0) out.push(yaku("Chinitsu", f.closed ? 6 : 5));
  return out;
}

export function isPinfu(f: HandFacts, a: Arrangement): boolean {
  return f.calls.length === 0 && a.wait === "ryanmen" && a.groups.every((g) => g.type === "run") && !isValueKind(a.pair, f.situation);
}

function valueYaku(f: HandFacts, a: Arrangement, out: Yaku[]): void {
  const s = f.situation;
  for (const g of a.groups) {
    if (!hasTriplet(g)) continue;
    if (isDragon(g.kind)) out.push(yaku(DRAGON_NAMES[g.kind - 31]!, 1));
    if (g.kind === 27 + s.seatWind) out.push(yaku(`Seat wind (${WIND_NAMES[s.seatWind]})`, 1));
    if (g.kind === 27 + s.roundWind) out.push(yaku(`Round wind (${WIND_NAMES[s.roundWind]})`, 1));
  }
}

/** Iipeikou / ryanpeikou: pairs of identical runs in a closed hand. */
function peikou(f: HandFacts, a: Arrangement, out: Yaku[]): void {
  if (!f.closed) return;
  const runs = a.groups.filter((g) => g.type === "run").map((g) => g.kind);
  let pairs = 0;
  const seen = new Map<number, number>();
  for (const k of runs) seen.set(k, (seen.get(k) ?? 0) + 1);
  for (const n of seen.values()) pairs += Math.floor(n / 2);
  if (pairs === 2) out.push(yaku("Ryanpeikou", 3));
  else if (pairs === 1) out.push(yaku("Iipeikou", 1));
}

/** Sanshoku (runs or triplets) and ittsu: the same shape across suits or along one. */
function straightsAndColours(f: HandFacts, a: Arrangement, out: Yaku[]): void {
  const runAt = new Set<number>();
  const tripletAt = new Set<number>();
  for (const g of a.groups) (g.type === "run" ? runAt : tripletAt).add(g.kind);
  for (let n = 0; n < 9; n++) {
    if (runAt.has(n) && runAt.has(n + 9) && runAt.has(n + 18)) out.push(yaku("Sanshoku doujun", f.closed ? 2 : 1));
    if (tripletAt.has(n) && tripletAt.has(n + 9) && tripletAt.has(n + 18)) out.push(yaku("Sanshoku doukou", 2));
  }
  for (let s = 0; s < 27; s += 9) {
    if (runAt.has(s) && runAt.has(s + 3) && runAt.has(s + 6)) out.push(yaku("Ittsu", f.closed ? 2 : 1));
  }
}

/** A group holding a terminal or honour: 1-2-3 or 7-8-9, or a triplet/kan of one. */
function touchesEnd(g: Group): boolean {
  return g.type === "run" ? g.kind % 9 === 0 || g.kind % 9 === 6 : isOrphan(g.kind);
}

/** Chanta / junchan: every group and the pair hold a terminal or honour, with at least one run. */
function outsideHand(f: HandFacts, a: Arrangement, out: Yaku[]): void {
  if (!isOrphan(a.pair) || !a.groups.every(touchesEnd) || !a.groups.some((g) => g.type === "run")) return;
  const honours = a.pair >= 27 || a.groups.some((g) => g.kind >= 27);
  if (honours) out.push(yaku("Chanta", f.closed ? 2 : 1));
  else out.push(yaku("Junchan", f.closed ? 3 : 2));
}

function triplets(f: HandFacts, a: Arrangement, out: Yaku[]): void {
  const sets = a.groups.filter(hasTriplet);
  if (sets.length === 4) out.push(yaku("Toitoi", 2));
  if (sets.filter((g) => !g.open).length === 3) out.push(yaku("Sanankou", 2));
  if (a.groups.filter((g) => g.type === "kan").length === 3) out.push(yaku("Sankantsu", 2));
  if (isDragon(a.pair) && sets.filter((g) => isDragon(g.kind)).length === 2) out.push(yaku("Shousangen", 2));
}

/** The yaku of one arrangement into melds (standard form). */
export function arrangementYaku(f: HandFacts, a: Arrangement): Yaku[] {
  const out: Yaku[] = [];
  if (isPinfu(f, a)) out.push(yaku("Pinfu", 1));
  peikou(f, a, out);
  valueYaku(f, a, out);
  straightsAndColours(f, a, out);
  outsideHand(f, a, out);
  triplets(f, a, out);
  return out;
}

export { isDragon, isWind, isTerminal };
