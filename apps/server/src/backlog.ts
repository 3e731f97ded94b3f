// How far behind the server is in reading what its players sent: its own backlog, which no player
// caused. Three kinds of evidence, all the server's own:
//
// - Timers and alarms (the Worker's probe timer, a room's alarm) that fire late: the events queued
//   before them inside the isolate took that long, or the process was not given the CPU. The
//   probe's drift is time in which the server could read nobody, so it adds up: every drift is
//   owed to every client (while the probe is overdue, as it runs late), and paid back as the
//   server keeps time, at CATCH_UP_RATE.
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
// - Messages that arrive late against their game's start: arrival − the time the room sent
//   game_start − frame time. A queue that already stood when a game started delayed its
//   `game_start`'s readys and its players' batches alike, so their lateness against their own clocks
//   shows no growth; against the start it shows the queue (with the network both ways and what an
//   app waits before frame 0, which every client shares and none caused either).
//
// A client can make its own messages look late (by holding its frame back), and a queue in front
// of the server delays everyone's alike. So the messages' backlog is a low quantile of the
// lateness of the players heard from lately (at least MIN_CLIENTS of them; the least of them
// under 20, else the tenth percentile, so that one client running its frame ahead of real time
// cannot take a crowd's excuse away either): a client cannot raise it, a withholder gains no
// excuse while its opponent keeps time, and a lone player's silence is no stall. What is excused
// is capped at MAX_EXCUSED_MS in any case. The rooms' clock (now less the backlog) never runs
// ahead faster than 1 + CATCH_UP_RATE times real time: evidence that lapses is paid back over
// time, so no player looks silent or behind at once when it does. The message rate's burst takes
// the evidence now (`current`): messages bunch by the delay they had, not by all that is owed. Pure: the caller passes the time.
import type { PlayerNumber } from "@arcade/core/rooms";
import { FRAMES_PER_SECOND } from "./limits.ts";

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
/**
 * How fast what was excused is paid back (ms a ms) once the evidence for it lapses: the rooms'
 * clock then runs at most 1.1 times real time: a player silent for the silence bound's 15 s
 * of the room's clock was silent at least 13.6 s, and one who sends once a second (the
 * protocol's least) never looks silent for more than 1.1 s of it.
 */
export const CATCH_UP_RATE = 0.1;
/** The clients' lateness is gathered again at most this often (a message asks for the backlog several times). */
const RECOMPUTE_MS = 50;

export class BacklogGauge {
  private timerLate = 0;
  private timerAt = -Infinity;
  /** When the probe timer asked for is due (null: none asked for). */
  private probeDue: number | null = null;
  /** The probe's drifts added up, less what was paid back since, as of `owedAt`. */
  private owed = 0;
  private owedAt = -Infinity;
  /** What the rooms' clock excused, as of `excusedAt` (it is paid back at CATCH_UP_RATE). */
  private excused = 0;
  private excusedAt = -Infinity;
  /** The evidence now, as of the last `backlog` on rooms' clocks. */
  private lastCurrent = 0;
  private alarmLate = 0;
  private alarmAt = -Infinity;
  /** Each client's latest lateness (its growth, and against its game's start) and when it was seen. */
  private readonly clients = new Map<string, { late: number; sinceStart: number; at: number }>();
  /**
   * The fresh clients' lateness, sorted, as of `sortedAt` (worked out again at most every
   * RECOMPUTE_MS): its growth, and the larger of it and the lateness against the start.
   */
  private sorted: number[] = [];
  private sortedSinceStart: number[] = [];
  private sortedAt = -Infinity;
  /** The last message read, from which client, and the last one read from another client. */
  private lastRead = -Infinity;
  private lastClient = "";
  private otherRead = -Infinity;
  /** The last stall that ended (its length past SEND_INTERVAL_MS) and when. */
  private stallLate = 0;
  private stallAt = -Infinity;
  private stallClient = "";
  /**
   * The rooms' backlog last worked out, at `memoAt`, while no evidence came since (`fresh`): a
   * message asks for it several times within one event, where the runtime's clock stands still,
   * and working it out again at the same time with nothing new gives the same answer.
   */
  private memo = 0;
  private memoAt = NaN;
  private fresh = false;

  /** The probe timer was asked for, due at `due` (null: the probe stopped). */
  probe(due: number | null): void {
    this.fresh = false;
    this.probeDue = due;
  }

  /** The probe timer, due at `due`, fired at `at`: its drift is owed to every client. */
  timer(due: number, at: number): void {
    this.fresh = false;
    this.timerLate = Math.max(0, at - due);
    this.timerAt = at;
    this.owed = Math.min(MAX_EXCUSED_MS, this.owedNow(at) + this.timerLate);
    this.owedAt = Math.max(this.owedAt, at);
    if (this.probeDue === due) this.probeDue = null;
  }

  /** The drifts owed at `at` (paid back since the last one), with the probe's overdue time while it has not fired. */
  private owedNow(at: number): number {
    return Math.max(0, this.owed - CATCH_UP_RATE * Math.max(0, at - this.owedAt));
  }

