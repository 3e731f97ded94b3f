// Versus between two bots as the app plays it: each bot has its own frame-stepped game
// (rules/stepped.ts: gravity, grounding, the chain's beats, nuisance falling at the end of a
// turn) and plays its placements as real inputs (rules/autoplay.ts) at its strength's app pace
// (pace.ts), frame by frame at 60 Hz. What a bot sees is what the app's versus screen gives its
// bot (scene/bot-opponent.ts): its field, pairs and pending nuisance, the nuisance the opponent's
// chain on screen will send (`incoming`), and the opponent's field, pairs, pending nuisance and
// whether its chain is still resolving. Each side's sent nuisance reaches the other as a
// `nuisance:N` input on the next frame, as the app's screen relays it. Both games use one seed
// (the same pairs) and their own nuisance-column streams (players 0 and 1).
import type { Seed } from "@arcade/core";
import { AutoPlayer } from "../../rules/autoplay.ts";
import { FRAMES_PER_SECOND } from "../../rules/timing.ts";
import { SteppedGame } from "../../rules/stepped.ts";
import type { PuyoBot } from "./bots.ts";
import { addChainCounts, countChains, type ChainCounts } from "./chain-counts.ts";
import { framesPerInput } from "./pace.ts";

/** A game still going after this many pairs per player is a draw. */
export const MAX_ARENA_PAIRS = 500;

export interface ArenaOptions {
  colors?: 3 | 4 | 5;
  /** Pairs per player before the game is called a draw (default MAX_ARENA_PAIRS). */
  maxPairs?: number;
  /** Whose inputs go first on a frame (default 0). */
  first?: 0 | 1;
}

export interface ArenaResult {
  winner: 0 | 1 | "draw";
  /** Pairs placed by each player. */
  pairs: [number, number];
  maxChain: [number, number];
  /** Each player's chains by length (chain-counts.ts). */
  chains: [ChainCounts, ChainCounts];
  /** Nuisance each player sent (after offsetting). */
  sent: [number, number];
  /** Game time at the end, in seconds. */
  seconds: number;
}

/** Frames a game may run at most per pair placed (a stuck game cannot hang the arena). */
const MAX_FRAMES_PER_PAIR = 2000;

export function playArenaMatch(seed: Seed, bots: readonly [PuyoBot, PuyoBot], options: ArenaOptions = {}): ArenaResult {
  const colors = options.colors ?? 4;
  const maxPairs = options.maxPairs ?? MAX_ARENA_PAIRS;
  const games = [new SteppedGame({ seed, colors, player: 0 }), new SteppedGame({ seed, colors, player: 1 })] as const;
  const hands = [new AutoPlayer(games[0], framesPerInput(bots[0].secondsPerPair)), new AutoPlayer(games[1], framesPerInput(bots[1].secondsPerPair))];
  const order: readonly (0 | 1)[] = options.first === 1 ? [1, 0] : [0, 1];
  const chains: [number[], number[]] = [[], []];
  /** Nuisance each side sent on the last frame: it reaches the other on this one. */
  const toward = [0, 0];
  const frameLimit = MAX_FRAMES_PER_PAIR * (maxPairs + 1);
  const done = (i: 0 | 1) => games[i].over || games[i].game.index >= maxPairs;
  while (!games[0].over && !games[1].over && !(done(0) && done(1)) && games[0].frame < frameLimit) {
    for (const i of order) {
      const me = games[i];
      const them = games[i === 0 ? 1 : 0];
      if (toward[i]! > 0) me.apply(`nuisance:${toward[i]}`);
      toward[i] = 0;
      if (done(i)) continue;
      if (hands[i]!.waiting) {
        const decision = bots[i].choose({
          field: me.game.field,
          pairs: me.game.pairsPreview(),
          pending: me.game.pending,
          incoming: them.attacking,
          colors,
          opponent: { field: them.game.field, pairs: them.game.pairsPreview(), pending: them.game.pending, busy: them.phase === "resolve" },
        });
        hands[i]!.choose(decision?.placement ?? null);
      }
      for (const action of hands[i]!.due()) me.apply(action);
    }
    for (const i of order) {
      const me = games[i];
      // A player out of pairs waits with its pair held (gravity would place it for it).
      if (done(i) && me.phase === "control") continue;
      me.tick();
      for (const event of me.takeEvents()) {
        if (event.kind !== "turn") continue;
        toward[i === 0 ? 1 : 0]! += event.result.sent;
        if (event.result.chain.chains > 0) chains[i].push(event.result.chain.chains);
      }
    }
  }
  const [p0, p1] = games;
  const winner = p0.over && p1.over ? "draw" : p0.over ? 1 : p1.over ? 0 : "draw";
  return {
    winner,
    pairs: [p0.game.index, p1.game.index],
    maxChain: [p0.game.maxChain, p1.game.maxChain],
    chains: [countChains(chains[0]), countChains(chains[1])],
    sent: [p0.sent, p1.sent],
    seconds: p0.frame / FRAMES_PER_SECOND,
  };
}

export interface ArenaSummary {
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** Each side's chains by length over all its games. */
  chainsA: ChainCounts;
  chainsB: ChainCounts;
}

/**
 * `games` matches of bot A (player 0) against bot B on the seeds `<seed>/1`, `<seed>/2`, …; A's
 * inputs go first on a frame in odd games and B's in even ones. `onGame` hears each result.
 */
export function playArenaVersus(
  seed: string,
  a: PuyoBot,
  b: PuyoBot,
  games: number,
  options: Omit<ArenaOptions, "first"> = {},
  onGame?: (game: number, result: ArenaResult) => void,
): ArenaSummary {
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let chainsA: ChainCounts = {};
  let chainsB: ChainCounts = {};
  for (let g = 1; g <= games; g++) {
    const result = playArenaMatch(`${seed}/${g}`, [a, b], { ...options, first: g % 2 === 1 ? 0 : 1 });
    if (result.winner === 0) winsA++;
    else if (result.winner === 1) winsB++;
    else draws++;
    chainsA = addChainCounts(chainsA, result.chains[0]);
    chainsB = addChainCounts(chainsB, result.chains[1]);
    onGame?.(g, result);
  }
  return { games, winsA, winsB, draws, chainsA, chainsB };
}
