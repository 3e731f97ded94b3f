// How far behind this runtime is in handling its events: its own backlog, which no player caused.
// A timer asked for every PROBE_MS fires late by as long as the events queued before it took
// (every room of this process shares the one event loop), so its lateness is how long a message
// read now has waited. The rooms judge players by the time the server could read them (now less
// this backlog), and the Worker refuses new rooms ("busy") while it is high or the process already
// runs its capacity of rooms, rather than let the running games slow down.
//
// One probe per process (module state, shared by the rooms of this isolate), started by whichever
// room is active; it stops when no room asks for it for a while, so an idle server sleeps.
const PROBE_MS = 100;
/** A probe this old no longer says anything about the backlog (the process was idle). */
const STALE_MS = 2_000;
/** Rooms heard from within this window count as running. */
const ACTIVE_MS = 30_000;

let lateness = 0;
let lastFired = 0;
let running = false;
let askedAt = 0;
const active = new Map<string, number>();

function probe(expected: number): void {
  const now = Date.now();
  lateness = Math.max(0, now - expected);
  lastFired = now;
  if (now - askedAt > STALE_MS) {
    running = false;
    lateness = 0;
    return;
  }
  setTimeout(() => probe(Date.now() + PROBE_MS), PROBE_MS);
}

/** Called by a room on each event: keeps the probe running and counts the room as running. */
export function roomActive(code: string): void {
  const now = Date.now();
  askedAt = now;
  active.set(code, now);
  if (!running) {
    running = true;
    setTimeout(() => probe(Date.now() + PROBE_MS), PROBE_MS);
  }
}

/** The room is gone (expired). */
export function roomGone(code: string): void {
  active.delete(code);
}

/** The runtime's backlog now (ms): the lateness of its last probe, 0 if it has not run lately. */
export function backlog(): number {
  return Date.now() - lastFired > STALE_MS ? 0 : lateness;
}

/** Rooms that had an event within ACTIVE_MS. */
export function runningRooms(): number {
  const now = Date.now();
  for (const [code, at] of active) if (now - at > ACTIVE_MS) active.delete(code);
  return active.size;
}
