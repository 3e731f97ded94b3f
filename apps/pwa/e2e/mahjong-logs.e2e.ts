// Mahjong's logs on a phone, by touch: a tenhou.net/6 log with a changed discard is refused with
// its round and turn; the real one is imported by paste, opens in the player, steps forward (taps
// and arrow keys) with all hands open and then in one seat's view (the others' hands hidden), the
// reviewer rates that seat's discards in the worker, and a tap on a reviewed discard opens the
// player at that moment. Export gives the same rounds back.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";
// The hand-written log of the package's tests (three hands: a ron, a double riichi ippatsu tsumo, a pon and a ron).
const FIXTURE = readFileSync(new URL("../../../packages/mahjong/src/table/fixtures/three-hands.tenhou6.json", import.meta.url), "utf8");

async function data(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

async function waitData(page: Page, key: string, wanted: string | RegExp, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      ([k, source, isRegex]) => {
        const value = document.querySelector<HTMLElement>("[data-game-ready]")?.dataset[k] ?? "";
        return isRegex ? new RegExp(source).test(value) : value === source;
      },
      [key, typeof wanted === "string" ? wanted : wanted.source, typeof wanted !== "string"] as const,
      { timeout },
    )
    .catch(async () => assert.fail(`data-${key} never became ${String(wanted)} (it is ${JSON.stringify((await data(page))[key])})`));
}

/** Taps a point the scene reported ("x,y" on its stage), after the stage has drawn it. */
async function tapAt(page: Page, point: string): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const box = await page.evaluate(() => document.querySelector<HTMLElement>("[data-game-ready]")!.getBoundingClientRect().toJSON() as DOMRect);
  const [x, y] = point.split(",").map(Number) as [number, number];
  await page.touchscreen.tap(box.left + x, box.top + y);
}

async function paste(page: Page, text: string): Promise<void> {
  const popup = page.locator(".arcade-popup[data-panel='import-log']");
  await popup.locator("textarea").fill(text);
  await popup.locator("button[data-id='submit']").tap();
}

export const tests: E2eTest[] = [
  {
    name: "mahjong logs: a refused log names its round and turn; a pasted log plays back open and in one seat's view; the reviewer's rows jump to their moment; export gives the same rounds",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/mahjong?mode=logs&seed=e2e`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await waitData(page, "logsView", "library");
        assert.equal((await data(page)).logCount, "0", "no logs kept yet");

        // A log with one discard changed (seat 0 throws 7s, which it does not hold) is refused.
        const changed = JSON.parse(FIXTURE) as { log: unknown[][][] };
        (changed.log[0]![6] as number[])[1] = 37;
        await page.locator(".arcade-action-bar button[data-id='import']").tap();
        await paste(page, JSON.stringify(changed));
        const problem = page.locator(".arcade-popup[data-panel='import-log'] .problem");
        await problem.filter({ hasText: "East 1, 0 honba, turn 5" }).waitFor({ timeout: 15_000 });
        assert.match((await problem.textContent()) ?? "", /discards 37, which is not in its hand/);

        // The real log is imported and opens in the player at the deal.
        await paste(page, FIXTURE);
        await waitData(page, "logsView", "player");
        await waitData(page, "logStep", /^0\/\d+$/);
        const total = Number((await data(page)).logStep!.split("/")[1]);
        assert.equal((await data(page)).logCount, "1", "the log is kept in the list");
        assert.equal((await data(page)).logHand, "1/3");

        // All hands open: Next by touch, then the arrow keys.
        const next = (await data(page)).logStepButtons!.split(" ")[2]!;
        await tapAt(page, next);
        await waitData(page, "logStep", `1/${total}`);
        await tapAt(page, next);
        await waitData(page, "logStep", `2/${total}`);
        await page.keyboard.press("ArrowRight");
        await waitData(page, "logStep", `3/${total}`);
        await page.keyboard.press("ArrowLeft");
        await waitData(page, "logStep", `2/${total}`);
        const open = (await page.locator(".mahjong-text").textContent()) ?? "";
        assert.ok(!open.includes("tiles hidden"), "all hands open: every hand is listed");
        // One seat's view (B, seat 1): the others' hands are hidden.
        await tapAt(page, (await data(page)).logViewButtons!.split(" ")[2]!);
        await waitData(page, "logViewSeat", "1");
        const seen = (await page.locator(".mahjong-text").textContent()) ?? "";
        assert.equal(seen.match(/13 tiles hidden|14 tiles hidden/g)?.length, 3, `three hands hidden from B (${seen.slice(0, 300)}…)`);
        // Down: the next hand; to its end, where the result is shown.
        await page.keyboard.press("ArrowDown");
        await waitData(page, "logHand", "2/3");
        const steps = Number((await data(page)).logStep!.split("/")[1]);
        for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowRight");
        await waitData(page, "logStep", `${steps}/${steps}`);
        assert.match((await page.locator(".mahjong-text").textContent()) ?? "", /B \(East\) wins by tsumo/, "the hand's result at its end");

        // The reviewer for B: rows once the worker is done, a summary, and a jump to a discard.
        await page.locator(".arcade-action-bar button[data-id='review']").tap();
        await waitData(page, "logsView", "review");
        await waitData(page, "reviewRows", /^[1-9]\d*$/, 30_000);
        const review = await data(page);
        assert.equal(review.reviewSeat, "1");
        assert.match(review.reviewStatus!, /^\d+ discards?, \d+ rated: /, "the summary");
        const rows = review.reviewRowPoints!.split(" ");
        assert.equal(rows.length, Number(review.reviewRows), "every row shown on the phone");
        await tapAt(page, rows[0]!);
        await waitData(page, "logsView", "player");
        const jumped = await data(page);
        assert.equal(jumped.logViewSeat, "1", "the player shows the reviewed seat's view");
        // B's first discard in East 1 is the log's fourth event (A draws and throws, B draws, B throws).
        assert.equal(jumped.logHand, "1/3");
        assert.match(jumped.logStep!, /^3\//, "at the moment before B's first discard");

        // Export: the same rounds as the log imported.
        await page.locator(".arcade-action-bar button[data-id='export']").tap();
        const exported = await page.locator(".arcade-popup[data-panel='export-log'] textarea").inputValue();
        assert.deepEqual((JSON.parse(exported) as { log: unknown }).log, (JSON.parse(FIXTURE) as { log: unknown }).log);
      });
    },
  },
];
