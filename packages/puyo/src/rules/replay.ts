// Replays of the frame-stepped game: (game "puyo", RULES_VERSION, seed, mode, options, timed
// inputs) in core's Replay shape. Inputs are [frame, action] with the actions of stepped.ts: play
// actions, "sdOn"/"sdOff" (the soft drop key's held state) and "nuisance:N" (nuisance received
// from outside, in versus or online: the opponent's attack after its offsetting), so a player's
// record re-runs to the same game without its opponent — the rooms server re-runs it that way.
//
// End rule (as Tetris's): at frame f the runner applies every input stamped f, in order, then
// ticks; it stops at the last input's frame after applying that frame's inputs (or earlier, at
// game over). The recorder stamps a final "sdOn"/"sdOff" (a no-op: the state it already has) at
// its current frame, so frames ticked after the last action are kept too.
import { InputError, ReplayRecorder, describeValue as describe, type Replay, type TimedInput } from "@arcade/core";
import { parseField, printField } from "./field-text.ts";
import { NUISANCE_PREFIX, PLAY_ACTIONS, SteppedGame, type StepAction, type SteppedOptions } from "./stepped.ts";

export const REPLAY_GAME = "puyo";
/**
 * The version of the frame-stepped rules (timing.ts, stepped.ts and the placement rules under
 * them). A record re-runs only under the version it was played with.
 */
export const RULES_VERSION = 1;
/** The modes a record may be of (the app's playing modes). */
export const REPLAY_MODES = ["endless", "practice", "versus", "challenge"] as const;
export type ReplayMode = (typeof REPLAY_MODES)[number];
/** At most this much nuisance in one input (far more than a 19-chain sends). */
export const MAX_NUISANCE_INPUT = 9999;

const SIMPLE_ACTIONS: readonly string[] = [...PLAY_ACTIONS, "sdOn", "sdOff"];

/** A game's settings as a record carries them (the options besides seed and mode). */
export interface PuyoReplayOptions {
  colors: 3 | 4 | 5;
  /** The starting field in the text format, or null for an empty one. */
  field: string | null;
  player: number;
  undo: boolean;
  chainSpeed: number;
}

export interface PuyoConfig {
  seed: string;
  mode: ReplayMode;
  options: PuyoReplayOptions;
}

export const DEFAULT_REPLAY_OPTIONS: PuyoReplayOptions = { colors: 4, field: null, player: 0, undo: false, chainSpeed: 1 };

/** The stepped game a config starts. */
export function gameOf(config: PuyoConfig): SteppedGame {
  const { options } = config;
  const stepped: SteppedOptions = {
    seed: config.seed,
    colors: options.colors,
    player: options.player,
    undo: options.undo,
    chainSpeed: options.chainSpeed,
    ...(options.field ? { field: parseField(options.field) } : {}),
  };
  return new SteppedGame(stepped);
}

/** The received-nuisance input for `count` puyos. */
export function nuisanceAction(count: number): StepAction {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_NUISANCE_INPUT)
    throw new InputError(`must be 1..${MAX_NUISANCE_INPUT}, got ${describe(count)}`, "nuisance");
  return `${NUISANCE_PREFIX}${count}`;
}

/** Checks one input's action; InputErrors name the input. */
function checkAction(action: string, where: string): StepAction {
  if (SIMPLE_ACTIONS.includes(action)) return action as StepAction;
  if (action.startsWith(NUISANCE_PREFIX)) {
    const count = action.slice(NUISANCE_PREFIX.length);
    if (!/^[1-9]\d{0,3}$/.test(count)) throw new InputError(`nuisance must be a count 1..${MAX_NUISANCE_INPUT}, got ${describe(action)}`, where);
    return action as StepAction;
  }
  throw new InputError(`action must be one of ${SIMPLE_ACTIONS.join(", ")} or nuisance:<count>, got ${describe(action)}`, where);
}

/** The inputs checked: frames whole and never going backwards, actions known. */
export function checkInputs(inputs: readonly TimedInput[]): { frame: number; action: StepAction }[] {
  let last = 0;
  return inputs.map((input, i) => {
    const at = `inputs[${i}]`;
    if (!Number.isSafeInteger(input.frame) || input.frame < last) {
      throw new InputError(`frame must be an integer ≥ ${last} (frames never go backwards), got ${describe(input.frame)}`, at);
    }
    last = input.frame;
    return { frame: input.frame, action: checkAction(input.action, at) };
  });
}

/** The config a replay describes; a record of other rules is refused, saying which. */
export function configOf(replay: Replay): PuyoConfig {
  if (replay.game !== REPLAY_GAME) throw new InputError(`is a record of ${describe(replay.game)}, not of Puyo Puyo`, "game");
  if (replay.rulesVersion !== RULES_VERSION) {
    throw new InputError(
      `rules version ${describe(replay.rulesVersion)} cannot be re-run by this build (Puyo rules version ${RULES_VERSION}): it was played under other timings or rules`,
      "rulesVersion",
    );
  }
  if (!(REPLAY_MODES as readonly string[]).includes(replay.mode))
    throw new InputError(`must be one of ${REPLAY_MODES.join(", ")}, got ${describe(replay.mode)}`, "mode");
  const o = replay.options;
  const colors = o.colors ?? 4;
  if (colors !== 3 && colors !== 4 && colors !== 5) throw new InputError(`must be 3, 4 or 5, got ${describe(colors)}`, "options.colors");
  const field = o.field ?? null;
  if (field !== null && typeof field !== "string") throw new InputError(`must be a field in the text format or null, got ${describe(field)}`, "options.field");
  if (field !== null) {
    try {
      parseField(field);
    } catch (error) {
      if (error instanceof InputError) throw error.under("options.field");
      throw error;
    }
  }
  const player = o.player ?? 0;
  if (player !== 0 && player !== 1) throw new InputError(`must be 0 or 1, got ${describe(player)}`, "options.player");
  const undo = o.undo ?? false;
  if (typeof undo !== "boolean") throw new InputError(`must be true or false, got ${describe(undo)}`, "options.undo");
  const chainSpeed = o.chainSpeed ?? 1;
  if (!Number.isInteger(chainSpeed) || (chainSpeed as number) < 1 || (chainSpeed as number) > 4)
    throw new InputError(`must be 1, 2, 3 or 4, got ${describe(chainSpeed)}`, "options.chainSpeed");
  return { seed: replay.seed, mode: replay.mode as ReplayMode, options: { colors, field, player, undo, chainSpeed: chainSpeed as number } };
}

