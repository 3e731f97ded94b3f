// The search's transposition table: positions (a field with its colours relabelled, the pair to
// place, the moves left, the known-pair level) to exact numerators. Open addressing over typed
// arrays: a key is KEY_WORDS words, compared in full (no hash is trusted), so a lookup allocates
// nothing. (Plain arrays of millions of elements take seconds to allocate and fill; typed arrays
// are zeroed memory. They live outside the JS heap: the CLI's memory limit counts external memory.)

/**
 * Words of a key: 4 colour planes × 3 and nuisance × 3 (the field's words, whose bits 13..15 and
 * 29..31 are always clear: the search puts the pair, moves and level there, see search.ts).
 */
export const KEY_WORDS = 15;
const EMPTY = -1;

export class PositionTable {
  size = 0;
  private capacity: number;
  private keys: Int32Array;
  /** Each slot's key hash: compared before the key's words, and reused when the table grows. */
  private hashes: Int32Array;
  private values: Float64Array;

  constructor(initialCapacity = 1 << 10) {
    this.capacity = initialCapacity;
    this.keys = new Int32Array(initialCapacity * KEY_WORDS);
    this.hashes = new Int32Array(initialCapacity);
    this.values = new Float64Array(initialCapacity).fill(EMPTY);
  }

  /** MurmurHash3 (32-bit) of the key's words. */
  private hash(key: readonly number[]): number {
    let h = 0x9747b28c;
    for (let i = 0; i < KEY_WORDS; i++) {
      let k = Math.imul(key[i]!, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      h ^= Math.imul(k, 0x1b873593);
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /** The slot holding `key` (whose hash is h), or the empty slot where it would go. */
  private slot(key: readonly number[], h: number): number {
    const keys = this.keys;
    const hashes = this.hashes;
    const values = this.values;
    const mask = this.capacity - 1;
    let s = h & mask;
    for (;;) {
      if (values[s] === EMPTY) return s;
      if (hashes[s] === h) {
        const base = s * KEY_WORDS;
        let same = true;
        for (let i = 0; i < KEY_WORDS; i++) {
          if (keys[base + i] !== key[i]) {
            same = false;
            break;
          }
        }
        if (same) return s;
      }
      s = (s + 1) & mask;
    }
  }

  /** The value stored for a key (KEY_WORDS words), or -1. */
  get(key: readonly number[]): number {
    return this.values[this.slot(key, this.hash(key))]!;
  }

  /** Stores a value (≥ 0) for a key. */
  set(key: readonly number[], value: number): void {
    if ((this.size + 1) * 2 > this.capacity) this.grow();
    const h = this.hash(key);
    const s = this.slot(key, h);
    if (this.values[s] === EMPTY) {
      this.size++;
      this.hashes[s] = h;
      const base = s * KEY_WORDS;
      for (let i = 0; i < KEY_WORDS; i++) this.keys[base + i] = key[i]!;
    }
    this.values[s] = value;
  }

  /** Doubles the slots; every key is distinct, so each goes to the first free slot from its hash. */
  private grow(): void {
    const capacity = this.capacity * 2;
    const mask = capacity - 1;
    const keys = new Int32Array(capacity * KEY_WORDS);
    const hashes = new Int32Array(capacity);
    const values = new Float64Array(capacity).fill(EMPTY);
    for (let s = 0; s < this.capacity; s++) {
      const value = this.values[s]!;
      if (value === EMPTY) continue;
      const h = this.hashes[s]!;
      let t = h & mask;
      while (values[t] !== EMPTY) t = (t + 1) & mask;
      // Word by word: a subarray per entry would allocate millions of views.
      for (let i = 0; i < KEY_WORDS; i++) keys[t * KEY_WORDS + i] = this.keys[s * KEY_WORDS + i]!;
      hashes[t] = h;
      values[t] = value;
    }
    this.capacity = capacity;
    this.keys = keys;
    this.hashes = hashes;
    this.values = values;
  }
}
