// The decomposition of a winning hand into melds, as scoring needs it: the four groups (the
// concealed ones from the hand's split, the called ones as called), the pair, and where the
// winning tile sits — which decides the wait (and its fu), and whether a triplet it completes on
// a ron counts as open (no concealed triplet for sanankou, fewer fu). One split of the tiles can
// give several arrangements (the win tile in the pair or in either of two groups); scoring tries
// each and keeps the best.
import { KIND_COUNT, type Kind } from "../../analysis/tiles.ts";
import type { MeldType, Meld } from "../../analysis/hand.ts";

/** A call as scoring sees it: its type and lowest kind (a chi 3-4-5 is kind of the 3). */
export interface CalledMeld {
  type: MeldType;
  kind: Kind;
}

export function calledMeld(meld: Meld): CalledMeld {
  return { type: meld.type, kind: meld.tiles[0]!.kind };
}

/** An open call: chi, pon, open or added kan (a closed kan keeps the hand closed). */
export function isOpenCall(type: MeldType): boolean {
  return type !== "closedKan";
}

export interface Group {
  type: "run" | "triplet" | "kan";
  /** Lowest kind. */
  kind: Kind;
  /** Called openly, or a triplet completed by a ron. */
  open: boolean;
}

export type Wait = "ryanmen" | "kanchan" | "penchan" | "shanpon" | "tanki";

export interface Arrangement {
  pair: Kind;
  /** Four groups (concealed and called). */
  groups: Group[];
  wait: Wait;
}

export function groupOfCall(call: CalledMeld): Group {
  if (call.type === "chi") return { type: "run", kind: call.kind, open: true };
  if (call.type === "pon") return { type: "triplet", kind: call.kind, open: true };
  return { type: "kan", kind: call.kind, open: call.type !== "closedKan" };
}

/** Counts of every tile the hand holds, concealed and called (a kan counts four). */
export function allTileCounts(concealed: ArrayLike<number>, calls: readonly CalledMeld[]): number[] {
  const counts = new Array<number>(KIND_COUNT);
  for (let k = 0; k < KIND_COUNT; k++) counts[k] = concealed[k]!;
  for (const c of calls) {
    if (c.type === "chi") {
      counts[c.kind]!++;
      counts[c.kind + 1]!++;
      counts[c.kind + 2]!++;
    } else counts[c.kind]! += c.type === "pon" ? 3 : 4;
  }
  return counts;
}

function runWait(runKind: Kind, win: Kind): Wait {
  const at = win - runKind;
  if (at === 1) return "kanchan";
  const number = runKind % 9; // 0 for a 1-2-3 run
  if (at === 2 && number === 0) return "penchan"; // 12 waiting on 3
  if (at === 0 && number === 6) return "penchan"; // 89 waiting on 7
  return "ryanmen";
}

/** The search state of `arrangements` (module-level functions: no closures on the hot path). */
interface Search {
  left: number[];
  stack: Group[];
  called: Group[];
  win: Kind;
  tsumo: boolean;
  out: Arrangement[];
}

/** A complete split: one arrangement per distinct place of the winning tile. */
function complete(s: Search, pair: Kind): void {
  const { stack, win } = s;
  if (pair === win) s.out.push({ pair, groups: stack.concat(s.called), wait: "tanki" });
  let tried = -1;
  for (let i = 0; i < stack.length; i++) {
    const g = stack[i]!;
    const key = g.type === "run" ? 100 + g.kind : g.kind;
    if (key === tried || !(g.type === "run" ? win >= g.kind && win <= g.kind + 2 : g.kind === win)) continue;
    tried = key; // equal groups sit next to each other (the search takes kinds in order)
    const groups = stack.concat(s.called);
    if (g.type === "triplet" && !s.tsumo) groups[i] = { type: "triplet", kind: g.kind, open: true };
    s.out.push({ pair, groups, wait: g.type === "triplet" ? "shanpon" : runWait(g.kind, win) });
  }
}

/** Splits the tiles left into groups, lowest kind first: a triplet there, or a run from it. */
function split(s: Search, from: number, pair: Kind): void {
  const left = s.left;
  let k = from;
  while (k < KIND_COUNT && left[k] === 0) k++;
  if (k === KIND_COUNT) return complete(s, pair);
  if (left[k]! >= 3) {
    left[k]! -= 3;
    s.stack.push({ type: "triplet", kind: k, open: false });
    split(s, k, pair);
    s.stack.pop();
    left[k]! += 3;
  }
  if (k < 27 && k % 9 <= 6 && left[k + 1]! > 0 && left[k + 2]! > 0) {
    left[k]!--;
    left[k + 1]!--;
    left[k + 2]!--;
    s.stack.push({ type: "run", kind: k, open: false });
    split(s, k, pair);
    s.stack.pop();
    left[k]!++;
    left[k + 1]!++;
    left[k + 2]!++;
  }
}

/**
 * Every arrangement of a standard (4 groups + pair) win: each split of the concealed tiles with
 * each distinct place of the winning tile in it. `tsumo` false makes a triplet the win completes
 * open. Seven pairs and thirteen orphans are not arrangements (see score.ts). The split is a
 * depth-first search on one scratch copy of the counts, so it allocates little beyond the
 * arrangements it returns.
 */
export function arrangements(concealed: ArrayLike<number>, win: Kind, calls: readonly CalledMeld[], tsumo: boolean): Arrangement[] {
  const left = new Array<number>(KIND_COUNT);
  for (let k = 0; k < KIND_COUNT; k++) left[k] = concealed[k]!;
  const s: Search = { left, stack: [], called: calls.map(groupOfCall), win, tsumo, out: [] };
  for (let pair = 0; pair < KIND_COUNT; pair++) {
    if (left[pair]! < 2) continue;
    left[pair]! -= 2;
    split(s, 0, pair);
    left[pair]! += 2;
  }
  return s.out;
}
