// What a still screen costs: on the launcher, Settings and each game's static screens (a paused
// game, an editor, an analyser, the lab with its results) the page's main thread must stay almost
// idle — the stage renders on demand, so no animation frame runs at all. Measured over 2 s with
// Chromium's own counters (CDP Performance.getMetrics: TaskDuration) and a count of
// requestAnimationFrame callbacks. Two seconds show any drawing loop some 120 times over and any
// timer of the app's that repeats within them (the app's others: the gamepad poll, only with a pad
// connected, and the hourly update check); 5 s, watched before, found the same on every screen.
// The figures are printed (apps/pwa/README.md keeps them). A paused game whose frames were stopped
// must still resume with Escape and play.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, openBrowser, ready, type E2eTest } from "./harness.ts";

/**
 * How long each screen is watched, and what it may cost in that time: drawing every frame costs
 * about the whole window (apps/pwa/README.md), a still screen a few milliseconds, and one late
 * piece of start-up work the same in any window (so the bar is not scaled down with the window).
 */
const WATCH_MS = 2000;
const MAX_TASK_SECONDS = 0.25;
/** A second with no more main-thread work than this has settled. */
const SETTLED_SECONDS = 0.01;
const SETTLE_TRIES = 8;

interface Row {
  name: string;
  /** Opens the screen and brings it to rest (a game paused, a result shown). */
  open(page: Page): Promise<void>;
  /** After the still time: the screen still answers (a paused game resumes with Escape and plays). */
  wake?(page: Page): Promise<void>;
}

/** Counts animation-frame callbacks that run (installed before the app's own scripts). */
const COUNT_FRAMES = `(() => {
  const request = window.requestAnimationFrame.bind(window);
  window.__framesRun = 0;
  window.requestAnimationFrame = (callback) => request((time) => { window.__framesRun++; callback(time); });
})()`;

async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${ORIGIN}/#/${route}`);
  await ready(page);
}

async function openGame(page: Page, route: string): Promise<void> {
  await open(page, route);
  await page.waitForSelector("[data-game-ready] canvas", { timeout: 30_000 });
  // A first-run hint, if the game shows one, is answered as a player would.
  const hint = await page.waitForSelector(".arcade-popup[data-panel='hint'] button[data-id='ok']", { timeout: 1500 }).catch(() => null);
  await hint?.click();
}

async function pauseGame(page: Page, route: string): Promise<void> {
  await openGame(page, route);
  await page.waitForTimeout(500);
  await page.keyboard.press("Escape");
  await page.waitForSelector(".arcade-popup[data-panel='pause']");
}

/**
 * Escape resumes the game whose frames were stopped, and a hard drop (Space) places a piece: the
 * count the game reports as `data-<counter>` goes up.
 */
async function resumeAndDrop(page: Page, counter: string): Promise<void> {
  const count = async () => Number(await page.getAttribute("[data-game-ready]", `data-${counter}`));
  await page.keyboard.press("Escape");
  await page.waitForSelector(".arcade-popup[data-panel='pause']", { state: "detached", timeout: 5000 });
  const before = await count();
  await page.waitForTimeout(300); // past a countdown's first beat
  for (let tries = 0; tries < 20 && (await count()) <= before; tries++) {
    await page.keyboard.press("Space");
    await page.waitForTimeout(250);
  }
  assert.ok((await count()) > before, `after Escape the game plays again: data-${counter} went past ${before}`);
}

/** The screens watched, one row each; a game's rows pass once its screens say when they are live. */
const ROWS: readonly Row[] = [
  { name: "the launcher", open: (page) => open(page, "") },
  { name: "Settings", open: (page) => open(page, "settings") },
  { name: "a paused Tetris marathon", open: (page) => pauseGame(page, "tetris?mode=marathon&seed=idle"), wake: (page) => resumeAndDrop(page, "pieces") },
  { name: "a paused Puyo game", open: (page) => pauseGame(page, "puyo?mode=endless&seed=idle"), wake: (page) => resumeAndDrop(page, "placed") },
  { name: "the Puyo field editor", open: (page) => openGame(page, "puyo?mode=editor") },
  {
    name: "the Shuffle Lab with its results shown",
    open: async (page) => {
      await openGame(page, "cards?mode=lab");
      for (let i = 0; i < 4; i++) await page.keyboard.press("r");
      await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.measured === "true", undefined, { timeout: 30_000 });
    },
  },
  {
    name: "a Mahjong practice hand at rest",
    open: async (page) => {
      await openGame(page, "mahjong?mode=practice&seed=idle");
      // The canvas is there before the hand: the first screen waits for the shanten tables.
      await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.handTiles !== undefined, undefined, {
        timeout: 30_000,
      });
    },
  },
  {
    name: "the Mahjong analyser with its odds shown",
    open: async (page) => {
      await openGame(page, "mahjong?mode=analyser&seed=idle&hand=123m456p789s11223z");
      await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.oddsWin !== undefined, undefined, { timeout: 30_000 });
    },
  },
];

/** Main-thread task seconds and animation frames run while the page is left alone for `ms`. */
async function watch(page: Page, ms: number): Promise<{ seconds: number; frames: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const taskSeconds = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? NaN;
  const frames = () => page.evaluate<number>("window.__framesRun");
  const [tasks0, frames0] = [await taskSeconds(), await frames()];
  await page.waitForTimeout(ms);
  const [tasks1, frames1] = [await taskSeconds(), await frames()];
  await cdp.detach();
  return { seconds: tasks1 - tasks0, frames: frames1 - frames0 };
}

/**
 * Waits (at most SETTLE_TRIES seconds) for one second with almost no main-thread work: the start of
 * the screen's route (a chunk compiled, a worker started, the offline cache filled) can spill past a
 * fixed wait on a loaded machine and would be charged to the still screen. A screen whose rest
 * itself costs (a timer, a loop) never settles, and its WATCH_MS are then measured all the same.
 */
async function settle(page: Page): Promise<number> {
  for (let tries = 0; tries < SETTLE_TRIES; tries++) {
    const { seconds } = await watch(page, 1000);
    if (seconds <= SETTLED_SECONDS) return tries;
  }
  return SETTLE_TRIES;
}

export const tests: E2eTest[] = [
  {
    name: `still screens cost almost nothing: under ${MAX_TASK_SECONDS} s of main-thread work and no animation frame in ${WATCH_MS / 1000} s (launcher, Settings, paused games, editor, lab results)`,
    async run() {
      const browser = await openBrowser();
      const problems: string[] = [];
      try {
        await browser.context.addInitScript(COUNT_FRAMES);
        const page = await browser.context.newPage();
        for (const row of ROWS) {
          await row.open(page);
          await page.waitForTimeout(700); // the frames owed to the last change, a worker's last answer
          const busySeconds = await settle(page);
          const { seconds, frames } = await watch(page, WATCH_MS);
          const settled = busySeconds > 0 ? ` (after ${busySeconds} s still busy starting)` : "";
          console.log(`    ${row.name}: ${seconds.toFixed(3)} s of tasks, ${frames} animation frames in ${WATCH_MS / 1000} s${settled}`);
          if (seconds > MAX_TASK_SECONDS) problems.push(`${row.name}: ${seconds.toFixed(2)} s of main-thread tasks in ${WATCH_MS / 1000} s`);
          if (frames > 0) problems.push(`${row.name}: ${frames} animation frames ran while nothing changed`);
          await row.wake?.(page);
        }
      } finally {
        await browser.close();
      }
      assert.deepEqual(problems, [], problems.join("\n"));
    },
  },
];
