// The Shuffle Lab as a player meets it: build a routine with the keyboard, read the exact
// distance to random for riffles, zoom the heatmap with the wheel, save its numbers as CSV, and
// see a typed routine with a mistake refused with a reason; on a phone: a broken link explained, a
// pinch zoom, the paper's experiments ranked in the worker and a ranked routine opened with a tap.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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
        assert.ok(bound > 0.5 && bound <= 1, `four riffles of 52 cards are still far from random (TV ${bound})`);
        assert.equal(Number(state.seconds), 28, "four riffles cost 4 × 7 s");
        // Four more: eight riffles of the default 52-card deck are 0.167 from random (Bayer–Diaconis
        // 1992, table 1). The results are text in the page, in words with the figure.
        for (let i = 0; i < 4; i++) await page.keyboard.press("r");
        await page.waitForFunction(() => {
          const d = document.querySelector<HTMLElement>("[data-game-ready]")?.dataset;
          return d?.routine === "R8" && d.measured === "true";
        });
        const results = (await page.textContent("[data-game-ready] .cards-results")) ?? "";
        assert.match(results, /After 8 riffles the deck is close to random: a sharp observer tells it from a perfectly shuffled deck 58\.4 % of the time/);
        assert.match(results, /TV distance 0\.1672, exact/);
        assert.match(results, /Runs of cards still in their starting order: [\d.]+ per deck \(a random deck: 26\.5\)/);
        // The plot as a table (0 to 8 shuffles) and the live region's sentence once measured.
        const plotRows = await page.$$eval("[data-game-ready] .cards-results table tbody tr", (rows) => rows.map((r) => r.textContent ?? ""));
        assert.equal(plotRows.length, 9, `one row per shuffle count, 0 to 8 (${plotRows.join(" | ")})`);
        assert.match(plotRows[8]!, /^8560\.1672, exact$/);
        assert.match(
          (await page.textContent("[data-game-ready] .cards-results [role='status']")) ?? "",
          /^Riffle ×8 \(R8\), measured on [\d,]+ decks\. After 8 riffles the deck is close to random/,
        );
        // Each figure opens its one-line meaning, from the keyboard too.
        await page.focus(`${LAB} .cards-results button.cards-figure`);
        await page.keyboard.press("Enter");
        assert.match((await page.textContent(`${LAB} .cards-figure-meaning:not([hidden])`)) ?? "", /^TV distance: 0 is a perfectly random deck/);
        // One tap switches to the paper's 60-card deck and keeps the routine: eight riffles of 60
        // cards are 0.2069 from random (the README's findings).
        await page.click(".arcade-action-bar button[data-id='cards']");
        await page.waitForFunction(() => {
          const d = document.querySelector<HTMLElement>("[data-game-ready]")?.dataset;
          return d?.cards === "60" && d.routine === "R8";
        });
        await page.waitForFunction(() => /TV distance 0\.2069, exact/.test(document.querySelector("[data-game-ready] .cards-results")?.textContent ?? ""));
        assert.equal(await page.getAttribute(".arcade-action-bar button[data-id='cards']", "aria-pressed"), "true");
        // The lab's tools are on the shell's button bar: Undo takes a riffle off, Deck is a toggle.
        await page.click(".arcade-action-bar button[data-id='undo']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.routine === "R7");
        await page.click(".arcade-action-bar button[data-id='deck']");
        assert.equal(await page.getAttribute(".arcade-action-bar button[data-id='deck']", "aria-pressed"), "true");
        await page.click(".arcade-action-bar button[data-id='deck']");
        // The mouse wheel zooms the heatmap; its Reset button (top right of the map) zooms out.
        const box = await mapBox(page);
        await page.mouse.move(box.x + box.size / 2, box.y + box.size / 2);
        await page.mouse.wheel(0, -400);
        await zoomAbove(page, 1.5);
        await page.mouse.click(box.x + box.size - 33, box.y + 19);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.zoom === "1.00");
        await page.keyboard.press("Escape");
        await page.waitForSelector(".arcade-popup button[data-id='type']");
        // The numbers as CSV from the menu, a file named after the routine (lab-exports.ts).
        const [csv] = await Promise.all([page.waitForEvent("download"), page.click(".arcade-popup button[data-id='csv']")]);
        assert.equal(csv.suggestedFilename(), "shuffle-R7.csv");
        const rows = readFileSync(await csv.path(), "utf8")
          .split("\n")
          .filter((line) => line.split(",").length === 61);
        assert.equal(rows.length, 61, "the heatmap's header and its 60 rows of 60 probabilities");
        await page.click(".arcade-popup button[data-id='type']");
        await page.waitForSelector(".arcade-popup textarea");
        await page.fill(".arcade-popup textarea", "H10 X R");
        await page.click(".arcade-popup button[data-id='submit']");
        assert.match((await page.textContent(".arcade-popup p.problem")) ?? "", /X/);
      });
    },
  },
  {
    name: "cards: a link that names the 60-card deck opens the lab with it",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/cards?mode=lab&seed=e2e&routine=R8&cards=60`);
        await ready(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.routine === "R8");
        // Eight riffles of 60 cards are exactly 0.207 from random (the README's findings).
        await page.waitForFunction(() => /TV distance 0\.2069, exact/.test(document.querySelector("[data-game-ready] .cards-results")?.textContent ?? ""));
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
        // The ranking as text for a screen reader: the table's first row and the live region.
        const firstRow = (await page.textContent("[data-game-ready] .cards-ranking tbody tr")) ?? "";
        // Written out, its shorthand after: "1cut, riffle ×8, cut (C R8 C)60…".
        assert.ok(firstRow.startsWith("1") && firstRow.includes(`(${ranked.rankTop})`), `the text table's first row is the top routine (${firstRow})`);
        assert.match((await page.textContent("[data-game-ready] .cards-ranking [role='status']")) ?? "", /^Ranking finished: Best within 60 s\. First: /);
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
