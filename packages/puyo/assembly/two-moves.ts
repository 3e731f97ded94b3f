// The calculator's node with two moves left, whole, in one call: place the pair every way and
// resolve (src/analysis/probability/search.ts's expand), keep the distinct children, then try the
// classes of next pair on them child by child until all have won (its lastTwo). search.ts stays
// the reference and takes this path only where it is the same work: every column at most 9 high
// (so every placement is reachable, no placement fills the X, every child is at most 11 high and
// the 10 unordered classes apply) with the shortcuts on.
import { resolve } from "./chain";
import { meets, pairsWinning, placeCopy, prepare, resetResolved, resolvedSoFar } from "./last-move";

/** Bytes between field slots (72 used). */
const SLOT = 80;
/** The node's distinct children. */
const KIDS = memory.data(22 * SLOT, 16);
/** The 10 unordered classes of next pair: AB with A ≤ B (bit 4(A−1) + (B−1)). */
const UNORDERED = 0b1000110011101111;

/** Whether the fields at a and b are equal (their 72 bytes). */
function same(a: usize, b: usize): bool {
  const d = v128.or(
    v128.or(v128.xor(v128.load(a), v128.load(b)), v128.xor(v128.load(a, 16), v128.load(b, 16))),
    v128.or(v128.xor(v128.load(a, 32), v128.load(b, 32)), v128.xor(v128.load(a, 48), v128.load(b, 48))),
  );
  return !v128.any_true(d) && load<u64>(a, 64) === load<u64>(b, 64);
}

/**
 * The numerator (over 16) of the stable field at `field` with axis a, child b to place and two
 * moves left, when no placement so far met the condition: 16 when a placement meets it now, else
 * the weights of the classes of next pair (`known` ≥ 0: that ordered pair only, weight 16; −1:
 * the 10 unordered classes, 1 for a double and 2 for the others) for which some child has a
 * winning placement. `kind`, `value`: the condition (last-move.ts); `failEarly`: a placement that
 * fires a chain not meeting it loses. Bits 0..7 hold the numerator, bits 8 and up the fields
 * placed and resolved. −1 when a column is above 9 (the caller answers in JavaScript).
 */
export function twoMoves(field: usize, a: i32, b: i32, known: i32, kind: i32, value: i32, failEarly: i32): i32 {
  if (!prepare(field, 9)) return -1;
  resetResolved();
  const placements = a === b ? 11 : 22;
  const colours = (1 << (a - 1)) | (1 << (b - 1));
  let expanded = 0;
  let count = 0;
  for (let p = 0; p < placements; p++) {
    const slot = KIDS + <usize>(count * SLOT);
    placeCopy(slot, field, a, b, p);
    const chains = resolve(slot, colours);
    expanded++;
    if (meets(kind, value)) return 16 | (expanded << 8);
    if (chains > 0 && failEarly !== 0) continue;
    let seen = false;
    for (let i = 0; i < count && !seen; i++) seen = same(KIDS + <usize>(i * SLOT), slot);
    if (!seen) count++;
  }
  const all = known >= 0 ? 1 << known : UNORDERED;
  let won = 0;
  for (let i = 0; i < count && won !== all; i++) {
    const kid = KIDS + <usize>(i * SLOT);
    prepare(kid, 11);
    won |= pairsWinning(kid, all & ~won, kind, value);
  }
  let numerator = 0;
  if (known >= 0) numerator = won !== 0 ? 16 : 0;
  else for (let i = 0; i < 16; i++) if ((won & (1 << i)) !== 0) numerator += i >> 2 === (i & 3) ? 1 : 2;
  return numerator | ((expanded + resolvedSoFar()) << 8);
}
