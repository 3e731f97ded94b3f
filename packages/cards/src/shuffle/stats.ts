/**
 * Statistics of a shuffled deck and exact laws to test shuffle models against. A deck here is an
 * array of card labels 0..n-1 where label = starting position, so `pos[c]` is where card c went.
 */

function positions(deck: readonly number[]): number[] {
  const pos = new Array<number>(deck.length);
  deck.forEach((card, j) => (pos[card] = j));
  return pos;
}

/**
 * Rising sequences: maximal runs of consecutive labels c, c+1, ... appearing in increasing
 * positions. r = 1 + #{c : pos[c+1] < pos[c]}. One GSR riffle gives r ≤ 2; k riffles give r ≤ 2^k.
 */
export function risingSequences(deck: readonly number[]): number {
  const pos = positions(deck);
  let r = deck.length === 0 ? 0 : 1;
  for (let c = 0; c + 1 < pos.length; c++) if (pos[c + 1]! < pos[c]!) r++;
  return r;
}

/** Successions: cards still directly followed by their original neighbour, #{c : pos[c+1] = pos[c]+1}. */
export function successions(deck: readonly number[]): number {
  const pos = positions(deck);
  let s = 0;
  for (let c = 0; c + 1 < pos.length; c++) if (pos[c + 1] === pos[c]! + 1) s++;
  return s;
}

/** Eulerian numbers A(n, m), m = 0..n-1: how many orders of n cards have m descents (m+1 rising sequences). */
export function eulerianRow(n: number): bigint[] {
  let row = [1n];
  for (let size = 2; size <= n; size++) {
    const next: bigint[] = [];
    for (let m = 0; m < size; m++) {
      const stay = m < row.length ? BigInt(m + 1) * row[m]! : 0n;
      const grow = m >= 1 ? BigInt(size - m) * row[m - 1]! : 0n;
      next.push(stay + grow);
    }
    row = next;
  }
  return row;
}

function binomial(a: bigint, b: bigint): bigint {
  if (b < 0n || b > a) return 0n;
  let result = 1n;
  for (let i = 0n; i < b; i++) result = (result * (a - i)) / (i + 1n);
  return result;
}

/**
 * The exact law of the number of rising sequences after k GSR riffles of n cards (Bayer &
 * Diaconis 1992): k riffles are one 2^k-shuffle, which gives a particular order with r rising
 * sequences with probability C(2^k + n - r, n) / 2^(kn), and A(n, r-1) orders have r. Computed
 * in exact integers; returns P(r) for r = 1..n (index r-1).
 */
export function riffleRisingLaw(n: number, k: number): number[] {
  const a = 2n ** BigInt(k);
  const total = a ** BigInt(n);
  const row = eulerianRow(n);
  return row.map((count, i) => ratio(count * binomial(a + BigInt(n) - BigInt(i + 1), BigInt(n)), total));
}

/** num / den as the nearest double, even where both are far beyond 2^1024 or the result is tiny. */
export function ratio(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  // Shift so the integer quotient carries 64 significant bits, then scale back by a power of two.
  const shift = den.toString(2).length - num.toString(2).length + 64;
  const quotient = shift >= 0 ? (num << BigInt(shift)) / den : num / (den << BigInt(-shift));
  return Number(quotient) * 2 ** -shift;
}
