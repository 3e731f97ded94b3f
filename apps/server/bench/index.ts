// Load test: rooms of two real WebSocket clients each, on 127.0.0.1 only, against the Worker in
// Miniflare (workerd: every room shares that one process here). Each client plays like a person
// (bench/clients.ts): its game runs at 60 frames a second of real time, a piece placed every 2 s
// at a random column, and an `inputs` batch goes every 100 ms, which the room re-runs with the
// Tetris rules and relays. The clients run in child processes (--processes, default 2), a share
// of the rooms each. Measured per size: rooms started and refused (`busy`), messages a second into
// and out of the server, the latency from a batch's send to its opponent's receipt (one thread's
// clock), every error and forfeit of an honest client, the RSS of the workerd process and the CPU
// it used, and the client processes' own event-loop delay and CPU (what of the latency is theirs). Bounded: each size runs --seconds, waits at most 10 s for the last relays, and its
// server stops; then the next size.
//
//   pnpm --filter @arcade/server bench [-- --rooms 50,200,500 --seconds 30 --capacity 300 --processes 2 --open-rate 10 --dir <folder> --no-deflate --timeline <file.csv> --profile <prefix>]
//   pnpm --filter @arcade/server bench -- --memory 400     (RSS before, after N short games, after their rooms expire; a check)
//   pnpm --filter @arcade/server bench -- --opening 200    (what opening a room costs: each step's time, workerd's CPU a room)
import { execFileSync, fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { startLocalServer, type LocalServer } from "../src/local.ts";
import { BATCH_MS, open, openRetrying, PIECE_FRAMES, Player, sleep, type ClientsNote, type ClientsReport, type ClientsTask, type Latency } from "./clients.ts";
import { measureOpening } from "./opening.ts";
import { IsolateProfiler, type ProfileSummary } from "./profile.ts";

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
const PROCESSES = counts(option("processes", "2"), "processes")[0]!;
/** A file to write every relayed batch and decided game to (CSV, below), to line the slow batches up with the games' ends or a trace of workerd. */
const TIMELINE = option("timeline", "");
/** --profile <prefix>: workerd's isolate profiled while each size runs (bench/profile.ts), written to <prefix>-<rooms>.cpuprofile; its heap and collections go to the --timeline too. */
const PROFILE = option("profile", "");
/** A folder to keep the rooms' storage in (on disk: every room's commit then waits for it), instead of a temporary one on a memory filesystem. */
const DIR = option("dir", "");
/** --no-deflate: the clients do not offer WebSocket compression (browsers do, and the server declines it: the offer alone is what differs). */
const DEFLATE = !process.argv.includes("--no-deflate");
const MEMORY_GAMES = process.argv.includes("--memory") ? counts(option("memory", "400"), "memory")[0]! : 0;
/** New rooms the server opens a second (its pace; default the Worker's own). */
const OPEN_RATE = process.argv.includes("--open-rate") ? counts(option("open-rate", "10"), "open-rate")[0]! : undefined;
/** With --memory: the server recycles its workerd after this long idle with no room open (src/recycle.ts). */
const RECYCLE_IDLE_MS = 3000;
const OPENING_ROOMS = process.argv.includes("--opening") ? counts(option("opening", "200"), "opening")[0]! : 0;

/** The workerd processes under this one. */
function workerdProcesses(): { pid: number; rss: number }[] {
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
  return rows.filter((row) => mine.has(row.pid) && row.comm.startsWith("workerd"));
}

/** RSS (MB) of the workerd processes under this one. */
function workerdRss(): number {
  return Math.round(workerdProcesses().reduce((sum, row) => sum + row.rss, 0) / 1024);
}

/** Of the RSS (MB) of the workerd processes under this one, the anonymous memory (the heaps: V8's and the allocator's); the rest is files mapped in, mostly the runtime's own code paged in as it is first used (Linux /proc). */
function workerdAnonymous(): number {
  const kb = workerdProcesses().reduce((sum, { pid }) => {
    try {
      return sum + Number(/^Anonymous:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
  return Math.round(kb / 1024);
}

/** CPU seconds (user + system) the workerd processes under this one have used (Linux /proc). */
function workerdCpu(): number {
  const ticks = workerdProcesses().reduce((sum, { pid }) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(")").at(-1)!.trim().split(" ");
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);
  return ticks / 100;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The client processes (bench/clients.ts), a share of the rooms each: once every process has its
 * rooms open, `steady` is called (it reads workerd's CPU) and they are told to play the steady part.
 */
function clients(tasks: ClientsTask[], steady: () => void): Promise<ClientsReport[]> {
  let opened = 0;
  return Promise.all(
    tasks.map(
      (task, _, all) =>
        new Promise<ClientsReport>((resolve, reject) => {
          const child = fork(fileURLToPath(new URL("./clients.ts", import.meta.url)), [], { env: { ...process.env, BENCH_CLIENTS: "1" } });
          child.on("message", (note: ClientsNote) => {
            if (note.kind === "report") return resolve(note.report);
            if (++opened < all.length) return;
            steady();
            for (const other of children) other.send("go");
          });
          children.push(child);
          child.once("error", reject);
          // A large report may still be in the channel when the process exits: it wins if it comes.
          child.once("exit", (code) => setTimeout(() => reject(new Error(`a client process exited with code ${code} without its report`)), 2000));
          child.send(task);
        }),
    ),
  );
}
const children: ChildProcess[] = [];

async function run(server: LocalServer, rooms: number): Promise<void> {
  children.length = 0;
  const rssBefore = workerdRss();
  const cpuBefore = workerdCpu();
  const began = performance.now();
  let steady = { cpu: 0, at: 0 };
  let steadyCpu = 0;
  // Rooms go round the client processes, so each opens its share at once, as players arrive.
  const processes = Math.min(PROCESSES, rooms);
  const shares = Array.from({ length: processes }, (_, t) => Array.from({ length: rooms }, (_, n) => n).filter((n) => n % processes === t));
  const tasks = shares.map((share) => ({ base: server.url.href, prefix: `B${rooms}`, rooms: share, seconds: SECONDS, deflate: DEFLATE }));
  const inspector = await server.inspector();
  const profiler = inspector === null ? null : await IsolateProfiler.start(inspector);
  const reports = await clients(tasks, () => {
    steady = { cpu: workerdCpu(), at: Date.now() };
    setTimeout(() => (steadyCpu = workerdCpu() - steady.cpu), SECONDS * 1000);
  });
  const profile = profiler === null ? null : await profiler.stop(`${PROFILE}-${rooms}.cpuprofile`);
  const steadyS = SECONDS;
  const cpuS = steadyCpu;
  const rss = workerdRss();
  const sum = (pick: (report: ClientsReport) => number) => reports.reduce((total, report) => total + pick(report), 0);
  const refused = new Map<string, number>();
  for (const report of reports) for (const [code, n] of report.refused) refused.set(code, (refused.get(code) ?? 0) + n);
  const errors = reports.flatMap((report) => report.errors);
  const relayed = reports.flatMap((report) => report.latencies);
  const opening = relayed.filter(([at]) => at < steady.at);
  const played = relayed.filter(([at]) => at >= steady.at);
  const opened = Math.max(...reports.map((report) => report.openedMs));
  const sentSteady = sum((r) => r.sent - r.sentOpening);
  console.log(
    `  rooms ${rooms}: started ${sum((r) => r.started)}, refused ${[...refused].map(([code, n]) => `${n} ${code}`).join(", ") || "0"} (${sum((r) => r.retries)} times told busy with a retryAfter and tried again); ${sum((r) => r.ended)} games decided within the run, each followed by a rematch`,
  );
  console.log(`    opening: ${Math.round(opened)} ms; latency of the batches sent meanwhile: ${latency(opening)}`);
  console.log(`    then ${SECONDS} s with every room open:`);
  console.log(
    `    messages: ${sentSteady} sent (${Math.round(sentSteady / steadyS)}/s), ${played.length} relayed; in all ${sum((r) => r.lost)} not relayed within 10 s`,
  );
  console.log(`    latency send → opponent: ${latency(played)}`);
  console.log(`    ${slowSeconds(played)}`);
  if (profile !== null) console.log(`    ${profiled(profile)}`);
  const decided = reports.flatMap((report) => report.decided);
  if (TIMELINE !== "") timeline(rooms, relayed, decided, profile);
  console.log(`    errors and forfeits of honest clients (the whole run): ${errors.length}${errors.length > 0 ? ` (${byKind(errors)})` : ""}`);
  console.log(
    `    workerd: RSS ${rssBefore} MB before, ${rss} MB after; CPU ${(((workerdCpu() - cpuBefore) / ((performance.now() - began) / 1000)) * 100).toFixed(0)} % of a core over the run, ${((cpuS / steadyS) * 100).toFixed(0)} % in the steady part, ${((cpuS * 1000) / Math.max(1, sentSteady)).toFixed(3)} ms a batch`,
  );
  console.log(
    `    clients (${processes} processes; event-loop delay in the steady part, and CPU): ${reports
      .map((r) => `p50 ${r.loop.p50.toFixed(1)} / p99 ${r.loop.p99.toFixed(1)} / max ${r.loop.max.toFixed(0)} ms, ${(r.cpu * 100).toFixed(0)} % of a core`)
      .join("; ")}`,
  );
}

/** Each kind of error with how many times it came, the most frequent first. */
function byKind(errors: string[]): string {
  const counts = new Map<string, number>();
  for (const error of errors) counts.set(error, (counts.get(error) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([error, n]) => `${n} × ${error}`)
    .join("; ");
}

/** p50, p99 and max of these batches' latencies. */
function latency(relayed: Latency[]): string {
  if (relayed.length === 0) return "none relayed";
  const sorted = relayed.map(([, ms]) => ms).sort((x, y) => x - y);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

/** When the run's first relayed batch was sent (ms since the epoch). */
const firstSent = (relayed: Latency[]): number => relayed.reduce((min, [at]) => Math.min(min, at), Infinity);

/** A stall shows as a few seconds whose batches came late, where overload makes every second slow: the seconds with a batch over 250 ms. */
function slowSeconds(relayed: Latency[]): string {
  if (relayed.length === 0) return "slow seconds: none relayed";
  const start = firstSent(relayed);
  const worst = new Map<number, number>();
  for (const [at, ms] of relayed) {
    const second = Math.floor((at - start) / 1000);
    worst.set(second, Math.max(worst.get(second) ?? 0, ms));
  }
  const slow = [...worst].filter(([, ms]) => ms > 250).sort((a, b) => b[1] - a[1]);
  const shown = slow.slice(0, 5).map(([second, ms]) => `${second} s: ${Math.round(ms)} ms`);
  return `seconds with a batch over 250 ms: ${slow.length} of ${worst.size}${shown.length > 0 ? ` (worst, by when sent: ${shown.join(", ")})` : ""}`;
}

/** What the isolate's profile shows: its JavaScript heap and collections. */
function profiled({ heap, collections, gcShare }: ProfileSummary): string {
  const longest = collections.reduce((most, [, ms]) => Math.max(most, ms), 0);
  const heapMb = heap.reduce((most, [, mb]) => Math.max(most, mb), 0);
  return `workerd's isolate (profiled): JavaScript heap at most ${heapMb.toFixed(0)} MB; ${collections.length} collections, ${(gcShare * 100).toFixed(1)} % of the samples, the longest ${longest.toFixed(0)} ms`;
}

/**
 * Appends the run to the --timeline file, a row per relayed batch (rooms, "relay", when sent in ms
 * since the epoch, latency in ms), per decided game (rooms, "decided", when its game_over came) and,
 * with --profile, per second of the isolate's heap (rooms, "heap", when, MB) and per collection
 * (rooms, "gc", when it began, ms).
 */
function timeline(rooms: number, relayed: Latency[], decided: number[], profile: ProfileSummary | null): void {
  const rows = [
    ...relayed.map(([at, ms]) => `${rooms},relay,${at.toFixed(1)},${ms.toFixed(1)}`),
    ...decided.map((at) => `${rooms},decided,${at.toFixed(1)},`),
    ...(profile?.heap ?? []).map(([at, mb]) => `${rooms},heap,${at},${mb.toFixed(1)}`),
    ...(profile?.collections ?? []).map(([at, ms]) => `${rooms},gc,${at.toFixed(1)},${ms.toFixed(1)}`),
  ];
  writeFileSync(TIMELINE, rows.join("\n") + "\n", { flag: "a" });
}

/** Files the workerd processes under this one hold open (each live room object holds its SQLite files). */
function workerdFiles(): number {
  return workerdProcesses().reduce((sum, { pid }) => {
    try {
      return sum + readdirSync(`/proc/${pid}/fd`).length;
    } catch {
      return sum;
    }
  }, 0);
}

/** `games` short games, 20 at a time: both players ready, one batch each, then both leave. */
async function shortGames(server: LocalServer, games: number, prefix: string): Promise<void> {
  const latencies: Latency[] = [];
  for (let i = 0; i < games; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, games - i) }, async (_, k) => {
        const code = `${prefix}${i + k}`;
        // A loaded server answers busy with a retryAfter: waited out, as the app's client does.
        const a = (await openRetrying(server.url.href, code, latencies, "10.1.1.1", DEFLATE)).player;
        const b = await open(server.url.href, code, latencies, "10.1.1.1", DEFLATE);
        if (!(a instanceof Player) || !(b instanceof Player)) throw new Error(`room ${code} refused: ${JSON.stringify(a instanceof Player ? b : a)}`);
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
}

/**
 * Rooms expire 2 s after their players left, and the runtime then evicts their idle objects,
 * closing their files: waits (at most 90 s) until workerd holds no more files than when idle,
 * then (at most 3 minutes) until the server has recycled its idle workerd.
 */
async function roomsGone(server: LocalServer, idleFiles: number): Promise<{ rss: number; anon: number; files: number; recycled: boolean }> {
  const recycles = server.recycles;
  for (let waited = 0; waited < 90_000 && workerdFiles() > idleFiles; waited += 1000) await sleep(1000);
  // The local server recycles its idle workerd once no room is open (src/recycle.ts); a loaded
  // machine's rooms expire later (their clocks run the server's backlog behind), so up to 3 minutes.
  for (let waited = 0; waited < 180_000 && server.recycles === recycles; waited += 250) await sleep(250);
  await sleep(2000);
  return { rss: workerdRss(), anon: workerdAnonymous(), files: workerdFiles(), recycled: server.recycles > recycles };
}

/**
 * N short games, then the rooms' expiry: workerd's RSS and open files at each step; the check is
 * RSS after the expiry within 10 % of idle (exit code 1 if not). Then the same N games again:
 * what the second round adds tells memory the process reuses from one that grows with games.
 */
async function memory(games: number): Promise<void> {
  const server = await startLocalServer({ roomsPerMinute: 100_000, emptyMs: 2000, trustClientIp: true, recycleIdleMs: RECYCLE_IDLE_MS });
  try {
    await sleep(2000);
    const idle = { rss: workerdRss(), anon: workerdAnonymous(), files: workerdFiles() };
    await shortGames(server, games, "MEMA");
    const played = { rss: workerdRss(), anon: workerdAnonymous(), files: workerdFiles() };
    const after = await roomsGone(server, idle.files);
    await shortGames(server, games, "MEMB");
    const again = await roomsGone(server, idle.files);
    const over = (after.rss / idle.rss - 1) * 100;
    console.log(
      `  ${games} games: workerd RSS idle ${idle.rss} MB (${idle.anon} anonymous; ${idle.files} open files), after the games ${played.rss} MB (${played.anon}; ${played.files} files), after their rooms expired${after.recycled ? " and the idle workerd was recycled" : " (workerd not recycled)"} ${after.rss} MB (${after.anon}; ${after.files} files): ${over.toFixed(1)} % over idle`,
    );
    console.log(
      `  ${games} more games, after their rooms expired${again.recycled ? " and a recycle" : ""}: ${again.rss} MB (${again.anon} anonymous; ${again.files} files), ${again.rss - after.rss >= 0 ? "+" : ""}${again.rss - after.rss} MB`,
    );
    const ok = over <= 10;
    console.log(`  check, RSS after the rooms expired within 10 % of idle: ${ok ? "pass" : "FAIL"}`);
    if (!ok) process.exitCode = 1;
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
} else if (OPENING_ROOMS > 0) {
  // The cost of opening, unpaced unless --open-rate says otherwise.
  const server = await startLocalServer({ roomsPerMinute: 100_000, trustClientIp: true, capacity: CAPACITY, openedPerSecond: OPEN_RATE ?? 100_000 });
  try {
    await measureOpening(server, OPENING_ROOMS, workerdCpu);
  } finally {
    await server.close();
  }
} else {
  console.log(
    `  each client: 60 frames/s, a batch every ${BATCH_MS} ms, a piece every ${PIECE_FRAMES} frames; ${SECONDS} s per size; capacity ${CAPACITY} rooms`,
  );
  for (const rooms of SIZES) {
    const dir = DIR === "" ? undefined : mkdtempSync(join(DIR, `rooms-${rooms}-`));
    const server = await startLocalServer({
      roomsPerMinute: 100_000,
      trustClientIp: true,
      capacity: CAPACITY,
      ...(OPEN_RATE === undefined ? {} : { openedPerSecond: OPEN_RATE }),
      ...(dir === undefined ? {} : { persistDir: dir }),
      inspector: PROFILE !== "",
    });
    try {
      await run(server, rooms);
    } finally {
      await server.close();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    }
  }
}
