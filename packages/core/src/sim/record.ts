// The one record path every game shares. A record is a Replay (sim/replay.ts): the game, its
// rules version, the seed, the mode and options, and every input with the frame it happened on;
// inputs from outside the player (garbage or nuisance received in versus) are inputs too, so a
// record re-runs to the same final state with nobody else present. A game implements
// `ReplayableGame` and describes itself with `ReplayRules`; core records, re-runs, verifies and
// resumes through them.
//
// End rule: a re-run applies the inputs stamped with the current frame, then steps, and stops
// after applying the inputs of its end frame (or at game over). The end frame is the record's
// `frames` when it has one, else its last input's frame: that is exactly where a live game stood
// when the record was taken.
import { InputError, describe, located } from "../errors.ts";
import { ReplayRecorder, parseReplay, type Replay } from "./replay.ts";

/** A game's whole record (the same data as a Replay, named for what it is used for). */
export type GameRecord = Replay;
/** What a game is created from: the record without its inputs. */
export type RecordHeader = Omit<Replay, "inputs" | "frames">;

/** A game that can be driven by recorded inputs, one fixed step at a time. */
export interface ReplayableGame<Summary = unknown> {
  /** Steps taken so far (0 before the first). */
  readonly frame: number;
  /** The game has ended: no more steps. */
  readonly over: boolean;
  /**
   * Applies one input at the current frame. Returns false when it changed nothing (a move into a
   * wall): a recorder does not keep those. A malformed action is an InputError at `where`.
   */
  apply(action: string, where: string): boolean | void;
  /** One fixed step of the simulation. */
  step(): void;
  /** What the game came to, as plain JSON data (what selfplay prints and a checker compares). */
  summary(): Summary;
}

/** A game's rules as the record path needs them. */
export interface ReplayRules<G extends ReplayableGame = ReplayableGame> {
  /** The game's id (`meta.id`), checked against a record's `game`. */
  readonly game: string;
  readonly rulesVersion: number;
  /** The game a header describes; an InputError names the header field at fault (`options.board`). */
  create(header: RecordHeader): G;
}

/**
 * Refuses a record of another game or another rules version, saying which and why (the player
 * sees this when an old save or a link from another build cannot be used).
 */
export function checkRecord(rules: ReplayRules, record: GameRecord): void {
  if (record.game !== rules.game) {
    throw new InputError(`is a record of ${describe(record.game)}, not of ${JSON.stringify(rules.game)}`, "game");
  }
  if (record.rulesVersion !== rules.rulesVersion) {
    const when = record.rulesVersion < rules.rulesVersion ? "older" : "newer";
    throw new InputError(
      `was recorded with rules version ${record.rulesVersion}, and this build plays version ${rules.rulesVersion}: a record of ${when} rules cannot be re-run`,
      "rulesVersion",
    );
  }
}

/** A record's header: what its game is created from. */
export function headerOf(record: GameRecord): RecordHeader {
  return { game: record.game, rulesVersion: record.rulesVersion, seed: record.seed, mode: record.mode, options: record.options };
}

/** The frame a re-run of `record` stops at (see the end rule above). */
export function endFrame(record: GameRecord): number {
  return Math.max(record.frames ?? 0, record.inputs.at(-1)?.frame ?? 0);
}

/**
 * Plays a record frame by frame (watching it, or re-running it to the end in one go): `step()`
 * applies the inputs due at the current frame, then steps, unless that ends the record.
 */
export class RecordPlayer<G extends ReplayableGame> {
  readonly game: G;
  readonly end: number;
  private cursor = 0;

  constructor(
    rules: ReplayRules<G>,
    readonly record: GameRecord,
    /** Called for each input as it is applied (a recorder continuing the game records it again). */
    private readonly onInput?: (action: string, applied: boolean, frame: number) => void,
  ) {
    checkRecord(rules, record);
    this.game = rules.create(headerOf(record));
    this.end = endFrame(record);
  }

  /** Every input applied and the end frame reached, or the game over. */
  get done(): boolean {
    return this.game.over || (this.cursor >= this.record.inputs.length && this.game.frame >= this.end);
  }

  /** Applies the inputs stamped with the current frame (they may end the game). */
  applyDue(): void {
    const { game, record } = this;
    for (; this.cursor < record.inputs.length && record.inputs[this.cursor]!.frame === game.frame && !game.over; this.cursor++) {
      const input = record.inputs[this.cursor]!;
      const applied = game.apply(input.action, `inputs[${this.cursor}]`) !== false;
      this.onInput?.(input.action, applied, input.frame);
    }
  }

  /** One frame: its inputs, then a step, unless that ends the record. */
  step(): void {
    this.applyDue();
    if (!this.done) this.game.step();
  }

