// BASELINE, written by us for comparison only: the Tetris article's seeded random, re-implemented
// as the article describes it — an LCG on JavaScript doubles, `(state * 1103515245 + 12345) &
// 0x7fffffff`, divided by 0x7fffffff — and the article's Fisher–Yates with floor(random * (i+1)).
// It is both statistically weak and not even the LCG it means to be (see src/random/lcg31.ts).
export function articleSeededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

export function articleShuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
