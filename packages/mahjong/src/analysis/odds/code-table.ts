// An exact hash table from a tuple of whole numbers (each below 2^53) to a dense id 0, 1, 2, …
// The odds search keys its memo on (hand code, drawn-tiles code) and its per-hand shanten rows on
// the hand code; the caller keeps the values in its own arrays indexed by id. Open addressing with
// linear probing; every key is compared in full, so two states never share a value by accident
// (a hash collision only costs a probe).

const EMPTY = -1;
const TWO_32 = 4294967296;

/** Mixes one number below 2^53 into a 32-bit hash (its low and high 32-bit halves). */
function mix(h: number, x: number): number {
  h = Math.imul(h ^ (x >>> 0), 0x9e3779b1);
  h = Math.imul(h ^ ((x / TWO_32) >>> 0), 0x85ebca77);
  return h ^ (h >>> 15);
}

export class CodeTable {
  private keys: Float64Array;
  private ids: Int32Array;
  private mask: number;
  /** Number of keys held; also the next id. */
  size = 0;

  /** `width` = numbers per key (at most 4). */
  constructor(
    private readonly width: number,
    capacity = 1 << 12,
  ) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.keys = new Float64Array(cap * width);
    this.ids = new Int32Array(cap).fill(EMPTY);
    this.mask = cap - 1;
  }

  private hash(a: number, b: number, c: number, d: number): number {
    let h = mix(0x1234567, a);
    h = mix(h, b);
    if (this.width > 2) h = mix(h, c);
    if (this.width > 3) h = mix(h, d);
    return h & this.mask;
  }

  private slotOf(a: number, b: number, c: number, d: number): number {
    const w = this.width;
    const keys = this.keys;
    let slot = this.hash(a, b, c, d);
    for (;;) {
      if (this.ids[slot] === EMPTY) return slot;
      const at = slot * w;
      if (keys[at] === a && keys[at + 1] === b && (w < 3 || keys[at + 2] === c) && (w < 4 || keys[at + 3] === d)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The id of the key, or −1 when it is not held. */
  find(a: number, b: number, c = 0, d = 0): number {
    return this.ids[this.slotOf(a, b, c, d)]!;
  }

  /** Adds a key that `find` did not hold and returns its new id. */
  add(a: number, b: number, c = 0, d = 0): number {
    if ((this.size + 1) * 2 > this.ids.length) this.grow();
    const slot = this.slotOf(a, b, c, d);
    const at = slot * this.width;
    this.keys[at] = a;
    this.keys[at + 1] = b;
    if (this.width > 2) this.keys[at + 2] = c;
    if (this.width > 3) this.keys[at + 3] = d;
    this.ids[slot] = this.size;
    return this.size++;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldIds = this.ids;
    const w = this.width;
    const cap = oldIds.length * 2;
    this.keys = new Float64Array(cap * w);
    this.ids = new Int32Array(cap).fill(EMPTY);
    this.mask = cap - 1;
    for (let slot = 0; slot < oldIds.length; slot++) {
      const id = oldIds[slot]!;
      if (id === EMPTY) continue;
      const at = slot * w;
      const a = oldKeys[at]!;
      const b = oldKeys[at + 1]!;
      const c = w > 2 ? oldKeys[at + 2]! : 0;
      const d = w > 3 ? oldKeys[at + 3]! : 0;
      const to = this.slotOf(a, b, c, d);
      const toAt = to * w;
      this.keys[toAt] = a;
      this.keys[toAt + 1] = b;
      if (w > 2) this.keys[toAt + 2] = c;
      if (w > 3) this.keys[toAt + 3] = d;
      this.ids[to] = id;
    }
  }
}

/**
 * A count vector as two exact numbers: kinds 0–17 (manzu, pinzu) in base 5 in the first, kinds
 * 18–33 (souzu, honours) in the second (5^18 < 2^53). Adding one tile of kind k adds CODE_STEP[k]
 * to part CODE_PART[k].
 */
export const CODE_STEP = Float64Array.from({ length: 34 }, (_, k) => 5 ** (k < 18 ? k : k - 18));
export const CODE_PART = Uint8Array.from({ length: 34 }, (_, k) => (k < 18 ? 0 : 1));

/** The two code parts of a count vector. */
export function codeOf(counts: ArrayLike<number>): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let k = 0; k < 34; k++) {
    if (k < 18) lo += counts[k]! * CODE_STEP[k]!;
    else hi += counts[k]! * CODE_STEP[k]!;
  }
  return [lo, hi];
}

/** A typed array twice as long holding the same values first (for value arrays indexed by id). */
export function doubled<T extends Float64Array<ArrayBuffer> | Int32Array<ArrayBuffer>>(values: T): T {
  const bigger = new (values.constructor as new (length: number) => T)(values.length * 2);
  bigger.set(values);
  return bigger;
}

/** Two numbers per id (a memo's pair of values), growing as ids are added. */
export class PairValues {
  first = new Float64Array(1024);
  second = new Float64Array(1024);

  set(id: number, a: number, b: number): void {
    if (id >= this.first.length) {
      this.first = doubled(this.first);
      this.second = doubled(this.second);
    }
    this.first[id] = a;
    this.second[id] = b;
  }
}
