// What a room needs of its host (the Durable Object in worker/index.ts, or a test's fake): sending
// and closing per player, the clock and its own backlog, fresh seeds and tokens, the alarm; and
// what a connection's join attempt is answered with.
import type { ErrorCode, PlayerNumber, ServerMessage } from "@arcade/core/rooms";

export interface RoomHost {
  /** Sends to the player's open connection, if any. */
  send(player: PlayerNumber, message: ServerMessage): void;
  /** Sends this error to the player's connection and closes it (a flooder). */
  close(player: PlayerNumber, code: ErrorCode, message: string): void;
  /** Milliseconds (Date.now() in the Worker). */
  now(): number;
  /**
   * How far behind the host is in reading what arrived (ms): its own backlog, which no player
   * caused. The room judges players by `now() - backlog()`, the time up to which it could read them.
   */
  backlog(): number;
  /**
   * How long messages may have been held back together now (ms): the evidence of the backlog at
   * this moment, without what the room's clock still owes for earlier delays. The message rate
   * allows that much more burst.
   */
  heldBack(): number;
  /**
   * A batch of this player's arrived `lateMs` later, against the player's own frame clock, than
   * its least so far in this game, and `sinceStartMs` later than its frame's time after the room
   * sent game_start (backlog.ts): evidence of the host's backlog, which the host weighs against
   * its other players' (one client alone cannot raise it).
   */
  heardLate(player: PlayerNumber, lateMs: number, sinceStartMs: number): void;
  /** A fresh seed from a cryptographic source. */
  randomSeed(): string;
  /** A fresh secret token from a cryptographic source. */
  randomToken(): string;
  /** Asks for `alarm(now)` at this time (null: no alarm needed). */
  setAlarm(at: number | null): void;
}

export type JoinResult = { ok: true; player: PlayerNumber; rejoined: boolean } | { ok: false; code: ErrorCode; message: string };
