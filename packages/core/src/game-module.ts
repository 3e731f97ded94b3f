// The contract between the app and a game (DESIGN.md "A game module"). Plain data and types, in
// the pure entry: the launcher lists games from their `meta` without loading any game or pixi.js.
import type { RoomClient, RoomClientOptions } from "./rooms/client.ts";
import { ProgrammingError } from "./errors.ts";
import type { ActionSet, KeyBindings } from "./input/keymap.ts";
import type { SettingField, SettingValues } from "./settings/schema.ts";

/**
 * How a mode's result ranks and shows: `time` (ms, lower is better, shown 1:23.45), `points`
 * (higher is better), `match` (a match against an opponent: wins, losses and draws kept per
 * opponent through `GameServices.recordMatch`, no table of bests), or `none` (the mode keeps no
 * record: Zen, a sandbox, an analyser).
 */
export type ResultKind = "time" | "points" | "match" | "none";

/** Whether a mode keeps a table of personal bests (`time` and `points` do). */
export function ranksBests(kind: ResultKind): boolean {
  return kind === "time" || kind === "points";
}

export interface ModeMeta {
  readonly id: string;
  readonly title: string;
  readonly result: ResultKind;
}

/** What the launcher, the scores page and the settings page know of a game without loading it. */
export interface GameMeta {
  /** Lower-case id, also the route: `#/<id>`. */
  readonly id: string;
  readonly title: string;
  /** One line for the launcher card. */
  readonly description: string;
  /** The game's icon: a complete SVG document of ours (no emoji: not every phone has the font). */
  readonly icon: string;
  /** The modes in launcher order; the first is the default. */
  readonly modes: readonly ModeMeta[];
  /** The game's input actions and default keys (empty for tap-only games). */
  readonly actions: ActionSet;
  /** The game's section of the Settings page. */
  readonly settings: readonly SettingField[];
  /** Whether the game plays with a touch scheme the player chooses (gestures or on-screen buttons). */
  readonly touchControls: boolean;
  /**
   * The name of the deep-link parameter that carries a start position in the game's own text
   * format (a board notation), if the game has one.
   */
  readonly positionParam?: string;
  /**
   * Other named link parameters the game reads (besides `mode`, `seed`, `watch` and the position),
   * e.g. a `challenge` code. The host hands their values over as `MountOptions.params`.
   */
  readonly linkParams?: readonly string[];
  /** How to play and the game's words, shown from the pause menu ("How to play"). */
  readonly help?: GameHelp;
}

/** A game's help in plain language: a few lines on how to play, then the terms it uses. */
export interface GameHelp {
  readonly howToPlay: readonly string[];
  /** Terms the game's screens use, each explained in a sentence or two. */
  readonly glossary?: readonly { readonly term: string; readonly meaning: string }[];
}

/** Settings every game shares; the app stores them once. */
export interface SharedSettings {
  soundVolume: number;
  haptics: boolean;
  /** Resolved by the app from the setting and the system preference. */
  reducedMotion: boolean;
  palette: "standard" | "colorblind";
  handedness: "right" | "left";
  /**
   * What draws the game: "canvas" (2D canvas, the default: it starts at once, where creating a
   * WebGL context and compiling its shaders holds a phone's page for a second or more) or
   * "webgl" (the GPU). Absent means "canvas".
   */
  renderer?: Renderer;
}

/** The renderers a player may choose (see `SharedSettings.renderer`). */
export const RENDERERS = ["canvas", "webgl"] as const;
export type Renderer = (typeof RENDERERS)[number];

/** What a game is mounted with: the shared settings and its own section. */
export interface GameSettings {
  shared: SharedSettings;
  /** The game's own values, by field key of `meta.settings`, already validated. */
  values: SettingValues;
  keys: KeyBindings;
  /** Only for games with `meta.touchControls`. */
  touchControls: "gestures" | "buttons";
}

