// What a game link asks for, checked against the game's meta before anything loads: the mode
// (the first one when the link names none), a replay to watch (`watch=<mode>-<rank>`, a personal
// best from the scores), a start position (the meta's position parameter) and the meta's other
// link parameters. Pure, so every
// link is tested in Node; a bad link becomes a sentence for the player.
import { findMode, linkParamsOf, type GameMeta } from "@arcade/core";
import type { Scores } from "./storage/index.ts";
import { scoreTable } from "./storage/index.ts";

export interface Launch {
  mode: string;
  watch?: string;
  position?: string;
  /** The meta's `linkParams` the link carried. */
  params?: Record<string, string>;
}

export type LaunchResult = { ok: true; launch: Launch } | { ok: false; problem: string };

export function resolveLaunch(meta: GameMeta, link: { mode: string | undefined; params: Record<string, string> }, scores: Scores): LaunchResult {
  const mode = link.mode ?? meta.modes[0]!.id;
  if (!findMode(meta, mode)) {
    return { ok: false, problem: `This link does not work: ${meta.title} has no mode "${mode}" (modes: ${meta.modes.map((m) => m.id).join(", ")}).` };
  }
  const launch: Launch = { mode };
  const watch = link.params.watch;
  if (watch !== undefined) {
    const match = /^([a-z0-9-]{1,32})-(\d{1,2})$/.exec(watch);
    const replay = match ? scoreTable(scores, meta.id, match[1]!)[Number(match[2]) - 1]?.replay : undefined;
    if (replay === undefined) return { ok: false, problem: `This link does not work: there is no saved replay "${watch.slice(0, 40)}" on this device.` };
    launch.mode = match![1]!;
    launch.watch = replay;
  }
  const position = meta.positionParam === undefined ? undefined : link.params[meta.positionParam];
  if (position !== undefined) launch.position = position;
  const params = linkParamsOf(meta, link.params);
  if (Object.keys(params).length > 0) launch.params = params;
  return { ok: true, launch };
}
