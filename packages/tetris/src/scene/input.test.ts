import { alsoText, defaultValues, parseSettingValues, type MountOptions, type NumberField } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { meta } from "../meta.ts";
import { handlingFrom, TETRIS_BUTTONS, TETRIS_GAMEPAD, tetrisButtons, tetrisInput } from "./input.ts";

const field = (key: string) => meta.settings.find((f) => f.key === key) as NumberField;

describe("handling settings", () => {
  it("default to TETR.IO's handling, shown in frames with the milliseconds beside", () => {
    const defaults = defaultValues(meta.settings);
    expect(defaults).toMatchObject({ dasFrames: 10, arrFrames: 2, softDropFactor: 6 });
    expect(alsoText(field("dasFrames"), 10)).toBe("167 ms");
    expect(alsoText(field("arrFrames"), 2)).toBe("33 ms");
  });

  it("reach the controller in milliseconds at 60 Hz", () => {
    const handling = handlingFrom({ ...defaultValues(meta.settings), dasFrames: 10, arrFrames: 0, softDropFactor: 41 });
    expect(handling.das).toBeCloseTo(166.667, 3);
    expect(handling.arr).toBe(0);
    expect(handling.softDropFactor).toBe(41);
    expect(handlingFrom({ ...defaultValues(meta.settings), dasFrames: 6 }).das).toBe(100);
  });

  it("carry over the milliseconds an earlier build saved, converted to frames", () => {
    const { values, problems } = parseSettingValues({ das: 100, arr: 0, softDropFactor: 41, allow180: false }, meta.settings, "tetris");
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ dasFrames: 6, arrFrames: 0, softDropFactor: 41, allow180: false });
    expect(parseSettingValues({ das: 167, arr: 33 }, meta.settings, "tetris").values).toMatchObject({ dasFrames: 10, arrFrames: 2 });
  });
});

describe("touch buttons", () => {
  it("include rotate 180 only with the setting on and 180° rotation allowed", () => {
    const on = tetrisButtons({ touch180: true, allow180: true });
    expect(on.act.map((b) => b.action)).toEqual(["hold", "rotate180", "rotateCCW", "rotateCW", "hardDrop"]);
    expect(on.move).toBe(TETRIS_BUTTONS.move);
    expect(tetrisButtons({ touch180: true, allow180: false })).toBe(TETRIS_BUTTONS);
    expect(tetrisButtons({ touch180: false, allow180: true })).toBe(TETRIS_BUTTONS);
    expect(tetrisButtons(defaultValues(meta.settings))).toBe(TETRIS_BUTTONS);
  });
});

describe("the input a mount takes", () => {
  const mount = (mode: string) => ({ mode, settings: { values: defaultValues(meta.settings) } }) as unknown as MountOptions;

  it("has the gamepad, the on-screen buttons and swipes alone; two people on one device, only the gamepad (their halves take the swipes)", () => {
    expect(tetrisInput(mount("sprint"))).toEqual({ gamepad: TETRIS_GAMEPAD, touchButtons: TETRIS_BUTTONS, gestures: true });
    expect(tetrisInput(mount("versus"))).toMatchObject({ touchButtons: TETRIS_BUTTONS, gestures: true });
    expect(tetrisInput(mount("versus-2p"))).toEqual({ gamepad: TETRIS_GAMEPAD });
  });
});
