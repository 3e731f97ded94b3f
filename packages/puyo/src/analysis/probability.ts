// The probability calculator (after PPSim): the probability that a condition is met
// within n moves, from a field and the current pair, when every later pair is one of the 16
// ordered pairs of 4 colours, equally likely and independent, and the player sees one pair ahead
// before placing (expectimax: the average over the next pair of the best placement).
//
//   P(F, cur, n) = 1 if F (after its chain) meets the condition; 0 if n = 0 or F is dead;
//   (the starting field itself must be alive: a dead one is refused with an InputError)
//                  else  (1/16) Σ_next  max_placement P(F + cur, next, n - 1)
//
// n counts the current pair as move 1, as PPSim does. Results are exact: a value at n moves left
// is an integer numerator over 16^(n-1), kept in a double (exact up to n = 13).
//
// Shortcuts, each checked against the plain recursion (bench/baselines/ppsim.ts) in the tests:
//  - n = 1 needs no average over the next pair (it is never placed);
//  - children are deduplicated (two placements giving the same field are searched once);
//  - a placement that meets the condition makes the node worth 1 at once (early exit), and the
//    max over placements stops when a child is worth 1;
//  - a transposition table over (field, pair, moves left), with colours relabelled in order of
//    first appearance (the 16 next pairs are symmetric under any colour permutation);
//  - AB and BA are one class (10 classes, weights 1 for doubles and 2 for mixed) when every
//    child field is at most 11 high: there every placement of AB has a BA twin giving the same
//    field, and all are reachable. Near the top (row 13/14 rules) the 16 ordered pairs are used.
// Early fire ("途中消し"): a placement that fires a chain not meeting the condition either fails
// the branch (`fail`) or goes on with the field after the chain (`continue`, the default, which is
// what the source's recursion does). A placement that fills the X cell loses the branch.
import { InputError } from "@arcade/core";
import { resolveInto, type ChainResult } from "../rules/chain.ts";
import { Field } from "../rules/field.ts";
import { isReachable, placementsOf, type Pair, type Placement } from "../rules/pair.ts";
import type { Color } from "../rules/cells.ts";
import { startingField } from "../rules/start.ts";

export type Condition = { kind: "chain"; chains: number } | { kind: "clear"; puyos: number } | { kind: "allclear" } | { kind: "score"; score: number };
export type EarlyFire = "fail" | "continue";

export interface ProbabilityQuery {
  field: Field;
  pair: Pair;
  /** Pairs known to come after the current one (NEXT, NEXT 2, …). */
  next?: readonly Pair[];
  /** Moves, counting the current pair as move 1. */
  moves: number;
  condition: Condition;
  early?: EarlyFire;
}

/** Which shortcuts to use (all by default); the tests turn them off one by one. */
export interface Shortcuts {
  transposition: boolean;
  symmetry: boolean;
  dedup: boolean;
  earlyExit: boolean;
  unordered: boolean;
}

export interface ProbabilityOptions {
  shortcuts?: Partial<Shortcuts>;
  /** Called now and then with the share of the top-level work done (0..1). */
  onProgress?: (done: number) => void;
  /** Checked every 1024 nodes; when it becomes true the search throws CalculationCancelled. */
  signal?: { readonly aborted: boolean };
  /** The most positions the transposition table may hold (default MAX_TABLE_ENTRIES). */
  maxEntries?: number;
}

export interface PlacementProbability {
  column: number;
  rotation: number;
  /** 0 for a placement that cannot be reached (`reachable` false): it is not a move at all. */
  probability: number;
  fraction: string;
  /** Whether the pair can get there from the spawn (the 13th-row rules; rules/pair.ts). */
  reachable: boolean;
}

export interface ProbabilityResult {
  probability: number;
  numerator: bigint;
  denominator: bigint;
  /** "numerator/denominator" in lowest terms. */
  fraction: string;
  /** Committing to each placement of the current pair now (before seeing the next pair). */
  placements: PlacementProbability[];
  /** Placed-and-resolved fields the search examined. */
  nodes: number;
}

export class CalculationCancelled extends Error {
  override readonly name = "CalculationCancelled";
}

/**
 * The transposition table would outgrow its bound. A JS Map cannot hold more than 2^24 entries
 * (past that V8 aborts the whole process), and long before that the table fills the heap, so the
 * search stops with this instead: the question asks for too many moves from this field.
 */
export class CalculationTooLarge extends InputError {
  override readonly name = "CalculationTooLarge";
}

