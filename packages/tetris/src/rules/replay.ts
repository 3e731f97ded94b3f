// Replays: a game is (rules version, seed, mode, options, timed inputs); running the inputs
// through the same rules gives the same game, frame for frame.
//
// Inputs are [frame, action] where action is a PlayAction or "sdOn"/"sdOff" (the soft drop key's
// held state). At frame f the runner first applies every input stamped f, in order, then ticks
// (with the soft drop state). `frame` is the game's `frame` when the input happened: the number
// of ticks before it.
//
// End rule: `runReplay` stops at the last input's frame, after applying that frame's inputs and
// before ticking it (or earlier, at game over). That is exactly where a live game stands after
// its last input, and GameRecorder stamps a final "sdOn"/"sdOff" (a no-op: the state it already
// has) at the recording's current frame, so frames ticked after the last action are kept too.
//
// Versus garbage: an input "garbage:<h1>,<h2>,…" raises garbage rows with those hole columns, in
// arrival order, exactly as `TetrisGame.addGarbage(holes)` takes them (so "garbage:3,3,7" puts the
// row with hole 7 at the bottom). It is applied in input order with the frame's other inputs, so
// a versus game's replay re-runs to the same board without its opponent. RULES_VERSION stays 1:
// no replay recorded before this action existed contains it, and every such replay plays exactly
// as before (the action only widens what a replay may say; the rules of play are unchanged).
import {
  GameRecording,
  InputError,
  RecordPlayer,
  checkRecord,
  describeValue as describe,
  rerun,
  type Replay,
  type ReplayRules,
  type ReplayableGame,
  type TimedInput,
} from "@arcade/core";
import { boardFromRows, boardToRows } from "./board.ts";
import { validateConfig, type FieldPath } from "./config.ts";
import { TetrisGame } from "./game.ts";
import { MODE_RULES } from "./modes.ts";
import { BOARD_WIDTH, PLAY_ACTIONS, RULES_VERSION, type GameConfig, type Mode, type PieceType, type PlayAction } from "./types.ts";

export const REPLAY_GAME = "tetris";
/** The prefix of a garbage input: "garbage:" then the hole columns, comma-separated. */
export const GARBAGE_ACTION_PREFIX = "garbage:";
export type GarbageAction = `garbage:${string}`;
export type ReplayAction = PlayAction | "sdOn" | "sdOff" | GarbageAction;
export type ReplayInput = readonly [frame: number, action: ReplayAction];
const REPLAY_ACTIONS: readonly string[] = [...PLAY_ACTIONS, "sdOn", "sdOff"];

/** The replay input that raises garbage rows with these holes (in arrival order). */
export function garbageAction(holes: readonly number[]): GarbageAction {
  checkHoles(holes, "holes");
  return `${GARBAGE_ACTION_PREFIX}${holes.join(",")}`;
}

/**
 * The hole columns of a garbage input, or null if `action` is not one. A garbage input that is
 * malformed (no holes, a column outside 0..9, anything but digits and commas) is an InputError at
 * `where`.
 */
export function parseGarbageAction(action: string, where: string): number[] | null {
  if (!action.startsWith(GARBAGE_ACTION_PREFIX)) return null;
  const list = action.slice(GARBAGE_ACTION_PREFIX.length);
  if (list === "") throw new InputError(`garbage needs at least one hole column, got ${describe(action)}`, where);
  const holes = list.split(",").map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
  const bad = holes.findIndex((hole) => !(hole >= 0 && hole < BOARD_WIDTH));
  if (bad >= 0) throw new InputError(`garbage hole ${bad + 1} must be a column 0..${BOARD_WIDTH - 1}, got ${describe(list.split(",")[bad])}`, where);
  return holes;
}

function checkHoles(holes: readonly number[], where: string): void {
  if (holes.length === 0) throw new InputError("garbage needs at least one hole column", where);
  holes.forEach((hole, i) => {
    if (!Number.isInteger(hole) || hole < 0 || hole >= BOARD_WIDTH)
      throw new InputError(`must be a column 0..${BOARD_WIDTH - 1}, got ${describe(hole)}`, `${where}[${i}]`);
  });
}

