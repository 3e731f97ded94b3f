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
import { InputError, ReplayRecorder, describeValue as describe, type Replay, type TimedInput } from "@arcade/core";
import { boardFromRows, boardToRows } from "./board.ts";
import { validateConfig, type FieldPath } from "./config.ts";
import { TetrisGame } from "./game.ts";
import { PLAY_ACTIONS, RULES_VERSION, type GameConfig, type Mode, type PieceType, type PlayAction } from "./types.ts";

export const REPLAY_GAME = "tetris";
export type ReplayAction = PlayAction | "sdOn" | "sdOff";
export type ReplayInput = readonly [frame: number, action: ReplayAction];
const REPLAY_ACTIONS: readonly string[] = [...PLAY_ACTIONS, "sdOn", "sdOff"];

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

function checkInputs(inputs: readonly TimedInput[]): { frame: number; action: ReplayAction }[] {
  let last = 0;
  return inputs.map((input, i) => {
    const at = `inputs[${i}]`;
    if (!Number.isSafeInteger(input.frame) || input.frame < last) {
      throw new InputError(`frame must be an integer ≥ ${last} (frames never go backwards), got ${describe(input.frame)}`, at);
    }
    if (!REPLAY_ACTIONS.includes(input.action)) {
      throw new InputError(`action must be one of ${REPLAY_ACTIONS.join(", ")}, got ${describe(input.action)}`, at);
    }
    last = input.frame;
    return { frame: input.frame, action: input.action as ReplayAction };
  });
}

/**
 * Plays a replay frame by frame, as a scene watching it does: `step()` applies the inputs stamped
 * with the current frame, then ticks. `runReplay` is this, run to the end in one go.
 */
export class ReplayPlayer {
  readonly game: TetrisGame;
  private readonly inputs: { frame: number; action: ReplayAction }[];
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
      const action = inputs[this.cursor]!.action;
      if (action === "sdOn" || action === "sdOff") this.softDrop = action === "sdOn";
      else game.apply(action);
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
        const action = inputs[i]!.action;
        if (action === "sdOn" || action === "sdOff") recorder.setSoftDrop(action === "sdOn");
        else recorder.apply(action);
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
