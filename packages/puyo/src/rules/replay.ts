// Records of the frame-stepped game on core's record path (@arcade/core sim/record.ts): the
// game "puyo", RULES_VERSION, seed, mode, options and timed inputs. Inputs are [frame, action]
// with the actions of stepped.ts: play actions, "sdOn"/"sdOff" (the soft drop key's held state)
// and "nuisance:N" (nuisance received from outside, in versus or online: the opponent's attack
// after its offsetting), so a player's record re-runs to the same game without its opponent — a
// rooms server re-runs it that way. Core's end rule applies: a re-run stops after applying the
// inputs of the record's end frame (`frames`, or the last input's), or at game over.
import {
  GameRecording,
  InputError,
  RecordPlayer,
  checkRecord,
  describeValue as describe,
  rerun,
  type RecordHeader,
  type Replay,
  type ReplayRules,
  type TimedInput,
} from "@arcade/core";
import type { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import { MAX_NUISANCE_INPUT, NUISANCE_PREFIX, SteppedGame, checkAction, type FinalState, type StepAction, type SteppedOptions } from "./stepped.ts";

export const REPLAY_GAME = "puyo";
/**
 * The version of the frame-stepped rules (timing.ts, stepped.ts and the placement rules under
 * them). A record re-runs only under the version it was played with.
 */
export const RULES_VERSION = 1;
/** The modes a record may be of (the app's playing modes). */
export const REPLAY_MODES = ["endless", "practice", "versus", "challenge"] as const;
export type ReplayMode = (typeof REPLAY_MODES)[number];
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

/**
 * A new game's config from the player's choices: practice starts from `field` (an empty one
 * without) and has undo; every mode plays its chains at the `chainSpeed` setting.
 */
export function newConfig(seed: string, mode: ReplayMode, chainSpeed: number, field?: Field): PuyoConfig {
  const practice = mode === "practice";
  return { seed, mode, options: { ...DEFAULT_REPLAY_OPTIONS, field: practice && field ? printField(field) : null, undo: practice, chainSpeed } };
}

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

/** The config a record describes; a record of another game or rules version is refused, saying which. */
export function configOf(replay: RecordHeader): PuyoConfig {
  checkRecord(PUYO_RULES, { ...replay, inputs: [] });
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

/** Puyo as core's record path sees it: a record's header makes a SteppedGame. */
export const PUYO_RULES: ReplayRules<SteppedGame> = {
  game: REPLAY_GAME,
  rulesVersion: RULES_VERSION,
  create: (header) => gameOf(configOf(header)),
};

function header(config: PuyoConfig): RecordHeader {
  return { game: REPLAY_GAME, rulesVersion: RULES_VERSION, seed: config.seed, mode: config.mode, options: { ...config.options } };
}

/** Plays a record frame by frame (core's RecordPlayer for Puyo). */
export function replayPlayer(replay: Replay): RecordPlayer<SteppedGame> {
  return new RecordPlayer(PUYO_RULES, replay);
}

/** The game where a record stops (its end frame, `untilFrame`, or game over). */
export function runReplay(replay: Replay, untilFrame?: number): SteppedGame {
  return rerun(PUYO_RULES, replay, untilFrame);
}

/** A game played while it is recorded (core's GameRecording), with the Puyo config at hand. */
export class PuyoRecorder {
  readonly config: PuyoConfig;
  private readonly recording: GameRecording<SteppedGame>;

  constructor(config: PuyoConfig | GameRecording<SteppedGame>) {
    this.recording = config instanceof GameRecording ? config : GameRecording.start(PUYO_RULES, header(config));
    this.config = configOf(this.recording.record());
  }

  /** Continues a saved record exactly where it stopped (re-run, recording on). */
  static resume(replay: Replay): PuyoRecorder {
    return new PuyoRecorder(GameRecording.resume(PUYO_RULES, replay));
  }

  get game(): SteppedGame {
    return this.recording.game;
  }

  /** Applies an input now; inputs that change something are recorded. */
  apply(action: StepAction): boolean {
    return this.recording.input(action);
  }

  /** Nuisance received now (from the opponent), recorded as a "nuisance:N" input. */
  receive(count: number): void {
    if (count > 0) this.apply(nuisanceAction(count));
  }

  tick(): void {
    this.recording.step();
  }

  /** The record so far; a re-run of it stops at this game's current frame. */
  replay(): Replay {
    return this.recording.record();
  }
}

/** The final state a selfplay prints and a record re-runs to. */
export function finalState(game: SteppedGame): FinalState {
  return game.summary();
}

export type { FinalState };
