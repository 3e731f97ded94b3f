// What the game-agnostic room asks of a game: its options, a cheap check of each action's name, and
// a checker that re-runs one player's game from its inputs as they arrive. The room knows nothing
// of Tetris; a Puyo hook would implement the same interface.
import type { Attack, TimedAction } from "@arcade/core/rooms";

export type JsonObject = Record<string, unknown>;

export interface GameHook {
  /** The `game` query parameter that picks this hook ("tetris"). */
  readonly game: string;
  /** The rules version the checks run; sent in game_start, kept in every replay. */
  readonly rulesVersion: number;
  /** A player's options from `ready`, validated and completed with defaults; throws InputError. */
  options(raw: JsonObject | undefined): JsonObject;
  /** Why this action name can never be valid, or null if it may be. */
  checkAction(action: string): string | null;
  /** A checker for one player's game on `seed` with that player's options. */
  start(seed: string, options: JsonObject): PlayerChecker;
}

/**
 * One player's game, re-run by the server as the inputs come in. Every method returns null when
 * all is well, or the reason the player's stream breaks the rules (the room then rejects the
 * player, who loses). The checker's state only ever comes from what it was fed, in order, so
 * feeding the same calls again rebuilds it (that is how a room wakes from hibernation).
 */
export interface PlayerChecker {
  /** Inputs stamped before `frame` are all here: run the game up to `frame`. */
  advance(inputs: readonly TimedAction[], frame: number): string | null;
  /** The player says its locks sent these lines; they must not exceed what its inputs sent. */
  attack(attacks: readonly Attack[]): string | null;
  /** The room relayed `lines` of the opponent's garbage to this player. */
  received(lines: number): void;
  /** The player claims it topped out at `frame`. */
  claimTopOut(frame: number): string | null;
  /** The frame at which the inputs topped the player out, or null. */
  readonly toppedOutAt: number | null;
  /** The frame the game has been run to. */
  readonly frame: number;
  readonly linesSent: number;
  readonly linesReceived: number;
  readonly pieces: number;
  /** The player's game as a replay (the game's own format), up to `frame`. */
  replay(): unknown;
}
