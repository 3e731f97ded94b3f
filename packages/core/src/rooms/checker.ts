// What a game gives the rooms server so that a room can host it: its options, a cheap check of
// each action and event, and a checker that re-runs one player's stream as it arrives and says
// whether it keeps the game's rules and when the player's game ended. The room itself knows no
// game: it deals the seed, orders and relays the streams, keeps time, and asks these.
//
// A game registers its hook in apps/server/src/hooks.ts (the hook lives in the game's package, in
// its `online/hook.ts`). See apps/server/README.md, "A game's hook".
import { InputError } from "../errors.ts";
import type { GameEvent, JsonObject, TimedAction } from "./protocol.ts";

export interface GameHook {
  /** The `game` query parameter that picks this hook (the game's id). */
  readonly game: string;
  /** The rules version the checks run; sent in game_start, kept in every replay. */
  readonly rulesVersion: number;
  /**
   * Options both players must play with the same value (a game mode, say). The room refuses a
   * `ready` whose value differs from the ready opponent's (error "options-differ").
   */
  readonly sharedOptions: readonly string[];
  /** A player's options from `ready`, validated and completed with defaults; throws InputError. */
  options(raw: JsonObject | undefined): JsonObject;
  /** Why this action can never be valid, or null if it may be. */
  checkAction(action: string): string | null;
  /** Why this event payload can never be valid, or null if it may be. */
  checkEvent(payload: JsonObject): string | null;
  /** A checker for one player's game on `seed` with that player's options. */
  start(seed: string, options: JsonObject): PlayerChecker;
}

/**
 * One player's game, re-run by the server as its batches come in. Each method returns null when
 * all is well, or the reason the player's stream breaks the rules (the room then rejects the
 * player, who loses). Its state only ever comes from what it was fed, in order, so feeding the
 * same calls again rebuilds it (that is how a room wakes from hibernation).
 */
export interface PlayerChecker {
  /** Inputs stamped before `frame` are all here (and those stamped `frame` so far): run the game up to `frame`. */
  advance(inputs: readonly TimedAction[], frame: number): string | null;
  /** The player's own events of the batch just advanced (claims about its game: checked against the re-run). */
  events(events: readonly GameEvent[]): string | null;
  /** The opponent's events, accepted by the opponent's checker and relayed to this player now. */
  opponentEvents(events: readonly GameEvent[]): void;
  /** The frame at which the player's game ended (it cannot go on: it lost there), or null. */
  readonly endedAt: number | null;
  /**
   * The frame at which the player's game reached its end by its own rules without losing (a goal:
   * a line or score target; a time limit), or null. A game that has no such end leaves it out.
   * A finished player is no longer held to real time: its game has nothing left to play.
   */
  readonly finishedAt?: number | null;
  /** The frame the game has been run to. */
  readonly frame: number;
  /** The game's own figures for the verdict (pieces played, attacks sent and received). */
  stats(): JsonObject;
  /** The player's game as a replay (the game's own format), up to `frame`. */
  replay(): unknown;
}

/**
 * A player's options: `raw` completed with `defaults`, refusing any name that is not an own key of
 * `defaults` (so `toString`, `constructor` or `__proto__` are unknown, not inherited). Throws an
 * InputError at `options.<name>`; the values are the game's to check.
 */
export function completeOptions<T extends JsonObject>(raw: JsonObject | undefined, defaults: T): JsonObject {
  const given = raw ?? {};
  const unknown = Object.keys(given).find((key) => !Object.hasOwn(defaults, key));
  if (unknown !== undefined) throw new InputError(`unknown option (known: ${Object.keys(defaults).join(", ")})`, `options.${unknown}`);
  const options: JsonObject = { ...defaults };
  // Own keys only, one by one (a spread of parsed JSON would keep a "__proto__" key as it is).
  for (const key of Object.keys(defaults)) if (Object.hasOwn(given, key)) options[key] = given[key];
  return options;
}

/**
 * A running total at `frame`: `running` lists [frame, total so far] in frame order (a checker's
 * attack or nuisance its turns made); the last total recorded at or before `frame`, 0 before any.
 */
export function totalAt(running: readonly (readonly [frame: number, total: number])[], frame: number): number {
  let total = 0;
  for (const [at, sum] of running) {
    if (at > frame) break;
    total = sum;
  }
  return total;
}