/** One finished game offered to the personal-best tables. */
export interface ResultEntry {
  value: number;
  seed: string;
  /** A stringified replay (`stringifyReplay`), when the game records one. */
  replay?: string;
  /** Played with help (an advisor, undo): shown as such and kept out of the plain tables. */
  assisted?: boolean;
}

/** A finished versus or online match, for the record kept per opponent in Scores. */
export interface MatchResult {
  /**
   * Who was played, in the words the game shows ("Bot (Easy)", "TBP bot", "Online"): the record
   * is kept per name, so a name must stay the same from one build to the next.
   */
  opponent: string;
  /** From the player's side. */
  outcome: "win" | "loss" | "draw";
}

/** What the host offers a running game. A game reads no URL and no storage of its own. */
export interface GameServices {
  /** Personal bests: the 1-based rank if the result made the table, else null. */
  recordScore(mode: string, entry: ResultEntry): Promise<number | null>;
  /**
   * Counts a finished match against one opponent (wins, losses, draws, last played), shown in
   * Scores under the mode. Absent where nothing keeps records (tests, the dev page).
   */
  recordMatch?(mode: string, match: MatchResult): Promise<void>;
  /**
   * A link that opens this game in `mode` with `seed` (and a start position, and values for the
   * meta's `linkParams`), for sharing. Parameters the meta does not declare are a ProgrammingError.
   */
  shareLink(link: { mode: string; seed: string; position?: string; params?: Readonly<Record<string, string>> }): string;
  /**
   * The game in progress, kept across a reload, the app being killed, a lost GPU context and an
   * app update (see SaveService). Every game keeps its record here.
   */
  saves: SaveService;
  /**
   * Keeps an online seat (the room and its rejoin token) for this tab only, handed back once as
   * `MountOptions.rejoin` when the tab reloads into the same game. Overwrites the previous one.
   */
  saveSession(state: string): void;
  /** Reloads the page into the same game (after `saves.keep` or `saveSession`). */
  reload(): void;
  /** Whether the player has dismissed the hint `id` before (remembered across visits). */
  hintSeen(id: string): boolean;
  markHintSeen(id: string): void;
  /** The player asked to leave the game. */
  exit(): void;
  /** Online rooms (the app's configured server). */
  rooms: RoomService;
  /**
   * Shows the app's settings over the paused game; `back` runs when the player closes them. The
   * game stays mounted and paused underneath. Absent where there is no settings page (tests).
   */
  openSettings?(back: () => void): void;
}

/**
 * Where a game keeps its record in progress. `keep` after every meaningful change (a piece
 * locked, a tile discarded); the host stores it at once (a phone may kill the app at any moment)
 * and hands it back as `MountOptions.resume` on the next mount of this game and mode, unless the
 * link names another seed. A game resumes it through core's record path, and a record of other
 * rules (after an app update) is refused with a word to the player, never silently dropped.
 */
export interface SaveService {
  /** Keeps `record` (a stringified record) of the game on `seed`; overwrites the previous one. */
  keep(record: string, seed: string): void;
  /** Nothing to resume any more: the game ended, or the player restarted or quit it. */
  clear(): void;
}

/** What the host gives a game for online play: the server it configured and connections to it. */
export interface RoomService {
  /** The rooms server's origin (the app's setting), to show the player where it connects. */
  readonly server: string;
  /** False when the device says it has no network at all (navigator.onLine). */
  online(): boolean;
  /** A fresh room code from a cryptographic source (the server accepts any valid code). */
  newCode(): string;
  /** Opens a connection to room `code` for `game` on the server. */
  connect(options: Omit<RoomClientOptions, "server" | "openSocket">): RoomClient;
}

