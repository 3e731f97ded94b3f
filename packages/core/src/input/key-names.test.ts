import { describe, expect, it } from "vitest";
import { keyLabel, keysFor } from "./key-names.ts";

describe("key names", () => {
  it("reads key codes as a player would", () => {
    expect(["ArrowLeft", "KeyZ", "ShiftLeft", "ControlRight", "Digit9", "Semicolon", "Space", "Key", "AltRight"].map(keyLabel)).toEqual([
      "←",
      "Z",
      "Shift",
      "Ctrl",
      "9",
      ";",
      "Space",
      "Key",
      "Alt",
    ]);
  });

  it("lists the player's own keys for an action, or says it is unbound", () => {
    const bindings = { left: ["ArrowLeft", "KeyA"], drop: [] };
    expect(keysFor(bindings, "left")).toBe("← / A");
    expect(keysFor(bindings, "drop")).toBe("unbound");
    expect(keysFor(bindings, "hold")).toBe("unbound");
  });
});
