// Load test: rooms of two real WebSocket clients each, on 127.0.0.1 only, against the Worker in
// Miniflare (workerd: every room shares that one process here). Each client plays like a person:
// its game (@arcade/tetris's OnlineTetrisPlayer, marathon, the room's seed) runs at 60 frames a
// second of real time, a piece placed every 2 s at a random column, and an `inputs` batch goes
// every 100 ms, which the room re-runs with the Tetris rules and relays. Measured per size: rooms
// started and refused (`busy`), messages a second into and out of the server, the latency from a
// batch's send to its opponent's receipt (same process, same clock), every error and forfeit of
// an honest client, and the RSS of the workerd process. Bounded: each size runs --seconds, waits
// at most 10 s for the last relays, and its server stops; then the next size.
//
//   pnpm --filter @arcade/server bench [-- --rooms 50,200,500 --seconds 30 --capacity 300]
//   pnpm --filter @arcade/server bench -- --memory 400     (RSS before, after N short games, after their rooms expire)
import { execFileSync } from "node:child_process";
import os from "node:os";
import { Rng } from "@arcade/core";
import { roomUrl, type GameStartMessage, type ServerMessage } from "@arcade/core/rooms";
import { OnlineTetrisPlayer, type PlayAction } from "@arcade/tetris";
import WebSocket from "ws";
import { startLocalServer, type LocalServer } from "../src/local.ts";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : (process.argv[at + 1] ?? "");
}
function counts(text: string, name: string): number[] {
  const values = text.split(",").map(Number);
  if (values.some((value) => !Number.isSafeInteger(value) || value <= 0)) throw new Error(`--${name} needs positive integers (a,b,c)`);
  return values;
}

const SIZES = counts(option("rooms", "50,200,500"), "rooms");
const SECONDS = counts(option("seconds", "30"), "seconds")[0]!;
const CAPACITY = counts(option("capacity", "300"), "capacity")[0]!;
const MEMORY_GAMES = process.argv.includes("--memory") ? counts(option("memory", "400"), "memory")[0]! : 0;
const BATCH_MS = 100;
const PIECE_FRAMES = 120;
const FRAME_MS = 1000 / 60;

/** RSS (MB) of the workerd processes under this one. */
function workerdRss(): number {
  const out = execFileSync("ps", ["-eo", "pid=,ppid=,rss=,comm="], { encoding: "utf8" });
  const rows = out
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, rss, comm]) => ({ pid: Number(pid), ppid: Number(ppid), rss: Number(rss), comm: comm ?? "" }));
  const mine = new Set([process.pid]);
  for (let changed = true; changed;) {
    changed = false;
    for (const row of rows) {
      if (mine.has(row.ppid) && !mine.has(row.pid)) {
        mine.add(row.pid);
        changed = true;
      }
    }
  }
  return Math.round(rows.filter((row) => mine.has(row.pid) && row.comm.startsWith("workerd")).reduce((sum, row) => sum + row.rss, 0) / 1024);
}