function header(config: PuyoConfig): Omit<Replay, "inputs"> {
  return { game: REPLAY_GAME, rulesVersion: RULES_VERSION, seed: config.seed, mode: config.mode, options: { ...config.options } };
}

/**
 * Plays a replay frame by frame, as a scene watching it does (`step`), or to a frame at once
 * (`runTo`). Errors in the record (other rules, unknown actions) are InputErrors from the constructor.
 */
export class ReplayPlayer {
  readonly game: SteppedGame;
  readonly config: PuyoConfig;
  private readonly inputs: { frame: number; action: StepAction }[];
  private cursor = 0;

  constructor(replay: Replay) {
    this.config = configOf(replay);
    this.inputs = checkInputs(replay.inputs);
    this.game = gameOf(this.config);
  }

  /** The frame the replay stops at: its last input's (see the end rule above). */
  get lastFrame(): number {
    return this.inputs.at(-1)?.frame ?? 0;
  }

  get done(): boolean {
    return this.game.over || (this.cursor >= this.inputs.length && this.game.frame >= this.lastFrame);
  }

  /** Applies the inputs stamped with the current frame. */
  applyDue(): void {
    for (; this.cursor < this.inputs.length && this.inputs[this.cursor]!.frame === this.game.frame; this.cursor++) {
      this.game.apply(this.inputs[this.cursor]!.action);
    }
  }

  /** One frame: its inputs, then a tick, unless that ends the replay. */
  step(): void {
    this.applyDue();
    if (!this.done) this.game.tick();
  }

  /** Runs to `frame` (inputs stamped with it applied), the end, or game over, whichever is first. */
  runTo(frame = this.lastFrame): SteppedGame {
    for (;;) {
      if (this.game.frame <= frame) this.applyDue();
      if (this.game.over || this.game.frame >= Math.min(frame, this.lastFrame)) return this.game;
      this.game.tick();
    }
  }
}

/** The game where a replay stops (its last input's frame, `untilFrame`, or game over). */
export function runReplay(replay: Replay, untilFrame?: number): SteppedGame {
  if (untilFrame !== undefined && (!Number.isSafeInteger(untilFrame) || untilFrame < 0)) {
    throw new InputError(`must be a non-negative integer, got ${describe(untilFrame)}`, "untilFrame");
  }
  return new ReplayPlayer(replay).runTo(untilFrame);
}

/** Plays a game while recording it: use it instead of the SteppedGame it wraps. */
export class PuyoRecorder {
  readonly game: SteppedGame;
  readonly config: PuyoConfig;
  private readonly recorder: ReplayRecorder;

  constructor(config: PuyoConfig) {
    this.config = config;
    this.game = gameOf(config);
    this.recorder = new ReplayRecorder(header(config));
  }

  /** Continues a recorded game (saved before a reload): re-runs it while recording, to where it stopped. */
  static resume(replay: Replay): PuyoRecorder {
    const recorder = new PuyoRecorder(configOf(replay));
    const inputs = checkInputs(replay.inputs);
    const end = inputs.at(-1)?.frame ?? 0;
    const game = recorder.game;
    for (let i = 0; ;) {
      for (; i < inputs.length && inputs[i]!.frame === game.frame; i++) recorder.apply(inputs[i]!.action);
      if (game.over || game.frame >= end) return recorder;
      game.tick();
    }
  }

  /** Applies an input now; inputs that change something are recorded. */
  apply(action: StepAction): boolean {
    const frame = this.game.frame;
    const done = this.game.apply(action);
    if (done) this.recorder.record(frame, action);
    return done;
  }

  /** Nuisance received now (from the opponent), recorded as a "nuisance:N" input. */
  receive(count: number): void {
    if (count > 0) this.apply(nuisanceAction(count));
  }

  tick(): void {
    this.game.tick();
  }

  /** The record so far; `runReplay` on it stops at this game's current frame. */
  replay(): Replay {
    const replay = this.recorder.finish();
    const last = replay.inputs.at(-1)?.frame ?? 0;
    if (this.game.frame > last || replay.inputs.length === 0) replay.inputs.push({ frame: this.game.frame, action: this.game.softDrop ? "sdOn" : "sdOff" });
    return replay;
  }
}

/** The final state a selfplay prints and a replay re-runs to (the same for both, by the end rule). */
export interface FinalState {
  pieces: number;
  score: number;
  maxChain: number;
  toppedOut: boolean;
  frame: number;
  sent: number;
  received: number;
  pending: number;
  field: string;
}

export function finalState(game: SteppedGame): FinalState {
  const g = game.game;
  return {
    pieces: g.index,
    score: g.score,
    maxChain: g.maxChain,
    toppedOut: g.over,
    frame: game.frame,
    sent: game.sent,
    received: game.received,
    pending: g.pending,
    field: printField(g.field),
  };
}