/** A checked input: a play action, the soft drop key's state, or garbage rows to raise. */
type Step = { frame: number; action: PlayAction | "sdOn" | "sdOff"; holes?: undefined } | { frame: number; action: GarbageAction; holes: number[] };

/** A replay's `options`: the GameConfig fields besides seed and mode, in JSON form. */
export interface TetrisReplayOptions {
  allow180: boolean;
  softDropFactor: number;
  /** Starting board as text rows (boardToRows), or null for an empty board. */
  board: string[] | null;
  /** A fixed queue as letters ("TIOSZJL"), or null for the seed's 7-bag. */
  queue: string | null;
  hold: PieceType | null;
}

/** Config fields as their place in a replay, for error messages. */
const REPLAY_PATH: FieldPath = (field) => (field === "seed" || field === "mode" ? field : `options.${field}`);

function header(config: GameConfig): Omit<Replay, "inputs"> {
  const valid = validateConfig(config);
  const options: TetrisReplayOptions = {
    allow180: valid.allow180,
    softDropFactor: valid.softDropFactor,
    board: valid.board && boardToRows(valid.board),
    queue: valid.queue && valid.queue.join(""),
    hold: valid.hold,
  };
  return { game: REPLAY_GAME, rulesVersion: RULES_VERSION, seed: valid.seed, mode: valid.mode, options: { ...options } };
}

/** A replay of `config` played with `inputs` (frames must not go backwards). */
export function replayOf(config: GameConfig, inputs: readonly ReplayInput[]): Replay {
  const timed = inputs.map(([frame, action]): TimedInput => ({ frame, action }));
  checkInputs(timed);
  return { ...header(config), inputs: timed };
}

/** The GameConfig a replay describes; InputErrors name the replay field at fault. */
export function configOf(replay: Replay): GameConfig {
  checkRecord(tetrisRules, replay);
  const options = replay.options;
  const board = options.board ?? null;
  const queue = options.queue ?? null;
  const hold = options.hold ?? null;
  if (queue !== null && typeof queue !== "string") throw new InputError(`must be a string of piece letters or null, got ${describe(queue)}`, "options.queue");
  const config: GameConfig = {
    seed: replay.seed,
    mode: replay.mode as Mode,
    allow180: options.allow180 as boolean,
    softDropFactor: options.softDropFactor as number,
    ...(board === null ? {} : { board: boardFromRows(board as string[], "options.board") }),
    ...(queue === null ? {} : { queue: [...queue] as PieceType[] }),
    ...(hold === null ? {} : { hold: hold as PieceType }),
  };
  validateConfig(config, REPLAY_PATH);
  return config;
}

function checkInputs(inputs: readonly TimedInput[]): Step[] {
  let last = 0;
  return inputs.map((input, i): Step => {
    const at = `inputs[${i}]`;
    if (!Number.isSafeInteger(input.frame) || input.frame < last) {
      throw new InputError(`frame must be an integer ≥ ${last} (frames never go backwards), got ${describe(input.frame)}`, at);
    }
    last = input.frame;
    const holes = typeof input.action === "string" ? parseGarbageAction(input.action, at) : null;
    if (holes !== null) return { frame: input.frame, action: input.action as GarbageAction, holes };
    if (!REPLAY_ACTIONS.includes(input.action)) {
      throw new InputError(`action must be one of ${REPLAY_ACTIONS.join(", ")} or garbage:<holes>, got ${describe(input.action)}`, at);
    }
    return { frame: input.frame, action: input.action as PlayAction | "sdOn" | "sdOff" };
  });
}

/**
 * The last frame a replay may stamp: 24 hours of play at 60 Hz. Modes with gravity end long
 * before it (a piece never moved still falls and locks, and the stack tops out within thousands
 * of frames); zen never ends by itself, so this is its bound; ultra's is its own time limit. A
 * replay past it is refused rather than run frame by frame for hours.
 */
