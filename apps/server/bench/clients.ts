// The load test's clients: rooms of two `ws` clients, each playing @arcade/tetris's
// OnlineTetrisPlayer in marathon at 60 frames a second of real time (a piece every 2 s at a random
// column) and sending an `inputs` batch every 100 ms. Run in child processes (bench/index.ts
// starts them), a share of the rooms each, so that the clients' own work does not delay what they
// measure; both players of a room live in one process, so a batch's latency (its send to the
// opponent's receipt) is read on one clock. Each process also reports how late its own event loop
// ran (the clients' share of the measured latency) and the CPU it used.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Rng } from "@arcade/core";
import { roomUrl, type GameStartMessage, type PlayerNumber, type ServerMessage } from "@arcade/core/rooms";
import { OnlineTetrisPlayer, type PlayAction } from "@arcade/tetris";
import WebSocket from "ws";

export const BATCH_MS = 100;
/** Once its own game has ended, a player only keeps the heartbeat, once a second, as the app does (its lobby's heartbeat). */
const HEARTBEAT_MS = 1000;
export const PIECE_FRAMES = 120;
const FRAME_MS = 1000 / 60;

/** The event loop is sampled every LOOP_SAMPLE_MS; what it reports past that is how late the loop ran. */
const LOOP_SAMPLE_MS = 10;
const lateMs = (ns: number) => Math.max(0, ns / 1e6 - LOOP_SAMPLE_MS);

/** A relayed batch: when it was sent (ms since the epoch) and how long it took to reach the opponent (ms). */
export type Latency = [sentAt: number, ms: number];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Player {
  /** The server's first answer (welcome, or the error that refused the connection); relays are not kept. */
  first: ServerMessage | null = null;
  /** This player's number, from its welcome. */
  player: PlayerNumber = 1;
  online: OnlineTetrisPlayer | null = null;
  startedAt = 0;
  opponent: Player | null = null;
  /** When each of this player's batches went, by frame, until the opponent has it. */
  readonly sentAt = new Map<number, number>();
  sent = 0;
  relayed = 0;
  readonly errors: string[] = [];
  /** The room decided the game: nothing more to send until the rematch starts. */
  over = false;
  /** Games the room decided (each followed by a rematch while `rematch` holds, as players who stay do). */
  games = 0;
  /** When each of those games' game_over arrived (ms since the epoch). */
  readonly decidedAt: number[] = [];
  rematch = true;
  private leaving = false;
  private rng: Rng | null = null;
  private nextBatch = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly latencies: Latency[],
  ) {
    socket.on("message", (data: Buffer) => this.receive(JSON.parse(data.toString("utf8")) as ServerMessage));
    // The server closing an honest client's connection is an error of the run; the client's own close at the end is not.
    socket.on("close", (code: number, reason: Buffer) => {
      if (!this.leaving) this.errors.push(`connection closed by the server (${code} ${reason.toString("utf8")})`);
    });
  }

  /** Closes the connection at the end of the run (resolves at once if the server closed it already). */
  leave(): Promise<void> {
    this.leaving = true;
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }

  private receive(message: ServerMessage): void {
    this.first ??= message;
    if (message.type === "welcome") this.player = message.player;
    else if (message.type === "game_start") this.start(message);
    else if (message.type === "opponent_inputs") {
      this.relayed++;
      this.online?.receiveEvents(message);
      const at = this.opponent?.sentAt.get(message.frame);
      if (at !== undefined) {
        this.latencies.push([performance.timeOrigin + at, performance.now() - at]);
        this.opponent!.sentAt.delete(message.frame);
      }
    } else if (message.type === "error") {
      // A batch already on its way when the game ended is answered wrong-phase: not an error.
      if (!(this.over && message.code === "wrong-phase")) this.errors.push(`${message.code}: ${message.message}`);
    } else if (message.type === "game_over") {
      this.over = true;
      this.games++;
      this.decidedAt.push(performance.timeOrigin + performance.now());
      // Batches of the decided game that the opponent has not had are not waited for: that game is over.
      this.sentAt.clear();
      if (message.reason !== "ended") this.errors.push(`game_over ${message.reason}`);
      if (this.rematch && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: "ready", options: { mode: "marathon" } }));
    }
  }

  private start(start: GameStartMessage): void {
    const player = this.player;
    this.online = new OnlineTetrisPlayer(start, player);
    this.over = false;
    this.rng = Rng.from(start.seed).fork(`bench-${player}`);
    this.startedAt = performance.now();
    this.nextBatch = this.startedAt + BATCH_MS * this.rng.float();
  }

  /** Plays the game up to real time and sends a batch when one is due (once its game has ended, the heartbeat). */
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
    this.nextBatch += online.game.over === null ? BATCH_MS : HEARTBEAT_MS;
  }
}

