// The Mahjong table as a player meets it on a phone (390x844, touch): Table from the launcher asks
// for the bots' strength; a hand played by touch — a tile tapped then tapped again to discard, a
// Chi prompt answered, a reload mid-hand that comes back at the same decision with the same hand,
// and a Ron that ends the hand with its result panel (yaku, points, payments). The seed and your
// plan come from the same engine and bots the app runs (table-script.ts).
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, ready, withPage, type E2eTest } from "./harness.ts";
import { shortScript, type YourStep } from "./table-script.ts";

const GAME = "[data-game-ready]";

async function data(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...document.querySelector<HTMLElement>("[data-game-ready]")!.dataset }) as Record<string, string>);
}

/** A point the scene reported ("x,y" on its stage) in page coordinates. */
async function onPage(page: Page, point: string): Promise<{ x: number; y: number }> {
  const box = await page.evaluate(() => {
    const r = document.querySelector<HTMLElement>("[data-game-ready]")!.getBoundingClientRect();
    return { left: r.left, top: r.top };
  });
  const [x, y] = point.split(",").map(Number) as [number, number];
  return { x: box.left + x, y: box.top + y };
}

/** Two animation frames: Pixi places redrawn tiles for hit-testing when it renders them. */
async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Waits until the table has made `turn` decisions and asks you (a discard, or a prompt with `label`). */
async function waitForYou(page: Page, step: YourStep): Promise<Record<string, string>> {
  await page.waitForFunction(
    ({ turn, label }) => {
      const d = document.querySelector<HTMLElement>("[data-game-ready]")?.dataset;
      if (d?.turn !== String(turn)) return false;
      return label === undefined ? d.canDiscard === "1" : (d.prompt ?? "").split("|").includes(label);
    },
    { turn: step.turn, label: step.kind === "discard" ? undefined : step.label },
    { timeout: 20_000 },
  );
  await rendered(page);
  return data(page);
}

/** Taps a discard by touch: the first tap lifts the tile, the second discards it. */
async function discard(page: Page, step: YourStep): Promise<void> {
  const report = await waitForYou(page, step);
  const names = report.handNames!.split(" ");
  const last = names.length - 1;
  const at = step.drawn ? last : names.findIndex((n, i) => n === step.tile && i !== last);
  assert.equal(names[at], step.tile, `your hand (${report.handNames}) holds ${step.tile}`);
  const point = await onPage(page, report.handTiles!.split(" ")[at]!);
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.statusText?.includes("again"));
  assert.equal((await data(page)).turn, String(step.turn), "a first tap only lifts the tile");
  await rendered(page);
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForFunction((turn) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.turn) > turn, step.turn);
}

/** Taps the prompt's button named `step.label`. */
async function answer(page: Page, step: YourStep): Promise<void> {
  const report = await waitForYou(page, step);
  const labels = report.prompt!.split("|");
  const at = labels.indexOf(step.label!);
  const point = await onPage(page, report.promptButtons!.split(" ")[at]!);
  await page.touchscreen.tap(point.x, point.y);
  await page.waitForFunction((turn) => Number(document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.turn) > turn, step.turn);
}

export const tests: E2eTest[] = [
  {
    name: "mahjong table (phone, touch): opened from the launcher; a hand played by touch with a Chi answered, a reload that resumes at the same decision, and a Ron's result panel",
    async run() {
      const script = shortScript(20);
      const call = script.steps.findIndex((s) => s.kind === "call");
      // The reload comes after your first discard that follows the call.
      const reloadAfter = script.steps.findIndex((s, i) => i > call + 1 && s.kind === "discard") - 1;
      assert.ok(reloadAfter > call, `the plan for ${script.seed} has a discard after the call's own`);
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page) => {
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        await page.goto(`${ORIGIN}/`);
        await ready(page);
        await page.tap(".game-card[data-game='mahjong'] a.mode:has-text('Table')");
        // The first load builds the shanten tables (a second or two; more on a busy machine).
        await page.waitForSelector("[data-panel='choose-bots']", { timeout: 60_000 });
        const chooser = (await page.textContent("[data-panel='choose-bots']")) ?? "";
        for (const word of ["Easy", "Medium", "Hard", "riichi"]) assert.ok(chooser.includes(word), `the chooser says "${word}": ${chooser}`);

        // Quit goes back to the launcher; the test's seed comes by a link.
        await page.tap("[data-panel='choose-bots'] button:has-text('Quit')");
        await page.waitForSelector(".game-card[data-game='mahjong']");
        await page.goto(`${ORIGIN}/#/mahjong?mode=table&seed=${script.seed}&bots=easy`);
        await page.waitForSelector(`${GAME} canvas`, { timeout: 60_000 });
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.handTiles, null, { timeout: 60_000 });
        const first = await data(page);
        assert.equal(first.yourSeat, String(script.you), "you sit where the seed says");
        assert.ok(Number(first.handTileWidth) >= 24, `hand tiles ${first.handTileWidth} px wide`);
        for (const point of first.handTiles!.split(" ")) {
          const { x, y } = await onPage(page, point);
          assert.ok(x > 0 && x < 390 && y > 844 * 0.85 && y < 844, `a hand tile at ${x},${y} is at the bottom of the screen`);
        }

        for (const [i, step] of script.steps.entries()) {
          if (step.kind === "discard") await discard(page, step);
          else await answer(page, step);
          if (i !== reloadAfter) continue;
          // The pause menu holds the bots (and keeps the game): the decision count stands still.
          await page.tap(".arcade-pause-button");
          await page.waitForSelector(".arcade-popup[data-panel='pause']");
          assert.ok((await page.textContent(".arcade-popup[data-panel='pause']"))?.includes("Export log (tenhou.net/6)"), "the pause menu offers the log");
          const before = await data(page);
          await page.reload();
          await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.handNames, null, { timeout: 60_000 });
          const after = await data(page);
          assert.equal(after.resumedTurn, before.turn, "the reload resumes at the same decision");
          assert.equal(after.handNames, before.handNames, "with the same hand");
          assert.equal(after.round, before.round);
        }
        await page.waitForSelector("[data-panel='hand-result']", { timeout: 20_000 });
        const panel = (await page.textContent("[data-panel='hand-result']")) ?? "";
        assert.match(panel, /ron/i, `the panel names the ron: ${panel}`);
        assert.match(panel, /han|[Yy]akuman/, "the yaku and han");
        assert.match(panel, /points/, "the points");
        assert.match(panel, /Payments:.*You/s, "every seat's payment");
        await page.tap("[data-panel='hand-result'] button:has-text('Next hand')");
        await page.waitForFunction(() => document.querySelector<HTMLElement>("[data-game-ready]")?.dataset.hands === "1");
        assert.deepEqual(errors, []);
      });
    },
  },
];