export const MAX_REPLAY_FRAME = 24 * 60 * 60 * 60;

/**
 * Everything a Tetris replay is checked for before its first frame is shown: its game and rules
 * version, every input, and no input past the last frame its mode can reach (InputError at where).
 */
export function checkReplay(replay: Replay): void {
  checkRecord(tetrisRules, replay);
  checkInputs(replay.inputs);
  checkLastFrame(replay);
}

/**
 * Refuses an input stamped, or an end frame (`frames`), past the last frame any game of the
 * replay's mode can reach: a re-run never runs on for hours on a number nobody played.
 */
function checkLastFrame(replay: Replay): void {
  const mode = replay.mode as Mode;
  const limit = Math.min(MAX_REPLAY_FRAME, (Object.hasOwn(MODE_RULES, mode) ? MODE_RULES[mode].timeLimitFrames : null) ?? Infinity);
  const why = limit === MAX_REPLAY_FRAME ? "24 hours of play, the most a replay may hold" : `the end of every ${mode} game`;
  const late = replay.inputs.findIndex((input) => input.frame > limit);
  if (late >= 0) throw new InputError(`frame ${replay.inputs[late]!.frame} is past frame ${limit}, ${why}`, `inputs[${late}]`);
  if (replay.frames !== undefined && replay.frames > limit) throw new InputError(`frame ${replay.frames} is past frame ${limit}, ${why}`, "frames");
}

/** What a Tetris record comes to: what `arcade tetris replay` prints and a checker compares. */
export interface TetrisSummary {
  frames: number;
  pieces: number;
  lines: number;
  score: number;
  level: number;
  over: TetrisGame["over"];
  /** The board as text rows, bottom row last (boardToRows). */
  board: string[];
}

/**
 * A Tetris game driven by recorded inputs: core's ReplayableGame. The soft drop key's held state
 * is part of it ("sdOn"/"sdOff"), and received garbage ("garbage:…") is an input like any other.
 */
export class TetrisReplayable implements ReplayableGame<TetrisSummary> {
  readonly game: TetrisGame;
  private held = false;

  constructor(config: GameConfig) {
    this.game = new TetrisGame(config);
  }

  get frame(): number {
    return this.game.frame;
  }

  get over(): boolean {
    return this.game.over !== null;
  }

  get softDropHeld(): boolean {
    return this.held;
  }

  /** Applies one input; false when it changed nothing (a blocked move, the soft drop state it already had, garbage after game over). */
  apply(action: string, where: string): boolean {
    const holes = parseGarbageAction(action, where);
    if (holes !== null) {
      if (this.game.over !== null) return false;
      this.game.addGarbage(holes);
      return true;
    }
    if (action === "sdOn" || action === "sdOff") {
      const held = action === "sdOn";
      if (held === this.held) return false;
      this.held = held;
      return true;
    }
    if (!REPLAY_ACTIONS.includes(action)) {
      throw new InputError(`action must be one of ${REPLAY_ACTIONS.join(", ")} or garbage:<holes>, got ${describe(action)}`, where);
    }
    return this.game.apply(action as PlayAction);
  }

  step(): void {
    this.game.tick(this.held);
  }

  summary(): TetrisSummary {
    return summaryOf(this.game);
  }
}

/** Where a game stands, as a record's summary. */
export function summaryOf(game: TetrisGame): TetrisSummary {
  return { frames: game.frame, pieces: game.pieces, lines: game.lines, score: game.score, level: game.level, over: game.over, board: boardToRows(game.board) };
}

/** Tetris's rules for core's record path (rerun, verify, GameRecording, ReplayViewer). */
export const tetrisRules: ReplayRules<TetrisReplayable> = {
  game: REPLAY_GAME,
  rulesVersion: RULES_VERSION,
  create: (header) => new TetrisReplayable(configOf({ ...header, inputs: [] })),
};

