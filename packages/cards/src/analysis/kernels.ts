// Position kernels: K[i][j] = P(the card at position i moves to position j) for one application
// of a method. Every core shuffle draws its rearrangement of positions independently of which
// card sits where, so one card's position is a Markov chain and the expected heatmap of a
// routine is the product of its kernels (reference sheet §3). Dense kernels are n×n row-major
// Float64Arrays; the deterministic methods (faro, deal) are permutations.
import { deal } from "../shuffle/deal.ts";
import { faro } from "../shuffle/faro.ts";
import { freshDeck, type ShuffleMethod } from "../shuffle/routine.ts";
import type { Lab } from "./params.ts";
import { roundedNormalLaw } from "./normal.ts";

export type Kernel =
  | { readonly kind: "dense"; readonly n: number; readonly m: Float64Array }
  /** to[i] = the position the card at position i moves to. */
  | { readonly kind: "permutation"; readonly n: number; readonly to: Int32Array };

/** Binomial coefficients C(a, b) for 0 ≤ b ≤ a ≤ n as doubles (exact below 2^53, else relative 1e-16). */
function pascal(n: number): Float64Array[] {
  const rows: Float64Array[] = [];
  for (let a = 0; a <= n; a++) {
    const row = new Float64Array(a + 1);
    row[0] = 1;
    row[a] = 1;
    for (let b = 1; b < a; b++) row[b] = rows[a - 1]![b - 1]! + rows[a - 1]![b]!;
    rows.push(row);
  }
  return rows;
}

/**
 * The GSR riffle kernel in closed form: C(j, i)/2^(j+1) + C(n−1−j, n−1−i)/2^(n−j). The first
 * term is the card coming from the top packet (i cards of it above it among the j cards above
 * position j), the second from the bottom packet, counted from the bottom.
 */
export function riffleKernel(n: number): Kernel {
  const c = pascal(n);
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const top = i <= j ? c[j]![i]! / 2 ** (j + 1) : 0;
      const bottom = n - 1 - i <= n - 1 - j ? c[n - 1 - j]![n - 1 - i]! / 2 ** (n - j) : 0;
      m[i * n + j] = top + bottom;
    }
  }
  return { kind: "dense", n, m };
}

/** P(cut point = s) for s = 1..n−1 (index s−1): round(N(n/2, sd)) clamped, as core's cut draws it. */
export function cutLaw(n: number, sd: number): Float64Array {
  return roundedNormalLaw(n / 2, sd, 1, n - 1);
}

/** A cut moves the top s cards to the bottom: position i goes to (i − s) mod n. */
export function cutKernel(n: number, sd: number): Kernel {
  const m = new Float64Array(n * n);
  const law = cutLaw(n, sd);
  for (let s = 1; s < n; s++) {
    const p = law[s - 1]!;
    for (let i = 0; i < n; i++) m[i * n + ((i - s + n) % n)]! += p;
  }
  return { kind: "dense", n, m };
}

/**
 * The Hindu kernel by a renewal recursion over packet start points. start[a] = P(some packet
 * begins at position a). A packet [a, a+k) lands on top of everything taken before it, so after
 * the shuffle it occupies [n − a − k, n − a) in the same inside order: card i → n − a − k + (i − a).
 * Packet sizes are max(1, round(N(h, sd))) cut short by the end of the deck, so from a the size is
 * k < n − a with the normal mass of k, and n − a (the rest) with all the remaining mass.
 */
export function hinduKernel(n: number, packet: number, sd: number): Kernel {
  const m = new Float64Array(n * n);
  const law = roundedNormalLaw(packet, sd, 1, n); // sizes 1..n, tail folded into n
  const start = new Float64Array(n + 1);
  start[0] = 1;
  for (let a = 0; a < n; a++) {
    const pa = start[a]!;
    if (pa === 0) continue;
    let left = 1;
    for (let k = 1; a + k <= n; k++) {
      // The last possible size takes whatever probability the smaller sizes did not.
      const q = a + k === n ? Math.max(0, left) : law[k - 1]!;
      left -= q;
      const p = pa * q;
      if (p === 0) continue;
      const base = n - a - k;
      for (let i = a; i < a + k; i++) m[i * n + base + (i - a)]! += p;
      if (a + k < n) start[a + k]! += p;
    }
  }
  return { kind: "dense", n, m };
}

/** The fixed permutation of a deterministic method, read off core's own function. */
export function permutationKernel(order: readonly number[]): Kernel {
  // new[j] = old[order[j]]: the card at old position order[j] goes to j.
  const to = new Int32Array(order.length);
  order.forEach((from, j) => (to[from] = j));
  return { kind: "permutation", n: order.length, to };
}

/** One application of `method` under the lab's parameters. */
export function methodKernel(method: ShuffleMethod, lab: Lab): Kernel {
  const n = lab.cards;
  switch (method) {
    case "R":
      return riffleKernel(n);
    case "C":
      return cutKernel(n, lab.cutSd);
    case "H":
      return hinduKernel(n, lab.packet, lab.packetSd);
    case "F":
      return permutationKernel(faro(freshDeck(n), lab.faro));
    case "D":
      return permutationKernel(deal(freshDeck(n), { piles: lab.piles }));
  }
}

/** The kernel as a dense matrix (a permutation becomes its 0/1 matrix). */
export function denseOf(kernel: Kernel): Float64Array {
  if (kernel.kind === "dense") return kernel.m;
  const { n, to } = kernel;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) m[i * n + to[i]!] = 1;
  return m;
}
