import { InputError, ProgrammingError } from "@arcade/core";
import { get, set, type UseStore } from "idb-keyval";
import { describe, expect, it } from "vitest";
import { loadSave, saveScores, saveSettings } from "./save-store.ts";
import { SAVE_KEY, SAVE_SCHEMA, defaultSave, defaultSettings, type SaveData, type Settings } from "./schema.ts";
import { addScore, recordPlay } from "./scores.ts";
import { CORRUPT_KEY, NOW, dump, freshDeps, keyInNotice } from "./test-helpers.ts";

const someScores = recordPlay(addScore({}, "tetris", "sprint", { value: 61_234, higherIsBetter: false, date: NOW, seed: "abc" }).scores, "tetris", 61_234);
/** Settings with some of Tetris's values changed (and anything else in `shared`), as stored data. */
function withTetris(base: Settings, values: Record<string, unknown>, shared: Record<string, unknown> = {}): Settings {
  const tetris = base.games.tetris!;
  return {
    ...base,
    shared: { ...base.shared, ...shared },
    games: { ...base.games, tetris: { ...tetris, values: { ...tetris.values, ...values } as Settings["games"][string]["values"] } },
  };
}
const someSettings = withTetris(defaultSettings(), { dasFrames: 6, arrFrames: 0 }, { palette: "colorblind" });

