// What a person does with the shell: open it, get it working offline, install it, change
// settings, survive a broken save, use it on a phone, follow links and the back button.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { ORIGIN, openBrowser, type Preview } from "./harness.ts";
import { planSprint } from "./sprint-plan.ts";

export interface E2eTest {
  name: string;
  run(preview: Preview, appDir: string): Promise<void>;
}

/** Runs `test` on a new page of a fresh browser profile, and always closes the browser. */
async function withPage(options: Parameters<typeof openBrowser>[0], test: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const browser = await openBrowser(options);
  try {
    await test(await browser.context.newPage(), browser.context);
  } finally {
    await browser.close();
  }
}

/** Waits until the Tetris game on the page has locked at least `count` pieces. */
async function waitForPieces(page: Page, count: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>("[data-tetris]")?.dataset.pieces ?? -1) >= n, count, { timeout });
}

async function ready(page: Page): Promise<void> {
  await page.waitForSelector("html[data-ready='true']", { timeout: 15_000 });
}

/** Loads the app and waits until the service worker controls the page (prompt mode: reload). */
async function controlled(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/`);
  await ready(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await ready(page);
  }
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
}

/** Distinct colours on the game canvas, read from a real screenshot (WebGL buffers are not readable after the frame). */
async function canvasColours(page: Page): Promise<number> {
  const canvas = await page.waitForSelector(".game-stage canvas, [data-tetris] canvas", { timeout: 15_000 });
  await page.waitForTimeout(300);
  const png = (await canvas.screenshot()).toString("base64");
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const c = document.createElement("canvas");
    c.width = image.width;
    c.height = image.height;
    const ctx = c.getContext("2d")!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 7) seen.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    return seen.size;
  }, png);
}

const KEYS: Record<string, string> = { left: "ArrowLeft", right: "ArrowRight", cw: "ArrowUp", ccw: "z", hardDrop: "Space", hold: "c" };

export const tests: E2eTest[] = [
  {
    name: "first load shows the launcher without errors",
    async run() {
      await withPage({}, async (page) => {
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        assert.equal(await page.textContent("h1"), "Pocket Arcade");
        assert.ok(await page.isVisible("a[href='#/settings']"));
        assert.deepEqual(errors, []);
      });
    },
  },
  {
    name: "the service worker takes control and the app reloads offline",
    async run(preview, appDir) {
      // The preview server is stopped to go offline; it must come back for the next tests.
      try {
        await withPage({}, async (page, context) => {
          await controlled(page);
          // The precache must really hold the app (a workbox install error once left it empty
          // while the worker still activated).
          const cached = await page.evaluate(async () => {
            const urls: string[] = [];
            for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
            return urls;
          });
          assert.ok(cached.includes("/index.html"), `index.html precached (cached: ${cached.join(", ")})`);
          assert.ok(cached.some((u) => u.endsWith(".js")), "scripts precached");
          preview.stop();
          await context.setOffline(true);
          await page.reload();
          await ready(page);
          assert.equal(await page.textContent("h1"), "Pocket Arcade");
          await page.click("a[href='#/settings']");
          await page.waitForSelector("h1:has-text('Settings')");
          await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=offline`);
          assert.ok((await canvasColours(page)) > 8, "Tetris draws offline");
          const uncached = await page.evaluate(() => fetch("/not-in-the-precache.txt").then(() => "fetched", () => "failed"));
          assert.equal(uncached, "failed");
        });
      } finally {
        await preview.start(appDir);
      }
    },
  },
  {
    name: "Chromium reports no installability or manifest errors",
    async run() {
      await withPage({}, async (page, context) => {
        await controlled(page);
        const cdp = await context.newCDPSession(page);
        const installability = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
        assert.deepEqual(installability.installabilityErrors, []);
        const manifest = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
        assert.deepEqual(manifest.errors, []);
        assert.match(manifest.url, /manifest\.webmanifest$/);
        const icons = await page.evaluate(async () => {
          const href = document.querySelector<HTMLLinkElement>("link[rel='manifest']")!.href;
          const json = (await (await fetch(href)).json()) as { icons: { sizes: string; purpose?: string }[] };
          return json.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ""}`);
        });
        for (const wanted of ["192x192", "512x512", "512x512 maskable"]) assert.ok(icons.includes(wanted), `manifest icon ${wanted} in ${icons.join(", ")}`);
        assert.ok(await page.$("link[rel='apple-touch-icon']"), "apple-touch-icon link");
      });
    },
  },
  {
    name: "settings survive a reload",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.$eval("#das", (input: HTMLInputElement) => {
          input.value = "120";
          input.dispatchEvent(new Event("change"));
        });
        await page.selectOption("#palette", "colorblind");
        await page.waitForFunction(() => document.documentElement.dataset.palette === "colorblind");
        await page.waitForTimeout(300); // the write to IndexedDB is asynchronous
        await page.reload();
        await ready(page);
        assert.equal(await page.inputValue("#das"), "120");
        assert.equal(await page.inputValue("#palette"), "colorblind");
      });
    },
  },
  {
    name: "a corrupt save is backed up and reset with a notice, not a crash",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        await page.evaluate(
          () =>
            new Promise<void>((resolve, reject) => {
              const open = indexedDB.open("keyval-store");
              open.onsuccess = () => {
                const tx = open.result.transaction("keyval", "readwrite");
                tx.objectStore("keyval").put("{garbage", "save");
                tx.oncomplete = () => resolve();
                tx.onerror = () => reject(new Error("write failed"));
              };
              open.onerror = () => reject(new Error("open failed"));
            }),
        );
        await page.reload();
        await ready(page);
        const notice = await page.textContent(".toast");
        assert.match(notice ?? "", /save/i);
        assert.equal(await page.textContent("h1"), "Pocket Arcade");
        const keys = await page.evaluate(
          () =>
            new Promise<string[]>((resolve) => {
              const open = indexedDB.open("keyval-store");
              open.onsuccess = () => {
                const req = open.result.transaction("keyval").objectStore("keyval").getAllKeys();
                req.onsuccess = () => resolve(req.result.map(String));
              };
            }),
        );
        assert.ok(keys.some((k) => k.startsWith("save-corrupt-")), `a backup key among ${keys.join(", ")}`);
      });
    },
  },
  {
    name: "deep links and the back button",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/no-such-game?seed=abc`);
        await ready(page);
        assert.match((await page.textContent(".toast")) ?? "", /no game called "no-such-game"/);
        await page.click("a[href='#/settings']");
        await page.waitForSelector("h1:has-text('Settings')");
        await page.goBack();
        await page.waitForSelector("h1:has-text('Pocket Arcade')");
        await page.goto(`${ORIGIN}/#/scores`);
        await page.waitForSelector("h1:has-text('Scores')");
      });
    },
  },
  {
    name: "a phone viewport (390x844, touch) fits without sideways scrolling",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `page is ${overflow}px wider than the phone`);
        assert.ok(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), "touch device");
      });
    },
  },
  {
    name: "the launcher opens each registered game, and its canvas is not blank",
    async run() {
      await withPage({}, async (page) => {
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        const games = await page.$$eval(".game-card", (cards) => cards.map((c) => (c as HTMLElement).dataset.game!));
        assert.ok(games.length > 0, "at least one game is registered");
        for (const game of games) {
          await page.click(`.game-card[data-game='${game}'] .game-open`);
          const colours = await canvasColours(page);
          assert.ok(colours > 8, `${game}'s canvas shows ${colours} colours`);
          await page.goBack();
          await page.waitForSelector("h1:has-text('Pocket Arcade')");
          assert.equal(await page.$$eval("canvas", (c) => c.length), 0, `${game} left no canvas behind`);
        }
        assert.deepEqual(errors, []);
      });
    },
  },
  {
    name: "on a phone the on-screen buttons appear and play",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await page.selectOption("#touchControls", "buttons");
        await page.waitForTimeout(300);
        await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=phone`);
        await page.waitForSelector(".arcade-touch-buttons button[data-action='hardDrop']");
        const before = Number(await page.getAttribute("[data-tetris]", "data-pieces") ?? "0");
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
        await page.goto(`${ORIGIN}/#/tetris?mode=sprint&seed=${seed}`);
        await ready(page);
        await page.waitForSelector("[data-tetris] canvas");
        const pieces = async () => Number((await page.getAttribute("[data-tetris]", "data-pieces")) ?? "0");
        await waitForPieces(page, 0); // the game has reported its first state
        for (const [i, actions] of plan.entries()) {
          for (const action of actions) await page.keyboard.press(KEYS[action]!);
          await waitForPieces(page, i + 1, 5000);
        }
        assert.equal(await pieces(), plan.length);
        await page.waitForSelector(".tetris-overlay[data-panel='results']");
        assert.equal(await page.getAttribute("[data-tetris]", "data-lines"), "40");
        assert.equal(await page.getAttribute("[data-tetris]", "data-over"), "finished");
        assert.match((await page.textContent(".tetris-overlay h2")) ?? "", /^Time \d+:\d\d\.\d\d$/);
        assert.match((await page.textContent(".tetris-overlay")) ?? "", /Personal best #1/);
        // The replay saved with the personal best plays back to the same 40 lines.
        await page.goto(`${ORIGIN}/#/scores`);
        await page.click("a.watch");
        await page.waitForSelector(".tetris-overlay[data-panel='results']", { timeout: 120_000 });
        assert.equal(await page.getAttribute("[data-tetris]", "data-lines"), "40");
        assert.equal(await page.getAttribute("[data-tetris]", "data-pieces"), String(plan.length));
      });
    },
  },
  {
    name: "pause menu: share the seed, export the board as fumen, practise from a pasted fumen",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon&seed=share-me`);
        await ready(page);
        await page.waitForSelector("[data-tetris] canvas");
        await page.keyboard.press("Space"); // lock one piece so the board is not empty
        await waitForPieces(page, 1);
        assert.equal(await page.getAttribute("[data-tetris]", "data-pieces"), "1");
        await page.keyboard.press("Escape");
        await page.waitForSelector(".tetris-overlay[data-panel='pause']");
        await page.click("button[data-id='share']");
        assert.match(await page.inputValue(".tetris-overlay textarea"), /#\/tetris\?mode=marathon&seed=share-me$/);
        await page.click("button[data-id='back']");
        await page.click("button[data-id='fumen']");
        const fumen = await page.inputValue(".tetris-overlay textarea");
        assert.match(fumen, /^v115@/);
        await page.click("button[data-id='back']");
        await page.click("button[data-id='import']");
        await page.fill(".tetris-overlay textarea", "not a fumen");
        await page.click("button[data-id='start-fumen']");
        assert.match((await page.textContent(".tetris-overlay")) ?? "", /fumen/i);
        await page.fill(".tetris-overlay textarea", fumen);
        await page.click("button[data-id='start-fumen']");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-tetris]")?.dataset.mode === "zen");
        assert.equal(await page.$(".tetris-overlay"), null);
        assert.equal(await page.getAttribute("[data-tetris]", "data-pieces"), "0");
      });
    },
  },
  {
    name: "a lost GPU context saves the game, reloads and resumes it exactly",
    async run() {
      await withPage({}, async (page) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=marathon&seed=context-loss`);
        await ready(page);
        await page.waitForSelector("[data-tetris] canvas");
        for (const key of ["Space", "ArrowLeft", "Space", "ArrowRight", "Space"]) await page.keyboard.press(key);
        await waitForPieces(page, 3);
        assert.equal(await page.getAttribute("[data-tetris]", "data-pieces"), "3");
        const score = await page.getAttribute("[data-tetris]", "data-score");
        await page.evaluate(() => {
          const canvas = document.querySelector<HTMLCanvasElement>("[data-tetris] canvas")!;
          const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
          gl!.getExtension("WEBGL_lose_context")!.loseContext();
        });
        await page.waitForSelector(".tetris-overlay[data-panel='context-lost']");
        await page.click("button[data-id='continue']");
        await waitForPieces(page, 3);
        assert.equal(await page.getAttribute("[data-tetris]", "data-pieces"), "3");
        assert.equal(await page.getAttribute("[data-tetris]", "data-score"), score);
        assert.ok((await canvasColours(page)) > 8, "the resumed game draws");
      });
    },
  },
];
