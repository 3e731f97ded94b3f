// @vitest-environment happy-dom
// The Play online lobby with a game that only records what it is asked, a shell that only shows
// panels, and the real RoomClient over sockets the test drives.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { MountOptions, RoomService } from "../game-module.ts";
import { RoomClient } from "../rooms/client.ts";
import { FakeSocket } from "../rooms/fake-socket.ts";
import type { GameStartMessage, ServerMessage, WelcomeMessage } from "../rooms/protocol.ts";
import type { GameShell } from "./game-shell.ts";
import type { PanelPopup } from "./popups.ts";
import { RoomLobby, type RoomGame, type RoomLink } from "./room-lobby.ts";

class RecordingGame implements RoomGame {
  readonly game = "tetris";
  readonly title = "Tetris";
  readonly pitch = "A test game.";
  started: { start: GameStartMessage; resumed: boolean; link: RoomLink }[] = [];
  received: string[] = [];
  beats = 0;
  readyOptions() {
    return { mode: "zen" };
  }
  start(start: GameStartMessage, _you: 1 | 2, link: RoomLink, resume?: unknown): void {
    this.started.push({ start, resumed: resume !== undefined, link });
  }
  receive(message: ServerMessage): void {
    this.received.push(message.type);
  }
  heartbeat(): void {
    this.beats++;
  }
  changed(): void {}
}

const START: GameStartMessage = { type: "game_start", seed: "00", rulesVersion: 1, game: "tetris", number: 1, options: [{}, {}] };
const welcome = (token = "tok"): WelcomeMessage => ({ type: "welcome", protocol: 2, player: 1, token, room: "ABCD23", game: "tetris", rejoined: false });

