// What a game hands core's play session (play-session.ts): one object, in the spirit of
// boardgame.io's game object. The session owns the flow every game repeats; the definition holds
// only what is the game's own: its meta, its rules (the record contract of sim/record.ts), how it
// shows a game (its screen), its links, its result lines and its extra menu items.
import type { GameMeta, MountOptions } from "../game-module.ts";
import type { Gesture } from "../input/gestures.ts";
import type { KeptExtras, KeptGame } from "../sim/kept-game.ts";
import type { GameRecord, ReplayRules } from "../sim/record.ts";
import type { Ending } from "./ending.ts";
import type { FirstHint, KeyNames } from "./first-hint.ts";
import type { GameDriver } from "./game-driver.ts";
import type { GamepadBindings } from "./gamepad.ts";
import type { TouchLayout } from "./buttons.ts";
import type { Screen } from "./navigation.ts";
import type { PlaySession } from "./play-session.ts";
import type { PopupButton } from "./popups.ts";
import type { ResultData } from "./result-lines.ts";

/** The screen on the stage, as the session routes input to it. */
export interface PlayScreen extends Screen {
  /** A device action (keys, gamepad, touch buttons), pressed or released. */
  input?(action: string, pressed: boolean): void;
  /** A swipe or tap on the canvas (games that take gestures). */
  gesture?(gesture: Gesture): void;
  /** The swipe step in pixels (one column per cell). */
  readonly cellSize?: number;
  /** A watched record was moved to another frame (`PlaySession.viewer`): the game as it stands there. */
  seeked?(game: unknown): void;
  /**
   * Where a player's board is on the host, "x,y,w,h" in CSS px ("" when there is no such player):
   * the session reports player 0's as `fieldRect` and player 1's as `fieldRect2` with the game's
   * state, for the layout checks and for notices to keep off (screen-rects.ts).
   */
  fieldRect?(player: number): string;
  /** Where the screen's words are drawn ("x,y,w,h;…"): reported as `textRect` likewise. */
  textRect?(): string;
}

/** A game on the stage, as the session keeps, pauses and ends it. */
export interface ShownGame<S extends PlayScreen = PlayScreen> {
  readonly screen: S;
  /** What moves a game whose state is its record (game-driver.ts): the fields below default to what it says. */
  readonly driver?: GameDriver;
  /** The record watched, when this is a replay being watched. */
  readonly watched?: GameRecord;
  /** Playing: the record so far and the game's extras to keep with it; null once there is nothing to continue (never asked of a record watched). */
  kept?(): { record: GameRecord; extras?: KeptExtras } | null;
  /**
   * The game's whole state is this record (null: nothing to continue): kept as it is, its inputs
   * counted as the moves, as a driver's are (`kept` and `moves` then need not be given).
   */
  readonly record?: () => GameRecord | null;
  /** The game has ended: nothing to pause or keep (default: once its results are up; never for a lab or an editor). */
  over?(): boolean;
  /** The pause menu's line under "Paused", when it is opened (default: the mode and the game's seed). */
  readonly subtitle?: string | (() => string);
  /** The game's own pause-menu items while playing, before Restart. */
  menu?(): PopupButton[];
  /** What Restart plays (default: a new game of the mode on the game's seed; none without `rules`); null: no Restart. */
  readonly restart?: (() => void) | null;
  /**
   * The game's state for the end-to-end tests (the host's `data-*` attributes), reported once the
   * screen is laid out and on every `PlaySession.changed`. The session reports the mode, the seed
   * and whether this is a replay watched (`watching`: yes or no) itself.
   */
  report?(): Record<string, string | number>;
  /** The moves made so far: on `PlaySession.changed` the game is kept when they changed (default: kept by the game). */
  moves?(): number;
}

