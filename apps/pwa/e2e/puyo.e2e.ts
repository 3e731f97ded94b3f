// Puyo Puyo as a player meets it: a practice position from a link, a pair placed with the keys
// that completes four reds, the chain resolved, scored and shown; and the phone layout.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, ready, withPage, type E2eTest } from "./harness.ts";

/** The game's host element: the game reports its state there as data-* attributes. */
const GAME = "[data-game-ready]";

async function waitForPlaced(page: Page, count: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.placed ?? -1) >= n, count, { timeout });
}

export const tests: E2eTest[] = [
  {
    name: "puyo: a scripted chain from a shared practice field, through the real UI",
    async run() {
      // Seed "abc" deals G (axis) + R (child) first: turned left and moved to column 5, the red
      // child lands in column 4 next to RRR and pops them (1 chain, 40 points).
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/puyo?mode=practice&seed=abc&field=RRR...`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await waitForPlaced(page, 0);
        for (const key of ["z", "ArrowRight", "ArrowRight", "Space"]) await page.keyboard.press(key);
        await waitForPlaced(page, 1);
        assert.equal(await page.getAttribute(GAME, "data-chain"), "1");
        assert.equal(await page.getAttribute(GAME, "data-score"), "40");
      });
    },
  },
  {
    name: "puyo: on a phone the buttons drop a pair and nothing scrolls sideways",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.selectOption("#puyo-touchControls", "buttons");
        await page.waitForTimeout(300);
        await page.goto(`${ORIGIN}/#/puyo?mode=endless&seed=phone`);
        await page.waitForSelector(".arcade-touch-buttons button[data-action='hardDrop']");
        await waitForPlaced(page, 0);
        await page.tap("button[data-action='left']");
        await page.tap("button[data-action='hardDrop']");
        await waitForPlaced(page, 1);
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, "no sideways scrolling in the game");
      });
    },
  },
];