  /** Runs on to `frame` (or the end, or game over, whichever is first), inputs stamped `frame` applied. */
  runTo(frame = this.end): G {
    if (!Number.isSafeInteger(frame) || frame < 0) throw new InputError(`must be a non-negative integer, got ${describe(frame)}`, "frame");
    const stop = Math.min(frame, this.end);
    for (;;) {
      if (this.game.frame <= stop) this.applyDue();
      if (this.game.over || this.game.frame >= stop) return this.game;
      this.game.step();
    }
  }
}

/** Re-runs a record and returns the game where it stops (at `untilFrame` to seek). */
export function rerun<G extends ReplayableGame>(rules: ReplayRules<G>, record: GameRecord, untilFrame?: number): G {
  return new RecordPlayer(rules, record).runTo(untilFrame);
}

/** What `verify` found: whether the re-run came to the claimed summary, and what it came to. */
export interface Verdict<Summary> {
  ok: boolean;
  summary: Summary;
}

/**
 * Re-runs a record and compares what it came to with a claimed summary (a challenge's result, a
 * room's game over), as JSON: the claim holds only if the re-run ends exactly there.
 */
export function verify<Summary>(rules: ReplayRules<ReplayableGame<Summary>>, record: GameRecord, claimed: Summary): Verdict<Summary> {
  const summary = rerun(rules, record).summary();
  return { ok: JSON.stringify(summary) === JSON.stringify(claimed), summary };
}

/**
 * A game being played while it is recorded: inputs go through `input()` (applied, and kept when
 * they changed something), time through `step()`. `record()` is the record so far, ending at the
 * current frame; `GameRecording.resume` continues a saved record exactly where it stopped.
 */
export class GameRecording<G extends ReplayableGame> {
  private readonly recorder: ReplayRecorder;
  /** Steps were taken since the last input: the record must keep its end frame (`frames`). */
  private idle = false;

  private constructor(
    readonly game: G,
    header: RecordHeader,
  ) {
    this.recorder = new ReplayRecorder(header);
  }

  static start<G extends ReplayableGame>(rules: ReplayRules<G>, header: RecordHeader): GameRecording<G> {
    return new GameRecording(rules.create(header), { ...header, game: rules.game, rulesVersion: rules.rulesVersion });
  }

  /** Re-runs a saved record (checking its game and rules version) and keeps recording from its end. */
  static resume<G extends ReplayableGame>(rules: ReplayRules<G>, record: GameRecord): GameRecording<G> {
    let recording: GameRecording<G> | null = null;
    let lastKept = 0;
    const player = new RecordPlayer(rules, record, (action, applied, frame) => {
      if (!applied) return;
      recording!.recorder.record(frame, action);
      lastKept = frame;
    });
    recording = new GameRecording(player.game, headerOf(record));
    player.runTo();
    // Steps were taken after the last input that changed anything (a no-op input is not kept).
    recording.idle = player.end > lastKept;
    return recording;
  }

  /** Applies an input now; returns whether it changed anything (only those are recorded). */
  input(action: string): boolean {
    const frame = this.game.frame;
    const applied = this.game.apply(action, "input") !== false;
    // Stamped with the frame it was made on (a turn-based game's frame moves with its inputs).
    if (applied) {
      this.recorder.record(frame, action);
      this.idle = false;
    }
    return applied;
  }

  step(): void {
    if (this.game.over) return;
    this.game.step();
    this.idle = true;
  }

  /** The inputs recorded so far (what `ShownGame.moves` counts to keep the game after each). */
  get moves(): number {
    return this.recorder.length;
  }

  /** The record so far; a re-run of it stops at this game's current frame. */
  record(): GameRecord {
    const record = this.recorder.finish();
    const last = record.inputs.at(-1)?.frame ?? 0;
    return this.idle && this.game.frame > last ? { ...record, frames: this.game.frame } : record;
  }
}

/**
 * A kept record (from `services.saves`) checked for continuing: the record, or a sentence for the
 * player saying why it cannot be continued (another game's or another rules version's record,
 * after an app update; a damaged save). Never throws for bad input.
 */
export function keptRecord(rules: ReplayRules, kept: unknown): { record: GameRecord } | { reason: string } {
  let record: GameRecord;
  try {
    record = parseReplay(kept, "saved game");
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { reason: `Your saved game could not be read (${located(error)}), so a new game starts.` };
  }
  try {
    checkRecord(rules, record);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const then = record.rulesVersion < rules.rulesVersion ? "an older" : "a newer";
    return {
      reason:
        record.game !== rules.game
          ? `The saved game is not a ${rules.game} game, so a new game starts.`
          : `Your saved game was played under ${then} version of the rules (${record.rulesVersion}; this app plays ${rules.rulesVersion}), so it cannot be continued and a new game starts.`,
    };
  }
  return { record };
}
