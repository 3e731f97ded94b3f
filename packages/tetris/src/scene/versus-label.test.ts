// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { hudText } from "./hud.ts";
import { sideLabel } from "./versus-screen.ts";

const HUD = { time: "0:01.00", score: 0, level: 1, lines: "0", pps: "0.00" };

describe("a side's name on its numbers", () => {
  it("takes two lines in the side layout's column: the who, then the strength on the line under it", () => {
    const lines = hudText({ ...HUD, ...sideLabel("BOT · BEGINNER", false) }, false).split("\n");
    expect(lines.slice(0, 3)).toEqual(["BOT", "BEGINNER", "Time 0:01.00"]);
    // As many lines as a solo game's numbers: the layout's column holds them.
    expect(lines).toHaveLength(hudText({ ...HUD, mode: "MARATHON" }, false).split("\n").length);
  });

  it("stays on one line in the phone's strip, and a one-part name is left whole", () => {
    expect(hudText({ ...HUD, ...sideLabel("BOT · BEGINNER", true) }, true).split("\n")[0]).toBe("BOT · BEGINNER  0:01.00");
    expect(sideLabel("YOU", false)).toEqual({ mode: "YOU" });
  });
});
