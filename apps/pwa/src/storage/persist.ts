// Asking the browser to keep our data: without persistent storage, a browser under storage
// pressure may evict IndexedDB, and with it every score. Not every browser offers it.

/** The part of the StorageManager (navigator.storage) we use; injectable for tests. */
export interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

export type PersistResult = "granted" | "denied" | "unsupported";

/** navigator.storage when the page has one (not in Node, not in some insecure or old contexts). */
export function defaultStorage(): StorageLike | undefined {
  return (globalThis as { navigator?: { storage?: StorageLike } }).navigator?.storage;
}

/**
 * Asks once, without a prompt when already granted (`persisted()` is checked first, since some
 * browsers prompt on every `persist()` call). A `persist()` that rejects counts as denied: the
 * feature exists but the browser said no.
 */
export async function requestPersistentStorage(deps: { storage?: StorageLike } = {}): Promise<PersistResult> {
  const storage = deps.storage ?? defaultStorage();
  if (storage === undefined || typeof storage.persist !== "function") return "unsupported";
  try {
    if (typeof storage.persisted === "function" && (await storage.persisted())) return "granted";
    return (await storage.persist()) ? "granted" : "denied";
  } catch {
    return "denied";
  }
}