export interface MountOptions {
  seed: string;
  /** One of `meta.modes`' ids (the host checked it; the default mode if the link had none). */
  mode: string;
  settings: GameSettings;
  services: GameServices;
  /** Watch this replay (a stringified replay the host loaded for a `watch` link), instead of playing. */
  watch?: string;
  /** A start position in the game's text format, from the link's `meta.positionParam`. */
  position?: string;
  /** The values of the meta's `linkParams` that the link carried (absent ones are left out). */
  params?: Readonly<Record<string, string>>;
  /**
   * The game kept with `services.saves`, to continue: core's kept game (sim/kept-game.ts: the
   * record and the game's extras), or an older shape it migrates.
   */
  resume?: string;
  /** The online seat kept with `services.saveSession` in this tab, to rejoin its room after a reload. */
  rejoin?: string;
  /** Test hooks: keep the drawing buffer (pixel checks) and report state on the host element. */
  testing?: boolean;
  /** The game's help (its `meta.help`), which the shell offers in the pause menu as "How to play". */
  help?: GameHelp;
}

export interface GameSession {
  pause(): void;
  resume(): void;
  /** Leaves nothing behind: no listeners, textures, workers or timers. */
  destroy(): void;
}

/** What a game's `./game` entry exports: its meta and how to mount it. */
export interface GameModule {
  readonly meta: GameMeta;
  mount(host: HTMLElement, options: MountOptions): Promise<GameSession>;
}

/** The mode's entry in `meta`, or undefined. */
export function findMode(meta: GameMeta, id: string): ModeMeta | undefined {
  return meta.modes.find((mode) => mode.id === id);
}

/** A result as the scores page shows it: a time as m:ss.cc, points as a number. */
export function formatResult(kind: ResultKind, value: number): string {
  if (kind !== "time") return String(value);
  return formatClock(value);
}

/**
 * Milliseconds as m:ss.cc. Rounded to centiseconds before splitting, so 59.999 s shows as 1:00.00,
 * never as 0:60.00.
 */
export function formatClock(ms: number): string {
  const cs = Math.max(0, Math.round(ms / 10));
  const minutes = Math.floor(cs / 6000);
  const rest = cs % 6000;
  return `${minutes}:${String(Math.floor(rest / 100)).padStart(2, "0")}.${String(rest % 100).padStart(2, "0")}`;
}

/**
 * A count with its noun, the one helper every game and the app say counts with: plural(1, "game")
 * is "1 game", plural(2, "game") "2 games", plural(0, "pair") "0 pairs", plural(10000, "deck")
 * "10,000 decks"; an irregular plural is given: plural(3, "deal into piles", "deals into piles").
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${thousands(count)} ${count === 1 ? one : many}`;
}

/**
 * A number as English writes it, thousands grouped by commas ("10,000", "-1,234"), as
 * `toLocaleString("en")` does. Whole numbers are grouped here: the first `toLocaleString` of a
 * page loads ICU's number data (over 100 ms on a phone), which a game's first screen should not
 * wait for. Fractions still go through `toLocaleString` (at most three decimals, rounded).
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en");
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return n < 0 || Object.is(n, -0) ? `-${grouped}` : grouped;
}

/** Lower-is-better for times, higher for points. */
export function higherIsBetter(kind: ResultKind): boolean {
  return kind !== "time";
}

/**
 * The query parameters of a share link besides `mode` and `seed`: the start position under the
 * meta's `positionParam` and the values of its `linkParams`. A parameter the meta does not declare
 * is a bug in the game, not bad input.
 */
export function shareLinkParams(meta: GameMeta, link: { position?: string; params?: Readonly<Record<string, string>> }): Record<string, string> {
  const query: Record<string, string> = {};
  if (link.position !== undefined) {
    if (meta.positionParam === undefined) throw new ProgrammingError(`${meta.id} has no positionParam, so a share link cannot carry a position`);
    query[meta.positionParam] = link.position;
  }
  for (const [name, value] of Object.entries(link.params ?? {})) {
    if (!(meta.linkParams ?? []).includes(name))
      throw new ProgrammingError(`${meta.id} does not declare the link parameter ${JSON.stringify(name)} in meta.linkParams`);
    query[name] = value;
  }
  return query;
}

/** The values of the meta's `linkParams` among a link's query parameters (absent ones left out). */
export function linkParamsOf(meta: GameMeta, query: Readonly<Record<string, string>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of meta.linkParams ?? []) if (Object.hasOwn(query, name)) params[name] = query[name]!;
  return params;
}