class Player {
  readonly received: ServerMessage[] = [];
  online: OnlineTetrisPlayer | null = null;
  startedAt = 0;
  opponent: Player | null = null;
  /** When each of this player's batches went, by frame, until the opponent has it. */
  readonly sentAt = new Map<number, number>();
  sent = 0;
  relayed = 0;
  readonly errors: string[] = [];
  /** The room decided the game: nothing more to send. */
  over = false;
  private rng: Rng | null = null;
  private nextBatch = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly latencies: number[],
  ) {
    socket.on("message", (data: Buffer) => this.receive(JSON.parse(data.toString("utf8")) as ServerMessage));
  }

  private receive(message: ServerMessage): void {
    this.received.push(message);
    if (message.type === "game_start") this.start(message);
    else if (message.type === "opponent_inputs") {
      this.relayed++;
      this.online?.receiveEvents(message);
      const at = this.opponent?.sentAt.get(message.frame);
      if (at !== undefined) {
        this.latencies.push(performance.now() - at);
        this.opponent!.sentAt.delete(message.frame);
      }
    } else if (message.type === "error") {
      // A batch already on its way when the game ended is answered wrong-phase: not an error.
      if (!(this.over && message.code === "wrong-phase")) this.errors.push(`${message.code}: ${message.message}`);
    } else if (message.type === "game_over") {
      this.over = true;
      if (message.reason !== "ended") this.errors.push(`game_over ${message.reason}`);
    }
  }

  private start(start: GameStartMessage): void {
    const welcome = this.received.find((message) => message.type === "welcome");
    const player = welcome?.type === "welcome" ? welcome.player : 1;
    this.online = new OnlineTetrisPlayer(start, player);
    this.rng = Rng.from(start.seed).fork(`bench-${player}`);
    this.startedAt = performance.now();
    this.nextBatch = this.startedAt + BATCH_MS * this.rng.float();
  }

  /** Plays the game up to real time and sends a batch when one is due. */
  step(now: number): void {
    const online = this.online;
    if (online === null || this.over || now < this.nextBatch || this.socket.readyState !== WebSocket.OPEN) return;
    const frame = Math.floor((now - this.startedAt) / FRAME_MS);
    while (online.game.frame < frame && online.game.over === null) {
      if (online.game.frame % PIECE_FRAMES === PIECE_FRAMES - 1) {
        const shift = this.rng!.int(-4, 4);
        const moves: PlayAction[] = Array.from({ length: Math.abs(shift) }, () => (shift < 0 ? "left" : "right"));
        for (const action of [...moves, "hardDrop" as const]) online.apply(action);
      }
      online.tick();
    }
    const batch = online.flush();
    this.sentAt.set(batch.frame, now);
    this.socket.send(JSON.stringify(batch));
    this.sent++;
    this.nextBatch += BATCH_MS;
  }
}

