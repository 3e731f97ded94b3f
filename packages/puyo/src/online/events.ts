// Puyo's events in an online room's stream (the room relays them as opaque payloads; Puyo's
// checker decides them): the nuisance a turn's chain sent to the opponent after offsetting, and
// the player's top-out.
//
//   [frame, { "kind": "nuisance", "count": 6 }]   the turn that ended at `frame` sent 6 nuisance (1..MAX_NUISANCE_INPUT)
//   [frame, { "kind": "topped_out" }]             the game ended at `frame` (a claim checked against the inputs)
import type { GameEvent, JsonObject } from "@arcade/core/rooms";
import { MAX_NUISANCE_INPUT } from "../rules/stepped.ts";

export type PuyoEvent = { kind: "nuisance"; count: number } | { kind: "topped_out" };

export function nuisanceEvent(frame: number, count: number): GameEvent {
  return [frame, { kind: "nuisance", count }];
}

export function toppedOutEvent(frame: number): GameEvent {
  return [frame, { kind: "topped_out" }];
}

/** The event a payload is, or why it is none of Puyo's. */
export function readPuyoEvent(payload: JsonObject): PuyoEvent | string {
  const keys = Object.keys(payload).sort().join(",");
  if (payload.kind === "nuisance" && keys === "count,kind") {
    const count = payload.count;
    return Number.isSafeInteger(count) && (count as number) >= 1 && (count as number) <= MAX_NUISANCE_INPUT
      ? { kind: "nuisance", count: count as number }
      : `a nuisance event's count must be an integer 1..${MAX_NUISANCE_INPUT}`;
  }
  if (payload.kind === "topped_out" && keys === "kind") return { kind: "topped_out" };
  return `unknown event ${JSON.stringify(payload).slice(0, 60)} (Puyo events: {"kind":"nuisance","count":n}, {"kind":"topped_out"})`;
}

/** The nuisance events among `events` (others are skipped), each with its frame. */
export function nuisanceIn(events: readonly GameEvent[] | undefined): [frame: number, count: number][] {
  const out: [number, number][] = [];
  for (const [frame, payload] of events ?? []) {
    const event = readPuyoEvent(payload);
    if (typeof event !== "string" && event.kind === "nuisance") out.push([frame, event.count]);
  }
  return out;
}
