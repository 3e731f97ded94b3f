// The Shuffle Lab as a player meets it: build a routine with the keyboard, read the exact
// distance to random for riffles, and see a typed routine with a mistake refused with a reason.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";

const LAB = "[data-game-ready]";

async function labState(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

export const tests: E2eTest[] = [
  {
    name: "cards: four riffles from the keyboard give an exact distance to random, a typo in a typed routine is refused",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        await page.click(".game-card[data-game='cards'] .game-open");
        await page.waitForSelector(`${LAB} canvas`);
        await dismissHint(page);
        for (let i = 0; i < 4; i++) await page.keyboard.press("r");
        await page.waitForFunction(() => /R/.test(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.routine ?? ""));
        const state = await labState(page);
        assert.equal(state.exact, "true", `a riffle-only routine has an exact distance (${JSON.stringify(state)})`);
        const bound = Number(state.tvLowerBound);
        assert.ok(bound > 0.5 && bound < 1, `four riffles of 60 cards are still far from random (TV ${bound})`);
        assert.equal(Number(state.seconds), 28, "four riffles cost 4 × 7 s");
        await page.keyboard.press("Escape");
        await page.waitForSelector(".arcade-popup button[data-id='type']");
        await page.click(".arcade-popup button[data-id='type']");
        await page.waitForSelector(".arcade-popup textarea");
        await page.fill(".arcade-popup textarea", "H10 X R");
        await page.click(".arcade-popup button[data-id='submit']");
        assert.match((await page.textContent(".arcade-popup p.problem")) ?? "", /X/);
      });
    },
  },
];
