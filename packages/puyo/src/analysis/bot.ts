// A simple versus bot (pure). It looks at the current pair and the next one (22 × 22 placements),
// and scores each resulting field by its chain potential: the longest chain that 1 or 2 more
// puyos of one colour dropped into one column would fire ("virtual drop"), minus penalties for a
// tall spawn column and a ragged surface. It fires when a placement makes a chain of at least
// `fireChain`, or any chain when nuisance is on its way and its field is getting tall.
import { resolveChain } from "../rules/chain.ts";
import { DEATH_X, WIDTH, type Color } from "../rules/cells.ts";
import type { Field } from "../rules/field.ts";
import { applyPlacement, legalPlacements, type Pair, type Placement } from "../rules/pair.ts";

export interface BotOptions {
  /** Fire a chain of at least this length (default 5). */
  fireChain?: number;
  /** Nuisance pending against the bot: it fires smaller chains to offset it. */
  pending?: number;
  /** Colours in play (default 4). */
  colors?: number;
}

export interface BotMove {
  placement: Placement;
  /** The chain this placement fires right away (0: none). */
  chains: number;
  value: number;
}

const DEAD = -1e9;

/** The longest chain one or two puyos of one colour, dropped into one column, would fire. */
export function chainPotential(field: Field, colors = 4): number {
  let best = 0;
  const probe = field.clone();
  for (let x = 1; x <= WIDTH; x++) {
    const h = field.height(x);
    if (h >= 12) continue;
    for (let c = 1; c <= colors; c++) {
      for (let n = 1; n <= 2 && h + n <= 12; n++) {
        probe.copyFrom(field);
        for (let i = 0; i < n; i++) probe.drop(x, c as Color);
        const chains = resolveChain(probe, false, 1 << (c - 1)).chains;
        // Two puyos make a chain more expensive to trigger: count them a little lower.
        const value = chains * 10 - (n - 1) * 3;
        if (value > best) best = value;
      }
    }
  }
  return best;
}

function shapePenalty(field: Field): number {
  const h = field.heights();
  let penalty = 0;
  for (let x = 1; x < WIDTH; x++) penalty += Math.abs(h[x]! - h[x - 1]!);
  // Keep the spawn column low, and the outer columns a little higher (the classic U shape).
  penalty += Math.max(0, h[DEATH_X - 1]! - 8) * 12;
  penalty += Math.max(0, Math.max(...h) - 11) * 20;
  return penalty * 2;
}

function evaluate(field: Field, colors: number): number {
  return chainPotential(field, colors) * 10 - shapePenalty(field);
}

/** Picks a placement for pairs[0], looking at pairs[1] when given. */
export function chooseMove(field: Field, pairs: readonly Pair[], options: BotOptions = {}): BotMove | null {
  const fireChain = options.fireChain ?? 5;
  const colors = options.colors ?? 4;
  const pending = options.pending ?? 0;
  const pair = pairs[0];
  if (!pair) return null;
  const tall = Math.max(...field.heights()) >= 9;
  let best: BotMove | null = null;
  const after = field.clone();
  for (const placement of legalPlacements(field, pair)) {
    after.copyFrom(field);
    applyPlacement(after, pair, placement);
    const chain = resolveChain(after);
    let value: number;
    if (after.isDead()) value = DEAD;
    else if (chain.chains >= fireChain || (chain.chains > 0 && (pending >= 6 || tall))) value = 1e6 + chain.score;
    else {
      value = chain.chains > 0 ? -200 * chain.chains : 0;
      const next = pairs[1];
      if (next) {
        let bestNext = DEAD;
        const leaf = after.clone();
        for (const p2 of legalPlacements(after, next)) {
          leaf.copyFrom(after);
          applyPlacement(leaf, next, p2);
          const c2 = resolveChain(leaf);
          const v = leaf.isDead() ? DEAD : c2.chains >= fireChain ? 1e5 + c2.score : evaluate(leaf, colors) - (c2.chains > 0 ? 200 * c2.chains : 0);
          if (v > bestNext) bestNext = v;
        }
        value += bestNext === DEAD ? evaluate(after, colors) - 1e4 : bestNext;
      } else {
        value += evaluate(after, colors);
      }
    }
    if (best === null || value > best.value) best = { placement, chains: chain.chains, value };
  }
  return best;
}
