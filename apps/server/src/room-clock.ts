// The room's clock rules, apart from its state changes: when a player counts as silent in a game,
// when a connection outside a game is idle, who has been gone past the grace period, and the
// deadlines the next alarm must wake for. Pure: room.ts reads them and acts.
import type { PlayerNumber } from "@arcade/core/rooms";
import { SILENCE_CAP, type RoomOptions } from "./limits.ts";
import { index, OTHER } from "./match.ts";
import type { Phase, Slot } from "./storage.ts";

/** What the rules read of a room. */
export interface ClockView {
  phase: Phase;
  slots: readonly [Slot | null, Slot | null];
  options: RoomOptions;
  /** Whether the player's game in the game being played has not ended. */
  stillPlaying: (player: PlayerNumber) => boolean;
}

/**
 * Whether a connected player still playing is silent: `idleMs` without a message while its
 * opponent was heard from (a stall of the server or of the network between holds both back
 * alike, and is nobody's fault), or SILENCE_CAP × `idleMs` in any case.
 */
export function isSilent(room: ClockView, player: PlayerNumber, now: number): boolean {
  const slot = room.slots[index(player)];
  if (slot === null || !slot.connected || !room.stillPlaying(player)) return false;
  const opponent = room.slots[index(OTHER[player])];
  const heard = opponent?.connected === true && room.stillPlaying(OTHER[player]) ? Math.min(now, opponent.heardAt) : now;
  return heard - slot.heardAt >= room.options.idleMs || now - slot.heardAt >= SILENCE_CAP * room.options.idleMs;
}

/**
 * The time up to which the alarm holds a connected player to real time: now, or — with an opponent
 * still playing — no later than `idleMs` after the opponent was last heard from. While the room
 * hears the opponent (an honest client sends every second) that is now; while it hears neither (a
 * stall of the server or of the network, which no player caused: backlog.ts) real time waits for
 * the players' next batches, which then judge them (the opponent's silence has its own bound).
 */
export function realTimeAt(room: ClockView, player: PlayerNumber, now: number): number {
  const opponent = room.slots[index(OTHER[player])];
  return opponent?.connected === true && room.stillPlaying(OTHER[player]) ? Math.min(now, opponent.heardAt + room.options.idleMs) : now;
}

/** When a connected player outside a game would be closed as idle. */
export function idleAt(slot: Slot, options: RoomOptions): number {
  return slot.heardAt + (slot.spoke === true ? options.lobbyIdleMs : options.quietMs);
}

/** Players gone longer than the grace period, the one who left first first (it forfeits first). */
export function goneForGood(room: ClockView, now: number): PlayerNumber[] {
  const gone = ([1, 2] as const).filter((player) => {
    const slot = room.slots[index(player)];
    return slot !== null && !slot.connected && slot.leftAt !== null && slot.leftAt + room.options.graceMs <= now;
  });
  return gone.sort((a, b) => room.slots[index(a)]!.leftAt! - room.slots[index(b)]!.leftAt!);
}

/** The players' own deadlines: a return from a drop, idleness outside a game, the silence cap in one. */
export function slotDeadlines(room: ClockView): number[] {
  return room.slots.flatMap((slot, i) => {
    if (slot === null) return [];
    if (!slot.connected) return slot.leftAt === null ? [] : [slot.leftAt + room.options.graceMs];
    if (room.phase !== "playing") return [idleAt(slot, room.options)];
    // Silence next to a talking opponent is seen on the opponent's messages; the cap needs the alarm.
    return room.stillPlaying((i + 1) as PlayerNumber) ? [slot.heardAt + SILENCE_CAP * room.options.idleMs] : [];
  });
}

/**
 * When, in real time (ms since the epoch), the alarm for a deadline `at` on the room's clock goes
 * off: `at` plus the host's `backlog` (the room's clock runs that much behind real time), in whole
 * milliseconds rounded up, and always after `now`. Why whole and up: workerd keeps an alarm's time
 * in whole milliseconds, dropping the fraction, so an alarm asked for at `at + backlog` could go
 * off a fraction before the room's deadline; the room, its deadline not yet reached, would then
 * ask from inside that alarm's handler for the same millisecond again, and workerd, seeing the
 * alarm's time unchanged, keeps it stored but never runs it again — the room never expires.
 */
export function alarmTime(at: number, backlog: number, now: number): number {
  return Math.max(Math.ceil(at + backlog), Math.floor(now) + 1);
}
