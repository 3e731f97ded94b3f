// The process's own backlog and its running rooms: the rooms' clock and `busy`.
//
// One gauge per process (module state, shared by the rooms of this isolate; ../backlog.ts says
// how it weighs its evidence). Its evidence: a probe timer asked for every PROBE_MS (late by as
// long as the events queued before it in the isolate took, or the process had no CPU: time in
// which it could read nobody, owed to every client), the rooms' alarms (late likewise),
// and every batch's lateness against its sender's own frame clock (which also sees messages that
// waited outside the isolate: in workerd's queue or the socket). The probe runs while some room
// is active and stops when none has been for a while, so an idle server sleeps.
import { BacklogGauge, BUSY_MIN_CLIENTS, SAMPLE_WINDOW_MS } from "../backlog.ts";
import { OPENING_HOLD_MS, OpeningPace, ROOMS_OPENED_BURST } from "../limits.ts";

const PROBE_MS = 100;
/** Rooms heard from within this window count as running. */
const ACTIVE_MS = 30_000;

const gauge = new BacklogGauge();
let running = false;
let askedAt = 0;
const active = new Map<string, number>();
let pace: OpeningPace | null = null;

function probe(due: number): void {
  const now = Date.now();
  gauge.timer(due, now);
  if (now - askedAt > SAMPLE_WINDOW_MS) {
    running = false;
    gauge.probe(null);
    return;
  }
  ask(now);
}

/** Asks for the next probe: until it fires, the time past its due is time the server could not run. */
function ask(now: number): void {
  const due = now + PROBE_MS;
  gauge.probe(due);
  setTimeout(() => probe(due), PROBE_MS);
}

/** Called by a room on each event: keeps the probe running and counts the room as running. */
export function roomActive(code: string): void {
  const now = Date.now();
  askedAt = now;
  active.set(code, now);
  if (!running) {
    running = true;
    ask(now);
  }
}

/** The room is gone (expired). */
export function roomGone(code: string): void {
  active.delete(code);
}

/** A room's alarm, due at `due`, went off now. */
export function alarmFired(due: number): void {
  gauge.alarm(due, Date.now());
}

/** A batch of the room's player arrived `lateMs` late against the player's own clock, `sinceStartMs` against its game's start (../backlog.ts). */
export function heardLate(code: string, player: number, lateMs: number, sinceStartMs: number): void {
  gauge.message(`${code}:${player}`, lateMs, Date.now(), sinceStartMs);
}

/** The process's backlog now (ms): a room's clock runs this much behind. */
export function backlog(): number {
  return gauge.backlog(Date.now());
}

/** How long messages may have been held back together now (the message rate's extra burst). */
export function heldBack(): number {
  return gauge.current(Date.now());
}

/** The backlog by which new rooms are refused: the same, with the messages' evidence only from a crowd. */
export function busyBacklog(): number {
  return gauge.backlog(Date.now(), BUSY_MIN_CLIENTS);
}

/**
 * A new room's turn at `perSecond` rooms a second for the process (the first room's rate holds for
 * the process): `wait` ms from now, or refused with a `retryAfter` in seconds (../limits.ts).
 */
export function openingTurn(perSecond: number): { wait: number } | { retryAfter: number } {
  pace ??= new OpeningPace(perSecond, Math.min(ROOMS_OPENED_BURST, perSecond), OPENING_HOLD_MS, Date.now());
  return pace.take(Date.now());
}

/** Rooms that had an event within ACTIVE_MS. */
export function runningRooms(): number {
  const now = Date.now();
  for (const [code, at] of active) if (now - at > ACTIVE_MS) active.delete(code);
  return active.size;
}
