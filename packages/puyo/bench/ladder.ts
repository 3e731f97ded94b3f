// The calibrated ladder, measured as the app plays (analysis/bot/arena.ts: each bot its own
// frame-stepped game, its inputs at its app pace): the casual reference player against easy
// (easy should lose at least as often as it wins), then each strength against the one below it
// (the stronger should win 60–85 %: about two games of three, never a cliff), each pair on its
// own seed set `holdout-<a>-<b>/1 …` that was never used while the strengths were set (they were
// set on `tune`, `tune2` … `tune5`). Then medium's chains by length, in its ladder games and in
// solo games.
import { playArenaVersus } from "../src/analysis/bot/arena.ts";
import { botByName, type BotName } from "../src/analysis/bot/bots.ts";
import { addChainCounts, countChains, shareOfChains, type ChainCounts } from "../src/analysis/bot/chain-counts.ts";
import { playSelf } from "../src/analysis/bot/selfplay.ts";

/** [the one expected to win, the other, the win-rate band of the first]. */
export const LADDER_STEPS: readonly (readonly [BotName, BotName, number, number])[] = [
  ["casual", "easy", 0.5, 1],
  ["easy", "beginner", 0.6, 0.85],
  ["medium", "easy", 0.6, 0.85],
  ["hard", "medium", 0.6, 0.85],
  ["expert", "hard", 0.6, 0.85],
];

const text = (counts: ChainCounts) =>
  Object.entries(counts)
    .map(([n, c]) => `${n}:${c}`)
    .join(" ");

/**
 * Plays the ladder (`games` a pair; `only`: the pairs named `a-b` to play, all when absent; the
 * seeds `<seedSet>-<a>-<b>/<g>`) and prints a row a pair; returns medium's chains in its games.
 */
export function printAppLadder(games: number, only?: ReadonlySet<string>, seedSet = "holdout"): ChainCounts {
  let medium: ChainCounts = {};
  for (const [a, b, low, high] of LADDER_STEPS) {
    if (only && !only.has(`${a}-${b}`)) continue;
    const seed = `${seedSet}-${a}-${b}`;
    const start = performance.now();
    const s = playArenaVersus(seed, botByName(a), botByName(b), games);
    const rate = s.winsA / s.games;
    const met = rate >= low && rate <= high ? "met" : "NOT MET";
    console.log(
      `  ${a.padEnd(8)} against ${b.padEnd(8)} ${String(s.winsA).padStart(3)} won ${String(s.winsB).padStart(3)} lost ${s.draws} drawn (${(100 * rate).toFixed(0)} %, band ${100 * low}–${100 * high} %) ${met}  seeds ${seed}/1…${games}  ${((performance.now() - start) / 1000).toFixed(0)} s`,
    );
    console.log(`      chains ${a}: ${text(s.chainsA)}`);
    console.log(`      chains ${b}: ${text(s.chainsB)}`);
    if (a === "medium") medium = addChainCounts(medium, s.chainsA);
    if (b === "medium") medium = addChainCounts(medium, s.chainsB);
  }
  return medium;
}

/** Medium's chains by length: in its ladder games, and solo (`seeds` games of 100 pairs). */
export function printMediumChains(inLadder: ChainCounts, seeds: number): void {
  const lengths: number[] = [];
  for (let i = 1; i <= seeds; i++) for (const [, n] of playSelf(`holdout-solo-${i}`, 100, botByName("medium")).chains) lengths.push(n);
  const solo = countChains(lengths);
  const share = (c: ChainCounts) =>
    `${(100 * shareOfChains(c, 3, 5)).toFixed(0)} % of its chains are 3–5, ${(100 * shareOfChains(c, 1, 2)).toFixed(0)} % 1–2, ${(100 * shareOfChains(c, 6)).toFixed(0)} % 6+`;
  console.log(`  medium in its ladder games: ${text(inLadder)}  (${share(inLadder)})`);
  console.log(`  medium solo, ${seeds} games of 100 pairs (seeds holdout-solo-1…${seeds}): ${text(solo)}  (${share(solo)})`);
}
