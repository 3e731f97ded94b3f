// Tetris online, through the real local rooms server (the Worker in Miniflare on 127.0.0.1:8787):
// - two Chromium pages, a desktop and a phone: one creates a room, the other opens its share
//   link; each sees the other's board; one tops out, both get the room's verdict; a rematch;
// - a page against a scripted opponent (the engine's bot through the same OnlineTetrisPlayer and
//   RoomClient, in Node) whose clears send garbage: it rises on the page's board; the page is
//   reloaded mid-game and rejoins the same game; the page's stream is what the room re-runs to
//   decide, and it is valid;
// - no rooms server, then no network: the app says which, and an offline game still starts.
import assert from "node:assert/strict";
import { Rng } from "@arcade/core";
import { RoomClient, newRoomCode, type GameStartMessage, type ServerMessage } from "@arcade/core/rooms";
import { BOTS, OnlineTetrisPlayer, actionsOf, think } from "@arcade/tetris";
import { dropUntilResults, waitForGo } from "./tetris-play.ts";
import { ORIGIN, ROOMS_ORIGIN, RoomsServer, ready, gameData as data, waitGameData as waitData, withPage, openBrowser, type E2eTest } from "./harness.ts";

async function withServer(test: () => Promise<void>): Promise<void> {
  const server = new RoomsServer();
  await server.start();
  try {
    await test();
  } finally {
    await server.stop();
  }
}

/**
 * A scripted opponent in Node: it creates the room, and once the game starts plays the hard bot
 * at real time (a piece every `pieceFrames` frames), sending batches as the app does.
 */
class ScriptedOpponent {
  readonly code = newRoomCode((bytes) => crypto.getRandomValues(new Uint8Array(bytes.length)));
  readonly client: RoomClient;
  player: OnlineTetrisPlayer | null = null;
  verdict: Extract<ServerMessage, { type: "game_over" }> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly rng = Rng.from("e2e-opponent");

  constructor(private readonly pieceFrames: number) {
    this.client = new RoomClient({
      server: ROOMS_ORIGIN,
      code: this.code,
      game: "tetris",
      openSocket: (url) => new WebSocket(url),
      onMessage: (message) => this.heard(message),
      onStatus: (status) => {
        if (status === "connected") this.client.send({ type: "ready" });
      },
    });
  }

  private heard(message: ServerMessage): void {
    if (message.type === "game_start") this.play(message);
    else if (message.type === "opponent_inputs") this.player?.receiveEvents(message);
    else if (message.type === "game_over") {
      this.verdict = message;
      this.stop();
    }
  }

  private play(start: GameStartMessage): void {
    const player = (this.player = new OnlineTetrisPlayer(start, this.client.player ?? 1));
    // The app counts down about 2 s before its frame 0; so does this player, then 6 frames every 100 ms.
    let wait = 20;
    this.timer = setInterval(() => {
      if (wait-- > 0 || player.done) return;
      for (let i = 0; i < 6; i++) {
        if (player.game.frame % this.pieceFrames === 0) {
          const plan = think(player.game, BOTS.hard, this.rng);
          for (const action of plan === null ? (["hardDrop"] as const) : actionsOf(plan.best)) player.apply(action);
        }
        player.tick();
      }
      this.client.send(player.flush());
    }, 100);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stop();
    this.client.close();
  }
}

