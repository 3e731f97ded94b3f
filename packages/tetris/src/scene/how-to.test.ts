import { defaultBindings, rebind, type GameSettings, type MountOptions } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { meta } from "../meta.ts";
import { firstHint, howToPlay } from "./how-to.ts";

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

describe("the first-run hint of each mode", () => {
  const keys = defaultBindings(meta.actions);
  const options = { settings: { shared, values: {}, keys, touchControls: "gestures" } } as unknown as MountOptions;

  it("says how to play alone in a solo mode, and how two people play in the two-player mode", () => {
    expect(firstHint("marathon", options, false)?.id).toBe("tetris-keys");
    expect(firstHint("zen", options, true)?.id).toBe("tetris-gestures");
    const two = firstHint("versus-2p", options, false)!;
    expect([two.id, two.title]).toEqual(["tetris-two-players", "Two players"]);
    expect(two.lines[0]).toMatch(/^Player 1 \(left board\): S F D E W T G/);
    expect(firstHint("versus-2p", options, true)!.lines[0]).toMatch(/^Each half of the screen/);
  });

  it("has none against the bot or in a challenge (their own panels come first)", () => {
    expect(firstHint("versus", options, false)).toBeNull();
    expect(firstHint("challenge", options, true)).toBeNull();
  });
});
