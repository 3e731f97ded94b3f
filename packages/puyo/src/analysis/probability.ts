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
// Shortcuts, each checked against the plain recursion (bench/baselines/ppsim.ts) in the tests
// (the search itself is probability/search.ts, its table probability/table.ts):
//  - n = 1 needs no average over the next pair (it is never placed);
//  - children are deduplicated (two placements giving the same field are searched once);
//  - a placement that meets the condition makes the node worth 1 at once (early exit), and the
//    max over placements stops when a child is worth 1;
//  - a transposition table over (field, pair, moves left), with colours relabelled in order of
//    first appearance (the 16 next pairs are symmetric under any colour permutation); with one
//    move left the entry is the field's alone, holding which pairs were tried on it and won, so
//    fields reached by other placement orders are not searched again;
//  - with one move left, placements that cannot pop (probability/leaf.ts: group sizes at the
//    landing cells) are not placed at all: every condition needs a pop;
//  - AB and BA are one class (10 classes, weights 1 for doubles and 2 for mixed) when every
//    child field is at most 11 high: there every placement of AB has a BA twin giving the same
//    field, and all are reachable. Near the top (row 13/14 rules) the 16 ordered pairs are used.
// Early fire ("途中消し"): a placement that fires a chain not meeting the condition either fails
// the branch (`fail`) or goes on with the field after the chain (`continue`, the default, which is
// what the source's recursion does). A placement that fills the X cell loses the branch.
import { InputError } from "@arcade/core";
import type { ChainResolver } from "../rules/chain-simd.ts";
import type { Field } from "../rules/field.ts";
import { placementsOf, type Pair, type Placement } from "../rules/pair.ts";
import { startingField } from "../rules/start.ts";
import { meets, type Condition, type EarlyFire } from "./probability/condition.ts";
import { COLORS, legalFor } from "./probability/placing.ts";
import { CalculationCancelled, CalculationTooLarge, MAX_TABLE_ENTRIES, Search, type Outcome, type Shortcuts } from "./probability/search.ts";

export { meets, CalculationCancelled, CalculationTooLarge, MAX_TABLE_ENTRIES };
export type { Condition, EarlyFire, Shortcuts };

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

export interface ProbabilityOptions {
  shortcuts?: Partial<Shortcuts>;
  /** Called now and then with the share of the top-level work done (0..1). */
  onProgress?: (done: number) => void;
  /** Checked every 1024 nodes; when it becomes true the search throws CalculationCancelled. */
  signal?: { readonly aborted: boolean };
  /** The most positions the transposition table may hold (default MAX_TABLE_ENTRIES). */
  maxEntries?: number;
  /** The chain engine (rules/chain-simd.ts): the SIMD one where it loaded, JavaScript's by default. */
  resolver?: ChainResolver;
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

export const MAX_MOVES = 13;

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
  const search = new Search(
    query.condition,
    early,
    known.slice(0, Math.max(0, query.moves - 1)),
    options.shortcuts ?? {},
    options.signal,
    options.maxEntries,
    options.resolver,
  );
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

  const outcomes: Outcome[] = [];
  const count = search.expand(field.w, 0, query.pair, 0, false, outcomes);
  const win = search.lastWin;
  const children = search.children(0).slice(0, count * 18);
  const childValues: number[][] = Array.from({ length: count }, () => []);
  const classes = n > 1 ? search.classes(0, count) : [];
  let done = 0;
  const total = classes.length * count;
  if (options.onProgress) search.onInner = (share) => options.onProgress!((done + share) / total);
  for (const { pair } of classes) {
    for (let i = 0; i < count; i++) {
      childValues[i]!.push(search.value(children, i * 18, pair, n - 1, 1));
      options.onProgress?.(++done / total);
    }
  }
  let numerator = 0;
  if (win) numerator = full;
  else if (n > 1) classes.forEach(({ weight }, j) => (numerator += weight * Math.max(0, ...childValues.map((v) => v[j]!))));
  const byPlacement = new Map<string, number>();
  legalFor(field.heights(), query.pair).forEach((p, i) => {
    const outcome = outcomes[i]!;
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
