// What a person does with the shell: open it, get it working offline, install it, change
// settings, survive a broken save, use it on a phone, follow links and the back button, and open
// every registered game.
import assert from "node:assert/strict";
import { ORIGIN, canvasColours, controlled, ready, withPage, type E2eTest } from "./harness.ts";

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
          assert.ok(
            cached.some((u) => u.endsWith(".js")),
            "scripts precached",
          );
          preview.stop();
          await context.setOffline(true);
          await page.reload();
          await ready(page);
          assert.equal(await page.textContent("h1"), "Pocket Arcade");
          await page.click("a[href='#/settings']");
          await page.waitForSelector("h1:has-text('Settings')");
          await page.goto(`${ORIGIN}/#/tetris?mode=zen&seed=offline`);
          assert.ok((await canvasColours(page)) > 8, "Tetris draws offline");
          const uncached = await page.evaluate(() =>
            fetch("/not-in-the-precache.txt").then(
              () => "fetched",
              () => "failed",
            ),
          );
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
        await page.$eval("#tetris-dasFrames", (input: HTMLInputElement) => {
          input.value = "7.5";
          input.dispatchEvent(new Event("change"));
        });
        await page.$eval("#soundVolume", (input: HTMLInputElement) => {
          input.value = "35";
          input.dispatchEvent(new Event("change"));
        });
        await page.selectOption("#palette", "colorblind");
        await page.waitForFunction(() => document.documentElement.dataset.palette === "colorblind");
        await page.waitForTimeout(300); // the write to IndexedDB is asynchronous
        await page.reload();
        await ready(page);
        assert.equal(await page.inputValue("#tetris-dasFrames"), "7.5");
        assert.equal(await page.inputValue("#soundVolume"), "35");
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
        assert.ok(
          keys.some((k) => k.startsWith("save-corrupt-")),
          `a backup key among ${keys.join(", ")}`,
        );
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
];
