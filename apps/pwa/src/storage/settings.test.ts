import { ProgrammingError } from "@arcade/core";
import { meta as tetris } from "@arcade/tetris/meta";
import { describe, expect, it } from "vitest";
import { formatIssue, type Issue } from "./issues.ts";
import { defaultGameSettings, defaultSettings, type Settings } from "./schema.ts";
import { assertSettings, validateSettings } from "./settings.ts";

function repair(raw: unknown): { settings: Settings; notices: string[] } {
  const issues: Issue[] = [];
  const settings = validateSettings(raw, "settings", issues, [tetris]);
  return { settings, notices: issues.map(formatIssue) };
}

const defaults = () => defaultSettings([tetris]);

function withShared(key: string, value: unknown): Record<string, unknown> {
  const s = defaults();
  return { ...s, shared: { ...s.shared, [key]: value } };
}

function withTetris(change: (section: Record<string, unknown>) => Record<string, unknown>): Record<string, unknown> {
  const s = defaults();
  return { ...s, games: { ...s.games, tetris: change({ ...s.games.tetris }) } };
}

describe("defaults", () => {
  it("have a section for every game with its fields' defaults and its default keys", () => {
    const s = defaults();
    expect(s.games.tetris).toEqual({
      values: { dasFrames: 10, arrFrames: 2, softDropFactor: 6, allow180: true, advisor: false, finesse: true, touch180: false },
      keys: tetris.actions.defaults,
      touchControls: "gestures",
    });
    expect(s.hints).toEqual([]);
  });

  it("pass validation unchanged", () => {
    expect(repair(defaults())).toEqual({ settings: defaults(), notices: [] });
  });

  it("are a fresh copy each time", () => {
    const a = defaults();
    a.games.tetris!.keys.left!.push("KeyJ");
    expect(defaults().games.tetris!.keys.left).toEqual(["ArrowLeft"]);
  });
});

