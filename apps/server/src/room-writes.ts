// What a room has changed in storage (storage.ts) since its host last took it: entries to put or
// delete, and the current game's log, gathered into one entry a player between two takes — not
// one entry a batch — with every log key written, which the game's end deletes.
import type { PlayerNumber } from "@arcade/core/rooms";
import type { LogEvent } from "./match.ts";
import { logKey } from "./storage.ts";

export class RoomWrites {
  /** Changed entries (undefined = delete the key). */
  private entries = new Map<string, unknown>();
  /** Each player's log entry still gathering (until the host takes the writes). */
  private gathering: [LogEvent[] | null, LogEvent[] | null] = [null, null];
  private readonly logKeys: Set<string>;

  /** `logKeys`: the current game's log keys already stored (a woken room's). */
  constructor(logKeys: Iterable<string> = []) {
    this.logKeys = new Set(logKeys);
  }

  set(key: string, value: unknown): void {
    this.entries.set(key, value);
  }

  /** The `seq`-th entry of the player's log in game `game`: into the player's entry gathering, or a new one. */
  log(game: number, player: PlayerNumber, seq: number, event: LogEvent): void {
    const gathering = this.gathering[player - 1];
    if (gathering) return void gathering.push(event);
    const key = logKey(game, player, seq);
    const entry = [event];
    this.gathering[player - 1] = entry;
    this.logKeys.add(key);
    this.entries.set(key, entry);
  }

  /** The game ended: every entry of its log is deleted. */
  dropLog(): void {
    for (const key of this.logKeys) this.entries.set(key, undefined);
    this.logKeys.clear();
    this.gathering = [null, null];
  }

  /** The entries changed since the last take; what is logged next goes into new entries. */
  take(): Map<string, unknown> {
    const entries = this.entries;
    this.entries = new Map();
    this.gathering = [null, null];
    return entries;
  }

  /** What `take` would give: nothing, logs only (which may wait), or a change of the room itself ("meta", to write at once). */
  waiting(): "meta" | "logs" | null {
    return this.entries.has("meta") ? "meta" : this.entries.size > 0 ? "logs" : null;
  }
}
