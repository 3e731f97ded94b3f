// The challenge (asynchronous versus): both players get the same pieces (the seed's bag) AND the
// same garbage coming at them, fixed by the seed, and their results compare. Nobody's number is
// taken on trust: a challenge code carries the challenger's inputs, and the receiver's app re-runs
// them through the same rules and garbage to get the result.
//
// The garbage schedule: waves drawn from the seed's own "challenge" stream (nothing else draws
// from it, so it never changes the pieces or the holes). The first wave comes 5 s in; each wave is
// 1 line (30 %), 2 (30 %), 3 (20 %) or 4 (20 %); the gap to the next is 4–7 s at the start and
// shrinks steadily to 2–3.5 s by the end. Waves arrive like a versus opponent's attack: they rise
// GARBAGE_DELAY_FRAMES later on a lock that clears nothing, the player's own attack cancels them
// first, and holes come from the seed's garbage stream (70 % same column).
//
// A challenge ends at a top-out or after CHALLENGE_FRAMES (3 minutes). Results rank by time
// survived, then lines sent, then fewer pieces.
import { InputError, Rng, describeValue as describe } from "@arcade/core";
import { TetrisGame } from "../rules/game.ts";
import { GameRecorder, replayOf, type ReplayInput } from "../rules/replay.ts";
import { RULES_VERSION, type GameConfig, type PlayAction } from "../rules/types.ts";
import { GARBAGE_DELAY_FRAMES, VersusMatch } from "./versus.ts";

export const CHALLENGE_FRAMES = 3 * 60 * 60;
export const CHALLENGE_STREAM = "challenge";
/** The engine mode a challenge (and a versus game in the app) is played in: gravity that rises. */
export const CHALLENGE_MODE = "marathon";

export interface GarbageWave {
  /** The frame it is sent at (it may rise GARBAGE_DELAY_FRAMES later). */
  frame: number;
  lines: number;
}

const WAVE_LINES = [1, 1, 1, 2, 2, 2, 3, 3, 4, 4]; // 30 % / 30 % / 20 % / 20 %

/** The seed's garbage waves up to `until` (see the top of the file). */
export function challengeSchedule(seed: string, until = CHALLENGE_FRAMES): GarbageWave[] {
  const rng = Rng.from(seed).fork(CHALLENGE_STREAM);
  const waves: GarbageWave[] = [];
  for (let frame = 300; frame < until;) {
    waves.push({ frame, lines: WAVE_LINES[rng.below(WAVE_LINES.length)]! });
    const late = frame / until; // 0 at the start, 1 at the end
    const min = Math.round(240 - 120 * late);
    const max = Math.round(420 - 210 * late);
    frame += rng.int(min, max);
  }
  return waves;
}

export interface ChallengeResult {
  /** Frames played (CHALLENGE_FRAMES if the player survived to the end). */
  frames: number;
  survived: boolean;
  sent: number;
  received: number;
  attack: number;
  pieces: number;
  lines: number;
}

/**
 * One challenge being played (or re-played): a recorded game, the seed's garbage waves, and the
 * versus rules between them. The scene and `verifyChallenge` drive it the same way: `softDrop` and
 * `input` for the frame's inputs in order, then `tick`.
 */
export class ChallengeRun {
  readonly recorder: GameRecorder;
  private readonly match: VersusMatch;
  private readonly waves: GarbageWave[];
  private nextWave = 0;

  constructor(config: GameConfig) {
    this.recorder = new GameRecorder(config);
    const seed = this.recorder.game.config.seed;
    // The other side is a game nobody plays: the waves stand for its attacks.
    const nobody = new TetrisGame({ seed, mode: "zen", allow180: true, softDropFactor: 20 });
    this.match = new VersusMatch({ seed, games: [this.recorder, nobody] });
    this.waves = challengeSchedule(seed);
  }

  get game(): TetrisGame {
    return this.recorder.game;
  }

  /** Garbage on its way: lines not yet ready, and lines ready to rise on the next quiet lock. */
  get incoming(): readonly { lines: number; readyAt: number }[] {
    return this.match.players[0].incoming;
  }

  get over(): boolean {
    return this.game.over !== null || this.game.frame >= CHALLENGE_FRAMES;
  }

  setSoftDrop(held: boolean): void {
    this.recorder.setSoftDrop(held);
  }

  /** A player's action now; returns whether it did anything. */
  input(action: PlayAction): boolean {
    if (this.over) return false;
    const done = this.recorder.apply(action);
    this.match.update(0, this.game.frame);
    return done;
  }

  /** The end of the frame: the waves sent by now join the incoming garbage, then the game ticks. */
  tick(): void {
    if (this.over) return;
    const frame = this.game.frame;
    const incoming = this.match.players[0].incoming;
    for (; this.nextWave < this.waves.length && this.waves[this.nextWave]!.frame <= frame; this.nextWave++) {
      const wave = this.waves[this.nextWave]!;
      incoming.push({ lines: wave.lines, readyAt: wave.frame + GARBAGE_DELAY_FRAMES });
    }
    this.recorder.tick();
    this.match.update(0, this.game.frame);
  }

  result(): ChallengeResult {
    const game = this.game;
    const player = this.match.players[0];
    const survived = game.over === null && game.frame >= CHALLENGE_FRAMES;
    return {
      frames: game.frame,
      survived,
      sent: player.sent,
      received: player.received,
      attack: player.attack,
      pieces: game.pieces,
      lines: game.lines,
    };
  }
}

/** Negative if `a` did better than `b`, positive if worse, 0 for a tie (time, then sent, then fewer pieces). */
export function compareChallenge(a: ChallengeResult, b: ChallengeResult): number {
  return b.frames - a.frames || b.sent - a.sent || a.pieces - b.pieces;
}

