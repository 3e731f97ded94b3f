// Tetris's handling and touch controls as a player sets them: a DAS typed into Settings in frames
// (a bad one refused with the reason, the saved one kept), and the optional 180° touch button
// turning the piece half a turn. Also a screenshot of the Settings screen on a phone.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";
import { waitForGo } from "./tetris-play.ts";

const GAME = "[data-game-ready]";
const SHOTS = process.env.E2E_SHOTS ?? "";

/** Types `text` into a number setting and commits it (leaving the field), as a player does. */
async function typeSetting(page: Page, id: string, text: string): Promise<void> {
  await page.fill(`#${id}`, text);
  await page.press(`#${id}`, "Enter");
  await page.waitForTimeout(300); // the save is asynchronous
}

export const tests: E2eTest[] = [
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
