// What a room keeps in Durable Object storage, and reading it back: `meta` (places, tokens, phase,
// the current game's start and end, which results are kept), the current game's `log:` entries
// (each a list of one player's accepted batches and relayed events, in order, gathered between two
// writes and keyed by the first one's sequence number; a player's stream is at most
// MAX_STREAM_CHARS, so an entry stays under a value's 2 MB), and per finished game a `result:`
// entry (its start and end) and a `replay:` entry per player, made once when it ended (the
// replays go apart). A finished game's log entries are deleted.
import type { GameOverMessage, GameStartMessage, PlayerNumber } from "@arcade/core/rooms";
import type { LogEvent } from "./match.ts";

export type Phase = "lobby" | "playing" | "over";

export interface Slot {
  token: string;
  ready: boolean;
  options: Record<string, unknown>;
  connected: boolean;
  /** When the connection dropped (ms), or null while connected. */
  leftAt: number | null;
  /** When the room last heard from the player (ms), or when it connected. */
  heardAt: number;
  /** Whether the player's connection has sent anything (one that never does is closed sooner in the lobby). */
  spoke?: boolean;
}

/** A finished game as `/results` serves it: made once, when it ended. */
export interface KeptResult {
  start: GameStartMessage;
  over: GameOverMessage;
  replays: [unknown, unknown];
}

export interface Meta {
  code: string;
  game: string;
  phase: Phase;
  slots: [Slot | null, Slot | null];
  /** The game being played, or the last one (its end, once decided). */
  current: { start: GameStartMessage; startedAt: number; over: GameOverMessage | null } | null;
  /** The numbers of the kept results, oldest first. */
  results: number[];
  /** Since when no player has a place (ms), or null. */
  emptySince: number | null;
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

export function logKey(game: number, player: PlayerNumber, seq: number): string {
  return `log:${pad(game, 6)}:${player}:${pad(seq, 8)}`;
}

/** The keys of a finished game's result: its start and end, then each player's replay. */
export function resultKeys(game: number): [string, string, string] {
  return [`result:${pad(game, 6)}`, `replay:${pad(game, 6)}:1`, `replay:${pad(game, 6)}:2`];
}

/** The entries a kept result is stored as. */
export function resultEntries(kept: KeptResult): [string, unknown][] {
  const [result, first, second] = resultKeys(kept.start.number);
  return [
    [result, { start: kept.start, over: kept.over }],
    [first, kept.replays[0]],
    [second, kept.replays[1]],
  ];
}

/** The stored room: its meta, the current game's logs in order (and their keys), and its kept results (oldest first); null if none. */
export function readStored(
  entries: ReadonlyMap<string, unknown>,
): { meta: Meta; logs: [LogEvent[], LogEvent[]]; logKeys: string[]; results: KeptResult[] } | null {
  const meta = entries.get("meta") as Meta | undefined;
  if (meta === undefined) return null;
  const keysOf = (player: PlayerNumber): string[] => {
    if (meta.current === null) return [];
    const prefix = logKey(meta.current.start.number, player, 0).slice(0, -8);
    return [...entries.keys()].filter((key) => key.startsWith(prefix)).sort();
  };
  // An entry is a list of log events (one a batch in a room stored before they were gathered).
  const log = (keys: string[]): LogEvent[] =>
    keys.flatMap((key) => {
      const value = entries.get(key) as LogEvent[] | LogEvent;
      return Array.isArray(value) ? value : [value];
    });
  const results = meta.results.flatMap((number): KeptResult[] => {
    const [result, first, second] = resultKeys(number).map((key) => entries.get(key));
    if (result === undefined) return [];
    return [{ ...(result as Pick<KeptResult, "start" | "over">), replays: [first, second] }];
  });
  const [ones, twos] = [keysOf(1), keysOf(2)];
  return { meta, logs: [log(ones), log(twos)], logKeys: [...ones, ...twos], results };
}
