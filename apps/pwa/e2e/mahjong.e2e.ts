// The Mahjong trainer as a player meets it on a phone: a shared analyser link (with calls) shows
// the hand's shanten, and an added kan is made by taps; in solo practice the (large, two-row)
// hand sits along the bottom edge, a touch lifts a tile, a second touch discards it and the next
// tile is drawn, and a reload brings the same hand back; the quiz's hand is at the bottom too.
import assert from "node:assert/strict";
import { PracticeGame, rankDiscards, tileName } from "@arcade/mahjong";
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

/**
 * A practice wall that the plain tile-efficiency policy wins, and that policy's discards (by
 * mpsz name), found by playing the same seeded rules here.
 */
function winningWall(): { seed: string; discards: string[] } {
  for (let i = 0; i < 500; i++) {
    const seed = `win-${i}`;
    const game = new PracticeGame(seed);
    const discards: string[] = [];
    while (game.state.status === "discard") {
      const name = tileName(rankDiscards(game.counts, { secondStep: "ties" })[0]!.discard);
      discards.push(name);
      game.discardTile(name);
    }
    if (game.state.status === "won") return { seed, discards };
  }
  throw new Error("no wall of win-0 … win-499 is won by the efficiency policy");
}

/** A practice wall where the efficiency policy reaches tenpai with a draw to come: its discards up to then, and a riichi discard. */
function riichiWall(): { seed: string; discards: string[]; riichi: string } {
  for (let i = 0; i < 500; i++) {
    const seed = `riichi-${i}`;
    const game = new PracticeGame(seed);
    const discards: string[] = [];
    while (game.state.status === "discard" && game.riichiDiscards().length === 0) {
      const name = tileName(rankDiscards(game.counts, { secondStep: "ties" })[0]!.discard);
      discards.push(name);
      game.discardTile(name);
    }
    if (game.state.status !== "discard") continue;
    const riichi = tileName(game.riichiDiscards()[0]!);
    game.riichiTile(riichi);
    // The next draw must not win at once: the test then checks that only the drawn tile may go.
    if (game.state.status === "discard") return { seed, discards, riichi };
  }
  throw new Error("no riichi-0 … riichi-499 wall reaches tenpai");
}

/**
 * Waits for two animation frames: Pixi places new tiles for hit-testing when it renders them, so
 * a click right after a redraw (a loaded machine may take a while to render) waits for it.
 */
async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Clicks (a mouse discards at once) the first hand tile named `name` ("5m" may be the red "0m"). */
async function clickTile(page: Page, name: string): Promise<void> {
  await rendered(page);
  const report = await state(page);
  const names = report.handNames!.split(" ");
  let at = names.indexOf(name);
  if (at < 0) at = names.indexOf(name.replace("5", "0"));
  assert.ok(at >= 0, `the hand (${report.handNames}) holds ${name}`);
  const point = await onPage(page, report.handTiles!.split(" ")[at]!);
  await page.mouse.click(point.x, point.y);
}

