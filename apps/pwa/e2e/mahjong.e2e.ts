// The Mahjong trainer as a player meets it on a phone: a shared analyser link (with calls) shows
// the hand's shanten; in solo practice a touch lifts a (large, two-row) hand tile, a second touch
// discards it and the next tile is drawn, and a reload brings the same hand back.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";

async function state(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

export const tests: E2eTest[] = [
  {
    name: "mahjong: analyser links (with calls) show shanten; a practice tap discards and draws; a reload resumes the hand",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=1111m123p112233s`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "1111m123p112233s");
        assert.equal((await state(page)).shanten, "1", "the reference sheet's trap hand is 1-shanten");

        // 45m 678p 11s with a chi and a closed kan: 7 concealed tiles, tenpai on 3m/6m.
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=${encodeURIComponent("45m678p11s [789s] (1111z)")}`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "45m678p11s [789s] (1111z)");
        assert.equal((await state(page)).shanten, "0", "a 7-tile hand with two calls is analysed as tenpai");

        await page.goto(`${ORIGIN}/#/mahjong?mode=practice&seed=e2e`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.draws === "1");
        // The hand's first tile: top-left of the two hand rows (tiles ~46 px wide from y ≈ 132).
        // A first touch lifts it (nothing discarded yet), a second touch discards it.
        await page.touchscreen.tap(34, 165);
        await page.waitForTimeout(400);
        assert.equal((await state(page)).discards, "0", "a first touch only selects the tile");
        await page.touchscreen.tap(34, 165);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === "1");
        assert.equal((await state(page)).draws, "2", "the discard is followed by the next draw");

        await page.reload();
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards !== undefined);
        const resumed = await state(page);
        assert.equal(resumed.discards, "1", "the reload resumes the hand with its discard");
        assert.equal(resumed.draws, "2");
      });
    },
  },
];
