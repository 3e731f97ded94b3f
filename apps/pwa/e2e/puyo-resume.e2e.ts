// Puyo keeps its game: a reload mid-game comes back to the same game (with a word saying so),
// the game plays on, and when it ends its replay plays back through core's viewer bar to the same
// score; a versus game counts READY / GO down and the bot (in its worker) plays its own field; a
// challenge link shows the challenger's game as the page re-ran it; a record of other rules says so.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { DEFAULT_REPLAY_OPTIONS, PuyoRecorder, STRENGTHS, STRENGTH_LINES, challengeCode, selfplay, verifyChallenge } from "@arcade/puyo";
import { ORIGIN, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";

async function data(page: Page, key: string): Promise<string> {
  return (await page.getAttribute(GAME, `data-${key}`)) ?? "";
}

async function waitFor(page: Page, key: string, test: (value: string) => boolean, timeout = 15_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (test(await data(page, key))) return;
    if (Date.now() - start > timeout) throw new Error(`data-${key} stayed ${JSON.stringify(await data(page, key))}`);
    await page.waitForTimeout(50);
  }
}

/** Drops the pair under control and waits until its turn is over (placed goes up). */
async function drop(page: Page, keys: readonly string[] = []): Promise<void> {
  const placed = Number(await data(page, "placed"));
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press("Space");
  await waitFor(page, "placed", (v) => Number(v) > placed);
}