describe("loadSave", () => {
  it("gives defaults and no notice when nothing is stored, and writes nothing", async () => {
    const deps = freshDeps();
    expect(await loadSave(deps)).toEqual({ save: defaultSave(), notices: [] });
    expect(await dump(deps.store)).toEqual({});
  });

  it("round-trips settings and scores", async () => {
    const deps = freshDeps();
    await saveSettings(someSettings, deps);
    await saveScores(someScores, deps);
    const stored = await get<unknown>(SAVE_KEY, deps.store);
    expect(await loadSave(deps)).toEqual({ save: { ...defaultSave(), settings: someSettings, scores: someScores }, notices: [] });
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: stored });
  });

  it.each([
    ["a string", "garbage", 'it is "garbage", not a save object'],
    ["null", null, "it is null, not a save object"],
    ["an array", [1, 2, 3], "it is an array, not a save object"],
    ["a number", 42, "it is 42, not a save object"],
    ["JSON text", JSON.stringify(defaultSave()), "not a save object"],
    ["another schema", { schema: "other-app", version: 1 }, 'its schema is "other-app", not "pocket-arcade-save"'],
    ["no schema", { ...defaultSave(), schema: undefined }, "its schema is undefined"],
    ["a version that is not a number", { ...defaultSave(), version: "1" }, 'its version "1" is not a whole number'],
    ["a fractional version", { ...defaultSave(), version: 0.5 }, "its version 0.5 is not a whole number"],
    ["an old version with no migration", { ...defaultSave(), version: 0 }, "no migration from version 0"],
  ])("resets %s, keeping the exact raw value in a backup", async (_name, raw, reason) => {
    const deps = freshDeps();
    await set(SAVE_KEY, raw, deps.store);
    const { save, notices } = await loadSave(deps);
    expect(save).toEqual(defaultSave());
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(reason);
    expect(notices[0]).toContain(`was reset; the old data is kept under "${CORRUPT_KEY}"`);
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: defaultSave(), [CORRUPT_KEY]: raw });
    expect(await loadSave(deps)).toEqual({ save: defaultSave(), notices: [] });
  });

  it("never overwrites an earlier backup", async () => {
    const deps = freshDeps();
    await set(CORRUPT_KEY, "older backup", deps.store);
    await set(`${CORRUPT_KEY}-2`, "another", deps.store);
    await set(SAVE_KEY, "garbage", deps.store);
    const { notices } = await loadSave(deps);
    expect(keyInNotice(notices[0])).toBe(`${CORRUPT_KEY}-3`);
    expect(await dump(deps.store)).toEqual({
      [SAVE_KEY]: defaultSave(),
      [CORRUPT_KEY]: "older backup",
      [`${CORRUPT_KEY}-2`]: "another",
      [`${CORRUPT_KEY}-3`]: "garbage",
    });
  });

  it("repairs a bad field alone, says so, and writes the repair back", async () => {
    const deps = freshDeps();
    await set(
      SAVE_KEY,
      { ...defaultSave(), settings: { ...withTetris(someSettings, { dasFrames: "fast" }), volume: 3 }, scores: someScores, extra: true },
      deps.store,
    );
    const { save, notices } = await loadSave(deps);
    expect(notices).toEqual(['settings.games.tetris.values.dasFrames: "fast" is not a number from 0 to 30; set to 10']);
    expect(save).toEqual({ ...defaultSave(), settings: withTetris(someSettings, { dasFrames: 10 }), scores: someScores });
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: save });
    expect(await loadSave(deps)).toEqual({ save, notices: [] });
  });

  it("does not write its repair over a save another tab stored meanwhile", async () => {
    const deps = freshDeps();
    const otherTab = { ...defaultSave(), settings: someSettings };
    let raced = false;
    const racing: UseStore = async (mode, callback) => {
      if (mode === "readwrite" && !raced) {
        raced = true;
        await set(SAVE_KEY, otherTab, deps.store);
      }
      return deps.store(mode, callback);
    };
    await set(SAVE_KEY, { ...defaultSave(), settings: withTetris(defaultSettings(), { dasFrames: "fast" }) }, deps.store);
    const { notices } = await loadSave({ ...deps, store: racing });
    expect(notices).toHaveLength(1);
    expect(await get(SAVE_KEY, deps.store)).toEqual(otherTab);
  });

  it("drops malformed scores with a notice naming the path", async () => {
    const deps = freshDeps();
    const tetris = someScores["tetris"];
    const broken = { ...defaultSave(), scores: { ...someScores, puyo: "lots", tetris: { ...tetris, modes: { sprint: [{ value: "1:01" }] } } } };
    await set(SAVE_KEY, broken, deps.store);
    const { save, notices } = await loadSave(deps);
    expect(notices).toEqual([
      'scores.tetris.modes.sprint[0].value: "1:01" is not a finite number; score dropped',
      'scores.puyo: "lots" is not an object; dropped',
    ]);
    expect(save.scores).toEqual({ tetris: { stats: tetris?.stats, modes: { sprint: [] } } });
  });

  it("migrates an older version with the injected steps, keeping the old save", async () => {
    const deps = freshDeps({
      migrations: {
        1: (old) => {
          const { prefs, ...rest } = old as { prefs: { delay: number } };
          return { ...rest, version: 2, settings: withTetris(defaultSettings(), { dasFrames: prefs.delay }), scores: {} };
        },
      },
    });
    const v1 = { schema: SAVE_SCHEMA, version: 1, prefs: { delay: 9 } };
    await set(SAVE_KEY, v1, deps.store);
    const { save, notices } = await loadSave(deps);
    expect(save).toEqual({ ...defaultSave(), settings: withTetris(defaultSettings(), { dasFrames: 9 }) });
    expect(notices).toEqual([`migrated from version 1; the version 1 save is kept under "save-v1-${NOW}"`]);
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: save, [`save-v1-${NOW}`]: v1 });
    // Current now: the build's own (empty) table is enough from here on.
    expect(await loadSave({ store: deps.store })).toEqual({ save, notices: [] });
  });

  it("loads a real version 1 save with the real 1 → 2 step: Tetris's values in its section (DAS and ARR from ms to frames), no repairs", async () => {
    const deps = freshDeps();
    const v1 = {
      schema: SAVE_SCHEMA,
      version: 1,
      settings: {
        das: 120,
        arr: 10,
        softDropFactor: 20,
        soundVolume: 0.4,
        musicVolume: 0.6,
        haptics: false,
        reducedMotion: "off",
        palette: "colorblind",
        touchControls: "buttons",
        handedness: "left",
      },
      scores: {},
    };
    await set(SAVE_KEY, v1, deps.store);
    const { save, notices } = await loadSave(deps);
    expect(notices).toEqual([`migrated from version 1; the version 1 save is kept under "save-v1-${NOW}"`]);
    // Version 1 had no rooms server: the default, with no notice.
    expect(save.settings.shared).toEqual({
      soundVolume: 0.4,
      haptics: false,
      reducedMotion: "off",
      palette: "colorblind",
      handedness: "left",
      renderer: "canvas",
      roomsServer: "",
    });
    expect(save.settings.games.tetris).toMatchObject({
      // 120 ms and 10 ms at 60 Hz: 7.2 and 0.6 frames; the milliseconds themselves are not kept.
      values: { dasFrames: 7.2, arrFrames: 0.6, softDropFactor: 20, allow180: true },
      touchControls: "buttons",
      keys: defaultSettings().games.tetris!.keys,
    });
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: save, [`save-v1-${NOW}`]: v1 });
  });

  it("loads a version 2 save written before the rooms server setting: the default server, no notice, the field stored", async () => {
    const deps = freshDeps();
    const olderShared: Record<string, unknown> = { ...someSettings.shared };
    delete olderShared.roomsServer;
    const older = { schema: SAVE_SCHEMA, version: 2, settings: { ...someSettings, shared: olderShared }, scores: someScores };
    await set(SAVE_KEY, older, deps.store);
    const { save, notices } = await loadSave(deps);
    expect(notices).toEqual([]);
    expect(save).toEqual({ ...defaultSave(), settings: someSettings, scores: someScores });
    expect(save.settings.shared.roomsServer).toBe("");
    // Not a migration (no backup): the save is completed in place.
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: save });
  });

  it("reports repairs after a migration", async () => {
    const deps = freshDeps({ migrations: { 1: (old) => ({ ...(old as object), version: 2, scores: {} }) } });
    await set(SAVE_KEY, { schema: SAVE_SCHEMA, version: 1, settings: withTetris(defaultSettings(), {}, { haptics: "on" }) }, deps.store);
    const { notices } = await loadSave(deps);
    expect(notices[0]).toMatch(/^migrated from version 1/);
    expect(notices.slice(1)).toEqual(['settings.shared.haptics: "on" is not true or false; reset to true']);
  });

  describe("a save from a newer version", () => {
    const newer = { schema: SAVE_SCHEMA, version: 3, settings: { das: 50, theme: "dark" }, scores: {}, cloud: { id: 7 } };

    it("is left in place and backed up once, and this session uses defaults", async () => {
      const deps = freshDeps();
      await set(SAVE_KEY, newer, deps.store);
      const first = await loadSave(deps);
      expect(first.save).toEqual(defaultSave());
      expect(first.notices).toHaveLength(1);
      expect(first.notices[0]).toContain("newer version of Pocket Arcade (save version 3; this app reads up to 2)");
      expect(keyInNotice(first.notices[0])).toBe(CORRUPT_KEY);
      expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: newer, [CORRUPT_KEY]: newer });
      const later = await loadSave({ ...deps, now: () => new Date("2030-01-01T00:00:00Z") });
      expect(later).toEqual(first);
      expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: newer, [CORRUPT_KEY]: newer });
    });

    it("is not overwritten by this build's saves", async () => {
      const deps = freshDeps();
      await set(SAVE_KEY, newer, deps.store);
      await expect(saveSettings(defaultSettings(), deps)).rejects.toThrow(InputError);
      await expect(saveScores({}, deps)).rejects.toSatisfy(
        (error) =>
          error instanceof InputError && error.where === "save" && error.message.startsWith("was written by a newer version of Pocket Arcade (save version 3)"),
      );
      expect(await get(SAVE_KEY, deps.store)).toEqual(newer);
    });
  });

  it("survives a store that cannot be read", async () => {
    const broken: UseStore = () => Promise.reject(new Error("disk on fire"));
    const { save, notices } = await loadSave({ store: broken });
    expect(save).toEqual(defaultSave());
    expect(notices).toEqual(["the save could not be read (disk on fire); this session uses default settings"]);
  });

  it("survives a store that cannot be written, leaving the stored value as it was", async () => {
    const deps = freshDeps();
    const readOnly: UseStore = (mode, callback) => (mode === "readwrite" ? Promise.reject(new Error("quota")) : deps.store(mode, callback));
    await set(SAVE_KEY, "garbage", deps.store);
    const unreadable = await loadSave({ ...deps, store: readOnly });
    expect(unreadable.save).toEqual(defaultSave());
    expect(unreadable.notices).toEqual([
      'the save was unreadable (it is "garbage", not a save object), and backing it up failed (quota); it was left as it is and this session uses default settings',
    ]);
    const damaged = { ...defaultSave(), settings: withTetris(someSettings, { arrFrames: -5 }) };
    await set(SAVE_KEY, damaged, deps.store);
    const repaired = await loadSave({ ...deps, store: readOnly });
    expect(repaired.save.settings).toEqual(withTetris(someSettings, { arrFrames: 2 }));
    expect(repaired.notices).toEqual([
      "settings.games.tetris.values.arrFrames: -5 is not a number from 0 to 12; set to 2",
      "the repaired save could not be stored (quota); it will be repaired again next start",
    ]);
    expect(await dump(deps.store)).toEqual({ [SAVE_KEY]: damaged });
  });

  it("uses idb-keyval's default store and the real clock when given no deps", async () => {
    expect(await loadSave()).toEqual({ save: defaultSave(), notices: [] });
  });
});

