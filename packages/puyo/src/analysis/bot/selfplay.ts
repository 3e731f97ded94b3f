// Solo play at the placement level: a bot places `pieces` pairs of a seeded game (no nuisance),
// seeing the current pair and the two NEXT pairs as a player does. The frame-stepped game and
// its replays are built on top of this by the `puyo selfplay` command; the benches use it for
// the chain targets.
import { PuyoGame } from "../../rules/game.ts";
import { printPlacement } from "../../rules/pair.ts";
import type { PuyoBot } from "./bots.ts";

export interface SelfPlayOptions {
  /** Colours in play (default 4). */
  colors?: 3 | 4 | 5;
  /** Called after each placement (progress, timing). */
  onPlacement?: (index: number, chains: number) => void;
}

export interface SelfPlayResult {
  seed: string;
  bot: string;
  /** Pairs placed (fewer than asked when the bot topped out). */
  pieces: number;
  score: number;
  /** The longest chain fired, and the pair (1-based) that fired it first (0: none). */
  maxChain: number;
  maxChainAt: number;
  toppedOut: boolean;
  /** Every chain fired, in order, as [pair number, chain length]. */
  chains: [number, number][];
  /** The placements, in the CLI's notation ("3U 4R …"), for replaying with `puyo play`. */
  moves: string[];
}

export const MAX_SELFPLAY_PIECES = 100_000;

export function playSelf(seed: string, pieces: number, bot: PuyoBot, options: SelfPlayOptions = {}): SelfPlayResult {
  const colors = options.colors ?? 4;
  const game = new PuyoGame({ seed, colors });
  const chains: [number, number][] = [];
  const moves: string[] = [];
  while (game.index < pieces && !game.over) {
    const decision = bot.choose({ field: game.field, pairs: game.pairsPreview(), colors });
    if (!decision) break;
    const turn = game.place(decision.placement);
    moves.push(printPlacement(decision.placement));
    if (turn.chain.chains > 0) chains.push([game.index, turn.chain.chains]);
    options.onPlacement?.(game.index, turn.chain.chains);
  }
  const first = chains.find(([, n]) => n === game.maxChain);
  return {
    seed,
    bot: bot.name,
    pieces: game.index,
    score: game.score,
    maxChain: game.maxChain,
    maxChainAt: first ? first[0] : 0,
    toppedOut: game.over,
    chains,
    moves,
  };
}
