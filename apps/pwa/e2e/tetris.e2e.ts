// Tetris as a player meets it: on-screen buttons on a phone, a whole Sprint played by keys, the
// pause menu's share/fumen/practice, a lost GPU context, the phone layout and the first-run hint.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, canvasColours, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";
import { planSprint } from "./sprint-plan.ts";
import { waitForGo } from "./tetris-play.ts";

/** The game's host element: the game reports its state there as data-* attributes. */
const GAME = "[data-game-ready]";

/** Waits until the Tetris game on the page has locked at least `count` pieces. */
async function waitForPieces(page: Page, count: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.pieces ?? -1) >= n, count, { timeout });
}

const KEYS: Record<string, string> = { left: "ArrowLeft", right: "ArrowRight", cw: "ArrowUp", ccw: "z", hardDrop: "Space", hold: "c" };

export const tests: E2eTest[] = [
  {
    name: "on a phone the on-screen buttons appear and play",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.selectOption("#tetris-touchControls", "buttons");
        await page.waitForTimeout(300);
        await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=phone`);
        await page.waitForSelector(".arcade-touch-buttons button[data-action='hardDrop']");
        await waitForGo(page);
        const before = Number((await page.getAttribute(GAME, "data-pieces")) ?? "0");
        await page.tap("button[data-action='left']");
        await page.tap("button[data-action='hardDrop']");
        await waitForPieces(page, before + 1);
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, "no sideways scrolling in the game");
      });
    },
  },
  {
    name: "a scripted Sprint through the real UI: 40 lines, a result, a saved replay that plays back",
    async run() {
      const seed = "e2e-sprint";
      const plan = planSprint(seed);
      await withPage({}, async (page) => {
        // The plan taps each key once. A tap is a keydown and a keyup sent one after the other; on
        // a loaded machine they can arrive more than the default DAS (10 frames, 167 ms of game time) apart,
        // and the piece would then slide to the wall. A player with the longest DAS never sees that.
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.$eval("#tetris-dasFrames", (input: HTMLInputElement) => {
          input.value = "30";
          input.dispatchEvent(new Event("change"));
        });
        await page.waitForTimeout(300); // the save is asynchronous
        await page.goto(`${ORIGIN}/#/tetris?mode=sprint&seed=${seed}`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        const pieces = async () => Number((await page.getAttribute(GAME, "data-pieces")) ?? "0");
        await waitForGo(page);
        for (const [i, actions] of plan.entries()) {
          for (const action of actions) await page.keyboard.press(KEYS[action]!);
          await waitForPieces(page, i + 1, 5000).catch(async (error: Error) => {
            const state = await page.evaluate(() => JSON.stringify({ ...document.querySelector<HTMLElement>("[data-game-ready]")?.dataset }));
            throw new Error(`piece ${i + 1} of ${plan.length} (${actions.join(" ")}) did not lock: ${error.message}; the game: ${state}`);
          });
        }
        assert.equal(await pieces(), plan.length);
        await page.waitForSelector(".arcade-popup[data-panel='results']");
        assert.equal(await page.getAttribute(GAME, "data-lines"), "40");
        assert.equal(await page.getAttribute(GAME, "data-over"), "finished");
        assert.match((await page.textContent(".arcade-popup h2")) ?? "", /^Time \d+:\d\d\.\d\d$/);
        assert.match((await page.textContent(".arcade-popup")) ?? "", /Personal best #1/);
        // Play again is the results' restart: the first button.
        assert.equal(await page.textContent(".arcade-popup button[data-id='again']"), "Play again");
        // The replay saved with the personal best plays back to the same 40 lines, on core's replay
        // bar: 4×, a pause that holds the frame, a timeline that seeks back to the start.
        await page.goto(`${ORIGIN}/#/scores`);
        await page.click("a.watch");
        const bar = "[data-role='replay-bar']";
        const frame = async () => Number(await page.getAttribute(bar, "data-frame"));
        await page.waitForSelector(`${bar} button[data-action='replay-speed']`);
        await page.click(`${bar} button[data-action='replay-speed']`);
        await page.click(`${bar} button[data-action='replay-speed']`);
        assert.equal(await page.textContent(`${bar} button[data-action='replay-speed']`), "4×");
        await page.waitForFunction((sel) => Number(document.querySelector<HTMLElement>(sel)?.dataset.frame) > 120, bar);
        await page.click(`${bar} button[data-action='replay-pause']`);
        const held = await frame();
        const piecesHeld = await pieces();
        await page.waitForTimeout(400);
        assert.equal(await frame(), held, "paused, the replay stays on its frame");
        assert.equal(await pieces(), piecesHeld);
        // Back to the start: only what frame 0's inputs did (no lines yet).
        await page.locator(`${bar} input[type='range']`).fill("0");
        assert.equal(await frame(), 0);
        assert.ok((await pieces()) < piecesHeld, "the seek re-ran the replay to frame 0");
        assert.equal(await page.getAttribute(GAME, "data-lines"), "0");
        await page.click(`${bar} button[data-action='replay-pause']`);
        await page.waitForSelector(".arcade-popup[data-panel='results']", { timeout: 120_000 });
        assert.equal(await page.getAttribute(GAME, "data-lines"), "40");
        assert.equal(await page.getAttribute(GAME, "data-pieces"), String(plan.length));
      });
    },
  },
  {
    name: "R restarts a Sprint at once, with no menu: a new game of the same seed from its countdown",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=sprint&seed=restart-r`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await waitForGo(page);
        for (const key of ["Space", "ArrowLeft", "Space"]) await page.keyboard.press(key);
        await waitForPieces(page, 2);
        await page.keyboard.press("KeyR");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.pieces === "0");
        assert.equal(await page.$(".arcade-popup"), null, "no menu or question on the way");
        assert.equal(await page.getAttribute(GAME, "data-mode"), "sprint");
        await waitForGo(page);
        await page.keyboard.press("Space");
        await waitForPieces(page, 1);
      });
    },
  },
  {
    name: "pause menu: share the seed, export the board as fumen, practise from a pasted fumen",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon&seed=share-me`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await waitForGo(page);
        await page.keyboard.press("Space"); // lock one piece so the board is not empty
        await waitForPieces(page, 1);
        assert.equal(await page.getAttribute(GAME, "data-pieces"), "1");
        await page.keyboard.press("Escape");
        await page.waitForSelector(".arcade-popup[data-panel='pause']");
        await page.click("button[data-id='share']");
        assert.match(await page.inputValue(".arcade-popup textarea"), /#\/tetris\?mode=marathon&seed=share-me$/);
        await page.click("button[data-id='back']");
        await page.click("button[data-id='fumen']");
        const fumen = await page.inputValue(".arcade-popup textarea");
        assert.match(fumen, /^v115@/);
        await page.click("button[data-id='back']");
        await page.click("button[data-id='import']");
        await page.fill(".arcade-popup textarea", "not a fumen");
        await page.click("button[data-id='submit']");
        assert.match((await page.textContent(".arcade-popup")) ?? "", /fumen/i);
        await page.fill(".arcade-popup textarea", fumen);
        await page.click("button[data-id='submit']");
        await page.waitForFunction((game) => document.querySelector<HTMLElement>(game)?.dataset.mode === "zen", GAME); // runs in the page: GAME is passed in
        assert.equal(await page.$(".arcade-popup"), null);
        assert.equal(await page.getAttribute(GAME, "data-pieces"), "0");
      });
    },
  },
  {
    name: "with WebGL chosen in Settings, a lost GPU context saves the game, reloads and resumes it exactly, still marked assisted",
    async run() {
      await withPage({}, async (page) => {
        // Games draw on a 2D canvas by default; only the WebGL renderer has a context to lose.
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.selectOption("#renderer", "webgl");
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon&seed=context-loss`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await waitForGo(page);
        for (const key of ["Space", "ArrowLeft", "Space", "ArrowRight", "Space"]) await page.keyboard.press(key);
        await waitForPieces(page, 3);
        assert.equal(await page.getAttribute(GAME, "data-pieces"), "3");
        const score = await page.getAttribute(GAME, "data-score");
        // The advisor marks the game assisted; the mark must survive the reload.
        await page.keyboard.press("KeyH");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.assisted === "yes");
        await page.evaluate(() => {
          const canvas = document.querySelector<HTMLCanvasElement>("[data-game-ready] canvas")!;
          const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
          gl!.getExtension("WEBGL_lose_context")!.loseContext();
        });
        await page.waitForSelector(".arcade-popup[data-panel='context-lost']");
        await page.click("button[data-id='continue']");
        await waitForPieces(page, 3);
        assert.equal(await page.getAttribute(GAME, "data-pieces"), "3");
        assert.equal(await page.getAttribute(GAME, "data-score"), score);
        assert.equal(await page.getAttribute(GAME, "data-assisted"), "yes", "still assisted after the reload");
        assert.ok((await canvasColours(page)) > 8, "the resumed game draws");
      });
    },
  },
  {
    name: "a reload mid-marathon resumes the same game with a Resumed notice; a new game or Quit leaves nothing to resume",
    async run() {
      await withPage({}, async (page) => {
        // No seed in the link: the day's seed, as a player opens a marathon from the launcher.
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon`);
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await waitForGo(page);
        for (const key of ["Space", "ArrowLeft", "Space", "ArrowRight", "Space", "Space"]) await page.keyboard.press(key);
        await waitForPieces(page, 4);
        const before = await page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }));
        await page.reload();
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForSelector("[data-role='notice']");
        assert.match((await page.textContent("[data-role='notice']")) ?? "", /^Resumed · 4 pieces, 0:\d\d\.\d\d$/);
        await waitForPieces(page, 4);
        const after = await page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }));
        for (const key of ["pieces", "lines", "score", "mode"] as const) assert.equal(after[key], before[key], `${key} after the reload`);
        assert.equal(await page.$(".arcade-popup[data-panel='hint']"), null, "no first-run hint over a resumed game");
        await waitForGo(page, Number(after.frame));
        await page.keyboard.press("Space");
        await waitForPieces(page, 5);

        // Quit from the pause menu: the next visit starts a new game.
        await page.keyboard.press("Escape");
        await page.click("button[data-id='quit']");
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.pieces === "0");
        assert.equal(await page.$("[data-role='notice']"), null, "nothing resumed after Quit");
        assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("arcade-save:")).length), 0);
      });
    },
  },
  {
    name: "on a portrait phone with gestures the board takes at least 70 % of the height, and the gesture hint shows once",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=layout`);
        await ready(page);
        await page.waitForSelector(".arcade-popup[data-panel='hint']");
        assert.match((await page.textContent(".arcade-popup[data-panel='hint']")) ?? "", /Flick down: hard drop/);
        await page.click(".arcade-popup[data-panel='hint'] button[data-id='ok']");
        // The visible well as core reports it from the screen (fieldRect "x,y,w,h"): its height.
        await page.waitForFunction(() => (document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.fieldRect ?? "") !== "");
        const board = Number((await page.getAttribute(GAME, "data-field-rect"))!.split(",")[3]);
        assert.ok(board >= 0.7 * 844, `the visible board is ${board}px of 844`);
        await page.waitForTimeout(300); // the dismissal is saved asynchronously
        await page.reload();
        await ready(page);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForTimeout(500);
        assert.equal(await page.$(".arcade-popup[data-panel='hint']"), null, "the hint does not come back once dismissed");
      });
    },
  },
];
