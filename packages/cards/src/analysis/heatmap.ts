// The expected heatmap of a routine, exactly: P[c][j] = P(card c ends at position j) is the
// product of the steps' position kernels, starting from the identity (card c at position c).
// No sampling, so no noise; its metrics (reference sheet §3) are exact numbers.
import type { ShuffleMethod, ShuffleStep } from "../shuffle/routine.ts";
import { methodKernel, type Kernel } from "./kernels.ts";
import type { Lab } from "./params.ts";
import { checkCancel, type RunControl } from "./progress.ts";

/** An n×n row-major matrix: row = card (its starting position), column = final position. */
export interface Heatmap {
  readonly n: number;
  readonly p: Float64Array;
}

export function identityHeatmap(n: number): Heatmap {
  const p = new Float64Array(n * n);
  for (let i = 0; i < n; i++) p[i * n + i] = 1;
  return { n, p };
}

/**
 * A·B for n×n matrices. Four rows of A at a time share each loaded row of B (about 2.5× faster
 * than one row at a time in V8, measured on 60×60); a column k where all four rows of A are zero is
 * skipped, which keeps early products (near the identity) cheap. Each output cell still sums over
 * k in order, so the result is bitwise the plain i-k-j product.
 */
export function multiply(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const out = new Float64Array(n * n);
  let i = 0;
  for (; i + 3 < n; i += 4) {
    const r0 = i * n;
    const r1 = r0 + n;
    const r2 = r1 + n;
    const r3 = r2 + n;
    for (let k = 0; k < n; k++) {
      const x0 = a[r0 + k]!;
      const x1 = a[r1 + k]!;
      const x2 = a[r2 + k]!;
      const x3 = a[r3 + k]!;
      if (x0 === 0 && x1 === 0 && x2 === 0 && x3 === 0) continue;
      const bRow = k * n;
      for (let j = 0; j < n; j++) {
        const y = b[bRow + j]!;
        out[r0 + j]! += x0 * y;
        out[r1 + j]! += x1 * y;
        out[r2 + j]! += x2 * y;
        out[r3 + j]! += x3 * y;
      }
    }
  }
  // The last n mod 4 rows, one at a time.
  for (; i < n; i++) {
    const row = i * n;
    for (let k = 0; k < n; k++) {
      const x = a[row + k]!;
      if (x === 0) continue;
      const bRow = k * n;
      for (let j = 0; j < n; j++) out[row + j]! += x * b[bRow + j]!;
    }
  }
  return out;
}

/** H·K for a kernel: a permutation only moves columns. */
export function applyKernel(h: Heatmap, kernel: Kernel): Heatmap {
  const n = h.n;
  if (kernel.kind === "dense") return { n, p: multiply(h.p, kernel.m, n) };
  const out = new Float64Array(n * n);
  for (let c = 0; c < n; c++) {
    const row = c * n;
    for (let i = 0; i < n; i++) out[row + kernel.to[i]!] = h.p[row + i]!;
  }
  return { n, p: out };
}

/** K^t: permutations by composition, dense kernels by repeated squaring (about 2·log2 t products). */
export function kernelPower(kernel: Kernel, t: number): Kernel {
  const n = kernel.n;
  if (kernel.kind === "permutation") {
    let to = Int32Array.from({ length: n }, (_, i) => i);
    for (let s = 0; s < t; s++) to = to.map((p) => kernel.to[p]!);
    return { kind: "permutation", n, to };
  }
  let result: Float64Array | null = null;
  let base = kernel.m;
  for (let e = t; e > 0; e >>= 1) {
    if (e & 1) result = result === null ? base : multiply(result, base, n);
    if (e > 1) base = multiply(base, base, n);
  }
  return { kind: "dense", n, m: result ?? identityHeatmap(n).p };
}

/** Caches each method's kernel for one lab, so a ranking builds each kernel once. */
export class KernelCache {
  private readonly kernels = new Map<ShuffleMethod, Kernel>();
  constructor(readonly lab: Lab) {}
  get(method: ShuffleMethod): Kernel {
    let k = this.kernels.get(method);
    if (!k) {
      k = methodKernel(method, this.lab);
      this.kernels.set(method, k);
    }
    return k;
  }
}

/** Repeats above this are done by squaring; below it, one product per repeat is cheaper. */
const SQUARING_FROM = 8;

/** Applies one step (a method and its repeat count) to a heatmap. */
export function applyStep(h: Heatmap, step: ShuffleStep, kernels: KernelCache): Heatmap {
  const kernel = kernels.get(step.method);
  if (step.times >= SQUARING_FROM) return applyKernel(h, kernelPower(kernel, step.times));
  let out = h;
  for (let t = 0; t < step.times; t++) out = applyKernel(out, kernel);
  return out;
}

/** The exact expected heatmap of a routine (row = card, column = position). */
export function expectedHeatmap(steps: readonly ShuffleStep[], lab: Lab, control?: RunControl, kernels = new KernelCache(lab)): Heatmap {
  let h = identityHeatmap(lab.cards);
  steps.forEach((step, i) => {
    checkCancel(control);
    h = applyStep(h, step, kernels);
    control?.onProgress?.(i + 1, steps.length);
  });
  return h;
}

export interface HeatmapMetrics {
  /** D = Σ (P − 1/n)²: 0 for uniform, n − 1 for any fixed permutation. */
  squaredDeviation: number;
  /** max over cards of the TV distance of its position from uniform: a lower bound on the TV of the whole deck. */
  maxCardTv: number;
  /** The card attaining maxCardTv. */
  worstCard: number;
  /** 1 − n·min P: a lower bound on the separation distance. */
  separationLowerBound: number;
  /** max |n·P − 1|: how far the most visible cell is from the uniform 1/n, in units of 1/n. */
  hotCell: number;
}

export function heatmapMetrics(h: Heatmap): HeatmapMetrics {
  const { n, p } = h;
  const u = 1 / n;
  let squaredDeviation = 0;
  let maxCardTv = 0;
  let worstCard = 0;
  let min = Infinity;
  let hotCell = 0;
  for (let c = 0; c < n; c++) {
    let tv = 0;
    for (let j = 0; j < n; j++) {
      const x = p[c * n + j]!;
      const d = x - u;
      squaredDeviation += d * d;
      tv += Math.abs(d);
      if (x < min) min = x;
      hotCell = Math.max(hotCell, Math.abs(n * x - 1));
    }
    tv /= 2;
    if (tv > maxCardTv) {
      maxCardTv = tv;
      worstCard = c;
    }
  }
  return { squaredDeviation, maxCardTv, worstCard, separationLowerBound: Math.max(0, 1 - n * min), hotCell };
}

/** The transpose: the paper draws rows = deck position, columns = card. */
export function paperOrientation(h: Heatmap): Heatmap {
  const { n, p } = h;
  const t = new Float64Array(n * n);
  for (let c = 0; c < n; c++) for (let j = 0; j < n; j++) t[j * n + c] = p[c * n + j]!;
  return { n, p: t };
}