async function open(base: string, code: string, latencies: number[], address: string): Promise<Player | string> {
  const socket = new WebSocket(roomUrl(base, code, "tetris"), { headers: { "CF-Connecting-IP": address } });
  const player = new Player(socket, latencies);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once("open", () => resolve(true));
    socket.once("error", () => resolve(false));
  });
  // A connection the loaded server could not take counts as refused, by its kind.
  if (!opened) return "connection failed";
  for (let waited = 0; player.received.length === 0 && waited < 30_000; waited += 20) await sleep(20);
  const first = player.received[0];
  if (first?.type === "welcome") return player;
  socket.close();
  return first?.type === "error" ? (first.code === "busy" ? "busy" : first.code) : "no answer";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(server: LocalServer, rooms: number): Promise<void> {
  const base = server.url.href;
  const latencies: number[] = [];
  const players: Player[] = [];
  const refused = new Map<string, number>();
  const rssBefore = workerdRss();
  const began = performance.now();
  // Rooms open a few at a time, as players arrive.
  for (let i = 0; i < rooms; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, rooms - i) }, async (_, k) => {
        const code = `B${rooms}R${i + k}`;
        const address = `10.${(i + k) >> 8}.${(i + k) & 255}.1`;
        const a = await open(base, code, latencies, address);
        if (typeof a === "string") return void refused.set(a, (refused.get(a) ?? 0) + 1);
        const b = await open(base, code, latencies, address);
        if (typeof b === "string") return void refused.set(b, (refused.get(b) ?? 0) + 1);
        a.opponent = b;
        b.opponent = a;
        players.push(a, b);
        a.socket.send(JSON.stringify({ type: "ready", options: { mode: "marathon" } }));
        b.socket.send(JSON.stringify({ type: "ready", options: { mode: "marathon" } }));
      }),
    );
  }
  const opened = performance.now() - began;
  const driver = setInterval(() => {
    const now = performance.now();
    for (const player of players) player.step(now);
  }, 10);
  await sleep(SECONDS * 1000);
  clearInterval(driver);
  const playedMs = performance.now() - began - opened;
  for (let waited = 0; players.some((player) => player.sentAt.size > 0) && waited < 10_000; waited += 100) await sleep(100);
  const rss = workerdRss();
  const sent = players.reduce((sum, player) => sum + player.sent, 0);
  const relayed = players.reduce((sum, player) => sum + player.relayed, 0);
  const lost = players.reduce((sum, player) => sum + player.sentAt.size, 0);
  const errors = players.flatMap((player) => player.errors);
  const started = players.filter((player) => player.online !== null).length / 2;
  const ended = players.filter((player) => player.over).length / 2;
  latencies.sort((x, y) => x - y);
  console.log(
    `  rooms ${rooms}: started ${started} (${ended} decided by a top-out within the run), refused ${[...refused].map(([code, n]) => `${n} ${code}`).join(", ") || "0"} (opening took ${Math.round(opened)} ms)`,
  );
  console.log(
    `    messages: ${sent} sent (${Math.round(sent / (playedMs / 1000))}/s), ${relayed} relayed (${Math.round(relayed / (playedMs / 1000))}/s), ${lost} not relayed within 10 s`,
  );
  console.log(
    `    latency send → opponent: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  console.log(`    errors and forfeits of honest clients: ${errors.length}${errors.length > 0 ? ` (${[...new Set(errors)].slice(0, 3).join("; ")})` : ""}`);
  console.log(`    workerd RSS: ${rssBefore} MB before, ${rss} MB after`);
  await Promise.all(players.map((player) => new Promise<void>((resolve) => (player.socket.once("close", () => resolve()), player.socket.close()))));
}

/** N short games (each player leaves at once), then the rooms' expiry: workerd's RSS at each step. */
async function memory(games: number): Promise<void> {
  const server = await startLocalServer({ roomsPerMinute: 100_000, emptyMs: 2000, trustClientIp: true });
  try {
    await sleep(2000);
    const idle = workerdRss();
    const latencies: number[] = [];
    for (let i = 0; i < games; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, games - i) }, async (_, k) => {
          const code = `MEM${i + k}`;
          const a = await open(server.url.href, code, latencies, "10.1.1.1");
          const b = await open(server.url.href, code, latencies, "10.1.1.1");
          if (typeof a === "string" || typeof b === "string") throw new Error(`room ${code} refused`);
          for (const player of [a, b]) player.socket.send(JSON.stringify({ type: "ready", options: { mode: "zen" } }));
          for (let waited = 0; (a.online === null || b.online === null) && waited < 10_000; waited += 20) await sleep(20);
          a.socket.send(JSON.stringify({ type: "inputs", frame: 60, inputs: [[10, "hardDrop"]] }));
          b.socket.send(JSON.stringify({ type: "inputs", frame: 60, inputs: [[20, "hardDrop"]] }));
          await sleep(200);
          a.socket.close(1000, "left");
          b.socket.close(1000, "left");
        }),
      );
    }
    const played = workerdRss();
    // Rooms expire 2 s after their players left; the runtime then evicts the idle objects.
    let after = played;
    for (let waited = 0; waited < 90_000; waited += 5000) {
      await sleep(5000);
      after = workerdRss();
      if (after <= idle * 1.1) break;
    }
    console.log(
      `  ${games} games: workerd RSS idle ${idle} MB, after the games ${played} MB, after their rooms expired ${after} MB (${((after / idle - 1) * 100).toFixed(1)} % over idle)`,
    );
  } finally {
    await server.close();
  }
}

console.log(
  `Room server load test (Miniflare/workerd on 127.0.0.1; Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(", ")})`,
);
if (MEMORY_GAMES > 0) {
  await memory(MEMORY_GAMES);
} else {
  console.log(
    `  each client: 60 frames/s, a batch every ${BATCH_MS} ms, a piece every ${PIECE_FRAMES} frames; ${SECONDS} s per size; capacity ${CAPACITY} rooms`,
  );
  for (const rooms of SIZES) {
    const server = await startLocalServer({ roomsPerMinute: 100_000, trustClientIp: true, capacity: CAPACITY });
    try {
      await run(server, rooms);
    } finally {
      await server.close();
    }
  }
}
