import { defaultBindings, rebind, type GameSettings } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { meta } from "../meta.ts";
import { howToPlay } from "./how-to.ts";

const shared: GameSettings["shared"] = { soundVolume: 0, haptics: false, reducedMotion: false, palette: "standard", handedness: "right" };

describe("how to play", () => {
  it("names the player's own keys, after a rebind too", () => {
    const keys = defaultBindings(meta.actions);
    const hint = howToPlay({ shared, values: {}, keys, touchControls: "gestures" }, false)!;
    expect(hint.id).toBe("tetris-keys");
    expect(hint.lines[0]).toMatch(/^Move: ← →/);
    const moved = rebind(keys, "hardDrop", ["KeyX"]);
    expect(howToPlay({ shared, values: {}, keys: moved, touchControls: "gestures" }, false)!.lines[1]).toMatch(/^Hard drop: X ·/);
  });

  it("shows the gestures on a touch screen, and nothing with labelled buttons", () => {
    const keys = defaultBindings(meta.actions);
    expect(howToPlay({ shared, values: {}, keys, touchControls: "gestures" }, true)!.id).toBe("tetris-gestures");
    expect(howToPlay({ shared, values: {}, keys, touchControls: "buttons" }, true)).toBeNull();
  });
});