/** Positions the table may hold by default: half of what a Map can, about 700 MB of keys. */
export const MAX_TABLE_ENTRIES = 1 << 23;
export const MAX_MOVES = 13;
const COLORS = 4;

interface Weighted {
  pair: Pair;
  weight: number;
}

const ORDERED: Weighted[] = [];
const UNORDERED: Weighted[] = [];
for (let a = 1; a <= COLORS; a++) {
  for (let b = 1; b <= COLORS; b++) {
    ORDERED.push({ pair: { axis: a as Color, child: b as Color }, weight: 1 });
    if (a <= b) UNORDERED.push({ pair: { axis: a as Color, child: b as Color }, weight: a === b ? 1 : 2 });
  }
}

export function meets(condition: Condition, r: ChainResult): boolean {
  switch (condition.kind) {
    case "chain":
      return r.chains >= condition.chains;
    case "clear":
      return r.cleared >= condition.puyos;
    case "allclear":
      return r.chains > 0 && r.allClear;
    case "score":
      return r.score >= condition.score;
  }
}

/** What placing a pair led to: the condition met, the branch lost, or a field to go on from. */
type Outcome = { kind: "win" } | { kind: "lose" } | { kind: "child"; index: number };

interface Expansion {
  win: boolean;
  children: Field[];
  outcomes: Outcome[];
  placements: readonly Placement[];
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function fractionOf(numerator: number, denominator: number): { numerator: bigint; denominator: bigint; text: string } {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  const g = n === 0n ? d : gcd(n, d);
  n /= g;
  d /= g;
  return { numerator: n, denominator: d, text: `${n}/${d}` };
}

function pairMask(pair: Pair): number {
  return (1 << (pair.axis - 1)) | (1 << (pair.child - 1));
}

/** The reachable placements for these column heights (all of them while every column is ≤ 11). */
function legalFor(heights: readonly number[], pair: Pair): readonly Placement[] {
  const all = placementsOf(pair);
  let max = 0;
  for (const h of heights) if (h > max) max = h;
  return max <= 11 ? all : all.filter((p) => isReachable(heights, p));
}

const DX = [0, 1, 0, -1];

/** Drops a pair onto the words of a settled field with known column heights (applyPlacement, inlined). */
function place(w: Int32Array, heights: readonly number[], pair: Pair, p: Placement): void {
  const x = p.column;
  const cx = x + DX[p.rotation]!;
  if (cx === x) {
    const low = p.rotation === 2 ? pair.child : pair.axis;
    const high = p.rotation === 2 ? pair.axis : pair.child;
    const y = heights[x - 1]! + 1;
    const k = (x - 1) >> 1;
    const shift = ((x - 1) & 1) * 16;
    if (y <= 13) w[(low - 1) * 3 + k]! |= 1 << (shift + y - 1);
    if (y + 1 <= 13) w[(high - 1) * 3 + k]! |= 1 << (shift + y);
    return;
  }
  const ya = heights[x - 1]! + 1;
  const yc = heights[cx - 1]! + 1;
  if (ya <= 13) w[(pair.axis - 1) * 3 + ((x - 1) >> 1)]! |= 1 << (((x - 1) & 1) * 16 + ya - 1);
  if (yc <= 13) w[(pair.child - 1) * 3 + ((cx - 1) >> 1)]! |= 1 << (((cx - 1) & 1) * 16 + yc - 1);
}

function maxHeight(field: Field): number {
  let h = 0;
  for (let k = 0; k < 3; k++) h = Math.max(h, 32 - Math.clz32((field.occupied(k) | (field.occupied(k) >>> 16)) & 0x1fff));
  return h;
}

/** The search over one query's settings; its table may serve several queries with those settings. */
class Search {
  readonly table = new Map<string, number>();
  nodes = 0;
  /** Called during a search from depth 1 with the share of that search done (finer progress). */
  onInner: ((share: number) => void) | undefined;
  private calls = 0;
  private readonly shortcuts: Shortcuts;
  private readonly scratch = Field.empty();
  private readonly result: ChainResult = { chains: 0, score: 0, cleared: 0, allClear: false, steps: [] };

  constructor(
    private readonly condition: Condition,
    private readonly early: EarlyFire,
    private readonly known: readonly Pair[],
    shortcuts: Partial<Shortcuts>,
    private readonly signal?: { readonly aborted: boolean },
    private readonly maxEntries = MAX_TABLE_ENTRIES,
  ) {
    this.shortcuts = { transposition: true, symmetry: true, dedup: true, earlyExit: true, unordered: true, ...shortcuts };
  }

