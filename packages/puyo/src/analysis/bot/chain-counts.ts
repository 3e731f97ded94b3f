// Chains by length, as the CLI reports them: `{ "1": 4, "2": 0, "3": 2 }` counts the chains
// fired of each length from 1 to the longest (lengths in between with none are 0; no chain at
// all is `{}`). Integer-like keys keep their numeric order in JSON.
export type ChainCounts = Record<string, number>;

/** The counts of the given chain lengths (each ≥ 1). */
export function countChains(lengths: Iterable<number>): ChainCounts {
  const tally: number[] = [];
  for (const n of lengths) if (n > 0) tally[n] = (tally[n] ?? 0) + 1;
  const counts: ChainCounts = {};
  for (let n = 1; n < tally.length; n++) counts[n] = tally[n] ?? 0;
  return counts;
}

/** Two tallies added (over several games). */
export function addChainCounts(a: ChainCounts, b: ChainCounts): ChainCounts {
  const longest = Math.max(0, ...Object.keys(a).map(Number), ...Object.keys(b).map(Number));
  const counts: ChainCounts = {};
  for (let n = 1; n <= longest; n++) counts[n] = (a[n] ?? 0) + (b[n] ?? 0);
  return counts;
}

/** The share of chains of at least `from` and at most `to` links (0 when none was fired). */
export function shareOfChains(counts: ChainCounts, from: number, to = Infinity): number {
  let all = 0;
  let inside = 0;
  for (const [length, n] of Object.entries(counts)) {
    all += n;
    if (Number(length) >= from && Number(length) <= to) inside += n;
  }
  return all === 0 ? 0 : inside / all;
}
