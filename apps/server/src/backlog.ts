// How far behind the server is in reading what its players sent: its own backlog, which no player
// caused. Three kinds of evidence, all the server's own:
//
// - Timers and alarms (the Worker's probe timer, a room's alarm) that fire late: the events queued
//   before them inside the isolate took that long.
// - Messages that arrive late against their sender's own clock. A batch's `frame` is the sender's
//   game clock (1/60 s ticks since game_start), so for one player in one game, arrival time −
//   game start − frame time is a constant (the network, when the client saw game_start) plus
//   whatever delayed this message. Its growth over the least value seen for that player
//   (`SendClocks`) is how long the message waited — in workerd's queue or the socket as well as in
//   the isolate, where a timer sees nothing — or how far that client fell behind.
// - A stall: players who were all sending (at least two of them, each at least once a second) and
//   of whom the server then read nothing for a while. The first message read after it says how
//   long it was, before a second client's late messages can bear it out (the rest of the queue's
//   messages then do, by their own lateness). While a stall lasts the server cannot tell a queue
//   from silence; the room's alarm then leaves real time to the players' own next batches
//   (room-clock.ts).
//
// A client can make its own messages look late (by holding its frame back), and a queue in front
// of the server delays everyone's alike. So the messages' backlog is a low quantile of the
// lateness of the players heard from lately (at least MIN_CLIENTS of them; the least of them
// under 20, else the tenth percentile, so that one client running its frame ahead of real time
// cannot take a crowd's excuse away either): a client cannot raise it, a withholder gains no
// excuse while its opponent keeps time, and a lone player's silence is no stall. What is excused
// is capped at MAX_EXCUSED_MS in any case. Pure: the caller passes the time.
import type { PlayerNumber } from "@arcade/core/rooms";

/** A sample older than this says nothing about the backlog now (clients send at least once a second). */
export const SAMPLE_WINDOW_MS = 2_000;
/** How long a playing client may go without a message (the protocol's heartbeat): a longer gap is a stall. */
export const SEND_INTERVAL_MS = 1_000;
/** Players whose messages must all have been late for the messages' backlog to count on a room's clock. */
export const MIN_CLIENTS = 2;
/** The same, for refusing new rooms (`busy`): a crowd's messages, not one room's. */
export const BUSY_MIN_CLIENTS = 20;
/**
 * The most backlog ever excused (twice the silence bound): a server further behind than this has
 * failed its players, and a room still judges by the rules of real time rather than wait forever.
 */
export const MAX_EXCUSED_MS = 30_000;
/** The clients' lateness is gathered again at most this often (a message asks for the backlog several times). */
const RECOMPUTE_MS = 50;

export class BacklogGauge {
  private timerLate = 0;
  private timerAt = -Infinity;
  private alarmLate = 0;
  private alarmAt = -Infinity;
  /** Each client's latest lateness and when it was seen. */
  private readonly clients = new Map<string, { late: number; at: number }>();
  /** The fresh clients' lateness, sorted, as of `sortedAt` (worked out again at most every RECOMPUTE_MS). */
  private sorted: number[] = [];
  private sortedAt = -Infinity;
  /** The last message read, from which client, and the last one read from another client. */
  private lastRead = -Infinity;
  private lastClient = "";
  private otherRead = -Infinity;
  /** The last stall that ended (its length past SEND_INTERVAL_MS) and when. */
  private stallLate = 0;
  private stallAt = -Infinity;
  private stallClient = "";

  /** The probe timer, due at `due`, fired at `at`. */
  timer(due: number, at: number): void {
    this.timerLate = Math.max(0, at - due);
    this.timerAt = at;
  }

  /** A room's alarm, due at `due`, went off at `at` (the runtime's alarm scheduling may add its own delay: rooms' clocks only). */
  alarm(due: number, at: number): void {
    this.alarmLate = Math.max(0, at - due);
    this.alarmAt = at;
  }

  /** A message of `client` (a room and player) arrived `lateMs` later than its least lateness so far. */
  message(client: string, lateMs: number, at: number): void {
    const stall = this.stall(at);
    if (stall > 0 || (this.stallLate > 0 && client !== this.stallClient)) {
      // A stall's evidence bridges only until a second client's message can bear it out.
      this.stallLate = stall;
      this.stallAt = at;
      this.stallClient = client;
    }
    if (client !== this.lastClient) {
      this.otherRead = this.lastRead;
      this.lastClient = client;
    }
    this.lastRead = at;
    // A client new to the window may change the quantile at once (the second of a stalled pair bears the stall out).
    if (!this.clients.has(client)) this.sortedAt = -Infinity;
    this.clients.set(client, { late: Math.max(0, lateMs), at });
  }

  /** How long the server read nothing (past SEND_INTERVAL_MS) before `at`, if at least two clients were sending before. */
  private stall(at: number): number {
    const shared = this.lastRead - this.otherRead <= SAMPLE_WINDOW_MS;
    return shared ? Math.max(0, at - this.lastRead - SEND_INTERVAL_MS) : 0;
  }

  /**
   * The backlog at `at` (ms): the largest of the timer's, the alarms', the messages' and a stall's evidence, at
   * most MAX_EXCUSED_MS. The messages count only when at least `minClients` players
   * were heard from within the window: a room's clock takes MIN_CLIENTS, refusing new rooms more
   * (BUSY_MIN_CLIENTS: two clients of one room, who could be one person, cannot shut the door).
   */
  backlog(at: number, minClients = MIN_CLIENTS): number {
    if (!(at - this.sortedAt < RECOMPUTE_MS && at >= this.sortedAt)) {
      this.sorted = [];
      for (const [client, sample] of this.clients) {
        if (at - sample.at > SAMPLE_WINDOW_MS) this.clients.delete(client);
        else this.sorted.push(sample.late);
      }
      this.sorted.sort((a, b) => a - b);
      this.sortedAt = at;
    }
    const crowd = this.sorted.length >= minClients;
    const messages = crowd ? this.sorted[Math.floor(this.sorted.length / 10)]! : 0;
    const timers = at - this.timerAt > SAMPLE_WINDOW_MS ? 0 : this.timerLate;
    // A stall is two clients' evidence, and an alarm's lateness may be the runtime's scheduling:
    // they count on rooms' clocks, not for refusing new rooms.
    const roomClock = minClients <= MIN_CLIENTS;
    const stalled = !roomClock || at - this.stallAt > SAMPLE_WINDOW_MS ? 0 : this.stallLate;
    const alarms = !roomClock || at - this.alarmAt > SAMPLE_WINDOW_MS ? 0 : this.alarmLate;
    return Math.min(MAX_EXCUSED_MS, Math.max(messages, timers, stalled, alarms));
  }

  /** Players heard from within the window (for tests and the bench's view). */
  get clientsHeard(): number {
    return this.clients.size;
  }
}

/**
 * Each player's lateness in one game against its own clock: arrival − start − frame time, less the
 * least value seen so far for that player in this game (so the constant part — the network, when
 * the client saw game_start — cancels, and what is left is delay).
 */
export class SendClocks {
  private least: [number, number] = [Infinity, Infinity];

  /** A new game: nothing known of either player's clock. */
  reset(): void {
    this.least = [Infinity, Infinity];
  }

  /** The lateness (ms, ≥ 0) of `player`'s batch stamped `frame`, arriving `sinceStartMs` after the game started. */
  lateness(player: PlayerNumber, sinceStartMs: number, frame: number): number {
    const offset = sinceStartMs - (frame * 1000) / 60;
    const least = Math.min(this.least[player - 1]!, offset);
    this.least[player - 1] = least;
    return offset - least;
  }
}
