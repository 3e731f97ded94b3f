// BASELINE (written by us from the paper's description, not its code): the Gilbert–Shannon–Reeds
// riffle as the TCG-shuffle paper simulates it — cut by counting heads in n coin flips, then drop
// cards one at a time from packet A or B with probability a/(a+b), building plain arrays.
import type { Rng } from "@arcade/core";

export function paperRiffle(deck: readonly number[], rng: Rng): number[] {
  const n = deck.length;
  let cut = 0;
  for (let i = 0; i < n; i++) if (rng.float() < 0.5) cut++;
  const a = deck.slice(0, cut);
  const b = deck.slice(cut);
  const out: number[] = [];
  let ia = 0;
  let ib = 0;
  while (ia < a.length || ib < b.length) {
    const left = a.length - ia;
    const right = b.length - ib;
    if (rng.float() < left / (left + right)) out.push(a[ia++]!);
    else out.push(b[ib++]!);
  }
  return out;
}
