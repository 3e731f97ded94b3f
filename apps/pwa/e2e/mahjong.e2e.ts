// The Mahjong trainer as a player meets it on a phone: a shared analyser link (with calls) shows
// the hand's shanten, and an added kan is made by taps; in solo practice the (large, two-row)
// hand sits along the bottom edge, a touch lifts a tile, a second touch discards it and the next
// tile is drawn, and a reload brings the same hand back; the quiz's hand is at the bottom too.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, dismissHint, withPage, type E2eTest } from "./harness.ts";

const GAME = "[data-game-ready]";

async function state(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

/** A point the scene reported ("x,y" on its stage) in page coordinates. */
async function onPage(page: Page, point: string): Promise<{ x: number; y: number }> {
  const host = await page.evaluate(() => {
    const box = document.querySelector<HTMLElement>("[data-game-ready]")!.getBoundingClientRect();
    return { left: box.left, top: box.top };
  });
  const [x, y] = point.split(",").map(Number) as [number, number];
  return { x: host.left + x, y: host.top + y };
}

/** The hand's tiles, as the scene reports them, lie in the bottom part of a portrait phone's screen. */
async function handAtBottom(page: Page, what: string): Promise<{ x: number; y: number }[]> {
  await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.handTiles);
  const report = await state(page);
  assert.equal(report.layout, "portrait", `${what}: the portrait phone layout`);
  const tiles = await Promise.all(report.handTiles!.split(" ").map((point) => onPage(page, point)));
  const bottom = (await onPage(page, `0,${report.handBottom}`)).y;
  const height = page.viewportSize()!.height;
  assert.ok(bottom <= height && bottom >= height - 24, `${what}: the hand's bottom edge (${bottom}) is at the screen's bottom (${height})`);
  for (const tile of tiles) assert.ok(tile.y > height * 0.7, `${what}: a hand tile at y ${tile.y} is in the bottom part of the screen`);
  return tiles;
}

export const tests: E2eTest[] = [
  {
    name: "mahjong: analyser links (with calls) show shanten; an added kan by taps; the phone hand at the bottom; a practice tap discards and draws; a reload resumes the hand",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=1111m123p112233s`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "1111m123p112233s");
        assert.equal((await state(page)).shanten, "1", "the reference sheet's trap hand is 1-shanten");

        // 45m 678p 11s with a chi and a closed kan: 7 concealed tiles, tenpai on 3m/6m.
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=${encodeURIComponent("45m678p11s [789s] (1111z)")}`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "45m678p11s [789s] (1111z)");
        assert.equal((await state(page)).shanten, "0", "a 7-tile hand with two calls is analysed as tenpai");

        // An added kan by taps: the pon of 5p and its fourth tile, just drawn (0-shanten); the
        // Added kan button makes {5555p}, which breaks the 456p run (1-shanten).
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=${encodeURIComponent("123m456m456p78s [555p]")}`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.addedKan?.startsWith("5p:"));
        assert.equal((await state(page)).shanten, "0");
        const button = await onPage(page, (await state(page)).addedKan!.slice(3));
        await page.touchscreen.tap(button.x, button.y);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "123456m46p78s {5555p}");
        const kan = await state(page);
        assert.equal(kan.shanten, "1", "the analysis follows the added kan");
        assert.equal(kan.addedKan, "", "no second added kan is offered");

        await page.goto(`${ORIGIN}/#/mahjong?mode=practice&seed=e2e`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.draws === "1");
        // The hand along the bottom edge, in thumb reach. A first touch lifts its first tile
        // (nothing discarded yet), a second touch discards it.
        const [first] = await handAtBottom(page, "practice");
        await page.touchscreen.tap(first!.x, first!.y);
        await page.waitForTimeout(400);
        assert.equal((await state(page)).discards, "0", "a first touch only selects the tile");
        await page.touchscreen.tap(first!.x, first!.y);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === "1");
        assert.equal((await state(page)).draws, "2", "the discard is followed by the next draw");
        await handAtBottom(page, "practice after a discard");

        await page.reload();
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards !== undefined);
        const resumed = await state(page);
        assert.equal(resumed.discards, "1", "the reload resumes the hand with its discard");
        assert.equal(resumed.draws, "2");

        await page.goto(`${ORIGIN}/#/mahjong?mode=quiz&seed=e2e`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await handAtBottom(page, "quiz");
      });
    },
  },
];
