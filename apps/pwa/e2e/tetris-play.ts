// What the Tetris end-to-end suites share: reading the game's reported state, and playing until
// the results show.
import type { Page } from "playwright-core";

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
