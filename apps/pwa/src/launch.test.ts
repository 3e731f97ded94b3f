import { defineActions, type GameMeta } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { resolveLaunch } from "./launch.ts";
import { addScore } from "./storage/index.ts";

// A fixture, not a real game's meta, so the games can add modes without touching these tests.
const tetris: GameMeta = {
  id: "tetris",
  title: "Tetris",
  description: "Falling blocks.",
  icon: "<svg/>",
  modes: ["marathon", "sprint", "ultra", "zen"].map((id) => ({ id, title: id, result: id === "sprint" ? "time" : "points" })),
  actions: defineActions([]),
  settings: [],
  touchControls: true,
  positionParam: "fumen",
  linkParams: ["challenge"],
};

const NOW = "2026-01-01T00:00:00.000Z";
const scores = addScore({}, "tetris", "sprint", { value: 61_000, higherIsBetter: false, date: NOW, seed: "s", replay: "REPLAY-TEXT" }).scores;

describe("resolveLaunch", () => {
  it("takes the first mode when the link names none, and checks a named one against the meta", () => {
    expect(resolveLaunch(tetris, { mode: undefined, params: {} }, {})).toEqual({ ok: true, launch: { mode: "marathon" } });
    expect(resolveLaunch(tetris, { mode: "sprint", params: {} }, {})).toEqual({ ok: true, launch: { mode: "sprint" } });
    expect(resolveLaunch(tetris, { mode: "battle", params: {} }, {})).toEqual({
      ok: false,
      problem: 'This link does not work: Tetris has no mode "battle" (modes: marathon, sprint, ultra, zen).',
    });
  });

  it("loads a personal best's replay for watch=<mode>-<rank>, or says it is not there", () => {
    expect(resolveLaunch(tetris, { mode: undefined, params: { watch: "sprint-1" } }, scores)).toEqual({
      ok: true,
      launch: { mode: "sprint", watch: "REPLAY-TEXT" },
    });
    expect(resolveLaunch(tetris, { mode: undefined, params: { watch: "sprint-2" } }, scores)).toEqual({
      ok: false,
      problem: 'This link does not work: there is no saved replay "sprint-2" on this device.',
    });
    expect(resolveLaunch(tetris, { mode: undefined, params: { watch: "__proto__-1" } }, scores)).toMatchObject({ ok: false });
  });

  it("passes the game's position parameter through as the start position", () => {
    expect(resolveLaunch(tetris, { mode: "zen", params: { fumen: "v115@vhAAgH", other: "x" } }, {})).toEqual({
      ok: true,
      launch: { mode: "zen", position: "v115@vhAAgH" },
    });
  });

  it("hands over the meta's link parameters, and only those", () => {
    expect(resolveLaunch(tetris, { mode: "zen", params: { challenge: "C0DE", other: "x", seed: "s" } }, {})).toEqual({
      ok: true,
      launch: { mode: "zen", params: { challenge: "C0DE" } },
    });
  });
});