  /** Places `pair` every legal way on a settled, stable field and resolves each result. */
  expand(field: Field, pair: Pair, stopAtWin: boolean): Expansion {
    const heights = field.heights();
    const placements = legalFor(heights, pair);
    const children: Field[] = [];
    const outcomes: Outcome[] = [];
    let win = false;
    const mask = pairMask(pair);
    const scratch = this.scratch;
    const r = this.result;
    for (const p of placements) {
      scratch.w.set(field.w);
      place(scratch.w, heights, pair, p);
      resolveInto(scratch, mask, r);
      this.nodes++;
      if (meets(this.condition, r)) {
        win = true;
        outcomes.push({ kind: "win" });
        if (stopAtWin) break;
        continue;
      }
      if ((r.chains > 0 && this.early === "fail") || scratch.isDead()) {
        outcomes.push({ kind: "lose" });
        continue;
      }
      let index = -1;
      if (this.shortcuts.dedup) index = children.findIndex((c) => c.equals(scratch));
      if (index < 0) {
        index = children.length;
        children.push(scratch.clone());
      }
      outcomes.push({ kind: "child", index });
    }
    return { win, children, outcomes, placements };
  }

  /** With one move left: does some placement meet the condition? (No children are kept.) */
  winsNow(field: Field, pair: Pair): boolean {
    const heights = field.heights();
    const mask = pairMask(pair);
    const scratch = this.scratch;
    const r = this.result;
    let win = false;
    for (const p of legalFor(heights, pair)) {
      scratch.w.set(field.w);
      place(scratch.w, heights, pair, p);
      resolveInto(scratch, mask, r);
      this.nodes++;
      if (meets(this.condition, r)) {
        win = true;
        if (this.shortcuts.earlyExit) break;
      }
    }
    return win;
  }

  /** The classes of next pair at a level: the known pair, the 10 unordered or the 16 ordered. */
  classes(level: number, children: readonly Field[]): Weighted[] {
    const known = this.known[level];
    if (known) return [{ pair: known, weight: 16 }];
    if (this.shortcuts.unordered && children.every((c) => maxHeight(c) <= 11)) return UNORDERED;
    return ORDERED;
  }

  /**
   * Numerator (over 16^(n-1)) of P for a stable, living field that does not meet the condition,
   * with `pair` to place, n ≥ 1 moves left, at search depth `level` (0 = the current pair).
   */
  value(field: Field, pair: Pair, n: number, level: number): number {
    if ((++this.calls & 1023) === 0 && this.signal?.aborted) throw new CalculationCancelled("the calculation was cancelled");
    const key = this.shortcuts.transposition ? this.key(field, pair, n, level) : "";
    if (this.shortcuts.transposition) {
      const hit = this.table.get(key);
      if (hit !== undefined) return hit;
    }
    const full = 16 ** (n - 1);
    let result = 0;
    if (n === 1) {
      if (this.winsNow(field, pair)) result = 1;
      if (this.shortcuts.transposition) this.remember(key, result);
      return result;
    }
    const { win, children } = this.expand(field, pair, this.shortcuts.earlyExit);
    if (win) result = full;
    else if (children.length > 0) {
      const childFull = full / 16;
      const classes = this.classes(level, children);
      let classesDone = 0;
      for (const { pair: next, weight } of classes) {
        let best = 0;
        for (const child of children) {
          const v = this.value(child, next, n - 1, level + 1);
          if (v > best) {
            best = v;
            if (best === childFull && this.shortcuts.earlyExit) break;
          }
        }
        result += weight * best;
        if (level === 1) this.onInner?.(++classesDone / classes.length);
      }
    }
    if (this.shortcuts.transposition) this.remember(key, result);
    return result;
  }

  private remember(key: string, value: number): void {
    if (this.table.size >= this.maxEntries) {
      throw new CalculationTooLarge(`the search needs more than ${this.maxEntries} positions in memory; ask for fewer moves`, "moves");
    }
    this.table.set(key, value);
  }