export const tests: E2eTest[] = [
  {
    name: "two pages online: a room created on a desktop, joined from a phone by its link; live boards, the room's verdict, a rematch",
    async run() {
      await withServer(async () => {
        const desktop = await openBrowser({ viewport: { width: 1280, height: 800 } });
        const phone = await openBrowser({ viewport: { width: 390, height: 844 }, mobile: true });
        try {
          const a = await desktop.context.newPage();
          await a.goto(`${ORIGIN}/#/`);
          await ready(a);
          await a.click("li[data-game='tetris'] a.mode:has-text('Play online')");
          await a.click(".arcade-popup[data-panel='online'] button[data-id='create']");
          await waitData(a, "connection", (v) => v === "connected");
          const code = await data(a, "room");
          assert.match(code, /^[A-Z2-9]{6}$/);
          assert.match((await a.textContent(".arcade-popup[data-panel='room']")) ?? "", new RegExp(`Room ${code}[\\s\\S]*Waiting for your friend`));
          await a.click(".arcade-popup[data-panel='room'] button[data-id='share']");
          const link = await a.inputValue(".arcade-popup[data-panel='share'] textarea");
          assert.ok(link.startsWith(`${ORIGIN}/#/tetris?mode=online`) && link.includes(`room=${code}`), link);

          const b = await phone.context.newPage();
          await b.goto(link);
          await ready(b);
          await waitData(a, "phase", (v) => v === "playing");
          await waitData(b, "phase", (v) => v === "playing");
          assert.notEqual(await data(a, "player"), await data(b, "player"));

          // The desktop player drops pieces; the phone sees them on the opponent's board, and back.
          await waitForGo(a);
          for (let i = 0; i < 3; i++) {
            await a.keyboard.press(i % 2 === 0 ? "ArrowLeft" : "ArrowRight");
            await a.keyboard.press("Space");
            await a.waitForTimeout(200);
          }
          await waitData(b, "opponent-pieces", (v) => Number(v) >= 3);
          await b.locator(".game-stage canvas").tap({ position: { x: 195, y: 300 } });
          await b.keyboard.press("Space");
          await b.keyboard.press("Space");
          await waitData(a, "opponent-pieces", (v) => Number(v) >= 2);

          await dropUntilResults(a);
          // The room decides once the phone's game is past the frame the desktop's topped out at:
          // the phone plays on by itself (nothing pauses it).
          await waitData(b, "result", (v) => v === "won", 60_000).catch(async (error: Error) => {
            // Say what the phone was told (its results panel names the reason).
            const told = (await b.textContent(".arcade-popup")) ?? "";
            throw new Error(`${error.message}; the phone's panel: ${told}; phase ${await data(b, "phase")}, pieces ${await data(b, "pieces")}`);
          });
          assert.equal(await data(a, "result"), "lost");
          const lost = (await a.textContent(".arcade-popup[data-panel='results']")) ?? "";
          assert.match(lost, /You lose/);
          assert.match(lost, /You topped out\./);
          assert.match(lost, new RegExp(`Room ${code} · game 1`));
          assert.match(lost, /You: \d+ pieces? · sent \d+ · received \d+/);
          await b.waitForSelector(".arcade-popup[data-panel='results']");
          assert.match((await b.textContent(".arcade-popup[data-panel='results']")) ?? "", /You win![\s\S]*Your opponent topped out\./);

          // Both boards watched through the one replay viewer: its bar, at 4×, to the end and back to the results.
          await a.click(".arcade-popup[data-panel='results'] button[data-id='watch']");
          await a.waitForSelector("[data-role=replay-bar]");
          await a.click("[data-action=replay-speed]");
          await a.click("[data-action=replay-speed]");
          assert.equal(await a.textContent("[data-action=replay-speed]"), "4×");
          await waitData(a, "phase", (v) => v === "results", 60_000);
          await a.waitForSelector(".arcade-popup[data-panel='results']");
          assert.equal(await a.locator("[data-role=replay-bar]").count(), 0, "the bar goes with the replay");

          // Rematch: both ask, a new game starts in the same room.
          await a.click(".arcade-popup[data-panel='results'] button[data-id='again']");
          await a.waitForSelector(".arcade-popup[data-panel='rematch']");
          await b.locator(".arcade-popup[data-panel='results'] button[data-id='again']").tap();
          await waitData(a, "phase", (v) => v === "playing");
          await waitData(b, "phase", (v) => v === "playing");
          await waitData(a, "pieces", (v) => v === "0");

          // The phone's window loses focus: an online game does not pause (the opponent would play
          // on, and a long pause forfeits); it goes on, and a notice says so.
          await b.evaluate(() => {
            document.hasFocus = () => false;
            window.dispatchEvent(new Event("blur"));
          });
          await b.waitForSelector("[data-role=notice]:has-text('the game goes on while you are away')");
          assert.equal(await b.locator(".arcade-popup[data-panel='pause']").count(), 0, "no pause menu on a blurred window");
          assert.equal(await data(b, "away"), "away");
          await b.evaluate(() => {
            document.hasFocus = () => true;
            window.dispatchEvent(new Event("focus"));
          });
          await b.waitForSelector("[data-role=notice]:has-text('went on while you were away')");
        } finally {
          await phone.close();
          await desktop.close();
        }
      });
    },
  },
  {
    name: "against a scripted opponent: its garbage rises on your board; a reload rejoins the game; topping out loses, as the room decides",
    async run() {
      await withServer(async () => {
        const opponent = new ScriptedOpponent(12);
        try {
          await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
            await page.goto(`${ORIGIN}/#/tetris?mode=online&room=${opponent.code}`);
            await ready(page);
            await waitData(page, "phase", (v) => v === "playing");
            // Lock pieces now and then (garbage rises after a lock that clears nothing) until some has risen.
            const end = Date.now() + 45_000;
            for (let i = 0; Number(await data(page, "received")) === 0 && !(await page.$(".arcade-popup[data-panel='results']")); i++) {
              if (Date.now() > end) throw new Error(`no garbage rose (opponent sent ${opponent.player?.sent ?? 0})`);
              await page.keyboard.press(i % 2 === 0 ? "ArrowLeft" : "ArrowRight");
              await page.keyboard.press("Space");
              await page.waitForTimeout(700);
            }
            assert.ok(Number(await data(page, "opponent-sent")) > 0, "the opponent's attacks reached the page");
            // A reload mid-game (a phone evicting the page): the app rejoins with its token and plays on.
            const before = Number(await data(page, "pieces"));
            await page.reload();
            await ready(page);
            await waitData(page, "phase", (v) => v === "playing");
            assert.ok(Number(await data(page, "pieces")) >= before, "the same game came back, not a new one");
            assert.ok(Number(await data(page, "received")) > 0, "with the garbage that had risen");
            await dropUntilResults(page);
            assert.equal(await data(page, "result"), "lost");
            const deadline = Date.now() + 5000;
            while (opponent.verdict === null && Date.now() < deadline) await page.waitForTimeout(100);
            assert.equal(opponent.verdict?.reason, "ended");
            assert.equal(
              opponent.verdict?.players.every((p) => p.valid),
              true,
              "both streams re-ran cleanly in the room",
            );
            const received = Number(opponent.verdict.players[opponent.client.player === 1 ? 1 : 0].stats.linesReceived);
            assert.ok(received > 0, "the room counted the garbage that rose in the page's game");
          });
        } finally {
          opponent.close();
        }
      });
    },
  },
  {
    name: "one place, two tabs: a duplicated tab takes the place, and the older tab says so and stops",
    async run() {
      await withServer(async () => {
        const opponent = new ScriptedOpponent(30);
        const browser = await openBrowser({ viewport: { width: 1024, height: 768 } });
        try {
          const first = await browser.context.newPage();
          await first.goto(`${ORIGIN}/#/tetris?mode=online&room=${opponent.code}`);
          await ready(first);
          await waitData(first, "phase", (v) => v === "playing");
          // A duplicated tab carries the tab's session storage: the saved place (room and token).
          const saved = await first.evaluate(() => Object.entries(sessionStorage).filter(([key]) => key.startsWith("arcade-session:")));
          assert.equal(saved.length, 1, "the page kept its place for a reload");
          const second = await browser.context.newPage();
          await second.addInitScript((entries: [string, string][]) => {
            for (const [key, value] of entries) sessionStorage.setItem(key, value);
          }, saved);
          await second.goto(`${ORIGIN}/#/tetris?mode=online`);
          await ready(second);
          await waitData(second, "phase", (v) => v === "playing");
          await first.waitForSelector(".arcade-popup[data-panel='problem']");
          assert.match((await first.textContent(".arcade-popup[data-panel='problem']")) ?? "", /Playing in another tab[\s\S]*another tab or window/);
          // The older tab does not take the place back: the newer one stays connected and plays on.
          await second.waitForTimeout(3000);
          assert.equal(await data(first, "connection"), "closed");
          assert.equal(await data(second, "connection"), "connected");
          assert.equal(await data(second, "player"), await data(first, "player"));
        } finally {
          opponent.close();
          await browser.close();
        }
      });
    },
  },
  {
    name: "no rooms server, then no network: Play online says which, and an offline game still starts",
    async run() {
      await withPage({ viewport: { width: 390, height: 844 }, mobile: true }, async (page, context) => {
        await page.goto(`${ORIGIN}/#/tetris?mode=online`);
        await ready(page);
        await page.waitForSelector(".arcade-popup[data-panel='online']");
        // No rooms server running here: the app says it cannot reach it, and where it looked.
        await page.locator(".arcade-popup[data-panel='online'] button[data-id='create']").tap();
        await page.waitForSelector(".arcade-popup[data-panel='problem']");
        assert.match((await page.textContent(".arcade-popup[data-panel='problem']")) ?? "", /Cannot reach the rooms server[\s\S]*127\.0\.0\.1:8787/);
        await page.locator(".arcade-popup[data-panel='problem'] button[data-id='menu']").tap();
        await page.waitForSelector(".arcade-popup[data-panel='online']");
        await context.setOffline(true);
        await page.locator(".arcade-popup[data-panel='online'] button[data-id='create']").tap();
        await page.waitForSelector(".arcade-popup[data-panel='offline']");
        assert.match((await page.textContent(".arcade-popup[data-panel='offline']")) ?? "", /No connection[\s\S]*everything else/);
        await page.evaluate(() => (location.hash = "#/tetris?mode=marathon"));
        await waitData(page, "mode", (v) => v === "marathon");
      });
    },
  },
];
