// Tetris's assists as a player meets them: the placement advisor (key H) draws its suggestion,
// the suggested move is played, and the result says it was assisted; on a phone the bot plays
// from the current position through the tools column and gives control back; a replay speeds up.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { canvasPixels, ORIGIN, ready, withPage, type E2eTest } from "./harness.ts";
import { waitForGo } from "./tetris-play.ts";

/** The game's host element: the game reports its state there as data-* attributes. */
const GAME = "[data-game-ready]";

const data = async (page: Page, name: string) => (await page.getAttribute(GAME, `data-${name}`)) ?? "";

async function waitForData(page: Page, name: string, test: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    ([attr, pattern]) => new RegExp(pattern!).test(document.querySelector<HTMLElement>("[data-game-ready]")?.getAttribute(attr!) ?? ""),
    [`data-${name}`, test],
    { timeout },
  );
}

/** The first-run hint always shows on a fresh profile; on a loaded machine it can take a while. */
async function dismissHint(page: Page): Promise<void> {
  await page.click(".arcade-popup[data-panel='hint'] button[data-id='ok']", { timeout: 30_000 });
}

/** Near-white pixels on the game canvas (the advisor's dotted ghost is white). */
async function whitePixels(page: Page): Promise<number> {
  return (await canvasPixels(page)).white;
}

/** Engine actions → the default keys (a DAS to a wall is a long press; a sonic drop a held soft drop). */
async function play(page: Page, actions: readonly string[]): Promise<void> {
  const taps: Record<string, string> = { left: "ArrowLeft", right: "ArrowRight", cw: "ArrowUp", ccw: "z", "180": "a", hold: "c", hardDrop: "Space" };
  const holds: Record<string, [string, number]> = { leftWall: ["ArrowLeft", 400], rightWall: ["ArrowRight", 400], sonicDrop: ["ArrowDown", 1500] };
  for (const action of actions) {
    if (taps[action]) {
      await page.keyboard.press(taps[action]);
    } else {
      const [key, ms] = holds[action]!;
      await page.keyboard.down(key);
      await page.waitForTimeout(ms);
      await page.keyboard.up(key);
    }
    await page.waitForTimeout(30);
  }
}

export const tests: E2eTest[] = [
  {
    name: "the advisor (key H) draws its suggestion and the why panel its reasons; playing it, then topping out, gives an assisted result; the replay plays at 2×",
    async run() {
      await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon&seed=assist-e2e`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await waitForData(page, "pieces", "^0$");
        await waitForGo(page);
        await page.waitForTimeout(500); // the GO! banner (white too) is gone 350 ms into play
        const before = await whitePixels(page);
        assert.equal(await data(page, "assisted"), "no");
        await page.keyboard.press("h");
        await waitForData(page, "advice", "hardDrop$");
        assert.equal(await data(page, "advisor"), "on");
        assert.equal(await data(page, "assisted"), "yes");
        const drawn = await whitePixels(page);
        assert.ok(drawn > before + 200, `the suggestion is drawn in white dots (${before} → ${drawn} white pixels)`);

        await play(page, (await data(page, "advice")).split(" "));
        await waitForData(page, "pieces", "^1$");
        await waitForData(page, "advice", "hardDrop$"); // advice for the next piece, at once

        // The why panel (pause menu): the features of the top candidates, beside the board.
        await page.keyboard.press("Escape");
        await page.click(".arcade-popup button[data-id='why']");
        await page.waitForSelector(".tetris-why table");
        assert.match((await page.textContent(".tetris-why")) ?? "", /Holes.*Height/s);

        for (let i = 0; i < 60 && (await page.$(".arcade-popup[data-panel='results']")) === null; i++) {
          await page.keyboard.press("Space");
          await page.waitForTimeout(60);
        }
        const results = (await page.textContent(".arcade-popup[data-panel='results']")) ?? "";
        assert.match(results, /Assisted \(advisor, why panel\)/);
        assert.match(results, /Finesse: \d+ faults? · \d+ % of \d+ pieces perfect/);
        assert.match(results, /Personal best #1, marked \(assisted\)/);

        await page.click(".arcade-popup button[data-id='watch']");
        // Watching has core's replay bar only (no assist tools).
        const speed = "[data-role='replay-bar'] button[data-action='replay-speed']";
        await page.waitForSelector(speed);
        assert.equal(await page.$(".arcade-action-bar button[data-id='bot-toggle']"), null);
        await page.click(speed);
        await waitForData(page, "replay-speed", "^2$");
        assert.equal(await page.textContent(speed), "2×");

        await page.goto(`${ORIGIN}/#/scores`);
        await ready(page);
        assert.match((await page.textContent("body")) ?? "", /\(assisted\)/);
      });
    },
  },
  {
    name: "on a phone the bot plays from the current position at a chosen speed and gives control back",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=assist-phone`);
        await ready(page);
        await dismissHint(page);
        await page.waitForSelector("button[data-id='bot-toggle']");
        await page.tap("button[data-id='bot-toggle']");
        await waitForData(page, "autoplay", "^on$");
        await page.tap("button[data-id='bot-speed']"); // 2/s → 5/s
        assert.equal(await page.textContent("button[data-id='bot-speed']"), "5/s");
        await waitForData(page, "pieces", "^([4-9]|\\d\\d+)$", 15_000);
        assert.equal(await data(page, "assisted"), "yes");
        await page.tap("button[data-id='bot-toggle']"); // "Take over"
        await waitForData(page, "autoplay", "^off$");
        const pieces = Number(await data(page, "pieces"));
        await page.waitForTimeout(1000);
        assert.equal(Number(await data(page, "pieces")), pieces, "zen has no gravity: nothing locks once the player has control");
      });
    },
  },
];