// ---- The challenge code ------------------------------------------------------------------
//
// `c<rules version>.<name>.<options>.<inputs>.<check>`: format 1; the challenger's name (letters, digits,
// spaces and hyphens, at most 16, percent-encoded); options `<allow180 0|1>x<softDropFactor>`; the
// inputs as `<frames since the previous input><letter>` (the count left out when 0); and a check
// (FNV-1a of everything before it, base 36) so a damaged link says so. The seed is the link's own
// `seed` parameter; the rules version is the code's format. Garbage is not in the code: the
// receiver's app makes it again from the seed and the challenger's play.

/** "c" and the rules version: a code re-runs only under the rules it was played with. */
const CODE_VERSION = `c${RULES_VERSION}`;
const LETTER: Readonly<Record<PlayAction | "sdOn" | "sdOff", string>> = {
  left: "l",
  right: "r",
  leftWall: "L",
  rightWall: "R",
  cw: "c",
  ccw: "a",
  "180": "f",
  softDrop: "s",
  sonicDrop: "S",
  hardDrop: "h",
  hold: "H",
  sdOn: "d",
  sdOff: "u",
};
const ACTION_OF = new Map(Object.entries(LETTER).map(([action, letter]) => [letter, action as PlayAction | "sdOn" | "sdOff"]));
export const NAME_PATTERN = /^[\p{L}\p{N} -]{1,16}$/u;

function check(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

export interface Challenge {
  name: string;
  /** The challenger's game as a replay (play inputs only; verifying adds the garbage). */
  config: GameConfig;
  inputs: ReplayInput[];
}

/** The code for a challenger's game (the recorder's replay, garbage inputs left out). */
export function challengeCode(name: string, recorder: GameRecorder): string {
  const trimmed = name.trim();
  if (!NAME_PATTERN.test(trimmed)) throw new InputError("a name is 1 to 16 letters, digits, spaces or hyphens", "name");
  const replay = recorder.replay();
  const { allow180, softDropFactor } = recorder.game.config;
  let last = 0;
  let inputs = "";
  for (const { frame, action } of replay.inputs) {
    if (action.startsWith("garbage:")) continue;
    inputs += (frame > last ? String(frame - last) : "") + LETTER[action as PlayAction];
    last = frame;
  }
  const body = `${CODE_VERSION}.${encodeURIComponent(trimmed)}.${allow180 ? 1 : 0}x${softDropFactor}.${inputs}`;
  return `${body}.${check(body)}`;
}

/** Reads a challenge code for a seed; an InputError (where "challenge") says what is wrong. */
export function parseChallengeCode(code: string, seed: string): Challenge {
  const where = "challenge";
  const parts = code.trim().split(".");
  if (parts[0] !== CODE_VERSION)
    throw new InputError(`is not a challenge code (it should start with "${CODE_VERSION}.": a code from other rules cannot be re-run)`, where);
  if (parts.length !== 5) throw new InputError(`is damaged: it has ${parts.length} parts, a challenge code has 5`, where);
  const [, rawName, options, inputs, sum] = parts as [string, string, string, string, string];
  if (check(parts.slice(0, 4).join(".")) !== sum) throw new InputError("is damaged (its check does not match): copy the whole link again", where);
  let name: string;
  try {
    name = decodeURIComponent(rawName);
  } catch {
    throw new InputError(`has a damaged name ${describe(rawName)}`, where);
  }
  if (!NAME_PATTERN.test(name)) throw new InputError(`has a bad name ${describe(name)}`, where);
  const flags = /^([01])x(\d{1,2})$/.exec(options);
  if (!flags) throw new InputError(`has bad options ${describe(options)}`, where);
  const config: GameConfig = { seed, mode: CHALLENGE_MODE, allow180: flags[1] === "1", softDropFactor: Number(flags[2]) };
  const list: ReplayInput[] = [];
  let frame = 0;
  for (let i = 0; i < inputs.length;) {
    const digits = /^\d*/.exec(inputs.slice(i, i + 8))![0];
    const letter = inputs[i + digits.length];
    const action = letter === undefined ? undefined : ACTION_OF.get(letter);
    if (action === undefined) throw new InputError(`has a bad input at position ${i + 1} of its moves`, where);
    frame += digits === "" ? 0 : Number(digits);
    if (frame > CHALLENGE_FRAMES) throw new InputError(`has moves after the challenge's ${CHALLENGE_FRAMES / 60} s`, where);
    list.push([frame, action]);
    i += digits.length + 1;
  }
  try {
    replayOf(config, list); // checks the options as a replay would
  } catch (error) {
    if (error instanceof InputError) throw new InputError(`has bad options (${error.message})`, where);
    throw error;
  }
  return { name, config, inputs: list };
}

export interface VerifiedChallenge {
  name: string;
  result: ChallengeResult;
  /** The challenger's whole game, garbage included, to watch. */
  run: ChallengeRun;
}

/**
 * Re-runs a challenger's game through the rules and the seed's garbage: the result is what their
 * inputs really did, whatever anyone claims.
 */
export function verifyChallenge(code: string, seed: string): VerifiedChallenge {
  const challenge = parseChallengeCode(code, seed);
  const run = new ChallengeRun(challenge.config);
  const inputs = challenge.inputs;
  let i = 0;
  for (;;) {
    for (; i < inputs.length && inputs[i]![0] === run.game.frame; i++) {
      const action = inputs[i]![1];
      if (action === "sdOn" || action === "sdOff") run.setSoftDrop(action === "sdOn");
      else run.input(action as PlayAction);
    }
    if (run.over || i >= inputs.length) break;
    run.tick();
  }
  return { name: challenge.name, result: run.result(), run };
}
