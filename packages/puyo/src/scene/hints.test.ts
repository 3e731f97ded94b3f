import type { GameSettings } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { controlsHint } from "./hints.ts";

const shared = { soundVolume: 0, haptics: false, reducedMotion: false, palette: "standard", handedness: "right" } as const;
const keys = {
  left: ["KeyA"],
  right: ["KeyD"],
  softDrop: ["KeyS"],
  hardDrop: ["KeyW"],
  rotateCW: ["KeyK"],
  rotateCCW: ["KeyJ"],
  undo: ["KeyU"],
  pause: ["Escape"],
};
const settings = (touchControls: "gestures" | "buttons"): GameSettings => ({ shared, values: {}, keys, touchControls });

describe("controlsHint", () => {
  it("names the player's own keys (moved away from the defaults) on a keyboard", () => {
    const hint = controlsHint(settings("gestures"), false, false, false);
    expect(hint.id).toBe("puyo-keys");
    expect(hint.lines[0]).toBe("Move: A D · Soft drop: S");
    expect(hint.lines.join("\n")).toMatch(/Drop: W/);
    expect(hint.lines.join("\n")).not.toMatch(/Undo/);
  });

  it("says where Undo is only where undo works, under its own id (shown once more in practice)", () => {
    const keysUndo = controlsHint(settings("gestures"), false, false, true);
    expect(keysUndo.id).toBe("puyo-keys-undo");
    expect(keysUndo.lines).toContain("Undo: U, or the Undo button at the top right");
    const gestures = controlsHint(settings("gestures"), true, false, true);
    expect(gestures.id).toBe("puyo-gestures-undo");
    expect(gestures.lines).toContain("Undo: the Undo button at the top right");
    expect(gestures.lines.join("\n")).not.toMatch(/Backspace|\bU\b/);
  });

  it("on a touch screen describes the buttons when they are shown, else the gestures", () => {
    expect(controlsHint(settings("buttons"), true, true, false).lines[0]).toMatch(/◀ ▶ move/);
    // Buttons chosen but not shown (a game opened from the editor): the gestures.
    expect(controlsHint(settings("buttons"), true, false, false).lines[0]).toMatch(/^Drag sideways/);
    expect(controlsHint(settings("buttons"), true, true, true).lines.join("\n")).toMatch(/beside ◀ ▶ when the phone is held sideways/);
  });
});
