// Puyo for a colour-blind player: the shared palette setting switches the puyos to colours that
// stay apart under deuteranopia and protanopia (checked in palette.test.ts) — here, what the canvas
// really shows in each palette. And the pause menu's chain odds: a progress line that grows, and a
// Cancel that stops the worker.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, canvasPixels, dismissHint, ready, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";
/** The bottom row holds one puyo of each colour and a nuisance: R G B Y P O. */
const ALL_COLOURS = "RGBYPO";
/** As packages/puyo/src/scene/palette.ts draws them: R G B Y P, nuisance. */
const STANDARD = [0xe84a5f, 0x5ccf6b, 0x4a90e2, 0xf5d547, 0xb06ad9, 0xb8b8c8];
const COLORBLIND = [0xd55e00, 0x009e73, 0x56b4e9, 0xf0e442, 0xbb55ff, 0xdcdcdc];
/** Milliseconds between the worker's messages when the test slows them down. */
const PACE = 400;

/** How many canvas pixels show each of `colours` (within 3 per channel), from a real screenshot. */
async function pixelsOf(page: Page, colours: readonly number[]): Promise<number[]> {
  await page.waitForSelector(".game-stage canvas", { timeout: 15_000 });
  await page.waitForTimeout(300);
  return (await canvasPixels(page, colours)).counts;
}

async function openPractice(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/#/puyo?mode=practice&seed=abc&field=${ALL_COLOURS}`);
  await page.waitForSelector(`${GAME}[data-mode='practice'] canvas`);
  await dismissHint(page);
}

export const tests: E2eTest[] = [
  {
    name: "puyo: the colour-blind palette from Settings changes the puyos' colours on the canvas (phone)",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/settings`);
        await ready(page);
        await openPractice(page);
        const standard = await pixelsOf(page, [...STANDARD, ...COLORBLIND]);
        STANDARD.forEach((_, i) => assert.ok(standard[i]! > 50, `standard colour ${i + 1} is drawn (${standard.join(" ")})`));
        COLORBLIND.forEach((_, i) => assert.ok(standard[6 + i]! < 10, `no colour-blind colour ${i + 1} in the standard palette (${standard.join(" ")})`));

        await page.goto(`${ORIGIN}/#/settings`);
        await page.selectOption("#palette", "colorblind");
        await page.waitForFunction(() => document.documentElement.dataset.palette === "colorblind");
        await page.waitForTimeout(300); // the save is asynchronous
        await openPractice(page);
        const colorblind = await pixelsOf(page, [...STANDARD, ...COLORBLIND]);
        COLORBLIND.forEach((_, i) => assert.ok(colorblind[6 + i]! > 50, `colour-blind colour ${i + 1} is drawn (${colorblind.join(" ")})`));
        STANDARD.forEach((_, i) => assert.ok(colorblind[i]! < 10, `no standard colour ${i + 1} in the colour-blind palette (${colorblind.join(" ")})`));
      });
    },
  },
  {
    name: "puyo: the pause menu's chain odds show a growing per cent, Cancel stops the worker, then the answer comes",
    async run() {
      await withPage({}, async (page) => {
        // The search takes a tenth of a second here (a slow phone takes seconds). To watch the
        // progress, the page paces the real worker's messages (one every PACE ms) and can hold them
        // (workerHeld); a terminated worker delivers nothing more, as a real one.
        await page.addInitScript(() => {
          const paced = window as unknown as { workerPace: number; workerHeld: boolean };
          paced.workerPace = 0;
          paced.workerHeld = false;
          const Real = window.Worker;
          window.Worker = class extends Real {
            private ended = false;
            private due = 0;
            override set onmessage(handler: ((event: MessageEvent) => void) | null) {
              super.onmessage = (event: MessageEvent) => this.pace(() => handler?.call(this, event));
            }
            // Core's WorkerClient listens with addEventListener: its messages are paced the same way.
            override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
              if (type !== "message") return super.addEventListener(type, listener, options);
              super.addEventListener(
                "message",
                (event) => this.pace(() => (typeof listener === "function" ? listener.call(this, event) : listener.handleEvent(event))),
                options,
              );
            }
            private pace(deliver: () => void): void {
              if (paced.workerPace === 0) return deliver();
              this.due = Math.max(performance.now(), this.due) + paced.workerPace;
              this.later(deliver, this.due - performance.now());
            }
            // (A method, not a named local function: the bundler would name it with a helper
            // the page does not have.)
            private later(deliver: () => void, ms: number): void {
              setTimeout(() => {
                if (this.ended) return;
                if (paced.workerHeld) this.later(deliver, 50);
                else deliver();
              }, ms);
            }
            override get onmessage() {
              return super.onmessage;
            }
            override terminate(): void {
              this.ended = true;
              super.terminate();
            }
          };
        });
        await page.goto(`${ORIGIN}/#/puyo?mode=practice&seed=abc&field=G.....BG...YBYR.YGRRYGGBRYBBGB`);
        await ready(page);
        await page.waitForSelector(`${GAME}[data-mode='practice'] canvas`);
        await dismissHint(page);
        await page.evaluate((pace) => ((window as unknown as { workerPace: number }).workerPace = pace), PACE);
        const oddsText = () => page.evaluate(() => document.querySelector("[data-panel='odds']")?.textContent ?? "");
        await page.keyboard.press("Escape");
        await page.click("[data-panel='pause'] button[data-id='odds']");
        await page.waitForSelector("[data-panel='odds'] button[data-id='cancel']");
        assert.match(await oddsText(), /Computing… \d+%/);
        await page.waitForFunction(() => /Computing… [1-9]\d*%/.test(document.querySelector("[data-panel='odds']")?.textContent ?? ""), undefined, {
          timeout: 20_000,
        });
        const first = Number(/Computing… (\d+)%/.exec(await oddsText())?.[1]);
        await page.waitForFunction(
          (before) => Number(/Computing… (\d+)%/.exec(document.querySelector("[data-panel='odds']")?.textContent ?? "")?.[1] ?? -1) > before,
          first,
          { timeout: 20_000 },
        );
        // The worker goes quiet between two progress messages (as a slow one does); then Cancel.
        await page.evaluate(() => ((window as unknown as { workerHeld: boolean }).workerHeld = true));
        await page.waitForTimeout(700);
        await page.click("[data-panel='odds'] button[data-id='cancel']");
        await page.waitForSelector("[data-panel='odds']", { state: "detached" });
        await page.waitForTimeout(2000);
        assert.equal(await oddsText(), "", "nothing comes back after Cancel");
        // Again at full pace, to the answer.
        await page.evaluate(() => ((window as unknown as { workerPace: number }).workerPace = 0));
        await page.keyboard.press("Escape");
        await page.click("[data-panel='pause'] button[data-id='odds']");
        await page.waitForSelector("[data-panel='odds'] button[data-id='back']", { timeout: 30_000 });
        assert.match(await oddsText(), /\d+\.\d\d% \(\d+\/\d+\)/);
        await page.click("[data-panel='odds'] button[data-id='back']");
        await page.waitForSelector("[data-panel='odds']", { state: "detached" });
      });
    },
  },
];
