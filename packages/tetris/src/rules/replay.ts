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
import { InputError, ReplayRecorder, describeValue as describe, type Replay, type TimedInput } from "@arcade/core";
import { boardFromRows, boardToRows } from "./board.ts";
import { validateConfig, type FieldPath } from "./config.ts";
import { TetrisGame } from "./game.ts";
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
  if (replay.game !== REPLAY_GAME) throw new InputError(`must be ${JSON.stringify(REPLAY_GAME)}, got ${describe(replay.game)}`, "game");
  if (replay.rulesVersion !== RULES_VERSION) {
    throw new InputError(`rules version ${describe(replay.rulesVersion)} cannot be replayed by this build (rules version ${RULES_VERSION})`, "rulesVersion");
  }
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
 * Plays a replay frame by frame, as a scene watching it does: `step()` applies the inputs stamped
 * with the current frame, then ticks. `runReplay` is this, run to the end in one go.
 */
export class ReplayPlayer {
  readonly game: TetrisGame;
  private readonly inputs: Step[];
  private cursor = 0;
  private softDrop = false;

  constructor(replay: Replay) {
    this.game = new TetrisGame(configOf(replay));
    this.inputs = checkInputs(replay.inputs);
  }

  /** The frame the replay stops at: its last input's (see the end rule above). */
  get lastFrame(): number {
    return this.inputs.at(-1)?.frame ?? 0;
  }

  /** Whether the game is over, or every input has been applied and the last input's frame reached. */
  get done(): boolean {
    return this.game.over !== null || (this.cursor >= this.inputs.length && this.game.frame >= this.lastFrame);
  }

  /** Applies the inputs stamped with the current frame (they may end the game). */
  applyDue(): void {
    const { game, inputs } = this;
    for (; this.cursor < inputs.length && inputs[this.cursor]!.frame === game.frame; this.cursor++) {
      const step = inputs[this.cursor]!;
      if (step.holes !== undefined) game.addGarbage(step.holes);
      else if (step.action === "sdOn" || step.action === "sdOff") this.softDrop = step.action === "sdOn";
      else game.apply(step.action);
    }
  }

  get softDropHeld(): boolean {
    return this.softDrop;
  }

  /** One frame: its inputs, then a tick, unless that ends the replay. */
  step(): void {
    this.applyDue();
    if (!this.done) this.game.tick(this.softDrop);
  }
}

/**
 * Plays a replay and returns the game where it stops: at the last input's frame (see the end
 * rule above), at `untilFrame` if given (to seek; inputs stamped untilFrame are applied), or at
 * game over, whichever comes first.
 */
export function runReplay(replay: Replay, untilFrame?: number): TetrisGame {
  const player = new ReplayPlayer(replay);
  if (untilFrame !== undefined && (!Number.isSafeInteger(untilFrame) || untilFrame < 0)) {
    throw new InputError(`must be a non-negative integer, got ${describe(untilFrame)}`, "untilFrame");
  }
  const end = untilFrame ?? player.lastFrame;
  const game = player.game;
  for (;;) {
    if (game.frame <= end) player.applyDue();
    if (game.over !== null || game.frame >= end) return game;
    game.tick(player.softDropHeld);
  }
}

/** Plays a game while recording it: use it instead of the TetrisGame it wraps. */
export class GameRecorder {
  readonly game: TetrisGame;
  private readonly recorder: ReplayRecorder;
  private held = false;

  constructor(config: GameConfig) {
    this.game = new TetrisGame(config);
    this.recorder = new ReplayRecorder(header(config));
  }

  /**
   * Continues a recorded game (a session saved before a reload): plays its replay again while
   * recording it, and stops where the replay stops, so the game and the recording are exactly as
   * they were.
   */
  static resume(replay: Replay): GameRecorder {
    const recorder = new GameRecorder(configOf(replay));
    const inputs = checkInputs(replay.inputs);
    const end = inputs.at(-1)?.frame ?? 0;
    const game = recorder.game;
    for (let i = 0; ;) {
      for (; i < inputs.length && inputs[i]!.frame === game.frame; i++) {
        const step = inputs[i]!;
        if (step.holes !== undefined) recorder.addGarbage(step.holes);
        else if (step.action === "sdOn" || step.action === "sdOff") recorder.setSoftDrop(step.action === "sdOn");
        else recorder.apply(step.action);
      }
      if (game.over !== null || game.frame >= end) return recorder;
      recorder.tick();
    }
  }

  /** Applies an action; successful ones are recorded (a failed action changes nothing). */
  apply(action: PlayAction): boolean {
    const done = this.game.apply(action);
    if (done) this.recorder.record(this.game.frame, action);
    return done;
  }

  /**
   * Versus garbage rising now (rows in arrival order, as `TetrisGame.addGarbage` takes them),
   * recorded as a "garbage:…" input. Returns whether the game topped out. Rows that reach a game
   * already over change nothing and are not recorded.
   */
  addGarbage(holes: readonly number[]): boolean {
    if (this.game.over !== null || holes.length === 0) return false;
    const action = garbageAction(holes);
    const toppedOut = this.game.addGarbage(holes);
    this.recorder.record(this.game.frame, action);
    return toppedOut;
  }

  /** Sets whether the soft drop key is held; changes are recorded as "sdOn"/"sdOff". */
  setSoftDrop(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    this.recorder.record(this.game.frame, held ? "sdOn" : "sdOff");
  }

  get softDropHeld(): boolean {
    return this.held;
  }

  tick(): void {
    this.game.tick(this.held);
  }

  /** The replay so far; `runReplay` on it stops at this game's current frame. */
  replay(): Replay {
    const replay = this.recorder.finish();
    const last = replay.inputs.at(-1)?.frame ?? 0;
    if (this.game.frame > last) replay.inputs.push({ frame: this.game.frame, action: this.held ? "sdOn" : "sdOff" });
    return replay;
  }
}
