// What moves a game on the stage, for a game whose whole state is its record: a game being played
// (core's GameRecording stepped on a fixed-step clock, each input recorded) or a record being
// watched (core's ReplayViewer and its bar). A screen draws `driver.game` and hands it real time;
// a shown game with a driver (`ShownGame.driver`) is kept, counted, paused and ended by the play
// session from the driver alone, so a game writes that wiring once here, not once per game; so is
// one whose state is a record it keeps itself (`ShownGame.record`: a quiz, a practice hand).
import { FixedStepClock } from "../sim/clock.ts";
import { GameRecording, type GameRecord, type ReplayRules, type ReplayableGame } from "../sim/record.ts";
import type { PlayScreen, ShownGame } from "./game-definition.ts";
import type { ReplayViewer } from "./replay-viewer.ts";

export interface GameDriver<G extends ReplayableGame = ReplayableGame> {
  /** The game as it stands now (a watched one is replaced by a seek). */
  readonly game: G;
  /** Real time passed: the driver steps the game on its clock. */
  update(deltaMs: number): void;
  /** Playing: applies an input now, recorded when it changed something. Absent when watching. */
  readonly input?: (action: string) => boolean;
  /** Playing: the game so far, as its record and its count of moves. */
  readonly recording?: GameRecording<G>;
  /** Watching: the record watched. */
  readonly watched?: GameRecord;
}

/** A game played on from `record` (a new game's empty record, or a kept one) at `rate` steps a second. */
export function playDriver<G extends ReplayableGame>(rules: ReplayRules<G>, record: GameRecord, rate: number): GameDriver<G> {
  const recording = GameRecording.resume(rules, record);
  const clock = new FixedStepClock({ rate });
  return {
    get game() {
      return recording.game;
    },
    update: (deltaMs) => void clock.advance(deltaMs, () => recording.step()),
    input: (action) => recording.input(action),
    recording,
  };
}

/** `record` watched on `viewer` (made by `PlaySession.viewer`, its bar on the stage). */
export function watchDriver<G extends ReplayableGame>(viewer: ReplayViewer<G>, record: GameRecord): GameDriver<G> {
  return {
    get game() {
      return viewer.game;
    },
    update: (deltaMs) => viewer.update(deltaMs),
    watched: record,
  };
}

/**
 * A shown game with what its driver or its record says filled in, where the game did not say it
 * itself: the record watched, the record kept and its moves counted while playing, and over when
 * the game played has ended (a watched one never is: its menu watches it again).
 */
export function filledIn<S extends PlayScreen>(shown: ShownGame<S>): ShownGame<S> {
  const { driver, record } = shown;
  if (record) return { kept: () => keptRecord(record()), moves: () => record()?.inputs.length ?? 0, ...shown };
  if (!driver) return shown;
  const { recording, watched } = driver;
  return {
    ...(watched ? { watched } : {}),
    ...(recording ? { kept: () => ({ record: recording.record() }), moves: () => recording.moves } : {}),
    over: () => recording !== undefined && driver.game.over,
    ...shown,
  };
}

function keptRecord(record: GameRecord | null): { record: GameRecord } | null {
  return record ? { record } : null;
}
