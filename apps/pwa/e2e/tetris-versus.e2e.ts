// Tetris versus as a player meets it: against the easy bot from the launcher (drop pieces, the
// bot's board changes, a result), and a challenge link whose code a test helper makes with the
// real engine (the app re-plays it, shows the challenger's checked result, and plays the same
// challenge); a damaged code says so and offers a plain challenge. On a touch phone the opponent
// chooser fits the screen: every strength's line and Quit without scrolling.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ChallengeRun, STRENGTHS, STRENGTH_INFO, challengeCode, planMove, positionOf } from "@arcade/tetris";
import { Rng } from "@arcade/core";
import { dropUntilResults, waitForGo } from "./tetris-play.ts";
import { ORIGIN, ready, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";

async function number(page: Page, name: string): Promise<number> {
  return Number((await page.getAttribute(GAME, `data-${name}`)) ?? "-1");
}

/** A challenger's game played by the engine (the medium bot, a piece every 40 frames) and its code. */
function makeChallenge(seed: string, frames: number): { code: string; pieces: number } {
  const run = new ChallengeRun({ seed, mode: "marathon", allow180: true, softDropFactor: 20 });
  const rng = Rng.from(seed).fork("e2e");
  while (!run.over && run.game.frame < frames) {
    if (run.game.frame % 40 === 0) {
      const position = positionOf(run.game);
      for (const action of (position && planMove(position, "medium", rng)) ?? []) run.input(action);
    }
    run.tick();
  }
  return { code: challengeCode("Robo Ann", run.recorder), pieces: run.game.pieces };
}

export const tests: E2eTest[] = [
  {
    name: "tetris versus on a touch phone (390x844): the opponent chooser shows every strength's line, its buttons and Quit, all on screen",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=versus&seed=chooser`);
        await ready(page);
        const panel = await page.waitForSelector("[data-panel='choose-bot']");
        await page.screenshot({ path: "/tmp/pa-tetris-chooser-390.png" });
        const text = (await panel.textContent()) ?? "";
        for (const strength of STRENGTHS) assert.ok(text.includes(STRENGTH_INFO[strength].line), `the chooser says what ${strength} does`);
        const ids = await page.$$eval("[data-panel='choose-bot'] button", (buttons) => buttons.map((b) => b.getAttribute("data-id")));
        assert.deepEqual(ids, [...STRENGTHS, "tbp", "quit"], "weakest first, another TBP bot, then Quit");
        // Nothing to scroll to: every line and button lies inside the screen, none cut at a side.
        const boxes = await page.$$eval("[data-panel='choose-bot'] button, [data-panel='choose-bot'] p", (els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, text: e.textContent ?? "" };
          }),
        );
        assert.ok(
          boxes.some((b) => b.text.includes(STRENGTH_INFO.hard.line)),
          "the lines are the panel's paragraphs",
        );
        for (const b of boxes) assert.ok(b.top >= 0 && b.bottom <= 844 && b.left >= 0 && b.right <= 390, `on screen at 390x844: ${JSON.stringify(b)}`);
        const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
        assert.deepEqual(scroll, { x: 0, y: 0 }, "the page did not scroll to show them");
      });
    },
  },
  {
    name: "versus the easy bot from the launcher: drop pieces, the bot plays beside you, a result",
    async run() {
      await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/`);
        await ready(page);
        await page.click("li[data-game='tetris'] a.mode:has-text('Versus the bot')");
        await page.click(".arcade-popup[data-panel='choose-bot'] button[data-id='easy']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.mode === "versus");
        await waitForGo(page);
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press("ArrowLeft");
          await page.keyboard.press("Space");
          await page.waitForTimeout(300);
        }
        assert.ok((await number(page, "pieces")) >= 1, "my pieces drop");
        // The easy bot places a piece a second (game time) through its own inputs.
        await page.waitForFunction(() => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.opponentPieces ?? 0) >= 2, null, {
          timeout: 30_000,
        });
        await dropUntilResults(page);
        assert.equal(await page.getAttribute(GAME, "data-result"), "1", "the bot wins when I top out");
        const text = (await page.textContent(".arcade-popup[data-panel='results']")) ?? "";
        assert.match(text, /You lose/);
        assert.match(text, /You: \d+\.\d\d attack\/piece · sent \d+ · received \d+ · \d+ pieces/);
        assert.match(text, /Bot \(Easy\): /);
        assert.match(text, /Rematch/);
        // Watch the replay: both boards re-run from their recordings.
        await page.click(".arcade-popup button[data-id='watch']");
        await page.waitForFunction(() => !document.querySelector(".arcade-popup"));
      });
    },
  },
  {
    name: "a challenge link: the challenger's result is re-played and shown, the same challenge is played, both results compare",
    async run() {
      const seed = "e2e-challenge";
      const { code, pieces } = makeChallenge(seed, 900);
      await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=challenge&seed=${seed}&challenge=${encodeURIComponent(code)}`);
        await ready(page);
        const intro = await page.waitForSelector(".arcade-popup[data-panel='challenge']");
        const text = (await intro.textContent()) ?? "";
        assert.match(text, /Robo Ann's challenge/);
        assert.match(text, new RegExp(`Robo Ann: .* · ${pieces} pieces`));
        await page.click(".arcade-popup button[data-id='play']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.mode === "challenge");
        await dropUntilResults(page);
        const results = (await page.textContent(".arcade-popup[data-panel='results']")) ?? "";
        assert.match(results, /You: topped out at/);
        assert.match(results, /Robo Ann: /);
        assert.match(results, /Send your result to Robo Ann/);

        // A damaged code: a clear problem, and a plain challenge instead.
        await page.goto(`${ORIGIN}/#/tetris?mode=challenge&seed=${seed}&challenge=${encodeURIComponent(code.slice(0, -3) + "zzz")}`);
        await page.reload();
        await ready(page);
        const problem = await page.waitForSelector(".arcade-popup[data-panel='problem']");
        assert.match((await problem.textContent()) ?? "", /damaged/);
        await page.click(".arcade-popup button[data-id='fallback']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.mode === "challenge");
      });
    },
  },
];
