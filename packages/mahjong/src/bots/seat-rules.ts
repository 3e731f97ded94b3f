// The rules one seat can apply to itself from its own view: may it win (complete, a yaku, not
// furiten), which calls it may make, what it may discard after one (kuikae), when it may declare
// riichi or abandon the hand. The mjai seat needs them, since over mjai nobody hands it its
// options; the table engine decides the same questions from its full state.
import { isWinningHand } from "../analysis/agari.ts";
import { shanten } from "../analysis/shanten.ts";
import { KIND_COUNT, ORPHANS, type Kind, type Tile } from "../analysis/tiles.ts";
import { calledMeld } from "../rules/score/melds.ts";
import { scoreHand } from "../rules/score/score.ts";
import { situation } from "../rules/score/situation.ts";
import { handCounts, seatWind, type BotView } from "./view.ts";

/** What the seat remembers beyond the view: the furiten it brought on itself. */
export interface SeatMemory {
  /** Passed a winning tile since its own last discard. */
  passedSinceDiscard: boolean;
  /** Passed a winning tile after its riichi: no ron for the rest of the hand. */
  passedAfterRiichi: boolean;
  /** Riichi declared on the seat's first discard, no call before it. */
  doubleRiichi: boolean;
}

export function isOpen(view: BotView): boolean {
  return view.melds[view.seat]!.some((m) => m.type !== "closedKan");
}

/** The kinds that complete the seat's 3k+1 concealed hand. */
export function waitKinds(counts: readonly number[]): Kind[] {
  const c = [...counts];
  const out: Kind[] = [];
  for (let k = 0; k < KIND_COUNT; k++) {
    if (c[k]! >= 4) continue;
    c[k]!++;
    if (isWinningHand(c)) out.push(k);
    c[k]!--;
  }
  return out;
}

/** Whether winning on `tile` scores (has a yaku) in this situation. */
export function winScores(view: BotView, memory: SeatMemory, tile: Tile, tsumo: boolean, concealedWithWin: readonly number[]): boolean {
  if (!isWinningHand(concealedWithWin)) return false;
  const own = view.melds[view.seat]!;
  const red = view.hand.filter((t) => t.red).length + (tsumo ? 0 : Number(tile.red)) + own.reduce((n, m) => n + m.tiles.filter((t) => t.red).length, 0);
  const riichi = view.riichiTurn[view.seat]! >= 0 ? (memory.doubleRiichi ? "double" : "riichi") : "none";
  const s = situation({
    roundWind: view.roundWind,
    seatWind: seatWind(view),
    tsumo,
    riichi,
    lastTile: view.wallLeft === 0,
    dora: view.doraIndicators,
    honba: view.honba,
    sticks: view.sticks,
  });
  return scoreHand({ counts: concealedWithWin, win: tile.kind, red, calls: own.map(calledMeld) }, s) !== null;
}

/** Ron on another seat's tile: complete, scoring, and not furiten. */
export function canRon(view: BotView, memory: SeatMemory, tile: Tile): boolean {
  const counts = handCounts(view);
  const waits = waitKinds(counts);
  if (!waits.includes(tile.kind)) return false;
  if (memory.passedSinceDiscard || memory.passedAfterRiichi) return false;
  if (view.rivers[view.seat]!.some((r) => waits.includes(r.tile.kind))) return false;
  counts[tile.kind]!++;
  return winScores(view, memory, tile, false, counts);
}

/** Kuikae: after a chi or pon the seat may not discard the called kind, nor a chi's far end. */
export function swapForbidden(called: Kind, own: readonly Kind[], type: "chi" | "pon"): Kind[] {
  if (type === "pon") return [called];
  const [a, b] = [...own].sort((x, y) => x - y) as [Kind, Kind];
  const out = [called];
  const sameSuit = (k: Kind): boolean => k >= 0 && k < 27 && Math.floor(k / 9) === Math.floor(called / 9);
  if (called === a - 1 && b === a + 1 && sameSuit(b + 1)) out.push(b + 1);
  if (called === b + 1 && b === a + 1 && sameSuit(a - 1)) out.push(a - 1);
  return out;
}

/** One tile of each kind in `kinds` from the hand, a plain five before a red one; null if short. */
export function takeTiles(hand: readonly Tile[], kinds: readonly Kind[]): Tile[] | null {
  const left = [...hand];
  const out: Tile[] = [];
  for (const k of kinds) {
    let i = left.findIndex((t) => t.kind === k && !t.red);
    if (i < 0) i = left.findIndex((t) => t.kind === k);
    if (i < 0) return null;
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}

/** Whether a call leaves something the seat may discard (Tenhou forbids a call that does not). */
function leavesADiscard(hand: readonly Tile[], used: readonly Tile[], forbidden: readonly Kind[]): boolean {
  const left = [...hand];
  for (const u of used) left.splice(left.indexOf(u), 1);
  return left.some((t) => !forbidden.includes(t.kind));
}

/** The legal chi of another seat's discard: only from the seat on the left. */
export function chiOptions(view: BotView, tile: Tile, from: number): [Tile, Tile][] {
  if (from !== (view.seat + 3) % 4 || tile.kind >= 27 || view.riichiTurn[view.seat]! >= 0 || view.wallLeft === 0) return [];
  const k = tile.kind;
  const n = k % 9;
  const shapes: [Kind, Kind][] = [];
  if (n >= 2) shapes.push([k - 2, k - 1]);
  if (n >= 1 && n <= 7) shapes.push([k - 1, k + 1]);
  if (n <= 6) shapes.push([k + 1, k + 2]);
  const out: [Tile, Tile][] = [];
  for (const shape of shapes) {
    const used = takeTiles(view.hand, shape);
    if (used !== null && leavesADiscard(view.hand, used, swapForbidden(k, shape, "chi"))) out.push([used[0]!, used[1]!]);
  }
  return out;
}

export function canPon(view: BotView, tile: Tile): boolean {
  if (view.riichiTurn[view.seat]! >= 0 || view.wallLeft === 0) return false;
  const used = takeTiles(view.hand, [tile.kind, tile.kind]);
  return used !== null && leavesADiscard(view.hand, used, [tile.kind]);
}

export function canOpenKan(view: BotView, tile: Tile): boolean {
  return view.riichiTurn[view.seat]! < 0 && view.wallLeft > 0 && view.hand.filter((t) => t.kind === tile.kind).length === 3;
}

/** Discards after which riichi may be declared: closed, 1,000 points, 4 tiles left, tenpai. */
export function riichiDiscards(view: BotView): Tile[] {
  if (isOpen(view) || view.riichiTurn[view.seat]! >= 0 || view.scores[view.seat]! < 1000 || view.wallLeft < 4) return [];
  const counts = handCounts(view);
  const out: Tile[] = [];
  for (const t of distinctTiles(view.hand)) {
    counts[t.kind]!--;
    if (shanten(counts) === 0) out.push(t);
    counts[t.kind]!++;
  }
  return out;
}

/** Nine kinds of terminals and honours in the first draw's hand, before any call. */
export function canKyuushu(view: BotView): boolean {
  const firstTurn = view.rivers[view.seat]!.length === 0 && view.melds.every((m) => m.length === 0);
  if (!firstTurn) return false;
  const counts = handCounts(view);
  return ORPHANS.filter((k) => counts[k]! > 0).length >= 9;
}

/** One tile per kind and redness, in hand order. */
export function distinctTiles(tiles: readonly Tile[]): Tile[] {
  const seen = new Set<number>();
  const out: Tile[] = [];
  for (const t of tiles) {
    const key = t.kind * 2 + Number(t.red);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}
