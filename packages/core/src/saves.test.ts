import { describe, expect, it } from "vitest";
import { gameSaves, type KeyValueStorage } from "./saves.ts";

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("game saves", () => {
  it("keeps one record per game and mode, hands it back until cleared, and not to a link for another seed", () => {
    const storage = memory();
    const marathon = gameSaves(storage, "tetris", "marathon");
    expect(marathon.resume(undefined)).toBeUndefined();
    marathon.service.keep("record-1", "2026-11-25");
    marathon.service.keep("record-2", "2026-11-25"); // overwrites
    expect(marathon.resume(undefined)).toBe("record-2");
    expect(marathon.resume("2026-11-25")).toBe("record-2");
    expect(marathon.resume("another-seed")).toBeUndefined();
    expect(gameSaves(storage, "tetris", "sprint").resume(undefined)).toBeUndefined();
    expect(gameSaves(storage, "tetris", "marathon").resume(undefined)).toBe("record-2"); // what a reload sees
    marathon.service.clear();
    expect(marathon.resume(undefined)).toBeUndefined();
    expect(storage.data.size).toBe(0);
  });

  it("treats a damaged entry as nothing kept, and reports a failing write without throwing", () => {
    const storage = memory();
    storage.data.set("arcade-save:puyo:endless", "{ broken");
    expect(gameSaves(storage, "puyo", "endless").resume(undefined)).toBeUndefined();
    const errors: unknown[] = [];
    const full: KeyValueStorage = {
      ...storage,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    gameSaves(full, "puyo", "endless", (e) => errors.push(e)).service.keep("r", "s");
    expect(errors).toHaveLength(1);
  });
});
