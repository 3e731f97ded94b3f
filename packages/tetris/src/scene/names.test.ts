import { describe, expect, it } from "vitest";
import { CLEAR_ATTACK } from "../analysis/attack.ts";
import { clearTitle, keyName } from "./names.ts";

describe("names shown to the player", () => {
  it("every clear the attack table knows (but none) has a title", () => {
    for (const clear of Object.keys(CLEAR_ATTACK).filter((c) => c !== "none")) expect(clearTitle(clear)).not.toBe(clear);
    expect(clearTitle("tspin-double")).toBe("T-Spin Double");
  });

  it("key codes read as the keycap", () => {
    expect(["ArrowLeft", "KeyZ", "ShiftLeft", "Digit9", "Semicolon", "Space"].map(keyName)).toEqual(["←", "Z", "Shift", "9", ";", "Space"]);
  });
});
