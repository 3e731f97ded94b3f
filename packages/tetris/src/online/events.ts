// Tetris's events in an online room's stream (the room relays them as opaque payloads; Tetris's
// checker decides them): the garbage a lock sent to the opponent, after cancelling, and the
// player's top-out.
//
//   [frame, { "kind": "attack", "lines": 4 }]   a lock at `frame` sent 4 lines (1..100)
//   [frame, { "kind": "topped_out" }]           the game topped out at `frame` (a claim checked against the inputs)
import type { GameEvent, JsonObject } from "@arcade/core/rooms";

export type TetrisEvent = { kind: "attack"; lines: number } | { kind: "topped_out" };

/** Most lines one attack event may carry (a perfect clear with every bonus is far below). */
export const MAX_ATTACK_LINES = 100;

export function attackEvent(frame: number, lines: number): GameEvent {
  return [frame, { kind: "attack", lines }];
}

export function toppedOutEvent(frame: number): GameEvent {
  return [frame, { kind: "topped_out" }];
}

/** The event a payload is, or why it is none of Tetris's. */
export function readTetrisEvent(payload: JsonObject): TetrisEvent | string {
  const keys = Object.keys(payload).sort().join(",");
  if (payload.kind === "attack" && keys === "kind,lines") {
    const lines = payload.lines;
    return Number.isSafeInteger(lines) && (lines as number) >= 1 && (lines as number) <= MAX_ATTACK_LINES
      ? { kind: "attack", lines: lines as number }
      : `an attack's lines must be an integer 1..${MAX_ATTACK_LINES}`;
  }
  if (payload.kind === "topped_out" && keys === "kind") return { kind: "topped_out" };
  return `unknown event ${JSON.stringify(payload).slice(0, 60)} (Tetris events: {"kind":"attack","lines":n}, {"kind":"topped_out"})`;
}

/** The lines of the attack events among `events` (others are skipped), each with its frame. */
export function attacksIn(events: readonly GameEvent[] | undefined): [frame: number, lines: number][] {
  const attacks: [number, number][] = [];
  for (const [frame, payload] of events ?? []) {
    const event = readTetrisEvent(payload);
    if (typeof event !== "string" && event.kind === "attack") attacks.push([frame, event.lines]);
  }
  return attacks;
}
