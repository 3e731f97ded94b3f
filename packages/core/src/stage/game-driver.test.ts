// @vitest-environment happy-dom
// A shown game with a driver (game-driver.ts): played, it steps on its clock, records its inputs
// and is kept by the session when they change; watched, it follows the viewer and its pause menu
// watches it again. With them, the session's own parts of a shown game: the pause menu's line of
// the game's mode and seed, Restart on that seed and the seed's share button.
import { describe, expect, test } from "vitest";
import { readKeptGame } from "../sim/kept-game.ts";
import type { GameRecord } from "../sim/record.ts";
import { playDriver, watchDriver } from "./game-driver.ts";
import type { GameDefinition, PlayScreen } from "./game-definition.ts";
import type { PanelPopup } from "./popups.ts";
import { mountToy, record, rules, tick } from "./testing/play-session-fixture.ts";

const screen = { view: {} } as unknown as PlayScreen;
const fresh: GameRecord = { ...record, seed: "n", inputs: [] };

describe("a game played on a driver", () => {
  test("steps on its clock, records what it applies, and the session keeps it when its moves change", async () => {
    const m = await mountToy();
    const driver = playDriver(rules, fresh, 10);
    m.session().show({ screen, driver });
    driver.update(250); // 2.5 steps of 100 ms
    expect(driver.game.frame).toBe(2);
    m.saves.keep.mockClear();
    m.session().changed(); // time passed, no move: nothing to keep yet
    expect(m.saves.keep).not.toHaveBeenCalled();
    expect(driver.input?.("add")).toBe(true);
    m.session().changed();
    expect(m.saves.keep).toHaveBeenCalledTimes(1);
    const [kept, seed] = m.saves.keep.mock.calls[0]! as [string, string];
    expect(seed).toBe("n");
    const read = readKeptGame(rules, kept);
    expect("kept" in read && read.kept.record.inputs).toEqual([{ frame: 2, action: "add" }]);
  });

  test("a new game shown forgets the one kept; a game continued from its record does not", async () => {
    const m = await mountToy();
    m.saves.clear.mockClear();
    m.session().show({ screen, driver: playDriver(rules, record, 60) });
    expect(m.saves.clear).not.toHaveBeenCalled();
    m.session().show({ screen, driver: playDriver(rules, fresh, 60) });
    expect(m.saves.clear).toHaveBeenCalledTimes(1);
  });

  test("continues a kept record where it stopped, and is over (no pause menu) once its game is", async () => {
    const m = await mountToy();
    const driver = playDriver(rules, record, 60);
    expect(driver.game.frame).toBe(1);
    m.session().show({ screen, driver });
    expect(m.session().shown?.over?.()).toBe(false);
    driver.game.over = true;
    expect(m.pause()).toBeNull();
  });

  test("watched, it follows the viewer, is never over, and its pause menu watches it from the start", async () => {
    const m = await mountToy();
    const watched = { ...record, seed: "w" };
    const driver = watchDriver(m.session().viewer(rules, watched, 60), watched);
    m.session().show({ screen, driver });
    await tick();
    expect([m.host.dataset.seed, m.host.dataset.watching]).toEqual(["w", "yes"]);
    driver.update(1000);
    expect(driver.game.frame).toBeGreaterThan(0);
    expect(driver.input).toBeUndefined();
    driver.game.over = true;
    m.pause();
    expect(m.ids()).toEqual(["resume", "restart", "quit"]);
    expect(m.panel()?.textContent).toContain("Replay · seed w");
    m.saves.keep.mockClear();
    m.session().keep(); // a watched record is nobody's game to continue
    expect(m.saves.keep).not.toHaveBeenCalled();
  });
});

describe("what the session says of the game shown", () => {
  test("the pause menu names the mode and the game's own seed, and Restart plays that seed", async () => {
    const m = await mountToy();
    m.session().show({ screen, driver: playDriver(rules, fresh, 60) });
    expect(m.session().seed).toBe("n");
    m.pause();
    expect(m.panel()?.textContent).toContain("Points · seed n");
    await m.click("restart");
    expect(m.started).toEqual(["points s", "points n"]);
  });

  test("a game that keeps no record (a lab) has no Restart unless it gives one", async () => {
    const lab = { rules: undefined } as unknown as Partial<GameDefinition>; // the toy without its record contract
    const m = await mountToy({ definition: lab });
    m.pause();
    expect(m.ids()).toEqual(["resume", "quit"]);
  });

  test("the restart key plays the same restart as the menu's", async () => {
    const m = await mountToy();
    m.session().show({ screen, driver: playDriver(rules, fresh, 60) });
    m.press("restart");
    await tick();
    expect(m.started).toEqual(["points s", "points n"]);
  });

  test("a game's title line names its mode by title, and the seed's button shares a new game of the mode on it", async () => {
    const m = await mountToy();
    expect(m.session().gameTitle({ mode: "practice", seed: "x" })).toBe("Practice · seed x");
    expect(m.session().gameTitle({ mode: "gone", seed: "x" })).toBe("gone · seed x");
    const item = m.session().seedItem("x", "Share this wall");
    expect([item.id, item.label]).toEqual(["share", "Share this wall"]);
    item.run(null as unknown as PanelPopup);
    await tick();
    expect(m.links).toEqual([{ mode: "points", seed: "x" }]);
    expect(m.panel()?.textContent).toContain("Share this wall");
    expect(m.session().seedItem("y").label).toBe("Share this seed");
  });
});
