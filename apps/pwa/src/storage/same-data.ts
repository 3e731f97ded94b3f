// Deep equality for anything IndexedDB can hold (structured-clone values), used to tell whether a
// load changed the save and whether an identical backup exists already. Maps and Sets compare in
// insertion order, which structured clone keeps, so a value equals any copy made of it.
import { isPlainObject } from "./issues.ts";

export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (isPlainObject(a) || isPlainObject(b)) return isPlainObject(a) && isPlainObject(b) && sameRecords(a, b);
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) return sameArrays(a, b as unknown[]);
  if (a instanceof Map) return sameArrays([...a], [...(b as Map<unknown, unknown>)]);
  if (a instanceof Set) return sameArrays([...a], [...(b as Set<unknown>)]);
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof ArrayBuffer) return sameBytes(new Uint8Array(a), new Uint8Array(b as ArrayBuffer));
  if (ArrayBuffer.isView(a)) {
    const other = b as ArrayBufferView;
    return sameBytes(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), new Uint8Array(other.buffer, other.byteOffset, other.byteLength));
  }
  if (a instanceof Number || a instanceof String || a instanceof Boolean || a instanceof BigInt) {
    return Object.is(a.valueOf(), (b as typeof a).valueOf());
  }
  return false; // nothing else survives structured clone as data we would compare
}

function sameRecords(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

function sameArrays(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  // An index loop, not every(): a hole must match a hole, not be skipped.
  for (let i = 0; i < a.length; i++) if (i in a !== i in b || !sameData(a[i], b[i])) return false;
  return true;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