/** A finished game's results: the game's lines; the session adds scores, watch, share and challenge. */
export interface PlayResult extends Omit<ResultData, "headline"> {
  /** The panel's headline (default: what `ending` says, "Time 1:02.35", "Score 1200" or "Game over"). */
  readonly headline?: string;
  /** What a solo game came to: the session ranks it by the mode's result kind (ending.ts), unless `score` is given. */
  readonly ending?: Ending;
  /** The game's record (watched again, attached to the score, shared, sent as a challenge). */
  readonly record?: GameRecord;
  /** The seed played (default: the record's, else the mount's): the score's seed in Scores, and what Play again plays. */
  readonly seed?: string;
  /** The value for the mode's personal-best table (absent: this game goes on no table). */
  readonly score?: { readonly value: number; readonly assisted?: boolean };
  /** What Play again plays (default: a new game of the mode on the record's seed). */
  readonly again?: () => void;
  readonly againLabel?: string;
  /** Offer a fresh seed of the same mode: false for none, or the game's words for it (default "New seed"). */
  readonly newSeed?: boolean | string;
}

/** How the shell takes the game's input (the keys come from meta's actions and the settings). */
export interface GameInput {
  readonly background?: number;
  readonly gamepad?: GamepadBindings;
  /** On-screen buttons, for games with `meta.touchControls`. */
  readonly touchButtons?: TouchLayout;
  /** Swipes and taps on the canvas go to the screen's `gesture` (with its `cellSize`). */
  readonly gestures?: boolean;
}

/** A game's share links for records: a record as a link parameter, and back. */
export interface RecordLinks {
  /** The link parameter that carries a record to watch (`replay`), absent when records are not shared. */
  readonly replay?: { readonly param: string; print(record: GameRecord): string; parse(code: string, seed: string): GameRecord };
  /**
   * A challenge: your game as a link a friend plays against (`challenge` parameter, the challenge
   * mode). `print` makes the code of a name and a record (an InputError for a bad name).
   */
  readonly challenge?: { readonly param: string; readonly mode: string; print(name: string, record: GameRecord): string };
}

/** One game, as core's play session runs it. */
export interface GameDefinition<S extends PlayScreen = PlayScreen> {
  readonly meta: GameMeta;
  /** The record contract (sim/record.ts); absent for a game that keeps no record (a lab). */
  readonly rules?: ReplayRules;
  readonly input?: GameInput | ((options: MountOptions) => GameInput);
  /** Work before anything starts (textures, tables built in a worker), once the stage is up. */
  prepare?(session: PlaySession<S>): Promise<void>;
  /**
   * A record's inputs checked before it is watched (an InputError naming the one at fault); the
   * session checks its game, rules version and header (by creating its game) itself.
   */
  readonly checkWatched?: (record: GameRecord) => void;
  /** A kept text of a shape older than core's kept game, as a record (null: not that shape). */
  migrateKept?(text: string): GameRecord | null;
  /** The game's own part of one session (its screens, menus and results), made once the stage is up. */
  play(session: PlaySession<S>): GamePlay;
  readonly links?: RecordLinks;
  /**
   * The first-run hint over a game shown with no move yet, played (first-hint.ts); `keys` names the
   * player's keys for an action, `touch` says the page's pointer is coarse (a touch screen).
   */
  hint?(session: PlaySession<S>, keys: KeyNames, touch: boolean): FirstHint | null;
  /** The mode the problem popup offers instead of a link or save that cannot be used (default: the mode itself). */
  fallback?(session: PlaySession<S>): { mode: string } | null;
}

/** How a game's part starts, continues and watches a game: what the session asks of it. */
export interface GamePlay {
  /** Shows a new game of `session.mode` on `seed` (the link's position applied by the game). */
  start(seed: string): void;
  /**
   * Continues a kept game: false when it is not one to continue here (another mode, already
   * over); a text is the notice that says it continues ("Resumed · 12 moves").
   */
  resume?(kept: KeptGame): boolean | string;
  /** Shows a record being watched (an InputError when it cannot be played). */
  watch?(record: GameRecord): void;
  /**
   * The game's own link parameters (a challenge): true when it took the start over. An
   * InputError says what is wrong with the link.
   */
  fromLink?(): boolean;
}

export type { KeptGame, KeptExtras };
