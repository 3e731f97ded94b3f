// Around the games: Escape/P toggle every game's pause menu, Settings from the pause menu and back
// into the paused game, the help reachable from it, score tables with headers and plural counts,
// and toasts that never cover a game's controls. Screenshots go to $E2E_SHOTS (default: a folder
// in the system's temp directory), to be looked at.
import assert from "node:assert/strict";
import { GAMES as REGISTRY } from "../src/games.ts";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";
import { dropUntilResults, waitForGo } from "./tetris-play.ts";

const SHOTS = process.env.E2E_SHOTS ?? join(tmpdir(), "arcade-shots");
const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, mobile: true },
  { name: "landscape", viewport: { width: 844, height: 390 }, mobile: true },
  { name: "desktop", viewport: { width: 1366, height: 768 }, mobile: false },
] as const;

/** The routes and terms picked for the games here; any other game of the registry gets its default mode and first help word. */
const PICKED: Readonly<Record<string, { route: string; term: string }>> = {
  tetris: { route: "tetris?mode=marathon&seed=pause", term: "T-spin" },
  puyo: { route: "puyo?mode=endless&seed=pause", term: "Nuisance" },
  mahjong: { route: "mahjong?mode=practice&seed=pause", term: "Steps from ready (shanten)" },
  cards: { route: "cards?mode=lab", term: "TV distance" },
};

/** One route per game of the app's registry (a mode that plays at once), with a term its help must explain. */
const GAMES = REGISTRY.map(
  ({ meta }) => PICKED[meta.id] ?? { route: `${meta.id}?seed=pause`, term: meta.help?.glossary?.[0]?.term ?? meta.help?.howToPlay[0] ?? meta.title },
);
const PUYO = GAMES.findIndex((game) => game.route.startsWith("puyo"));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const pauseMenu = ".arcade-popup[data-panel='pause']";
const helpPanel = ".arcade-popup[data-panel='help']";

async function openGame(page: Page, route: string): Promise<void> {
  await page.goto(`${ORIGIN}/#/${route}`);
  await ready(page);
  await page.waitForSelector("[data-game-ready]", { state: "attached", timeout: 30_000 });
  await dismissHint(page);
  await page.waitForTimeout(300);
}

async function gone(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { state: "detached", timeout: 5000 });
}

/** Writes scores into the stored save (the app's IndexedDB record) and reloads. */
async function storeScores(page: Page, scores: unknown): Promise<void> {
  await page.evaluate(
    (scores) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(new Error("open failed"));
        open.onsuccess = () => {
          const store = open.result.transaction("keyval", "readwrite").objectStore("keyval");
          const read = store.get("save");
          read.onsuccess = () => {
            const raw: unknown = read.result;
            const save = (typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, unknown>;
            save.scores = scores;
            const write = store.put(typeof raw === "string" ? JSON.stringify(save) : save, "save");
            write.onsuccess = () => resolve();
            write.onerror = () => reject(new Error("write failed"));
          };
        };
      }),
    scores,
  );
  await page.reload();
  await ready(page);
}

/** The names of the game screen's buttons and links that any element matching `selector` overlaps. */
async function overlaps(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const hits: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      for (const control of document.querySelectorAll(".game-screen button, .game-screen a")) {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom)
          hits.push(control.getAttribute("aria-label") ?? control.textContent ?? "?");
      }
    }
    return hits;
  }, selector);
}

