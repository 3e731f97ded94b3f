import { InputError, describe } from "../errors.ts";
import { seedText } from "../random/seed.ts";

/** One input at one simulation step; the action is the game's own name ("left", "hd", ...). */
export interface TimedInput {
  frame: number;
  action: string;
}

/**
 * A game as data: which game and rules version, the seed, the mode and options, and every input
 * with the step it happened on. Replaying it through the same rules version gives the exact same
 * final state, so it is what share links, personal-best replays and bug reports carry.
 */
export interface Replay {
  game: string;
  rulesVersion: number;
  seed: string;
  mode: string;
  /** Game-specific options that change the game (e.g. a starting board). JSON values only. */
  options: Record<string, unknown>;
  inputs: TimedInput[];
  /**
   * The frame the game had reached when the record was taken, when that is later than its last
   * input (a game left running without input). Absent in records that end on their last input.
   */
  frames?: number;
}

export const REPLAY_FORMAT = "pocket-arcade-replay";
export const REPLAY_VERSION = 1;

/**
 * The JSON form. Inputs are stored as [frame, action] pairs, which keeps a long game small.
 * `version` is the file format's version (separate from the game's `rulesVersion`).
 */
export interface ReplayJSON {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  game: string;
  rulesVersion: number;
  seed: string;
  mode: string;
  options: Record<string, unknown>;
  inputs: [number, string][];
  frames?: number;
}

export function replayToJSON(replay: Replay): ReplayJSON {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: replay.game,
    rulesVersion: replay.rulesVersion,
    seed: replay.seed,
    mode: replay.mode,
    options: replay.options,
    inputs: replay.inputs.map((input) => [input.frame, input.action]),
    ...(replay.frames === undefined ? {} : { frames: replay.frames }),
  };
}

export function stringifyReplay(replay: Replay): string {
  return JSON.stringify(replayToJSON(replay));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, where: string): string {
  if (typeof value !== "string" || value.length === 0) throw new InputError(`must be a non-empty string, got ${describe(value)}`, where);
  return value;
}

function requireCount(value: unknown, where: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new InputError(`must be a non-negative integer, got ${describe(value)}`, where);
  }
  return value;
}

/**
 * Reads a replay from JSON text or a parsed value, checking every field; errors name the field
 * (`replay.inputs[3][0]: ...`). Frames must never go backwards.
 */
export function parseReplay(input: unknown, where = "replay"): Replay {
  let data: unknown = input;
  if (typeof input === "string") {
    try {
      data = JSON.parse(input);
    } catch (error) {
      throw new InputError(`is not valid JSON (${(error as Error).message})`, where);
    }
  }
  if (!isPlainObject(data)) throw new InputError(`must be a JSON object, got ${describe(data)}`, where);
  if (data.format !== REPLAY_FORMAT) throw new InputError(`must be ${JSON.stringify(REPLAY_FORMAT)}, got ${describe(data.format)}`, `${where}.format`);
  if (data.version !== REPLAY_VERSION) {
    throw new InputError(`version ${describe(data.version)} is not supported (this build reads version ${REPLAY_VERSION})`, `${where}.version`);
  }
  const options = data.options ?? {};
  if (!isPlainObject(options)) throw new InputError(`must be an object, got ${describe(options)}`, `${where}.options`);
  if (!Array.isArray(data.inputs)) throw new InputError(`must be an array, got ${describe(data.inputs)}`, `${where}.inputs`);
  let lastFrame = 0;
  const inputs = data.inputs.map((pair: unknown, i): TimedInput => {
    const at = `${where}.inputs[${i}]`;
    if (!Array.isArray(pair) || pair.length !== 2) throw new InputError(`must be a [frame, action] pair, got ${describe(pair)}`, at);
    const frame = requireCount(pair[0], `${at}[0]`);
    if (frame < lastFrame) throw new InputError(`frame ${frame} comes before the previous input's frame ${lastFrame}`, `${at}[0]`);
    lastFrame = frame;
    return { frame, action: requireString(pair[1], `${at}[1]`) };
  });
  const frames = data.frames === undefined ? undefined : requireCount(data.frames, `${where}.frames`);
  if (frames !== undefined && frames < lastFrame) throw new InputError(`frame ${frames} comes before the last input's frame ${lastFrame}`, `${where}.frames`);
  return {
    game: requireString(data.game, `${where}.game`),
    rulesVersion: requireCount(data.rulesVersion, `${where}.rulesVersion`),
    seed: seedText(requireString(data.seed, `${where}.seed`), `${where}.seed`),
    mode: requireString(data.mode, `${where}.mode`),
    options,
    inputs,
    ...(frames === undefined ? {} : { frames }),
  };
}

/** Collects inputs during play; frames must not go backwards. */
export class ReplayRecorder {
  private readonly inputs: TimedInput[] = [];
  private readonly header: Omit<Replay, "inputs">;

  constructor(header: Omit<Replay, "inputs">) {
    this.header = { ...header, seed: seedText(header.seed) };
  }

  record(frame: number, action: string): void {
    const last = this.inputs.at(-1);
    if (!Number.isSafeInteger(frame) || frame < 0) throw new RangeError(`frame must be a non-negative integer, got ${frame}`);
    if (last && frame < last.frame) throw new RangeError(`frame ${frame} is before the last recorded frame ${last.frame}`);
    this.inputs.push({ frame, action });
  }

  get length(): number {
    return this.inputs.length;
  }

  finish(): Replay {
    return { ...this.header, inputs: this.inputs.slice() };
  }
}