function setup(overrides: { online?: boolean; rejoin?: string; params?: Record<string, string> } = {}) {
  const host = document.createElement("div");
  const sockets: FakeSocket[] = [];
  const saved: string[] = [];
  const exits: number[] = [];
  const show = (popup: PanelPopup): Promise<void> => {
    host.querySelectorAll(".arcade-popup").forEach((element) => element.remove());
    popup.show();
    return Promise.resolve();
  };
  const shell = { host, present: show, dismiss: () => Promise.resolve(), navigation: { replacePopups: show }, report: () => undefined } as unknown as GameShell;
  const rooms: RoomService = {
    server: "http://127.0.0.1:8787",
    online: () => overrides.online ?? true,
    newCode: () => "ABCD23",
    connect: (options) =>
      new RoomClient({
        ...options,
        server: "http://127.0.0.1:8787",
        retryMs: 100,
        openSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
      }),
  };
  const options = {
    mode: "online",
    seed: "s",
    params: overrides.params,
    rejoin: overrides.rejoin,
    services: { rooms, saveSession: (state: string) => saved.push(state), shareLink: () => "https://arcade/#/tetris?room=ABCD23", exit: () => exits.push(1) },
  } as unknown as MountOptions;
  const game = new RecordingGame();
  const lobby = new RoomLobby(shell, options, game);
  const panel = (): string => host.querySelector(".arcade-popup")?.getAttribute("data-panel") ?? "";
  const text = (): string => host.querySelector(".arcade-popup")?.textContent ?? "";
  const click = (id: string): void => (host.querySelector(`.arcade-popup button[data-id='${id}']`) as HTMLButtonElement).click();
  return { host, sockets, saved, exits, game, lobby, panel, text, click };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("RoomLobby", () => {
  test("create a room: the room's panel, ready with the game's options once welcomed, then the game and its heartbeat", () => {
    const { sockets, saved, game, lobby, panel, text, click } = setup();
    lobby.begin();
    expect(panel()).toBe("online");
    click("create");
    expect(sockets[0]!.url).toBe("ws://127.0.0.1:8787/rooms/ABCD23?game=tetris&protocol=2");
    expect(text()).toMatch(/Room ABCD23[\s\S]*Connecting to/);
    sockets[0]!.deliver(welcome());
    expect(sockets[0]!.sent).toEqual([{ type: "ready", options: { mode: "zen" } }]);
    expect(saved.at(-1)).toBe(JSON.stringify({ room: "ABCD23", token: "tok" }));
    expect(text()).toMatch(/Waiting for your friend/);
    sockets[0]!.deliver(START);
    expect(lobby.phase).toBe("playing");
    expect(game.started).toHaveLength(1);
    game.started[0]!.link.send({ type: "inputs", frame: 3, inputs: [] });
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: "inputs" });
    sockets[0]!.deliver({ type: "opponent_inputs", frame: 3, inputs: [] });
    vi.advanceTimersByTime(3000);
    expect(game.beats).toBe(3);
    expect(game.received).toEqual(["opponent_inputs"]);
    lobby.close();
  });

  test("results, rematch: ready again; the opponent's wish shows in the banner", () => {
    const { sockets, lobby, host, panel, click } = setup();
    lobby.begin();
    click("create");
    sockets[0]!.deliver(welcome());
    sockets[0]!.deliver(START);
    // The game's result data: text, a row of figures, a player's row, the game's own button.
    lobby.showResults("won", {
      headline: "You win!",
      lines: ["Your opponent topped out.", ["Score 1200", "3 pairs"], { player: "You", figures: ["40 pieces", "sent 7"] }],
      items: [{ id: "watch", label: "Watch", run: () => undefined }],
    });
    expect(panel()).toBe("results");
    const popup = host.querySelector("[data-panel=results]")!;
    expect(popup.querySelector("h2")?.textContent).toBe("You win!");
    expect([...popup.querySelectorAll("p")].map((line) => line.textContent)).toEqual([
      "Your opponent topped out.",
      "Score 1200 · 3 pairs",
      "You: 40 pieces · sent 7",
    ]);
    expect([...popup.querySelectorAll("button")].map((button) => button.textContent)).toEqual(["Rematch", "Watch", "Quit"]);
    sockets[0]!.deliver({ type: "opponent", status: "ready" });
    expect(host.querySelector("[role=status]")?.textContent).toBe("Your opponent wants a rematch.");
    click("again");
    expect(sockets[0]!.sent.filter((message) => message.type === "ready")).toHaveLength(2);
    expect(panel()).toBe("rematch");
    lobby.close();
  });

  test("an opponent whose connection closed is told as quit-or-dropped, never as a lost connection; leaving as leaving", () => {
    const { sockets, lobby, host, text, click } = setup();
    const banner = (): string => host.querySelector("[role=status]")?.textContent ?? "";
    lobby.begin();
    click("create");
    sockets[0]!.deliver(welcome());
    sockets[0]!.deliver({ type: "opponent", status: "joined" });
    sockets[0]!.deliver({ type: "opponent", status: "disconnected" });
    // Before a game: the room's panel says where the friend is (not "Starting…").
    expect(text()).toMatch(/Your friend is not connected: they closed the game, or their network dropped\. The room keeps their place for 20 s\./);
    sockets[0]!.deliver({ type: "opponent", status: "left" });
    expect(text()).toMatch(/Your friend left the room\./);
    sockets[0]!.deliver({ type: "opponent", status: "joined" });
    sockets[0]!.deliver(START);
    // During the game.
    sockets[0]!.deliver({ type: "opponent", status: "disconnected" });
    expect(banner()).toBe("Your opponent is not connected: they quit, or their network dropped. If they are not back within 20 s, you win.");
    expect(banner()).not.toMatch(/lost the connection/);
    sockets[0]!.deliver({ type: "opponent", status: "reconnected" });
    expect(banner()).toBe("");
    sockets[0]!.deliver({ type: "opponent", status: "disconnected" });
    sockets[0]!.deliver({ type: "opponent", status: "left" });
    expect(banner()).toBe("Your opponent left the game.");
    // After it: results, then a rematch asked of an opponent who is not connected.
    lobby.showResults("won", { headline: "You win!", lines: ["Your opponent left, or stayed away too long: you win by forfeit."] });
    sockets[0]!.deliver({ type: "opponent", status: "disconnected" });
    expect(banner()).toBe("Your opponent is not connected: they closed the game, or their network dropped.");
    click("again");
    expect(text()).toMatch(/Your opponent is not connected: they closed the game, or their network dropped\. Waiting for them to come back/);
    sockets[0]!.deliver({ type: "opponent", status: "reconnected" });
    expect(banner()).toBe("Your opponent is back.");
    sockets[0]!.deliver({ type: "opponent", status: "left" });
    expect(banner()).toBe("Your opponent left the room.");
    lobby.close();
  });

  test("the room ending this player's game: the banner says why until the results, which keep the reason", () => {
    const { sockets, lobby, host, click } = setup();
    const banner = (): string => host.querySelector("[role=status]")?.textContent ?? "";
    lobby.begin();
    click("create");
    sockets[0]!.deliver(welcome());
    sockets[0]!.deliver(START);
    expect(lobby.refusal).toBeNull();
    sockets[0]!.deliver({ type: "error", code: "rejected", message: "no message for 15 s during the game" });
    expect(banner()).toBe("The room ended your game: no message for 15 s during the game");
    expect(lobby.refusal).toBe("no message for 15 s during the game");
    lobby.showResults("lost", { headline: "You lose", lines: ["The room counted the game as forfeited: no message for 15 s during the game."] });
    expect(banner()).toBe("");
    // The next game starts afresh.
    sockets[0]!.deliver({ ...START, number: 2 });
    expect(lobby.refusal).toBeNull();
    lobby.close();
  });

  test("a busy server: the banner says when the client tries again, and the room opens on that try", () => {
    const { sockets, lobby, host, click } = setup();
    const banner = (): string => host.querySelector("[role=status]")?.textContent ?? "";
    lobby.begin();
    click("create");
    sockets[0]!.deliver({ type: "error", code: "busy", message: "too many new rooms", retryAfter: 2 });
    expect(banner()).toBe("The server is busy — trying again in 2 seconds…");
    sockets[0]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.deliver(welcome());
    expect(banner()).toBe("");
    expect(sockets[1]!.sent).toEqual([{ type: "ready", options: { mode: "zen" } }]);
    lobby.close();
  });

  test("another tab took the place: the page says so and does not reconnect", () => {
    const { sockets, lobby, text } = setup();
    lobby.begin();
    lobby["join"]("ABCD23");
    sockets[0]!.deliver(welcome());
    sockets[0]!.deliver({ type: "error", code: "replaced", message: "another connection" });
    sockets[0]!.drop();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(1);
    expect(text()).toMatch(/Playing in another tab[\s\S]*another tab or window/);
    expect(lobby.phase).toBe("closed");
  });

  test.each([
    ["room-full", /Cannot join room ABCD23[\s\S]*already has two players/],
    ["expired", /This room has expired/],
    ["too-many-rooms", /Too many new rooms/],
  ] as const)("a refusal (%s) gets its own words", (code, words) => {
    const { sockets, lobby, text } = setup({ params: { room: "abcd23" } });
    lobby.begin();
    sockets[0]!.deliver({ type: "error", code, message: "no" });
    sockets[0]!.drop();
    expect(text()).toMatch(words);
  });

  test("a reload rejoins with the saved token and the game is rebuilt from the resume", () => {
    const { sockets, game, lobby } = setup({ rejoin: JSON.stringify({ room: "ABCD23", token: "kept" }) });
    lobby.begin();
    expect(new URL(sockets[0]!.url).searchParams.get("token")).toBe("kept");
    sockets[0]!.deliver({ ...welcome("kept"), rejoined: true });
    // Rejoining a game: no ready is sent, the resume starts the game.
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.deliver({ type: "resume", start: START, you: { frame: 9, inputs: [], events: [] }, opponent: { frame: 8, inputs: [], events: [] } });
    expect(game.started.map((started) => started.resumed)).toEqual([true]);
    lobby.close();
  });

  test("offline, an unreachable server, a bad link", () => {
    const offline = setup({ online: false });
    offline.lobby.begin();
    expect(offline.panel()).toBe("offline");
    const unreachable = setup();
    unreachable.lobby.begin();
    unreachable.click("create");
    unreachable.sockets[0]!.drop();
    expect(unreachable.text()).toMatch(/Cannot reach the rooms server[\s\S]*127\.0\.0\.1:8787/);
    const bad = setup({ params: { room: "no!" } });
    bad.lobby.begin();
    expect(bad.text()).toMatch(/This room link does not work/);
  });
});
