// The Mahjong trainer as a player meets it on a phone: a shared analyser link shows the hand's
// shanten, and in solo practice a tap on a tile discards it and the next tile is drawn.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";

async function state(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

export const tests: E2eTest[] = [
  {
    name: "mahjong: an analyser link shows the hand's shanten; a tap in practice discards and draws",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=1111m123p112233s`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "1111m123p112233s");
        assert.equal((await state(page)).shanten, "1", "the reference sheet's trap hand is 1-shanten");

        await page.goto(`${ORIGIN}/#/mahjong?mode=practice&seed=e2e`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForTimeout(500);
        // The first hand tile sits at the left of the hand row (y ≈ 120–150 on a 390-wide phone).
        await page.touchscreen.tap(24, 134);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === "1");
        assert.equal((await state(page)).draws, "2", "the discard is followed by the next draw");
      });
    },
  },
];
