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
import { InputError, Rng, decodeLinkCode, describeValue as describe, encodeLinkCode, nameField, nameOfField, type LinkCodeFormat } from "@arcade/core";
import { TetrisGame } from "../rules/game.ts";
import { GameRecorder, replayOf, type ReplayAction, type ReplayInput } from "../rules/replay.ts";
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
// Core's one link codec (sim/link-code.ts) with Tetris's letters:
// `c<rules version>.<name>.<options>.<inputs>.<check>`: the challenger's name (letters, digits,
// spaces and hyphens, at most 16, percent-encoded); options `<allow180 0|1>x<softDropFactor>`; the
// inputs as `<frames since the previous input><letter>`. The seed is the link's own `seed`
// parameter. Garbage is not in the code: the receiver's app makes it again from the seed and the
// challenger's play. Codes made before the shared codec (an FNV-1a check) still open.

const FORMAT: LinkCodeFormat = {
  prefix: "c",
  rulesVersion: RULES_VERSION,
  fields: 2,
  letters: {
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
  } satisfies Record<PlayAction | "sdOn" | "sdOff", string>,
  noun: "a challenge code",
};

export interface Challenge {
  name: string;
  /** The challenger's game as a replay (play inputs only; verifying adds the garbage). */
  config: GameConfig;
  inputs: ReplayInput[];
}

/** The code for a challenger's game (the recorder's replay, garbage inputs left out). */
export function challengeCode(name: string, recorder: GameRecorder): string {
  const field = nameField(name);
  const { allow180, softDropFactor } = recorder.game.config;
  const inputs = recorder.replay().inputs.filter(({ action }) => !action.startsWith("garbage:"));
  return encodeLinkCode(FORMAT, { fields: [field, `${allow180 ? 1 : 0}x${softDropFactor}`], inputs });
}

/** Reads a challenge code for a seed; an InputError (where "challenge") says what is wrong. */
export function parseChallengeCode(code: string, seed: string): Challenge {
  const where = "challenge";
  const decoded = decodeLinkCode(FORMAT, code, where);
  const [rawName, options] = decoded.fields as [string, string];
  const name = nameOfField(rawName, where);
  const flags = /^([01])x(\d{1,2})$/.exec(options);
  if (!flags) throw new InputError(`has bad options ${describe(options)}`, where);
  const config: GameConfig = { seed, mode: CHALLENGE_MODE, allow180: flags[1] === "1", softDropFactor: Number(flags[2]) };
  if (decoded.frames !== undefined) throw new InputError("has an end frame, which a challenge code never carries", where);
  if (decoded.inputs.some((input) => input.frame > CHALLENGE_FRAMES)) throw new InputError(`has moves after the challenge's ${CHALLENGE_FRAMES / 60} s`, where);
  const list: ReplayInput[] = decoded.inputs.map(({ frame, action }) => [frame, action as ReplayAction]);
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