export const tests: E2eTest[] = [
  {
    name: "puyo: a reload mid-game resumes the same game with a word; at the end its replay plays back to the same score",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/puyo?mode=endless&seed=resume`);
        await ready(page);
        await dismissHint(page);
        await page.waitForSelector(`${GAME} canvas`);
        await waitFor(page, "placed", (v) => v === "0");
        await drop(page, ["ArrowLeft", "ArrowLeft"]);
        await drop(page, ["ArrowRight", "ArrowRight", "ArrowRight"]);
        await drop(page, ["x"]);
        const field = await data(page, "field");
        assert.equal((field.match(/[RGBYPO]/g) ?? []).length, 6, `three pairs on the field: ${field}`);
        await page.screenshot({ path: "/tmp/pa-puyo-before-reload.png" });

        await page.reload();
        await ready(page);
        const notice = await page.waitForSelector("[data-panel='notice']");
        assert.match((await notice.textContent()) ?? "", /Game restored.*3 pairs played/s);
        assert.equal(await data(page, "placed"), "3");
        assert.equal(await data(page, "field"), field, "the same field after the reload");
        await page.screenshot({ path: "/tmp/pa-puyo-restored.png" });
        await page.click("[data-panel='notice'] button[data-id='ok']");

        // Play on in column 3 until the X fills: the game ends.
        for (let i = 0; i < 12 && (await data(page, "over")) !== "true"; i++) {
          await page.keyboard.press("Space");
          await page.waitForTimeout(400);
        }
        await waitFor(page, "over", (v) => v === "true");
        const score = await data(page, "score");
        const placed = await data(page, "placed");
        await page.click("[data-panel='results'] button[data-id='watch']");
        await waitFor(page, "watching", (v) => v === "yes");
        await page.waitForSelector("[data-role='replay-bar']");
        // Watch at 4×.
        await page.click("[data-role='replay-bar'] button[data-action='replay-speed']");
        await page.click("[data-role='replay-bar'] button[data-action='replay-speed']");
        await page.waitForTimeout(800);
        await page.screenshot({ path: "/tmp/pa-puyo-watch.png" });
        await page.waitForSelector("[data-panel='results']", { timeout: 30_000 });
        assert.match((await page.textContent("[data-panel='results']")) ?? "", /Replay finished/);
        assert.equal(await data(page, "score"), score, "the replay comes to the same score");
        assert.equal(await data(page, "placed"), placed);
      });
    },
  },
  {
    name: "puyo versus on a phone: the opponent chooser lists the five strengths with a line each, all on screen at 390x844",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/puyo?mode=versus&seed=chooser`);
        await ready(page);
        const panel = await page.waitForSelector("[data-panel='choose-bot']");
        await page.screenshot({ path: "/tmp/pa-puyo-chooser-390.png" });
        const text = (await panel.textContent()) ?? "";
        for (const strength of STRENGTHS) assert.ok(text.includes(STRENGTH_LINES[strength]), `the chooser says what ${strength} does`);
        const ids = await page.$$eval("[data-panel='choose-bot'] button", (buttons) => buttons.map((b) => b.getAttribute("data-id")));
        assert.deepEqual(ids, [...STRENGTHS, "quit"], "weakest first, then Quit");
        // Everything fits: no button or line below the screen's bottom or cut at a side.
        const boxes = await page.$$eval("[data-panel='choose-bot'] button, [data-panel='choose-bot'] p", (els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, text: e.textContent ?? "" };
          }),
        );
        for (const b of boxes) assert.ok(b.top >= 0 && b.bottom <= 844 && b.left >= 0 && b.right <= 390, `on screen at 390x844: ${JSON.stringify(b)}`);
        await page.click("[data-panel='choose-bot'] button[data-id='beginner']");
        await dismissHint(page);
        await waitFor(page, "bot", (v) => v === "beginner");
      });
    },
  },
  {
    name: "puyo versus: READY / GO, the bot (in its worker) plays its own field beside yours; after a loss, a rematch against the next strength (desktop)",
    async run() {
      await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/puyo?mode=versus&seed=bot`);
        await ready(page);
        await page.click("[data-panel='choose-bot'] button[data-id='medium']");
        await dismissHint(page);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForTimeout(300);
        await page.screenshot({ path: "/tmp/pa-puyo-versus-ready.png" });
        await waitFor(page, "bot-placed", (v) => Number(v) >= 3, 30_000);
        await page.screenshot({ path: "/tmp/pa-puyo-versus.png" });
        assert.ok((await data(page, "bot-field")).replace(/\./g, "").length >= 6, "the bot's own field has its pairs");
        assert.equal(await data(page, "bot"), "medium", "the strength chosen");
        // Lose on purpose (drops in column 3 fill the X); the results offer the next strength.
        for (let i = 0; i < 20 && (await data(page, "over")) !== "true"; i++) {
          await page.keyboard.press("Space");
          await page.waitForTimeout(300);
        }
        await page.waitForSelector("[data-panel='results']");
        assert.match((await page.textContent("[data-panel='results']")) ?? "", /The bot wins/);
        await page.click("[data-panel='results'] button[data-id='bot-strength']");
        await waitFor(page, "bot", (v) => v === "hard");
        await waitFor(page, "bot-placed", (v) => v === "1", 30_000);
      });
    },
  },
  {
    name: "puyo: a challenge link shows the challenger's result as re-run in the page, then the same pairs; a replay link of other rules says so",
    async run() {
      // The challenger: a game of the challenge's pairs played here in Node (each pair dropped in
      // the first legal place, so it tops out), as the app would record it.
      const recorder = new PuyoRecorder({ seed: "duel", mode: "challenge", options: { ...DEFAULT_REPLAY_OPTIONS } });
      selfplay(recorder, 50, (game) => game.legalPlacements()[0] ?? null);
      const code = challengeCode("Ann", recorder.replay());
      const expected = verifyChallenge(code, "duel").result;
      await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/puyo?mode=challenge&seed=duel&challenge=${encodeURIComponent(code)}`);
        await ready(page);
        const intro = await page.waitForSelector("[data-panel='challenge']");
        const text = (await intro.textContent()) ?? "";
        assert.match(text, /Ann's challenge/);
        assert.match(text, new RegExp(`score ${expected.score} · max chain ${expected.maxChain}`));
        await page.screenshot({ path: "/tmp/pa-puyo-challenge.png" });
        await page.click("[data-panel='challenge'] button[data-id='play']");
        await dismissHint(page);
        await waitFor(page, "mode", (v) => v === "challenge");
        await waitFor(page, "placed", (v) => v === "0");

        // A shared replay of another rules version: a popup says why, a plain game is offered.
        const other = code.slice(code.indexOf("~") + 1).replace(/^p1\./, "p9.");
        await page.goto(`${ORIGIN}/#/puyo?mode=endless&seed=duel&replay=${encodeURIComponent(other)}`);
        await ready(page);
        const problem = await page.waitForSelector("[data-panel='problem']");
        assert.match((await problem.textContent()) ?? "", /rules version 9/);
      });
    },
  },
];
