// What the Tetris end-to-end suites share: reading the game's reported state, and playing until
// the results show.
import type { Page } from "playwright-core";

/**
 * Waits for GO: the game reports frames played once its READY countdown is over (past `after`, for
 * a resumed game's countdown). Presses made during a countdown are not kept (as in Guideline
 * games), so a test presses after this.
 */
export async function waitForGo(page: Page, after = 0): Promise<void> {
  await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.frame ?? 0) > n, after, { timeout: 15_000 });
}

/** Hard-drops pieces until the results popup shows (a stack in the middle tops out quickly). */
export async function dropUntilResults(page: Page, timeout = 40_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await page.$(".arcade-popup[data-panel='results']")) return;
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
  }
  throw new Error("no results popup");
}
