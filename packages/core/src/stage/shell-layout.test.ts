import { describe, expect, it } from "vitest";
import { shellLayout, SIDE_COLUMN, TOP_ROW, TOUCH_BUTTONS_HEIGHT } from "./shell-layout.ts";

describe("the shell's layout and insets", () => {
  it("keeps the top row and, in portrait, the buttons' strip at the bottom", () => {
    expect(shellLayout(390, 844, true)).toEqual({ buttons: "bottom", bar: "top", insets: { top: TOP_ROW, right: 0, bottom: TOUCH_BUTTONS_HEIGHT, left: 0 } });
    expect(shellLayout(360, 360, true).buttons).toBe("bottom"); // square: not landscape
  });

  it("puts the buttons down the two sides in landscape: the field gets the whole height", () => {
    for (const [w, h] of [
      [844, 390],
      [740, 360],
    ] as const) {
      const layout = shellLayout(w, h, true);
      expect(layout.insets).toEqual({ top: 0, right: SIDE_COLUMN, bottom: 0, left: SIDE_COLUMN });
      expect(layout.buttons).toBe("sides");
      // Two 52 px buttons across, with a gap and padding: a column is narrow enough to leave most of a phone's width.
      expect(SIDE_COLUMN).toBe(126);
      expect(w - 2 * SIDE_COLUMN).toBeGreaterThan(h);
    }
  });

  it("puts the bar down the movement side, which follows the player's hand", () => {
    expect(shellLayout(844, 390, true, "right").bar).toBe("left");
    expect(shellLayout(844, 390, true, "left").bar).toBe("right");
    expect(shellLayout(390, 844, true, "left").bar).toBe("top");
  });

  it("without on-screen buttons only the top row is covered, in any orientation", () => {
    for (const [w, h] of [
      [1366, 768],
      [844, 390],
      [360, 640],
    ] as const)
      expect(shellLayout(w, h, false)).toEqual({ buttons: "none", bar: "top", insets: { top: TOP_ROW, right: 0, bottom: 0, left: 0 } });
  });
});
