// The search: a beam search over the placements of the known pairs (the current pair and the
// visible NEXT pairs). Each level expands every kept field with every reachable placement of the
// next pair (movegen.ts), resolves the chain it fires (valued by the firing policy, policy.ts),
// drops the nuisance that would fall after the first placement, and keeps the `beam` best by
// fired value + evaluation (evaluate.ts). Nuisance still in flight falls on the line's field
// after the placement during which it is pending (the one after it lands: `incomingMoves`
// placements come before), less what the line's chains offset, so a line
// that lets it bury the chain shows it. In versus each field also carries the value of the reply
// it keeps (reply.ts) against what is still in flight on its line, else against the opponent's
// threat. The answer is the first placement of the best field
// at the deepest level some line reaches (if every line dies at a level, the level before
// answers). Fields that fill the X are dropped; if the first placement itself always dies, no
// candidate is returned and the caller falls back (bots.ts).
import { resolveChain } from "../../rules/chain.ts";
import { NUISANCE } from "../../rules/cells.ts";
import type { Field } from "../../rules/field.ts";
import type { Pair, Placement } from "../../rules/pair.ts";
import { evaluate, type Weights } from "./evaluate.ts";
import { generateMoves } from "./movegen.ts";
import { attackOf, fireValue, type FirePlan } from "./policy.ts";
import { expectedCounter, expectedReply } from "./reply.ts";

export interface SearchOptions {
  weights: Weights;
  /** How many of the given pairs to look at (1 = the current pair only). */
  depth: number;
  /** Fields kept per level. */
  beam: number;
  colors: number;
  plan: FirePlan;
}

export interface Candidate {
  placement: Placement;
  /** Chain the first placement fires (0: none) and its score. */
  chains: number;
  score: number;
  /** Fired value along the path + the last field's evaluation. */
  value: number;
}

interface Node {
  first: Placement;
  firstChains: number;
  firstScore: number;
  field: Field;
  /** Value of the chains fired on the way. */
  fired: number;
  /** In-flight nuisance not yet offset on this line (it falls when it lands). */
  owed: number;
  total: number;
}

const perColour = new Float64Array(8);
const triggers = new Float64Array(32);

/**
 * The value of the reply a field keeps (reply.ts): against nuisance still in flight on this line
 * (with the placements left before it falls: the one during which it is pending included), else
 * against the opponent's threat (with the placements its chain takes to resolve).
 */
function replyValue(plan: FirePlan, colors: number, owed: number, d: number): number {
  if (owed > 0) {
    if (d >= plan.incomingMoves) return 0;
    const moves = plan.incomingMoves - d;
    return plan.reply * (plan.counterOdds ? expectedCounter(triggers, colors, moves, owed) : expectedReply(perColour, colors, moves, owed));
  }
  return plan.threat > 0 ? plan.guard * expectedReply(perColour, colors, plan.threatMoves, plan.threat) : 0;
}

/** Whole rows of the nuisance that falls after the first placement (the random rest is left out). */
function dropRows(field: Field, nuisance: number): void {
  const rows = Math.floor(Math.min(nuisance, 30) / 6);
  for (let r = 0; r < rows; r++) for (let x = 1; x <= 6; x++) field.drop(x, NUISANCE);
}

/**
 * Every first placement with the value of the best line through it (a placement whose every
 * line was pruned or dies is not listed), best first. Empty when no pair is given.
 */
export function searchCandidates(field: Field, pairs: readonly Pair[], options: SearchOptions): Candidate[] {
  const depth = Math.min(options.depth, pairs.length);
  let level: Node[] = [];
  const bestByFirst = new Map<number, Candidate>();
  for (let d = 0; d < depth; d++) {
    const children: Node[] = [];
    const parents: (Node | null)[] = d === 0 ? [null] : level;
    for (const parent of parents) {
      const from = parent ? parent.field : field;
      for (const move of generateMoves(from, pairs[d]!)) {
        const after = move.field;
        const chain = resolveChain(after);
        const { pending, incomingMoves } = options.plan;
        let attack = attackOf(chain.score);
        if (d === 0) {
          const offset = Math.min(pending, attack);
          attack -= offset;
          dropRows(after, pending - offset);
        }
        let owed = parent ? parent.owed : options.plan.incoming;
        if (d <= incomingMoves) owed -= Math.min(owed, attack);
        if (d === incomingMoves) {
          dropRows(after, owed);
          owed = 0;
        }
        if (after.isDead()) continue;
        const fired = (parent ? parent.fired : 0) + fireValue(options.plan, chain.chains, chain.score, chain.cleared, d);
        const replying = options.plan.reply > 0 || options.plan.guard > 0;
        const value = evaluate(after, options.weights, options.colors, replying ? perColour : undefined, options.plan.counterOdds ? triggers : undefined);
        const node: Node = {
          first: parent ? parent.first : move.placement,
          firstChains: parent ? parent.firstChains : chain.chains,
          firstScore: parent ? parent.firstScore : chain.score,
          field: after,
          fired,
          owed,
          total: fired + value + (replying ? replyValue(options.plan, options.colors, owed, d) : 0),
        };
        children.push(node);
      }
    }
    if (children.length === 0) break; // every line dies here: answer from the level before
    children.sort((a, b) => b.total - a.total);
    level = children.slice(0, options.beam);
    // Every node reached at the deepest level so far (not only the kept ones) votes for its
    // first placement.
    bestByFirst.clear();
    for (const node of children) {
      const key = node.first.column * 4 + node.first.rotation;
      const seen = bestByFirst.get(key);
      if (!seen || node.total > seen.value)
        bestByFirst.set(key, { placement: node.first, chains: node.firstChains, score: node.firstScore, value: node.total });
    }
  }
  return [...bestByFirst.values()].sort((a, b) => b.value - a.value);
}
