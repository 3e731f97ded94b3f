// The decomposition of a winning hand into melds, as scoring needs it: the four groups (the
// concealed ones from the hand's split, the called ones as called), the pair, and where the
// winning tile sits — which decides the wait (and its fu), and whether a triplet it completes on
// a ron counts as open (no concealed triplet for sanankou, fewer fu). One split of the tiles can
// give several arrangements (the win tile in the pair or in either of two groups); scoring tries
// each and keeps the best.
import { decompositions } from "../../analysis/agari.ts";
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

/**
 * Every arrangement of a standard (4 groups + pair) win: each split of the concealed tiles
 * (agari.ts) with each distinct place of the winning tile in it. `tsumo` false makes a triplet
 * the win completes open. Seven pairs and thirteen orphans are not arrangements (see score.ts).
 */
export function arrangements(concealed: readonly number[], win: Kind, calls: readonly CalledMeld[], tsumo: boolean): Arrangement[] {
  const out: Arrangement[] = [];
  const called = calls.map(groupOfCall);
  for (const d of decompositions(concealed)) {
    if (d.form !== "standard") continue;
    const own: Group[] = d.melds.map((b) => ({ type: b.type, kind: b.kind, open: false }));
    if (d.pair === win) out.push({ pair: d.pair, groups: [...own, ...called], wait: "tanki" });
    const tried = new Set<number>();
    own.forEach((g, i) => {
      const inRun = g.type === "run" && win >= g.kind && win <= g.kind + 2;
      if (!(inRun || (g.type === "triplet" && g.kind === win))) return;
      const key = (g.type === "run" ? 100 : 0) + g.kind;
      if (tried.has(key)) return; // two equal groups give the same arrangement
      tried.add(key);
      const groups = own.map((h, j) => (j === i && h.type === "triplet" && !tsumo ? { ...h, open: true } : h));
      out.push({ pair: d.pair, groups: [...groups, ...called], wait: g.type === "triplet" ? "shanpon" : runWait(g.kind, win) });
    });
  }
  return out;
}