/**
 * Plays a replay frame by frame, as a scene watching it does: `step()` applies the inputs stamped
 * with the current frame, then ticks. `runReplay` is this, run to the end in one go. Every input
 * is checked before the first frame, so a damaged replay is refused before anything is shown.
 */
export class ReplayPlayer {
  private readonly player: RecordPlayer<TetrisReplayable>;

  constructor(replay: Replay) {
    checkReplay(replay);
    this.player = new RecordPlayer(tetrisRules, replay);
  }

  get game(): TetrisGame {
    return this.player.game.game;
  }

  /** The frame the replay stops at (see the end rule above). */
  get lastFrame(): number {
    return this.player.end;
  }

  /** Whether the game is over, or every input has been applied and the last input's frame reached. */
  get done(): boolean {
    return this.player.done;
  }

  /** Applies the inputs stamped with the current frame (they may end the game). */
  applyDue(): void {
    this.player.applyDue();
  }

  get softDropHeld(): boolean {
    return this.player.game.softDropHeld;
  }

  /** One frame: its inputs, then a tick, unless that ends the replay. */
  step(): void {
    this.player.step();
  }
}

/**
 * Plays a replay and returns the game where it stops: at the last input's frame (see the end
 * rule above), at `untilFrame` if given (to seek; inputs stamped untilFrame are applied), or at
 * game over, whichever comes first.
 */
export function runReplay(replay: Replay, untilFrame?: number): TetrisGame {
  if (untilFrame !== undefined && (!Number.isSafeInteger(untilFrame) || untilFrame < 0)) {
    throw new InputError(`must be a non-negative integer, got ${describe(untilFrame)}`, "untilFrame");
  }
  checkReplay(replay);
  return rerun(tetrisRules, replay, untilFrame).game;
}

/** Plays a game while recording it (core's GameRecording): use it instead of the TetrisGame it wraps. */
export class GameRecorder {
  private recording: GameRecording<TetrisReplayable>;

  constructor(config: GameConfig) {
    this.recording = GameRecording.start(tetrisRules, header(config));
  }

  /**
   * Continues a recorded game (a session saved before a reload): plays its replay again while
   * recording it, and stops where the replay stops, so the game and the recording are exactly as
   * they were.
   */
  static resume(replay: Replay): GameRecorder {
    checkRecord(tetrisRules, replay);
    checkInputs(replay.inputs);
    const recorder = new GameRecorder(configOf(replay));
    recorder.recording = GameRecording.resume(tetrisRules, replay);
    return recorder;
  }

  get game(): TetrisGame {
    return this.recording.game.game;
  }

  /** Applies an action; successful ones are recorded (a failed action changes nothing). */
  apply(action: PlayAction): boolean {
    return this.recording.input(action);
  }

  /**
   * Versus garbage rising now (rows in arrival order, as `TetrisGame.addGarbage` takes them),
   * recorded as a "garbage:…" input. Returns whether the game topped out. Rows that reach a game
   * already over change nothing and are not recorded.
   */
  addGarbage(holes: readonly number[]): boolean {
    if (this.game.over !== null || holes.length === 0) return false;
    this.recording.input(garbageAction(holes));
    return this.game.over !== null;
  }

  /** Sets whether the soft drop key is held; changes are recorded as "sdOn"/"sdOff". */
  setSoftDrop(held: boolean): void {
    this.recording.input(held ? "sdOn" : "sdOff");
  }

  get softDropHeld(): boolean {
    return this.recording.game.softDropHeld;
  }

  tick(): void {
    this.recording.step();
  }

  /**
   * The replay so far; `runReplay` on it stops at this game's current frame. Frames ticked after
   * the last input are kept by a final "sdOn"/"sdOff" (the state the game already has), as
   * Tetris replays always have, so links and files made by any build read the same.
   */
  replay(): Replay {
    const { frames, ...replay } = this.recording.record();
    if (frames !== undefined) replay.inputs.push({ frame: frames, action: this.softDropHeld ? "sdOn" : "sdOff" });
    return replay;
  }
}