describe("saveSettings and saveScores", () => {
  it("each replace only their half of the save", async () => {
    const deps = freshDeps();
    await saveScores(someScores, deps);
    await saveSettings(someSettings, deps);
    expect(await get<SaveData>(SAVE_KEY, deps.store)).toEqual({ ...defaultSave(), settings: someSettings, scores: someScores });
    await saveScores({}, deps);
    expect(await get<SaveData>(SAVE_KEY, deps.store)).toEqual({ ...defaultSave(), settings: someSettings });
  });

  it("throw ProgrammingError on invalid data from code and write nothing", async () => {
    const deps = freshDeps();
    await expect(saveSettings(withTetris(defaultSettings(), {}, { soundVolume: 2 }), deps)).rejects.toThrow(
      "settings.shared.soundVolume: 2 is not a number from 0 to 1",
    );
    const badEntry = { value: 1, higherIsBetter: true, date: "now", seed: "" };
    await expect(saveScores({ tetris: { stats: { played: 1, timeMs: 0 }, modes: { m: [badEntry] } } }, deps)).rejects.toThrow(ProgrammingError);
    expect(await dump(deps.store)).toEqual({});
  });

  it("refuse to overwrite a save loadSave has not repaired yet", async () => {
    const deps = freshDeps();
    await set(SAVE_KEY, ["not", "a", "save"], deps.store);
    await expect(saveSettings(defaultSettings(), deps)).rejects.toThrow("load it with loadSave first");
    expect(await get(SAVE_KEY, deps.store)).toEqual(["not", "a", "save"]);
  });
});