/** Why a client was not let in: the error's code (or "connection failed", "no answer") and a busy server's `retryAfter` (s). */
export interface Refused {
  code: string;
  retryAfter: number | null;
}

/** One client joins room `code`: the player once welcomed, or why not. */
export async function open(base: string, code: string, latencies: Latency[], address: string, deflate = true): Promise<Player | Refused> {
  const socket = new WebSocket(roomUrl(base, code, "tetris"), { headers: { "CF-Connecting-IP": address }, perMessageDeflate: deflate });
  const player = new Player(socket, latencies);
  const opened = await new Promise<boolean>((resolve) => {
    socket.once("open", () => resolve(true));
    socket.once("error", () => resolve(false));
  });
  // A connection the loaded server could not take counts as refused, by its kind.
  if (!opened) return { code: "connection failed", retryAfter: null };
  for (let waited = 0; player.first === null && waited < 30_000; waited += 20) await sleep(20);
  const first = player.first;
  if (first?.type === "welcome") return player;
  socket.close();
  return first?.type === "error" ? { code: first.code, retryAfter: first.retryAfter ?? null } : { code: "no answer", retryAfter: null };
}

/** As the app's client does: a busy server's `retryAfter` is waited out and the room tried again (at most `giveUpMs` in all). */
export async function openRetrying(
  base: string,
  code: string,
  latencies: Latency[],
  address: string,
  deflate: boolean,
  giveUpMs = 120_000,
): Promise<{ player: Player | Refused; retries: number }> {
  const began = performance.now();
  for (let retries = 0; ; retries++) {
    const player = await open(base, code, latencies, address, deflate);
    if (player instanceof Player || player.retryAfter === null || performance.now() + player.retryAfter * 1000 - began > giveUpMs) return { player, retries };
    await sleep(player.retryAfter * 1000);
  }
}

/** What a client process is asked: its rooms (by index into the run's rooms), for how long. */
export interface ClientsTask {
  base: string;
  prefix: string;
  rooms: number[];
  seconds: number;
  /** Whether the clients offer permessage-deflate (browsers do; the server declines it). */
  deflate: boolean;
}

/** What a client process reports. */
export interface ClientsReport {
  started: number;
  /** Times a room was told `busy` with a `retryAfter` and tried again. */
  retries: number;
  /** Games decided within the run (a rematch follows each). */
  ended: number;
  refused: [string, number][];
  openedMs: number;
  /** Batches sent before the steady part began (while rooms were opening). */
  sentOpening: number;
  sent: number;
  relayed: number;
  lost: number;
  /** Each relayed batch: when it was sent (ms since the epoch, so processes compare) and its latency (ms). */
  latencies: Latency[];
  /** When each game decided within the run was (its player 1 told; ms since the epoch). */
  decided: number[];
  errors: string[];
  /** The process's event loop in the steady part: how late it ran (ms, p50/p99/max). */
  loop: { p50: number; p99: number; max: number };
  /** CPU the process used in the steady part, in cores (1 = one core all the time). */
  cpu: number;
}

/** A client process and the run: "opened" (its rooms are open), then "go" (every process's are: play `seconds` more), then its report. */
export type ClientsNote = { kind: "opened" } | { kind: "report"; report: ClientsReport };