  /** A room's alarm, due at `due`, went off at `at` (the runtime's alarm scheduling may add its own delay: rooms' clocks only). */
  alarm(due: number, at: number): void {
    this.fresh = false;
    this.alarmLate = Math.max(0, at - due);
    this.alarmAt = at;
  }

  /**
   * A message of `client` (a room and player) arrived `lateMs` later than its least lateness so
   * far, and `sinceStartMs` later than its frame's time after the room sent game_start (if known).
   */
  message(client: string, lateMs: number, at: number, sinceStartMs = 0): void {
    this.fresh = false;
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
    this.clients.set(client, { late: Math.max(0, lateMs), sinceStart: Math.max(0, lateMs, sinceStartMs), at });
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
    if (minClients === MIN_CLIENTS && this.fresh && at === this.memoAt) return this.memo;
    if (!(at - this.sortedAt < RECOMPUTE_MS && at >= this.sortedAt)) {
      this.sorted = [];
      this.sortedSinceStart = [];
      for (const [client, sample] of this.clients) {
        if (at - sample.at > SAMPLE_WINDOW_MS) this.clients.delete(client);
        else {
          this.sorted.push(sample.late);
          this.sortedSinceStart.push(sample.sinceStart);
        }
      }
      this.sorted.sort((a, b) => a - b);
      this.sortedSinceStart.sort((a, b) => a - b);
      this.sortedAt = at;
    }
    const crowd = this.sorted.length >= minClients;
    const quantile = (sorted: number[]): number => (crowd ? sorted[Math.floor(sorted.length / 10)]! : 0);
    // The growth: how long messages waited lately (what bunched them, and what `busy` reads).
    const messages = quantile(this.sorted);
    const overdue = this.probeDue === null ? 0 : Math.max(0, at - this.probeDue);
    const latest = Math.max(overdue, at - this.timerAt > SAMPLE_WINDOW_MS ? 0 : this.timerLate);
    // New rooms are refused on the server's state now: the latest drift, or the probe's overdue time.
    if (minClients > MIN_CLIENTS) return Math.min(MAX_EXCUSED_MS, Math.max(messages, latest));
    // A stall is two clients' evidence, and an alarm's lateness may be the runtime's scheduling
    // (rooms' clocks only). On rooms' clocks every drift counts until paid back.
    const stalled = at - this.stallAt > SAMPLE_WINDOW_MS ? 0 : this.stallLate;
    const alarms = at - this.alarmAt > SAMPLE_WINDOW_MS ? 0 : this.alarmLate;
    this.lastCurrent = Math.min(MAX_EXCUSED_MS, Math.max(messages, latest, stalled, alarms));
    // Rooms' clocks also excuse a queue that stood since before the games began.
    const now = Math.max(quantile(this.sortedSinceStart), messages, latest, stalled, alarms);
    const evidence = Math.min(MAX_EXCUSED_MS, Math.max(now, this.owedNow(at) + overdue));
    // What was excused lapses at CATCH_UP_RATE, never at once.
    const excused = Math.max(evidence, this.excused - CATCH_UP_RATE * Math.max(0, at - this.excusedAt));
    if (at >= this.excusedAt) {
      this.excused = excused;
      this.excusedAt = at;
    }
    this.memo = excused;
    this.memoAt = at;
    this.fresh = true;
    return excused;
  }

  /** The evidence at `at` of how long messages were held back now (not what is still owed): the message rate's extra burst. */
  current(at: number): number {
    this.backlog(at);
    return this.lastCurrent;
  }

  /** Players heard from within the window (for tests and the bench's view). */
  get clientsHeard(): number {
    return this.clients.size;
  }
}

/** A game batch read against its sender's clock (SendClocks). */
export interface BatchTiming {
  /** How much later than its sender's least so far it arrived (ms, ≥ 0): how long it waited. */
  lateMs: number;
  /** When it was sent on its sender's clock (ms since the start): its frame's time, held to real time. */
  sentMs: number;
  /**
   * How much later than its frame's time after the start (when the room sent game_start) it
   * arrived (ms, ≥ 0): every delay since the game began, a queue that stood before it included.
   */
  startLateMs: number;
}

/**
 * Each player's clock in one game, read from its batches' frames. Lateness: arrival − start −
 * frame time, less the least value seen so far for that player in this game (so the constant part
 * — the network, when the client saw game_start — cancels, and what is left is delay).
 */
export class SendClocks {
  private least: [number, number] = [Infinity, Infinity];

  /** A new game: nothing known of either player's clock. */
  reset(): void {
    this.least = [Infinity, Infinity];
  }

  /** `player`'s batch stamped `frame`, arriving `sinceStartMs` after the game started. */
  batch(player: PlayerNumber, sinceStartMs: number, frame: number): BatchTiming {
    const frameMs = (frame * 1000) / FRAMES_PER_SECOND;
    const offset = sinceStartMs - frameMs;
    const least = Math.min(this.least[player - 1]!, offset);
    this.least[player - 1] = least;
    return { lateMs: offset - least, sentMs: Math.min(frameMs, sinceStartMs), startLateMs: Math.max(0, offset) };
  }
}
