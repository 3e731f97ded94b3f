// Puyo online, through the real local rooms server (the Worker in Miniflare on 127.0.0.1:8787,
// Puyo's own checker deciding): a desktop page creates a room, a phone page (390x844, touch)
// opens its share link; each sees the other's field (yours large, the opponent's compact beside
// or under NEXT); the desktop drops pairs in one column until it tops out, and both get the
// room's verdict; a rematch, and the phone reloaded mid-game rejoins it.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { ORIGIN, RoomsServer, ready, gameData as data, waitGameData as waitData, openBrowser, type E2eTest } from "./harness.ts";

const SHOTS = process.env.E2E_SHOTS ?? "";

/**
 * A window without focus pauses its game (the other browser took it): this page resumes from its
 * pause menu, as a player coming back would, so its game plays on in real time.
 */
async function keepPlaying(page: Page): Promise<void> {
  const resume = page.locator(".arcade-popup[data-panel='pause'] button[data-id='resume']");
  if ((await resume.count()) > 0) await resume.click();
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

export const tests: E2eTest[] = [
  {
    name: "Puyo online: a room created on a desktop, joined from a phone by its link; both fields live, a top-out, the room's verdict on both",
    async run() {
      const server = new RoomsServer();
      await server.start();
      const desktop = await openBrowser({ viewport: { width: 1280, height: 800 } });
      const phone = await openBrowser({ viewport: { width: 390, height: 844 }, mobile: true });
      try {
        const errors: string[] = [];
        const a = await desktop.context.newPage();
        a.on("pageerror", (error) => errors.push(`desktop: ${error.message}`));
        await a.goto(`${ORIGIN}/#/`);
        await ready(a);
        await a.click("li[data-game='puyo'] a.mode:has-text('Play online')");
        await a.click(".arcade-popup[data-panel='online'] button[data-id='create']");
        await waitData(a, "connection", (v) => v === "connected");
        const code = await data(a, "room");
        assert.match(code, /^[A-Z2-9]{6}$/);
        await a.click(".arcade-popup[data-panel='room'] button[data-id='share']");
        const link = await a.inputValue(".arcade-popup[data-panel='share'] textarea");
        assert.ok(link.startsWith(`${ORIGIN}/#/puyo?mode=online`) && link.includes(`room=${code}`), link);

        const b = await phone.context.newPage();
        b.on("pageerror", (error) => errors.push(`phone: ${error.message}`));
        await b.goto(link);
        await ready(b);
        await waitData(a, "phase", (v) => v === "playing");
        await waitData(b, "phase", (v) => v === "playing");
        assert.notEqual(await data(a, "player"), await data(b, "player"));
        // Your field large, the opponent's smaller; on the phone it is compact (under NEXT).
        assert.ok(Number(await data(a, "field-px")) > Number(await data(a, "opponent-field-px")) * 1.5);
        assert.ok(Number(await data(b, "field-px")) > Number(await data(b, "opponent-field-px")) * 2);
        assert.ok(Number(await data(b, "opponent-field-px")) > 0);

        // The desktop drops pairs; the phone sees them on the opponent's field, and back (a tap on
        // the phone's field turns its pair, then it moves right and drops, away from column 3).
        await waitData(a, "countdown", (v) => v === "over"); // READY / GO!
        await a.keyboard.press("ArrowLeft");
        await a.keyboard.press("Space");
        await waitData(b, "opponent-pieces", (v) => Number(v) >= 1);
        await keepPlaying(b);
        await b.locator(".game-stage canvas").tap({ position: { x: 300, y: 300 } });
        await b.keyboard.press("ArrowRight");
        await b.keyboard.press("Space");
        await waitData(a, "opponent-pieces", (v) => Number(v) >= 1);

        // The desktop stacks column 3 until it tops out (the X); the room decides once the
        // phone's stream is past that frame (the phone's pair falls on by itself meanwhile).
        for (let i = 0; i < 40 && (await data(a, "over")) !== "toppedOut"; i++) {
          await keepPlaying(b);
          await keepPlaying(a);
          await a.keyboard.press("Space");
          await a.waitForTimeout(150);
        }
        assert.equal(
          await data(a, "over"),
          "toppedOut",
          `desktop: phase ${await data(a, "phase")}, pairs ${await data(a, "pieces")}, result ${await data(a, "result")}; phone: phase ${await data(b, "phase")}, pairs ${await data(b, "pieces")}`,
        );
        await shot(a, "puyo-online-desktop");
        await shot(b, "puyo-online-phone");
        for (let i = 0; i < 60 && (await data(b, "phase")) === "playing"; i++) {
          await keepPlaying(b);
          await b.waitForTimeout(500);
        }
        await waitData(b, "result", (v) => v === "won", 30_000).catch(async (error: Error) => {
          const told = (await b.textContent(".arcade-popup").catch(() => "")) ?? "";
          throw new Error(`${error.message}; the phone's panel: ${told}; phase ${await data(b, "phase")}`);
        });
        await waitData(a, "result", (v) => v === "lost");
        await a.waitForSelector(".arcade-popup[data-panel='results']");
        const lost = (await a.textContent(".arcade-popup[data-panel='results']")) ?? "";
        assert.match(lost, /You lose[\s\S]*You topped out\./);
        assert.match(lost, new RegExp(`Room ${code} · game 1`));
        assert.match(lost, /You: \d+ pairs · \d+ points · max chain \d+ · sent \d+ · received \d+/);
        await b.waitForSelector(".arcade-popup[data-panel='results']");
        assert.match((await b.textContent(".arcade-popup[data-panel='results']")) ?? "", /You win![\s\S]*Your opponent topped out\./);
        await shot(a, "puyo-online-desktop-results");
        await shot(b, "puyo-online-phone-results");

        // Rematch: both ask, a new game on a new seed in the same room.
        await a.click(".arcade-popup[data-panel='results'] button[data-id='again']");
        await b.locator(".arcade-popup[data-panel='results'] button[data-id='again']").tap();
        await waitData(a, "phase", (v) => v === "playing");
        await waitData(b, "phase", (v) => v === "playing");
        await waitData(a, "pieces", (v) => v === "0");

        // A reload mid-game (a phone evicting the page): it rejoins the same game, rebuilt from
        // what the room kept, and plays on; the desktop sees its next pair.
        await waitData(b, "countdown", (v) => v === "over"); // READY / GO!
        await keepPlaying(b);
        await b.keyboard.press("ArrowRight");
        await b.keyboard.press("Space");
        await waitData(a, "opponent-pieces", (v) => Number(v) >= 2);
        const before = Number(await data(b, "pieces"));
        await b.reload();
        await ready(b);
        await waitData(b, "phase", (v) => v === "playing");
        await waitData(b, "pieces", (v) => Number(v) >= before);
        assert.equal(await data(b, "room"), code);
        await keepPlaying(b);
        await b.keyboard.press("ArrowRight");
        await b.keyboard.press("Space");
        await waitData(a, "opponent-pieces", (v) => Number(v) > before);
        assert.equal(await data(a, "phase"), "playing");
        await shot(b, "puyo-online-phone-rejoined");
        assert.deepEqual(errors, []);
      } finally {
        await phone.close();
        await desktop.close();
        await server.stop();
      }
    },
  },
];