/**
 * Opens the task's rooms (ten at a time, as players arrive; a room told `busy` with a `retryAfter`
 * waits it out and tries again, as the app's client does), each pair playing from its game_start
 * and starting a rematch when a game is decided. Once its rooms are open it tells `opened` and
 * waits for `go` (every process's rooms open): the steady part, `seconds` long, in which the
 * event loop and CPU are read; then it waits at most 10 s for the last relays.
 */
export async function playRooms(task: ClientsTask, opened: () => Promise<void>): Promise<ClientsReport> {
  const latencies: Latency[] = [];
  const players: Player[] = [];
  const refused = new Map<string, number>();
  let retries = 0;
  const began = performance.now();
  // Each player plays from its own game_start, while later rooms are still opening.
  const driver = setInterval(() => {
    const now = performance.now();
    for (const player of players) player.step(now);
  }, 10);
  const openPair = async (n: number): Promise<void> => {
    const code = `${task.prefix}R${n}`;
    const address = `10.${n >> 8}.${n & 255}.1`;
    const a = await openRetrying(task.base, code, latencies, address, task.deflate);
    retries += a.retries;
    if (!(a.player instanceof Player)) return void refused.set(a.player.code, (refused.get(a.player.code) ?? 0) + 1);
    const b = await open(task.base, code, latencies, address, task.deflate);
    if (!(b instanceof Player)) return void refused.set(b.code, (refused.get(b.code) ?? 0) + 1);
    a.player.opponent = b;
    b.opponent = a.player;
    players.push(a.player, b);
    a.player.socket.send(JSON.stringify({ type: "ready", options: { mode: "marathon" } }));
    b.socket.send(JSON.stringify({ type: "ready", options: { mode: "marathon" } }));
  };
  const waiting = [...task.rooms];
  const opener = async (): Promise<void> => {
    for (let n = waiting.shift(); n !== undefined; n = waiting.shift()) await openPair(n);
  };
  await Promise.all(Array.from({ length: 10 }, opener));
  const openedMs = performance.now() - began;
  await opened();
  const sentOpening = players.reduce((sum, player) => sum + player.sent, 0);
  const delay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  const steadyBegan = performance.now();
  await sleep(task.seconds * 1000);
  clearInterval(driver);
  delay.disable();
  const used = process.cpuUsage(cpuBefore);
  const steadyMs = performance.now() - steadyBegan;
  for (const player of players) player.rematch = false;
  for (let waited = 0; players.some((player) => player.sentAt.size > 0) && waited < 10_000; waited += 100) await sleep(100);
  const report: ClientsReport = {
    started: players.filter((player) => player.online !== null).length / 2,
    retries,
    ended: players.reduce((sum, player) => sum + player.games, 0) / 2,
    refused: [...refused],
    openedMs,
    sentOpening,
    sent: players.reduce((sum, player) => sum + player.sent, 0),
    relayed: players.reduce((sum, player) => sum + player.relayed, 0),
    lost: players.reduce((sum, player) => sum + player.sentAt.size, 0),
    latencies,
    decided: players.filter((player) => player.player === 1).flatMap((player) => player.decidedAt),
    errors: players.flatMap((player) => player.errors),
    loop: { p50: lateMs(delay.percentile(50)), p99: lateMs(delay.percentile(99)), max: lateMs(delay.max) },
    cpu: (used.user + used.system) / 1000 / steadyMs,
  };
  await Promise.all(players.map((player) => player.leave()));
  return report;
}

// As a client process (BENCH_CLIENTS=1, forked by bench/index.ts): play the task it is sent, telling
// when its rooms are open and waiting for "go", then send back the report.
if (process.env.BENCH_CLIENTS === "1" && process.send !== undefined) {
  process.once("message", (task: ClientsTask) => {
    const opened = (): Promise<void> =>
      new Promise((resolve) => {
        process.once("message", () => resolve());
        process.send!({ kind: "opened" } satisfies ClientsNote);
      });
    void playRooms(task, opened).then((report) => process.send!({ kind: "report", report } satisfies ClientsNote, () => process.disconnect()));
  });
}
