// Shared by the storage tests (not part of the public API): a fresh IndexedDB store per test, a
// fixed clock, and the backup key that clock gives.
import "fake-indexeddb/auto";
import { createStore, entries, type UseStore } from "idb-keyval";
import type { SaveDeps } from "./save-store.ts";

export const NOW = "2025-06-01T12:00:00.000Z";
export const CORRUPT_KEY = `save-corrupt-${NOW}`;

let databases = 0;

/** A copy of `record` without `key`, for "field missing" cases. */
export function without<T extends object>(record: T, key: keyof T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

/** A store in a database of its own, so no test sees another's data. */
export function freshDeps(extra: Omit<SaveDeps, "store"> = {}): SaveDeps & { store: UseStore } {
  databases += 1;
  return { store: createStore(`save-test-${databases}-${Date.now()}`, "kv"), now: () => new Date(NOW), ...extra };
}

/** Everything in the store, as a plain object keyed by string. */
export async function dump(store: UseStore): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const [key, value] of await entries<IDBValidKey, unknown>(store)) all[typeof key === "string" ? key : JSON.stringify(key)] = value;
  return all;
}

/** The backup key a notice points at (`kept under "save-corrupt-..."`). */
export function keyInNotice(notice: string | undefined): string | undefined {
  return /"(save-[^"]+)"/.exec(notice ?? "")?.[1];
}