export const tests: E2eTest[] = [
  {
    name: "mahjong: a practice win shows its yaku and points; the hint shows the exact win chances; riichi locks the hand to the drawn tile; the analyser scores a complete hand and gives a discard table its odds",
    async run() {
      const { seed, discards } = winningWall();
      await withPage({ viewport: { width: 1366, height: 768 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/mahjong?mode=practice&seed=${seed}`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.draws === "1");
        const report = await state(page);
        assert.match(report.handNames!, /^(\S+ ){13}\S+$/, "fourteen tiles named");
        for (const [i, name] of discards.entries()) {
          if (i === discards.length - 1) {
            // Before the winning draw the hand is one tile from winning: the hint's odds say so.
            await page.keyboard.press("KeyH");
            await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hintWin !== undefined, null, {
              timeout: 20_000,
            });
            const hint = await state(page);
            assert.ok(Number(hint.hintWin) > 0 && Number(hint.hintWin) <= 1, `a win chance within the next draws (${hint.hintWin})`);
            assert.equal(Number(hint.hintTenpai), 1, "the hinted discard keeps the hand tenpai");
          }
          await clickTile(page, name);
          await page.waitForFunction((n) => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === String(n), i + 1);
        }
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.status === "won");
        const won = await state(page);
        assert.match(won.yaku!, /Menzen tsumo/, "a closed hand's tsumo scores menzen tsumo");
        assert.ok(Number(won.han) >= 1 && Number(won.points) >= 1000, `han ${won.han}, ${won.points} points`);
        const results = await page.textContent(".arcade-popup");
        assert.match(results ?? "", /han .* fu|Yakuman/, "the results name han and fu");
        assert.match(results ?? "", /points/, "and the points");

        // Riichi: the button is offered once a discard leaves the hand tenpai; after declaring,
        // another tile than the drawn one is refused, the drawn one goes.
        const wall = riichiWall();
        await page.goto(`${ORIGIN}/#/mahjong?mode=practice&seed=${wall.seed}`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.draws === "1");
        for (const [i, name] of wall.discards.entries()) {
          await clickTile(page, name);
          await page.waitForFunction((n) => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === String(n), i + 1);
        }
        assert.equal((await state(page)).riichi, "possible", "tenpai with a draw to come: riichi is offered");
        // Riichi is a toggle in the shell's button bar (a DOM button: pressed while declaring).
        const riichiButton = page.locator(".arcade-action-bar button[data-id='riichi']");
        assert.equal(await riichiButton.getAttribute("aria-pressed"), "false");
        await riichiButton.click();
        assert.equal(await riichiButton.getAttribute("aria-pressed"), "true", "the Riichi button shows it is pressed");
        await clickTile(page, wall.riichi);
        const before = wall.discards.length + 1;
        await page.waitForFunction((n) => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === String(n), before);
        const inRiichi = await state(page);
        assert.equal(inRiichi.riichi, "declared");
        const names = inRiichi.handNames!.split(" ");
        const drawnName = names.at(-1)!;
        const other = names.find((n) => n !== drawnName)!;
        await clickTile(page, other);
        await page.waitForTimeout(400);
        assert.equal((await state(page)).discards, String(before), `in riichi ${other} is not discarded`);
        const points = inRiichi.handTiles!.split(" ");
        const last = await onPage(page, points.at(-1)!);
        await rendered(page);
        await page.mouse.click(last.x, last.y);
        await page.waitForFunction((n) => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === String(n), before + 1);

        // The analyser: a complete hand gets its full score (tsumo, East seat by default)…
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=234m567p234678s55p`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.scorePoints);
        const scored = await state(page);
        assert.match(scored.scoreYaku!, /Menzen tsumo,Pinfu,Tanyao/);
        assert.equal(scored.scoreHan, "3");
        assert.equal(scored.scoreFu, "20");
        assert.equal(scored.scorePoints, "3900", "3 han 20 fu for the dealer by tsumo: 1,300 all");
        // The situation without the canvas: the text alternative's Tsumo toggle makes it a ron —
        // pinfu and tanyao, 2 han 30 fu for the dealer: 2,900.
        const analysis = page.getByRole("region", { name: "Hand analysis" });
        const situation = analysis.getByRole("group", { name: "Situation and added kans" });
        await situation.getByRole("button", { name: "Tsumo" }).focus();
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.scorePoints === "2900");
        assert.match((await analysis.textContent()) ?? "", /Ron \(another's discard\) on .*2 han 30 fu/, "the score in words follows");
        // … and a hand that just drew gets each discard's chances.
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=123m456p789s11223z`);
        await page.waitForSelector(`${GAME} canvas`);
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.oddsWin, null, { timeout: 20_000 });
        const odds = await state(page);
        assert.equal(odds.oddsDiscard, "3z", "discarding 3z waits on 1z and 2z");
        // Keeping the 1z/2z wait (4 tiles among 136 − 14 unseen) wins within three draws with
        // 1 − (118·117·116)/(122·121·120); the best policy may improve the wait, never do worse.
        const stay = 1 - (118 / 122) * (117 / 121) * (116 / 120);
        const win = Number(odds.oddsWin);
        assert.ok(win >= stay - 1e-4 && win < 0.5, `win within 3 draws ${win}, at least ${stay}`);
      });
    },
  },
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
        await rendered(page);
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
        await rendered(page);
        await page.touchscreen.tap(first!.x, first!.y);
        await page.waitForTimeout(400);
        assert.equal((await state(page)).discards, "0", "a first touch only selects the tile");
        await rendered(page);
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

        // The text alternative: the table in words outside the canvas, the hand as buttons a
        // keyboard or screen reader discards with; the live region says what happened.
        const table = page.getByRole("region", { name: "Practice table" });
        const names = resumed.handNames!.split(" ");
        const words = /Your hand: ([^.]+)\. Drawn tile: /.exec((await table.textContent()) ?? "");
        assert.equal(words?.[1]!.split(", ").length, 13, "the hand in words, the drawn tile apart");
        const buttons = table.getByRole("group", { name: "Discard a tile" }).getByRole("button");
        assert.equal(await buttons.count(), names.length, "a button per hand tile");
        assert.match((await table.textContent()) ?? "", /Your discards \(1\): /);
        await buttons.first().focus();
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.discards === "2");
        assert.equal((await state(page)).draws, "3", "a discard by its button draws the next tile");
        assert.match((await table.getByRole("status").textContent()) ?? "", /You drew /, "the live region says the draw");
        assert.match((await table.textContent()) ?? "", /Your discards \(2\): /, "the river in words follows");
        assert.notEqual((await state(page)).handNames, resumed.handNames, "the hand in words follows the discard");

        await page.goto(`${ORIGIN}/#/mahjong?mode=quiz&seed=e2e`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        await handAtBottom(page, "quiz");

        // The quiz answered through its text alternative; Next in the shell's bar moves on.
        const quiz = page.getByRole("region", { name: "Quiz question" });
        assert.match((await quiz.textContent()) ?? "", /Question 1 of 10, 0 points so far\./);
        const next = page.locator(".arcade-action-bar button[data-id='next']");
        assert.equal(await next.isVisible(), false, "no Next before an answer");
        await quiz.getByRole("group", { name: "Discard a tile" }).getByRole("button").first().focus();
        await page.keyboard.press("Enter");
        await next.waitFor({ state: "visible" });
        assert.match((await quiz.textContent()) ?? "", /Discard .+: \d+ tiles (improve|win), /, "the ranking in words");
        assert.match((await quiz.getByRole("status").textContent()) ?? "", /^(Best! )?\+\d+/, "the verdict is announced");
        await next.click();
        await page.waitForFunction(() => /Question 2 of 10/.test(document.querySelector("[data-game-ready] .mahjong-text")?.textContent ?? ""));
      });
    },
  },
  {
    name: "mahjong: a click held while the analyser's odds are computing still counts (the progress redraws only the analysis)",
    async run() {
      await withPage({ viewport: { width: 1366, height: 768 } }, async (page) => {
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=123m456p789s11223z`);
        await page.waitForSelector(`${GAME} canvas`);
        await dismissHint(page);
        // A hand whose discard table takes about a second to compute (Node, 2 cores), with progress.
        const hand = "23456m34567p3456s";
        await page.goto(`${ORIGIN}/#/mahjong?mode=analyser&seed=e2e&hand=${hand}`);
        await page.waitForFunction((h) => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === h, hand);
        // The odds' status line as the text alternative says it ("Win chances: computing… 40%").
        const status = (): Promise<string> =>
          page.evaluate(() => /Win chances: computing…( \d+%)?/.exec(document.querySelector("[data-game-ready]")?.textContent ?? "")?.[0] ?? "");
        const first = await onPage(page, (await state(page)).handTiles!.split(" ")[0]!);
        await page.mouse.move(first.x, first.y);
        await page.mouse.down();
        const pressedAt = await status();
        assert.notEqual(pressedAt, "", "the press came while the odds were computing");
        // The button is held until the worker has said something new (progress or the answer).
        const end = Date.now() + 20_000;
        while ((await status()) === pressedAt) {
          assert.ok(Date.now() < end, `the worker said nothing after "${pressedAt}" for 20 s`);
          await page.waitForTimeout(10);
        }
        await page.mouse.up();
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hand === "3456m34567p3456s", undefined, {
          timeout: 5000,
        });
      });
    },
  },
];
