// The Puyo field editor and calculator as a player on a phone meets them: a shared position with
// its pairs opens in the editor, the chain odds are computed in the worker through the real
// buttons (the answer checked against the CLI's) and listed per placement; the chain plays step by
// step, and Share gives a link that carries the field and the pairs.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, ready, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";
/** 26 puyos, nothing pops; `pnpm arcade puyo prob --field … --pair RG --next BY --moves 3 --chain 2` says 3/4. */
const MID_GAME = "G.....BG...YBYR.YGRRYGGBRYBBGB";

/** The centre of an editor button (row 0: Chain Step Speed Clear; row 1: Odds Import Practice Share), as editor.ts lays them out. */
async function editorButton(page: Page, row: number, column: number): Promise<{ x: number; y: number }> {
  const canvas = await page.waitForSelector(`${GAME} canvas`);
  const box = (await canvas.boundingBox())!;
  const s = Math.min(48, (box.width - 24) / 7);
  // The odds legend (32 px) sits between the field and the swatches.
  const controls = 12 + 32 + s + 10 + 44 * 2 + 8 + 12;
  const cell = Math.max(16, Math.floor(Math.min((box.width - 24) / 7.9, (box.height - 66 - controls) / 13)));
  const buttonsY = 66 + cell * 13 + 12 + 32 + s + 10;
  const bw = Math.min(120, (box.width - 24) / 4);
  const left = (box.width - bw * 4) / 2;
  return { x: box.x + left + (column + 0.5) * bw, y: box.y + buttonsY + row * 52 + 22 };
}

async function tapButton(page: Page, row: number, column: number): Promise<void> {
  const p = await editorButton(page, row, column);
  await page.touchscreen.tap(p.x, p.y);
}

export const tests: E2eTest[] = [
  {
    name: "puyo editor: the chain odds of a shared position, computed in the worker through the buttons (phone)",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/puyo?mode=editor&seed=e2e&field=${MID_GAME}&pairs=RG,BY`);
        await ready(page);
        await page.waitForSelector(`${GAME}[data-mode='editor'] canvas`);
        assert.equal(await page.getAttribute(GAME, "data-pairs"), "RG,BY");
        // Odds → the settings panel → Calculate: the worker's answer, exact.
        await tapButton(page, 1, 0);
        await page.waitForSelector("[data-panel='odds'] button[data-id='calculate']");
        await page.click("[data-panel='odds'] button[data-id='calculate']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.fraction, undefined, {
          timeout: 30_000,
        });
        assert.equal(await page.getAttribute(GAME, "data-fraction"), "3/4");
        await page.waitForTimeout(300);
        await page.screenshot({ path: "/tmp/pa-puyo-odds-390.png" });
        // The legend is reported as text (the layout test keeps toasts off it), under the field.
        const [, legendY] = ((await page.getAttribute(GAME, "data-text-rect")) ?? "").split(",").map(Number);
        const [, fieldY, , fieldH] = ((await page.getAttribute(GAME, "data-field-rect")) ?? "").split(",").map(Number);
        assert.ok(legendY! >= fieldY! + fieldH!, "the legend sits under the field");
        // The panel now lists the best placements first (3R: axis in column 3, child to its right).
        await tapButton(page, 1, 0);
        const panel = await page.waitForSelector("[data-panel='odds']");
        assert.match((await panel.textContent()) ?? "", /3R\s+75\.00%/);
        await page.click("[data-panel='odds'] button[data-id='back']");
      });
    },
  },
  {
    name: "puyo editor: the chain step by step and a share link with the pairs (phone)",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        // The reference sheet's 2-chain (360 points), opened from a link.
        await page.goto(`${ORIGIN}/#/puyo?mode=editor&seed=e2e&field=B.....RBB...RRRB..&pairs=RG`);
        await ready(page);
        await page.waitForSelector(`${GAME}[data-field='B.....RBB...RRRB..'] canvas`);
        await tapButton(page, 0, 1); // Step: the chain is worked out and shown frame by frame
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.chains === "2");
        assert.equal(await page.getAttribute(GAME, "data-chain-score"), "360");
        // Share: the link carries the field and the pairs.
        await tapButton(page, 1, 3);
        const share = await page.waitForSelector("[data-panel='share'] textarea");
        const text = await share.inputValue();
        assert.match(text, /field=B\.{5}RBB\.{3}RRRB\.\./);
        assert.match(text, /pairs=RG/);
        assert.match(text, /puyop\.com\/s\//);
      });
    },
  },
];
