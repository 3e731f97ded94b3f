// BASELINE, written by us: PPSim's plain recursion exactly as the source document gives it
// (seeds/004, "確率計算のアルゴリズム"), for the benchmark and as the tests' independent reference
// for the calculator's shortcuts. No table, no symmetry, no pruning:
//
//   probability(field, cur, n):
//     if field (after its chain) meets the condition: return 1
//     if n == 0: return 0
//     p = 0
//     for each of the 16 next pairs:  p += max over nextfieldList(field, cur) of probability(f, next, n-1) / 16
//
// The document leaves nextfieldList and satisfiesCondition as black boxes; here they are the
// package's rules (legal placements with the 13th-row rules; chain resolution), plus two rules
// the document omits and the calculator shares: a field whose X cell is filled is worth 0, and
// with early = "fail" a chain that does not meet the condition is worth 0.
import { applyPlacement, isReachable, placementsOf, type Pair } from "../../src/rules/pair.ts";
import { resolveChain } from "../../src/rules/chain.ts";
import type { Field } from "../../src/rules/field.ts";
import type { Color } from "../../src/rules/cells.ts";
import { meets, type Condition, type EarlyFire } from "../../src/analysis/probability.ts";

const TSUMO_ALL: Pair[] = [];
for (let a = 1; a <= 4; a++) for (let b = 1; b <= 4; b++) TSUMO_ALL.push({ axis: a as Color, child: b as Color });

export interface PlainSettings {
  condition: Condition;
  early: EarlyFire;
  nodes: number;
}

/** P(field, cur, n) by the plain recursion. `field` is the field just after a placement (unresolved). */
export function plainProbability(field: Field, cur: Pair, n: number, s: PlainSettings): number {
  const f = field.clone();
  f.settle();
  const r = resolveChain(f);
  s.nodes++;
  if (meets(s.condition, r)) return 1;
  if ((r.chains > 0 && s.early === "fail") || f.isDead()) return 0;
  if (n === 0) return 0;
  const heights = f.heights();
  const nextFields: Field[] = [];
  for (const p of placementsOf(cur)) {
    if (!isReachable(heights, p)) continue;
    const g = f.clone();
    applyPlacement(g, cur, p);
    nextFields.push(g);
  }
  let p = 0;
  for (const next of TSUMO_ALL) {
    let maxP = 0;
    for (const g of nextFields) {
      const np = plainProbability(g, next, n - 1, s);
      if (np > maxP) maxP = np;
    }
    p += maxP / 16;
  }
  return p;
}

/** The probability of committing to each placement of cur when the next pairs are unknown. */
export function plainByPlacement(field: Field, cur: Pair, n: number, s: PlainSettings): Map<string, number> {
  const out = new Map<string, number>();
  const f = field.clone();
  f.settle();
  const heights = f.heights();
  for (const p of placementsOf(cur)) {
    if (!isReachable(heights, p)) continue;
    const g = f.clone();
    applyPlacement(g, cur, p);
    let sum = 0;
    for (const next of TSUMO_ALL) sum += plainProbability(g, next, n - 1, s) / 16;
    out.set(`${p.column}/${p.rotation}`, sum);
  }
  return out;
}
