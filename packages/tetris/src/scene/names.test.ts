import { describe, expect, it } from "vitest";
import { CLEAR_ATTACK } from "../analysis/attack.ts";
import { clearTitle, keyName, lockBanner } from "./names.ts";

describe("names shown to the player", () => {
  it("every clear the attack table knows (but none) has a title", () => {
    for (const clear of Object.keys(CLEAR_ATTACK).filter((c) => c !== "none")) expect(clearTitle(clear)).not.toBe(clear);
    expect(clearTitle("tspin-double")).toBe("T-Spin Double");
  });

  it("a lock is announced only when it clears, with back-to-back, combo and perfect clear around the clear's name", () => {
    const lock = { backToBack: false, clear: "none", combo: 0, perfectClear: false } as const;
    expect(lockBanner(lock)).toBeNull();
    expect(lockBanner({ ...lock, backToBack: true, combo: 3 })).toBeNull();
    expect(lockBanner({ ...lock, clear: "tetris" })).toBe("Tetris");
    expect(lockBanner({ backToBack: true, clear: "tspin-double", combo: 2, perfectClear: false })).toBe("B2B T-Spin Double 2 combo");
    expect(lockBanner({ ...lock, clear: "double", perfectClear: true })).toBe("Double Perfect Clear!");
  });

  it("key codes read as the keycap", () => {
    expect(["ArrowLeft", "KeyZ", "ShiftLeft", "Digit9", "Semicolon", "Space"].map(keyName)).toEqual(["←", "Z", "Shift", "9", ";", "Space"]);
  });
});
