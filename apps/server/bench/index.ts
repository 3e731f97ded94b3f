// Load test: many rooms with two real WebSocket clients each, on 127.0.0.1 against the Worker in
// Miniflare (workerd). Every client plays like a person at 60 frames a second: an `inputs` batch
// every 50 ms (3 frames, one move each), which the room checks with the Tetris rules and relays to
// the opponent. Measured: rooms, messages per second through the server, the latency from a
// client's send to its opponent's receipt (same process, same clock), and that nothing was lost
// or reordered. Bounded: it runs --seconds, waits at most 30 s for the last relays, and stops.
//
//   pnpm --filter @arcade/server bench [-- --rooms 20 --seconds 10]
import os from "node:os";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { startLocalServer } from "../src/local.ts";
import { roomUrl, type ServerMessage } from "@arcade/core/rooms";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
}

const ROOMS = option("rooms", 20);
const SECONDS = option("seconds", 10);
const INTERVAL_MS = 50;
const FRAMES_PER_BATCH = 3;

interface Player {
  socket: WebSocket;
  /** Send time of each batch by its frame, until the opponent has it. */
  sentAt: Map<number, number>;
  sent: number;
  /** The opponent's batches this player received, and the last frame seen (order check). */
  received: number;
  lastFrame: number;
  outOfOrder: number;
  errors: number;
  frame: number;
  opponent?: Player;
  started: Promise<void>;
}

const latencies: number[] = [];

async function connect(base: string, code: string): Promise<Player> {
  const socket = new WebSocket(roomUrl(base, code, "tetris"));
  let resolveStart!: () => void;
  const player: Player = {
    socket,
    sentAt: new Map(),
    sent: 0,
    received: 0,
    lastFrame: -1,
    outOfOrder: 0,
    errors: 0,
    frame: 0,
    started: new Promise<void>((resolve) => (resolveStart = resolve)),
  };
  socket.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString("utf8")) as ServerMessage;
    if (message.type === "game_start") resolveStart();
    else if (message.type === "error") player.errors++;
    else if (message.type === "opponent_inputs") {
      const sentAt = player.opponent!.sentAt.get(message.frame);
      if (sentAt !== undefined) {
        latencies.push(performance.now() - sentAt);
        player.opponent!.sentAt.delete(message.frame);
      }
      if (message.frame <= player.lastFrame) player.outOfOrder++;
      player.lastFrame = message.frame;
      player.received++;
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return player;
}

function sendBatch(player: Player): void {
  const from = player.frame;
  player.frame += FRAMES_PER_BATCH;
  const inputs = Array.from({ length: FRAMES_PER_BATCH }, (_, i) => [from + i, (from + i) % 2 === 0 ? "left" : "right"]);
  player.sentAt.set(player.frame, performance.now());
  player.socket.send(JSON.stringify({ type: "inputs", frame: player.frame, inputs }));
  player.sent++;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// Every client here is one address: the rooms-a-minute limit is raised to let it open them all.
const server = await startLocalServer({ roomsPerMinute: ROOMS * 2 });
try {
  const base = server.url.href;
  const connectStart = performance.now();
  const pairs: [Player, Player][] = [];
  for (let room = 0; room < ROOMS; room++) {
    const code = `LOAD${String(room).padStart(6, "0")}`;
    const a = await connect(base, code);
    const b = await connect(base, code);
    a.opponent = b;
    b.opponent = a;
    a.socket.send(JSON.stringify({ type: "ready" }));
    b.socket.send(JSON.stringify({ type: "ready" }));
    pairs.push([a, b]);
  }
  const players = pairs.flat();
  await Promise.all(players.map((player) => player.started));
  const connectMs = performance.now() - connectStart;

  const runStart = performance.now();
  // Spread the clients over the interval, as real players are.
  const timers = players.map((player, i) =>
    setTimeout(
      () => {
        sendBatch(player);
        timers[i] = setInterval(() => sendBatch(player), INTERVAL_MS);
      },
      (i * INTERVAL_MS) / players.length,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  timers.forEach((timer) => clearInterval(timer));
  const sendMs = performance.now() - runStart;
  const sent = players.reduce((sum, player) => sum + player.sent, 0);
  const drainUntil = performance.now() + 30_000;
  while (players.reduce((sum, player) => sum + player.received, 0) < sent && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const received = players.reduce((sum, player) => sum + player.received, 0);
  const outOfOrder = players.reduce((sum, player) => sum + player.outOfOrder, 0);
  const errors = players.reduce((sum, player) => sum + player.errors, 0);
  const sorted = latencies.sort((x, y) => x - y);
  const perSecond = (count: number): string => (count / (sendMs / 1000)).toFixed(0);

  console.log(`Room server load test (Miniflare/workerd on 127.0.0.1; Node ${process.version}, ${os.cpus().length} cores)`);
  console.log(`  rooms ${ROOMS}, clients ${players.length}, each an inputs batch every ${INTERVAL_MS} ms for ${SECONDS} s`);
  console.log(`  connect + ready + game_start for all rooms: ${connectMs.toFixed(0)} ms`);
  console.log(`  messages: ${sent} sent to the server (${perSecond(sent)}/s), ${received} relayed to opponents (${perSecond(received)}/s)`);
  console.log(
    `  latency send → opponent receives: p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
  );
  console.log(`  lost ${sent - received}, out of order ${outOfOrder}, errors ${errors}`);
  for (const player of players) player.socket.terminate();
  if (sent !== received || outOfOrder > 0 || errors > 0) process.exitCode = 1;
} finally {
  await server.close();
}
