// BASELINE (ours): the Bayer–Diaconis TV sum evaluated term by term as printed — each binomial
// C(2^k + n − r, n) computed from scratch in BigInt, and the Eulerian row rebuilt for every k.
// The paper itself has no exact distance; this is the straightforward exact method to beat.
import { eulerianRow } from "../../src/shuffle/stats.ts";

function binomial(a: bigint, b: bigint): bigint {
  if (b < 0n || b > a) return 0n;
  let r = 1n;
  for (let i = 0n; i < b; i++) r = (r * (a - i)) / (i + 1n);
  return r;
}

/** TV as num/den, then a double. */
export function textbookTv(n: number, k: number): number {
  const a = 2n ** BigInt(k);
  const total = a ** BigInt(n);
  let nFact = 1n;
  for (let i = 2n; i <= BigInt(n); i++) nFact *= i;
  const row = eulerianRow(n);
  let num = 0n;
  for (let r = 1; r <= n; r++) {
    const diff = binomial(a + BigInt(n) - BigInt(r), BigInt(n)) * nFact - total;
    num += row[r - 1]! * (diff < 0n ? -diff : diff);
  }
  const den = 2n * total * nFact;
  // Scale to 53 bits before converting.
  return Number((num * 2n ** 60n) / den) / 2 ** 60;
}
