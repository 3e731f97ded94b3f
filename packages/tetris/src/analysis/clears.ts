// Line clears counted by kind, for the bot reports (`arcade tetris bot`, `versus`): what a player
// asks of a bot's play — how many tetrises, T-spin doubles, perfect clears — beside the totals.
import type { LockResult } from "../rules/types.ts";

export interface ClearCounts {
  singles: number;
  doubles: number;
  triples: number;
  tetrises: number;
  /** T-spin minis that cleared lines (a mini single or a mini double). */
  tspinMinis: number;
  tspinSingles: number;
  tspinDoubles: number;
  tspinTriples: number;
  perfectClears: number;
}

export function noClears(): ClearCounts {
  return { singles: 0, doubles: 0, triples: 0, tetrises: 0, tspinMinis: 0, tspinSingles: 0, tspinDoubles: 0, tspinTriples: 0, perfectClears: 0 };
}

const KIND_OF: Readonly<Partial<Record<LockResult["clear"], keyof ClearCounts>>> = {
  single: "singles",
  double: "doubles",
  triple: "triples",
  tetris: "tetrises",
  "tspin-mini-single": "tspinMinis",
  "tspin-mini-double": "tspinMinis",
  "tspin-single": "tspinSingles",
  "tspin-double": "tspinDoubles",
  "tspin-triple": "tspinTriples",
};

/** Counts one lock (a lock that cleared nothing, or none at all, counts nothing). */
export function countClear(counts: ClearCounts, lock: LockResult | null): void {
  if (lock === null || lock.lines === 0) return;
  const kind = KIND_OF[lock.clear];
  if (kind !== undefined) counts[kind]++;
  if (lock.perfectClear) counts.perfectClears++;
}

/** Adds `more` into `into`. */
export function addClears(into: ClearCounts, more: ClearCounts): void {
  for (const key of Object.keys(into) as (keyof ClearCounts)[]) into[key] += more[key];
}
