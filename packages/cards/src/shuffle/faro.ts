export type FaroKind = "out" | "in";

/**
 * A perfect faro (weave) shuffle: the deck is split exactly in half and the halves interleave
 * card by card. The out-shuffle keeps the top card on top ([t0, b0, t1, b1, ...]); the in-shuffle
 * puts the bottom half's first card on top ([b0, t0, b1, t1, ...]). Deterministic: 8 out-shuffles
 * restore 52 cards, and in general the period is the order of 2 modulo n-1 (out) or n+1 (in).
 * With an odd count the top half of an out-shuffle (the bottom half of an in-shuffle) has the
 * extra card, so the outermost cards stay where a magician expects them.
 */
export function faro<T>(deck: readonly T[], kind: FaroKind = "out"): T[] {
  const n = deck.length;
  const topSize = kind === "out" ? Math.ceil(n / 2) : Math.floor(n / 2);
  const out = new Array<T>(n);
  for (let j = 0; j < n; j++) {
    const fromTop = kind === "out" ? j % 2 === 0 : j % 2 === 1;
    out[j] = fromTop ? deck[Math.floor(j / 2)]! : deck[topSize + Math.floor(j / 2)]!;
  }
  return out;
}
