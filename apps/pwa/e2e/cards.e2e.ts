// The Shuffle Lab as a player meets it: build a routine with the keyboard, read the exact
// distance to random for riffles, zoom the heatmap with the wheel, and see a typed routine with a
// mistake refused with a reason; on a phone: a broken link explained, a pinch zoom, the paper's
// experiments ranked in the worker and a ranked routine opened with a tap.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";

const LAB = "[data-game-ready]";

async function labState(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

/** The heatmap's frame on the screen, as the lab reports it. */
async function mapBox(page: Page): Promise<{ x: number; y: number; size: number }> {
  const [x, y, size] = (await labState(page)).mapBox!.split(",").map(Number) as [number, number, number];
  return { x, y, size };
}

async function zoomAbove(page: Page, value: number): Promise<void> {
  await page.waitForFunction((v) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.zoom) > v, value, { timeout: 5000 });
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
        // The mouse wheel zooms the heatmap; its Reset button (top right of the map) zooms out.
        const box = await mapBox(page);
        await page.mouse.move(box.x + box.size / 2, box.y + box.size / 2);
        await page.mouse.wheel(0, -400);
        await zoomAbove(page, 1.5);
        await page.mouse.click(box.x + box.size - 33, box.y + 19);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.zoom === "1.00");
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
  {
    name: "cards on a phone: a broken link names the place, a pinch zooms the heatmap, the 60 s ranking opens a routine with a tap",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page, context) => {
        await page.goto(`${ORIGIN}/#/cards?mode=lab&seed=e2e&routine=R3%20Q%20H`);
        await ready(page);
        await page.waitForSelector(".arcade-popup[data-panel='problem']");
        assert.match((await page.textContent(".arcade-popup[data-panel='problem']")) ?? "", /column 4.*"Q"/);
        await page.click(".arcade-popup button[data-id='fallback']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.screen === "lab");

        // Two fingers spread apart over the heatmap.
        const box = await mapBox(page);
        const cx = box.x + box.size / 2;
        const cy = box.y + box.size / 2;
        const cdp = await context.newCDPSession(page);
        const fingers = (d: number) => [
          { x: cx - d, y: cy, id: 1 },
          { x: cx + d, y: cy, id: 2 },
        ];
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(15) });
        for (let d = 25; d <= 75; d += 10) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(d) });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await zoomAbove(page, 2);

        // The paper's experiments: best within 60 s, ranked in the worker.
        await page.click(".arcade-pause-button");
        await page.click(".arcade-popup button[data-id='rank']");
        await page.waitForFunction(() => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.rankCount) > 5, null, { timeout: 30_000 });
        const ranked = await labState(page);
        assert.equal(ranked.screen, "rank");
        assert.equal(ranked.rankTitle, "Best within 60 s");
        assert.match(ranked.rankTop!, /R8/, `eight riffles guarantee the most within 60 s (${ranked.rankTop})`);
        const [x, y] = ranked.rankFirstRow!.split(",").map(Number) as [number, number];
        await page.touchscreen.tap(x, y);
        await page.waitForFunction(
          (top) => {
            const d = document.querySelector<HTMLElement>("[data-game-ready]")?.dataset;
            return d?.screen === "lab" && d.routine === top;
          },
          ranked.rankTop,
          { timeout: 5000 },
        );
      });
    },
  },
];