export const tests: E2eTest[] = [
  {
    name: "Escape and P open and close every game's pause menu; How to play explains the game's words and Escape goes back to the menu",
    async run() {
      await withPage({ viewport: { width: 1366, height: 768 } }, async (page) => {
        for (const { route, term } of GAMES) {
          await openGame(page, route);
          await page.keyboard.press("Escape");
          await page.waitForSelector(pauseMenu);
          await page.keyboard.press("Escape");
          await gone(page, pauseMenu);
          await page.keyboard.press("p");
          await page.waitForSelector(pauseMenu);
          await page.keyboard.press("p");
          await gone(page, pauseMenu);

          await page.keyboard.press("p");
          const labels = await page.$$eval(`${pauseMenu} button`, (buttons) => buttons.map((b) => b.textContent));
          assert.equal(labels[0], "Resume", `${route}: Resume first (${labels.join(", ")})`);
          assert.deepEqual(labels.slice(-3), ["How to play", "Settings", "Quit"], `${route}: ${labels.join(", ")}`);
          await page.click(`${pauseMenu} button[data-id='help']`);
          await page.waitForSelector(helpPanel);
          const terms = await page.$$eval(`${helpPanel} dt`, (dts) => dts.map((d) => d.textContent));
          assert.ok(terms.includes(term), `${route}: the help explains ${term} (${terms.join(", ")})`);
          if (route.startsWith("mahjong")) await shot(page, "help-mahjong-desktop");
          await page.keyboard.press("Escape");
          await gone(page, helpPanel);
          await page.waitForSelector(pauseMenu);
          assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Resume", "the focus is back on the menu");
          await page.keyboard.press("Escape");
          await gone(page, pauseMenu);
        }
      });
    },
  },
  {
    name: "Settings from the pause menu open over the paused game and come back to the menu (back button or Escape); P does not resume behind them",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await openGame(page, GAMES[PUYO]!.route);
        await page.click(".arcade-pause-button");
        await page.waitForSelector(pauseMenu);
        await page.click(`${pauseMenu} button[data-id='settings']`);
        await page.waitForSelector(".settings-overlay h1:has-text('Settings')");
        await shot(page, "settings-over-game-phone");
        await page.keyboard.press("p");
        await page.waitForTimeout(200);
        assert.ok(await page.isVisible(".settings-overlay"), "P typed in Settings leaves them open");
        assert.equal(await page.locator(pauseMenu).count(), 1, "and the game stays paused");
        // A change is saved like on the Settings page, and the game is still there.
        await page.selectOption("#palette", "colorblind");
        await page.click(".settings-overlay [data-action='settings-back']");
        await gone(page, ".settings-overlay");
        await page.waitForSelector(pauseMenu);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.palette), "colorblind");
        assert.ok(page.url().includes("#/puyo"), "still in the game");

        await page.click(`${pauseMenu} button[data-id='settings']`);
        await page.waitForSelector(".settings-overlay");
        await page.keyboard.press("Escape");
        await gone(page, ".settings-overlay");
        await page.waitForSelector(pauseMenu);
        await page.keyboard.press("Escape");
        await gone(page, pauseMenu);
      });
    },
  },
  {
    name: "score tables have column headers, one date (the day's seed says daily) and plural counts",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.selectOption("#palette", "colorblind"); // the app writes its save
        await page.waitForTimeout(300);
        const day = "2026-11-20";
        await storeScores(page, {
          tetris: {
            stats: { played: 1, timeMs: 120_000 },
            modes: {
              marathon: [
                { value: 5200, higherIsBetter: true, date: `${day}T10:00:00.000Z`, seed: day },
                { value: 900, higherIsBetter: true, date: `${day}T11:00:00.000Z`, seed: "friday" },
              ],
            },
          },
          puyo: { stats: { played: 3, timeMs: 60_000 }, modes: {} },
        });
        await page.goto(`${ORIGIN}/#/scores`);
        await page.waitForSelector("h1:has-text('Scores')");
        const headers = await page.$$eval("table.score-table thead th", (ths) => ths.map((th) => `${th.textContent}:${th.getAttribute("scope")}`));
        assert.deepEqual(headers, ["Rank:col", "Result:col", "Date:col", "Seed:col", "Replay:col"]);
        const rows = await page.$$eval("table.score-table tbody tr", (trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
        assert.deepEqual(rows[0]?.slice(0, 4), ["1", "5200", day, "daily"]);
        assert.deepEqual(rows[1]?.slice(0, 4), ["2", "900", day, "friday"]);
        const stats = await page.$$eval("section p.stats", (ps) => ps.map((p) => p.textContent));
        assert.deepEqual(stats, ["1 game, 2 min played", "3 games, 1 min played"]);
        await shot(page, "scores-phone");
      });
    },
  },
  {
    name: "Scores: every mode that keeps a record has its table or says how to start one; a versus game lost to the easy bot shows under that opponent",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/scores`);
        await ready(page);
        // From the registry: every mode whose result is a time, points or a match, none other.
        const expected = REGISTRY.flatMap(({ meta }) => meta.modes.filter((m) => m.result !== "none").map((m) => `${meta.id}:${m.id}`));
        const shown = await page.$$eval("[data-mode]", (els) => els.map((el) => el.getAttribute("data-mode")));
        assert.deepEqual(shown, expected);
        assert.equal(await page.textContent("[data-mode='tetris:sprint'] .empty"), "No games yet — play Sprint 40L");
        await shot(page, "scores-empty-phone");
        // A real game against the easy bot, lost by stacking in the middle.
        await page.goto(`${ORIGIN}/#/tetris?mode=versus&seed=scores-versus`);
        await page.click(".arcade-popup[data-panel='choose-bot'] button[data-id='easy']");
        await dismissHint(page);
        await waitForGo(page);
        await dropUntilResults(page);
        assert.equal(await page.getAttribute("[data-game-ready]", "data-result"), "1", "the bot wins");
        await page.goto(`${ORIGIN}/#/scores`);
        await page.waitForSelector("h1:has-text('Scores')");
        const row = await page.$$eval("[data-mode='tetris:versus'] tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
        assert.deepEqual(row, [["Bot (Easy)", "0", "1", "0", new Date().toISOString().slice(0, 10)]]);
        await shot(page, "scores-versus-phone");
      });
    },
  },
  {
    name: "toasts in a game sit in the top row, clear of the on-screen buttons, pause and back, at phone, landscape and desktop sizes, and can be dismissed",
    async run() {
      for (const size of SIZES) {
        await withPage({ viewport: size.viewport, mobile: size.mobile }, async (page) => {
          // On-screen buttons for Puyo (the layout that has the most controls to cover).
          await page.goto(`${ORIGIN}/#/settings`);
          await ready(page);
          await page.selectOption("#puyo-touchControls", "buttons");
          await openGame(page, GAMES[PUYO]!.route);
          // The service worker's first install says the app works offline, at a moment of its own
          // (a game route registers it after the first screen): that toast coming, or fading, while
          // the one below is measured and dismissed moved the area under the click. So it is let
          // come and dismissed first (the next test checks it), and a toast is put in the game's
          // toast area to measure.
          await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
          const offline = page.locator("#toasts .toast", { hasText: "ready to play offline" });
          const came = await offline.waitFor({ timeout: 5000 }).catch(() => "gone already");
          if (came !== "gone already") await offline.locator(".toast-close").click();
          await page.evaluate(() => {
            const box = document.createElement("div");
            box.className = "toast";
            box.dataset.measure = "";
            box.setAttribute("role", "status");
            box.innerHTML = "<span>Pocket Arcade is ready to play offline.</span><button type='button' class='toast-close' aria-label='Dismiss'>×</button>";
            box.querySelector("button")!.addEventListener("click", () => box.remove());
            document.getElementById("toasts")!.append(box);
          });
          const buttons = await page.locator(".arcade-touch-buttons button").count();
          if (size.mobile) assert.ok(buttons > 0, "Puyo shows its on-screen buttons");
          assert.deepEqual(await overlaps(page, "#toasts .toast"), [], `${size.name}: the toast covers no control`);
          const top = await page.$eval("#toasts .toast", (t) => t.getBoundingClientRect().top);
          assert.ok(top < 60, `${size.name}: in the top row (top ${top})`);
          await shot(page, `toast-puyo-${size.name}`);
          await page.click("#toasts .toast[data-measure] .toast-close");
          assert.equal(await page.locator("#toasts .toast[data-measure]").count(), 0, "dismissed");
        });
      }
    },
  },
  {
    name: "the real 'ready to play offline' toast comes on the first visit and is dismissed with its button",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        const toast = page.locator(".toast", { hasText: "ready to play offline" });
        await toast.waitFor({ timeout: 20_000 });
        await shot(page, "offline-toast-launcher-phone");
        await toast.locator(".toast-close").click();
        assert.equal(await toast.count(), 0);
      });
    },
  },
];
