import { InputError, describe } from "../errors.ts";
import { sha256 } from "./sha256.ts";

/** A seed as a person sees it: a short string. A number is the same as its decimal string. */
export type Seed = string | number;

export const MAX_SEED_LENGTH = 128;

/**
 * The canonical text of a seed. Strings are kept exactly (no trimming, no case folding) so that a
 * seed typed on one device is the same seed on another; numbers become their decimal string, so
 * `42` and `"42"` are one seed.
 */
export function seedText(seed: Seed, where = "seed"): string {
  if (typeof seed === "number") {
    if (!Number.isSafeInteger(seed)) throw new InputError(`must be a string or a safe integer, got ${describe(seed)}`, where);
    return String(seed);
  }
  if (typeof seed !== "string") throw new InputError(`must be a string or a safe integer, got ${describe(seed)}`, where);
  if (seed.length === 0) throw new InputError("must not be empty", where);
  if (seed.length > MAX_SEED_LENGTH) throw new InputError(`must be at most ${MAX_SEED_LENGTH} characters, got ${seed.length}`, where);
  const control = /[\u0000-\u001f\u007f]/.exec(seed);
  if (control) throw new InputError(`must not contain control characters (one at index ${control.index})`, where);
  return seed;
}

const utf8 = new TextEncoder();

/** The 32-byte key of a seed: SHA-256 of the UTF-8 bytes of its canonical text. */
export function seedKey(seed: Seed, where?: string): Uint8Array {
  return sha256(utf8.encode(seedText(seed, where)));
}

/** The key of the stream forked from `parent` under `label`: SHA-256(parent key ‖ UTF-8 label). */
export function forkKey(parent: Uint8Array, label: string): Uint8Array {
  if (typeof label !== "string" || label.length === 0) throw new InputError("a fork label must be a non-empty string", "label");
  const labelBytes = utf8.encode(label);
  const message = new Uint8Array(parent.length + labelBytes.length);
  message.set(parent);
  message.set(labelBytes, parent.length);
  return sha256(message);
}

/** Reads `count` little-endian 32-bit words from the start of a key. */
export function keyWords(key: Uint8Array, count: number): number[] {
  const view = new DataView(key.buffer, key.byteOffset, key.byteLength);
  return Array.from({ length: count }, (_, i) => view.getUint32(i * 4, true));
}
