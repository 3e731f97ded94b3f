import { describe, expect, it, vi } from "vitest";
import { requestPersistentStorage, type StorageLike } from "./persist.ts";

describe("requestPersistentStorage", () => {
  it("is unsupported without navigator.storage or without persist()", async () => {
    expect(await requestPersistentStorage()).toBe("unsupported"); // Node has no navigator.storage
    expect(await requestPersistentStorage({ storage: {} })).toBe("unsupported");
    expect(await requestPersistentStorage({ storage: { persisted: () => Promise.resolve(true) } })).toBe("unsupported");
  });

  it("does not ask again when already persisted", async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    expect(await requestPersistentStorage({ storage: { persist, persisted: () => Promise.resolve(true) } })).toBe("granted");
    expect(persist).not.toHaveBeenCalled();
  });

  it("reports what persist() answers", async () => {
    const storage = (answer: boolean): StorageLike => ({ persist: () => Promise.resolve(answer), persisted: () => Promise.resolve(false) });
    expect(await requestPersistentStorage({ storage: storage(true) })).toBe("granted");
    expect(await requestPersistentStorage({ storage: storage(false) })).toBe("denied");
    expect(await requestPersistentStorage({ storage: { persist: () => Promise.resolve(true) } })).toBe("granted");
  });

  it("counts a persist() that rejects as denied", async () => {
    expect(await requestPersistentStorage({ storage: { persist: () => Promise.reject(new Error("no")) } })).toBe("denied");
  });

  it("calls the methods on the storage object (a real StorageManager needs its this)", async () => {
    const manager = {
      granted: true,
      persist(this: { granted: boolean }) {
        return Promise.resolve(this.granted);
      },
    };
    expect(await requestPersistentStorage({ storage: manager })).toBe("granted");
  });
});