  private key(field: Field, pair: Pair, n: number, level: number): string {
    const w = field.w;
    let order = [0, 1, 2, 3];
    if (this.shortcuts.symmetry && level >= this.known.length) {
      const first = order.map((p) => {
        const a = w[p * 3]!;
        const b = w[p * 3 + 1]!;
        const c = w[p * 3 + 2]!;
        if (a !== 0) return 31 - Math.clz32(a & -a);
        if (b !== 0) return 32 + 31 - Math.clz32(b & -b);
        if (c !== 0) return 64 + 31 - Math.clz32(c & -c);
        // Absent from the field: ordered by where they appear in the pair, then by colour.
        return pair.axis === p + 1 ? 1000 : pair.child === p + 1 ? 1001 : 1002 + p;
      });
      order = order.sort((x, y) => first[x]! - first[y]!);
    }
    const rank = [0, 0, 0, 0, 0];
    order.forEach((plane, i) => (rank[plane + 1] = i + 1));
    const codes: number[] = [];
    for (const plane of order) for (let k = 0; k < 3; k++) codes.push(w[plane * 3 + k]! & 0xffff, w[plane * 3 + k]! >>> 16);
    for (let k = 0; k < 3; k++) codes.push(w[15 + k]! & 0xffff, w[15 + k]! >>> 16);
    codes.push(rank[pair.axis]!, rank[pair.child]!, n, level < this.known.length ? level : 255);
    return String.fromCharCode(...codes);
  }
}

function checkQuery(q: ProbabilityQuery): void {
  if (!Number.isInteger(q.moves) || q.moves < 1 || q.moves > MAX_MOVES)
    throw new InputError(`must be a whole number from 1 to ${MAX_MOVES}, got ${q.moves}`, "moves");
  const pairs = [q.pair, ...(q.next ?? [])];
  pairs.forEach((p, i) => {
    if (p.axis > COLORS || p.child > COLORS) throw new InputError("the calculator plays with 4 colours (R G B Y)", i === 0 ? "pair" : `next ${i}`);
  });
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 13; y++)
      if (q.field.get(x, y) === 5) throw new InputError("the calculator plays with 4 colours (R G B Y); the field has purple", `field row ${y}, column ${x}`);
}

/** The exact probability and the value of each placement of the current pair. */
export function probability(query: ProbabilityQuery, options: ProbabilityOptions = {}): ProbabilityResult {
  checkQuery(query);
  const early = query.early ?? "continue";
  const known = query.next ?? [];
  const search = new Search(query.condition, early, known.slice(0, Math.max(0, query.moves - 1)), options.shortcuts ?? {}, options.signal, options.maxEntries);
  const n = query.moves;
  const full = 16 ** (n - 1);
  // A field whose X cell is filled once its own chain (if any) has resolved is refused (rules/start.ts).
  const { field, chain: start } = startingField(query.field);
  const placementsOfPair = placementsOf(query.pair);
  const legal = new Set(legalFor(field.heights(), query.pair).map((p) => `${p.column}/${p.rotation}`));
  const finish = (numerator: number, perPlacement: (p: Placement) => number): ProbabilityResult => {
    const f = fractionOf(numerator, full);
    return {
      probability: numerator / full,
      numerator: f.numerator,
      denominator: f.denominator,
      fraction: f.text,
      placements: placementsOfPair.map((p) => {
        const reachable = legal.has(`${p.column}/${p.rotation}`);
        const v = reachable ? perPlacement(p) : 0;
        return { column: p.column, rotation: p.rotation, probability: v / full, fraction: fractionOf(v, full).text, reachable };
      }),
      nodes: search.nodes,
    };
  };
  if (meets(query.condition, start)) return finish(full, () => full);
  if (start.chains > 0 && early === "fail") return finish(0, () => 0);

  const expansion = search.expand(field, query.pair, false);
  const childValues: number[][] = expansion.children.map(() => []);
  const classes = n > 1 ? search.classes(0, expansion.children) : [];
  let done = 0;
  const total = classes.length * expansion.children.length;
  if (options.onProgress) search.onInner = (share) => options.onProgress!((done + share) / total);
  for (const { pair } of classes) {
    for (let i = 0; i < expansion.children.length; i++) {
      childValues[i]!.push(search.value(expansion.children[i]!, pair, n - 1, 1));
      options.onProgress?.(++done / total);
    }
  }
  let numerator = 0;
  if (expansion.win) numerator = full;
  else if (n > 1) classes.forEach(({ weight }, j) => (numerator += weight * Math.max(0, ...childValues.map((v) => v[j]!))));
  const byPlacement = new Map<string, number>();
  expansion.placements.forEach((p, i) => {
    const outcome = expansion.outcomes[i]!;
    const v =
      outcome.kind === "win"
        ? full
        : outcome.kind === "lose" || n === 1
          ? 0
          : classes.reduce((sum, { weight }, j) => sum + weight * childValues[outcome.index]![j]!, 0);
    byPlacement.set(`${p.column}/${p.rotation}`, v);
  });
  options.onProgress?.(1);
  return finish(numerator, (p) => byPlacement.get(`${p.column}/${p.rotation}`) ?? 0);
}
