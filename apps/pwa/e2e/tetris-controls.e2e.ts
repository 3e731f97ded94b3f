// Tetris's handling and touch controls as a player sets them: a DAS typed into Settings in frames
// (a bad one refused with the reason, the saved one kept; a good one played with: a held arrow's
// first auto-shift comes that many frames after its first move), and the optional 180° touch
// button turning the piece half a turn. Also a screenshot of the Settings screen on a phone.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, gameData, ready, withPage, type E2eTest } from "./harness.ts";
import { waitForGo } from "./tetris-play.ts";

const GAME = "[data-game-ready]";
const SHOTS = process.env.E2E_SHOTS ?? "";

/** Types `text` into a number setting and commits it (leaving the field), as a player does. */
async function typeSetting(page: Page, id: string, text: string): Promise<void> {
  await page.fill(`#${id}`, text);
  await page.press(`#${id}`, "Enter");
  await page.waitForTimeout(300); // the save is asynchronous
}

/**
 * Holds ArrowLeft in a fresh zen game and returns the frames from the press's own move to the
 * first auto-shift, from what the game reports after every frame (`data-frame`, and `data-active`:
 * "type x y rotation"). A slow browser may play several frames in one animation frame, so the
 * frames are read from the attribute changes one by one (each change's value is the next one's
 * old value), not from the values at the end of it.
 */
async function framesToFirstAutoShift(page: Page): Promise<number> {
  await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=das`);
  await page.waitForSelector(GAME);
  await dismissHint(page);
  await waitForGo(page);
  await page.evaluate(() => {
    const host = document.querySelector<HTMLElement>("[data-game-ready]")!;
    const changes: { name: string; old: string | null }[] = [];
    new MutationObserver((records) => {
      for (const r of records) changes.push({ name: r.attributeName!, old: r.oldValue });
    }).observe(host, { attributes: true, attributeOldValue: true, attributeFilter: ["data-frame", "data-active"] });
    (window as unknown as { dasChanges: typeof changes }).dasChanges = changes;
  });
  const start = Number(await gameData(page, "frame"));
  await page.keyboard.down("ArrowLeft");
  await page.waitForFunction((end) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.frame) > end, start + 45, { timeout: 15_000 });
  await page.keyboard.up("ArrowLeft");
  // Every frame where the piece's column changed, as [frame, x].
  const moves = await page.evaluate(() => {
    const host = document.querySelector<HTMLElement>("[data-game-ready]")!;
    const changes = (window as unknown as { dasChanges: { name: string; old: string | null }[] }).dasChanges;
    // Each change's new value: the old value of the next change of the same attribute (the last: now).
    const latest = new Map<string, string>();
    const after: string[] = [];
    for (let i = changes.length - 1; i >= 0; i--) {
      const name = changes[i]!.name;
      after[i] = latest.get(name) ?? host.getAttribute(name) ?? "";
      latest.set(name, changes[i]!.old ?? "");
    }
    const found: [number, number][] = [];
    let frame = 0;
    for (let i = 0; i < changes.length; i++) {
      if (changes[i]!.name === "data-frame") frame = Number(after[i]);
      else if (after[i]!.split(" ")[1] !== (changes[i]!.old ?? "").split(" ")[1]) found.push([frame, Number(after[i]!.split(" ")[1])]);
    }
    return found;
  });
  assert.ok(moves.length >= 2, `the held arrow moved the piece at least twice: ${JSON.stringify(moves)}`);
  const [[pressed, from], [shifted, to]] = moves as [[number, number], [number, number], ...unknown[]];
  assert.equal(to, from - 1, `one column at a time to the left: ${JSON.stringify(moves)}`);
  return shifted - pressed;
}

export const tests: E2eTest[] = [
  {
    name: "a DAS typed in frames takes effect: a held arrow auto-shifts 10 frames (167 ms) after its first move, then 24 frames when 24 is typed",
    async run() {
      await withPage({}, async (page) => {
        for (const das of [10, 24]) {
          await page.goto(`${ORIGIN}/#/settings`);
          await ready(page);
          await typeSetting(page, "tetris-dasFrames", String(das));
          assert.equal(await page.inputValue("#tetris-dasFrames"), String(das));
          const frames = await framesToFirstAutoShift(page);
          // The game steps on simulation time, so the delay is the DAS to within a frame.
          assert.ok(Math.abs(frames - das) <= 1, `DAS ${das} f: the first auto-shift came ${frames} frames after the press`);
        }
      });
    },
  },
  {
    name: "a bad DAS is refused with the reason, and the saved one stays",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await typeSetting(page, "tetris-dasFrames", "fast");
        assert.match((await page.textContent("#tetris-dasFrames-error")) ?? "", /"fast" is not a number; enter one from 0 to 30 f\. Kept 10 f\./);
        await page.reload();
        await ready(page);
        assert.equal(await page.inputValue("#tetris-dasFrames"), "10");
      });
    },
  },
  {
    name: "on a phone the 180° touch button (a setting, off by default) rotates the piece half a turn",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.selectOption("#tetris-touchControls", "buttons");
        await page.waitForTimeout(300);
        await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=turn`);
        await page.waitForSelector(".arcade-touch-buttons button[data-action='hardDrop']");
        assert.equal(await page.$("button[data-action='rotate180']"), null, "no 180° button by default");
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.check("#tetris-touch180");
        await page.waitForTimeout(300);
        // The Tetris section's handling fields, as a phone shows them (E2E_SHOTS: a folder to keep it in).
        await page.locator("#tetris-dasFrames").scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/tetris-settings-390x844.png` });
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon&seed=turn`);
        await page.waitForSelector(".arcade-touch-buttons button[data-action='rotate180']");
        await dismissHint(page);
        await waitForGo(page);
        const before = (await page.getAttribute(GAME, "data-active")) ?? "";
        await page.tap("button[data-action='rotate180']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.active?.split(" ")[3] !== "0");
        const after = (await page.getAttribute(GAME, "data-active")) ?? "";
        assert.equal(before.split(" ")[3], "0", `spawned in rotation 0: ${before}`);
        assert.equal(after.split(" ")[3], "2", `turned half a turn: ${after}`);
      });
    },
  },
];
