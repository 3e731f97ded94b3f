// What opening a room costs, apart from playing it (`bench -- --opening N`): N rooms opened 20 at
// a time as the load test's clients open them (the creator's socket, the second player's, both
// ready, game_start), each step timed from the client, and the CPU workerd used for the lot.
import { performance } from "node:perf_hooks";
import type { LocalServer } from "../src/local.ts";
import { open, Player, sleep, type Latency } from "./clients.ts";

/** Rooms opened at once (two client processes of the load test open ten each). */
const AT_ONCE = 20;

interface OpeningTimes {
  /** The creator's socket: connect to `welcome` (the room's object made, the limits and directory asked). */
  create: number;
  /** The second player's socket: connect to `welcome` (the object exists). */
  join: number;
  /** Both `ready` to `game_start` (the room's meta written before it goes out). */
  start: number;
}

async function waitFor(test: () => boolean, ms: number): Promise<boolean> {
  for (let waited = 0; !test() && waited < ms; waited += 5) await sleep(5);
  return test();
}

async function openOne(base: string, code: string, address: string): Promise<OpeningTimes | string> {
  const latencies: Latency[] = [];
  const t0 = performance.now();
  const a = await open(base, code, latencies, address);
  if (!(a instanceof Player)) return a.code;
  const t1 = performance.now();
  const b = await open(base, code, latencies, address);
  if (!(b instanceof Player)) return b.code;
  const t2 = performance.now();
  for (const player of [a, b]) player.socket.send(JSON.stringify({ type: "ready", options: { mode: "marathon" } }));
  const started = await waitFor(() => a.online !== null && b.online !== null, 30_000);
  const t3 = performance.now();
  await Promise.all([a, b].map((player: Player) => player.leave()));
  return started ? { create: t1 - t0, join: t2 - t1, start: t3 - t2 } : "no game_start";
}

function quantiles(values: number[]): string {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

/** Opens `rooms` rooms on `server` and prints each step's time and workerd's CPU a room (`cpu`: its CPU seconds so far). */
export async function measureOpening(server: LocalServer, rooms: number, cpu: () => number): Promise<void> {
  const times: OpeningTimes[] = [];
  const refused = new Map<string, number>();
  const cpuBefore = cpu();
  const began = performance.now();
  for (let i = 0; i < rooms; i += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, rooms - i) }, (_, k) => i + k);
    const results = await Promise.all(batch.map((n) => openOne(server.url.href, `OPEN${n}`, `10.${n >> 8}.${n & 255}.2`)));
    for (const result of results) {
      if (typeof result === "string") refused.set(result, (refused.get(result) ?? 0) + 1);
      else times.push(result);
    }
  }
  const wallMs = performance.now() - began;
  const cpuMs = (cpu() - cpuBefore) * 1000;
  console.log(
    `  opening ${rooms} rooms, ${AT_ONCE} at a time: ${times.length} started, refused ${[...refused].map(([code, n]) => `${n} ${code}`).join(", ") || "0"}; ${Math.round(wallMs)} ms in all`,
  );
  if (times.length === 0) return;
  console.log(`    the creator's socket to welcome: ${quantiles(times.map((t) => t.create))}`);
  console.log(`    the second player's socket to welcome: ${quantiles(times.map((t) => t.join))}`);
  console.log(`    both ready to game_start: ${quantiles(times.map((t) => t.start))}`);
  console.log(`    workerd CPU: ${(cpuMs / times.length).toFixed(2)} ms a room (opening, game_start and both closes)`);
}