describe("validateSettings repairs one field at a time", () => {
  it.each([
    ["soundVolume", 1.5, "settings.shared.soundVolume: 1.5 is not a number from 0 to 1; reset to 0.7"],
    ["soundVolume", Number.NaN, "settings.shared.soundVolume: NaN is not a number from 0 to 1; reset to 0.7"],
    ["haptics", "yes", 'settings.shared.haptics: "yes" is not true or false; reset to true'],
    ["reducedMotion", "always", 'settings.shared.reducedMotion: "always" is not one of "system", "on", "off"; reset to "system"'],
    ["palette", 3, 'settings.shared.palette: 3 is not one of "standard", "colorblind"; reset to "standard"'],
    ["handedness", {}, 'settings.shared.handedness: an object is not one of "right", "left"; reset to "right"'],
    ["renderer", "webgpu", 'settings.shared.renderer: "webgpu" is not one of "canvas", "webgl"; reset to "canvas"'],
  ])("shared %s = %o", (key, value, notice) => {
    const { settings, notices } = repair(withShared(key, value));
    expect(notices).toEqual([notice]);
    expect(settings).toEqual(defaults());
  });

  it.each([
    [
      "ftp://rooms.example.com",
      'settings.shared.roomsServer: "ftp://rooms.example.com" is not a rooms server address: it starts with ftp:, not https:, http:, wss: or ws:; reset to "" (the default server)',
    ],
    [
      "rooms.example.com",
      'settings.shared.roomsServer: "rooms.example.com" is not a rooms server address: it is not a full web address (start it with https://); reset to "" (the default server)',
    ],
    [
      "https://example.com/?room=AB",
      'settings.shared.roomsServer: "https://example.com/?room=AB" is not a rooms server address: it has a query (?…); reset to "" (the default server)',
    ],
    ["  ", 'settings.shared.roomsServer: "  " is not a rooms server address: it is empty; reset to "" (the default server)'],
    [8787, 'settings.shared.roomsServer: 8787 is not a rooms server address: it is not text; reset to "" (the default server)'],
    [null, 'settings.shared.roomsServer: null is not a rooms server address: it is not text; reset to "" (the default server)'],
  ])("a stored rooms server %o is reset to the default with a notice", (value, notice) => {
    const { settings, notices } = repair(withShared("roomsServer", value));
    expect(notices).toEqual([notice]);
    expect(settings).toEqual(defaults());
  });

  it("keeps a stored rooms server, in canonical form, without a notice", () => {
    const { settings, notices } = repair(withShared("roomsServer", "HTTPS://Rooms.Example.com/arcade/"));
    expect(notices).toEqual([]);
    expect(settings.shared.roomsServer).toBe("https://rooms.example.com/arcade");
  });

  it("a save from before the renderer setting loads with the 2D canvas and no notice; a chosen WebGL is kept", () => {
    const older: Record<string, unknown> = { ...defaults().shared };
    delete older.renderer;
    const { settings, notices } = repair({ ...defaults(), shared: older });
    expect(notices).toEqual([]);
    expect(settings.shared.renderer).toBe("canvas");
    const chosen = repair(withShared("renderer", "webgl"));
    expect(chosen.notices).toEqual([]);
    expect(chosen.settings.shared.renderer).toBe("webgl");
  });

  it("a save from before the rooms server setting loads with the default server and no notice", () => {
    const older: Record<string, unknown> = { ...defaults().shared };
    delete older.roomsServer;
    const { settings, notices } = repair({ ...defaults(), shared: older });
    expect(notices).toEqual([]);
    expect(settings).toEqual(defaults());
    expect(settings.shared.roomsServer).toBe("");
  });

  it.each([
    ["dasFrames", "fast", 'settings.games.tetris.values.dasFrames: "fast" is not a number from 0 to 30; set to 10'],
    ["dasFrames", 31, "settings.games.tetris.values.dasFrames: 31 is not a number from 0 to 30; set to 10"],
    ["arrFrames", -1, "settings.games.tetris.values.arrFrames: -1 is not a number from 0 to 12; set to 2"],
    ["softDropFactor", 0, "settings.games.tetris.values.softDropFactor: 0 is not a number from 1 to 41; set to 6"],
    ["allow180", "yes", 'settings.games.tetris.values.allow180: "yes" is not true or false; set to true'],
  ])("a game's field %s = %o, checked against the game's meta", (key, value, notice) => {
    const { settings, notices } = repair(withTetris((t) => ({ ...t, values: { ...(t.values as object), [key]: value } })));
    expect(notices).toEqual([notice]);
    expect(settings).toEqual(defaults());
  });

  it("keeps the valid fields around a bad one", () => {
    const stored = withTetris((t) => ({ ...t, values: { dasFrames: 5, arrFrames: 0, softDropFactor: 41, allow180: false }, touchControls: "buttons" }));
    (stored.shared as Record<string, unknown>).palette = "colorblind";
    (stored.shared as Record<string, unknown>).haptics = "x";
    const { settings, notices } = repair(stored);
    expect(notices).toHaveLength(1);
    expect(settings.shared.palette).toBe("colorblind");
    expect(settings.games.tetris).toMatchObject({ values: { dasFrames: 5, arrFrames: 0, softDropFactor: 41, allow180: false }, touchControls: "buttons" });
  });

  it("repairs a game's keys with the game's actions, naming each fix", () => {
    const { settings, notices } = repair(withTetris((t) => ({ ...t, keys: { ...(t.keys as object), jump: ["KeyJ"], hold: ["KeyC", 7] } })));
    expect(settings.games.tetris!.keys.hold).toEqual(["KeyC"]);
    expect(notices).toEqual(["settings.games.tetris.keys.jump: unknown action, dropped", "settings.games.tetris.keys.hold[1]: 7 is not a key code, dropped"]);
  });

  it("a bad touch scheme is reset alone", () => {
    expect(repair(withTetris((t) => ({ ...t, touchControls: ["buttons"] }))).notices).toEqual([
      'settings.games.tetris.touchControls: an array is not one of "gestures", "buttons"; reset to "gestures"',
    ]);
  });

  it("a game new since the save starts from its defaults without a notice; another build's game is kept unread", () => {
    const other = { values: { speed: 3 }, keys: {} };
    const { settings, notices } = repair({ shared: defaults().shared, games: { chess: other }, hints: [] });
    expect(notices).toEqual([]);
    expect(settings.games.tetris).toEqual(defaultGameSettings(tetris));
    expect(settings.games.chess).toEqual(other);
  });

  it("de-duplicates 50,000 saved hints, keeping the first of each in order", () => {
    // 25,000 ids, each listed twice (the second half repeats the first): a saved file this large
    // must still load (the check is linear: a Set, not a list search per entry).
    const ids = Array.from({ length: 25_000 }, (_, i) => `hint-${i}`);
    const { settings, notices } = repair({ ...defaults(), hints: [...ids, ...ids] });
    expect(settings.hints).toEqual(ids);
    expect(notices).toHaveLength(25_000);
    expect(notices[0]).toBe('settings.hints[25000]: "hint-0" is listed before; dropped');
  });

  it("keeps dismissed hints, dropping what is not a hint id", () => {
    const { settings, notices } = repair({ ...defaults(), hints: ["tetris-keys", 3, "tetris-keys"] });
    expect(settings.hints).toEqual(["tetris-keys"]);
    expect(notices).toEqual(["settings.hints[1]: 3 is not a hint id; dropped", 'settings.hints[2]: "tetris-keys" is listed before; dropped']);
  });

  it("drops unknown shared fields silently (the music volume is gone)", () => {
    const s = defaults();
    expect(repair({ ...s, shared: { ...s.shared, musicVolume: 0.5 } })).toEqual({ settings: s, notices: [] });
  });

  it("resets the whole object when it is not an object", () => {
    expect(repair("loud").notices).toEqual(['settings: "loud" is not an object; reset to defaults', "settings.shared: missing; set to defaults"]);
    expect(repair(undefined).notices[0]).toBe("settings: missing; set to defaults");
    expect(repair(new Map()).notices[0]).toBe("settings: a Map is not an object; reset to defaults");
    expect(repair("loud").settings).toEqual(defaults());
  });
});

describe("assertSettings (writes from code)", () => {
  it("returns a copy of valid settings", () => {
    const settings = defaults();
    settings.games.tetris!.values.dasFrames = 6;
    const checked = assertSettings(settings, [tetris]);
    expect(checked).toEqual(settings);
    expect(checked.games.tetris!.keys).not.toBe(settings.games.tetris!.keys);
  });

  it("throws ProgrammingError naming the field", () => {
    const bad = defaults();
    bad.games.tetris!.values.arrFrames = 999;
    expect(() => assertSettings(bad, [tetris])).toThrow(ProgrammingError);
    expect(() => assertSettings(bad, [tetris])).toThrow("settings.games.tetris.values.arrFrames: 999 is not a number from 0 to 12");
  });
});
