// The Tetris rules engine: pure (no DOM, no pixi.js, no Node), so it runs in tests, the CLI, a
// worker and the page alike.
export * from "./types.ts";
export { SPAWN_CELLS, cellsOf, pieceCells, turned } from "./pieces.ts";
export {
  WALL,
  boardFromRows,
  boardToRows,
  cellAt,
  clearLines,
  dropDistance,
  emptyBoard,
  fits,
  fullRows,
  isCell,
  isEmpty,
  isFilled,
  minoCount,
  place,
} from "./board.ts";
export {
  I_180_BOX_KICKS,
  I_BOX_KICKS,
  JLSTZ_180_KICKS,
  JLSTZ_KICKS,
  kickTests,
  rotate,
  type Kick,
  type KickTable,
  type RotationResult,
  type Turn,
} from "./srs.ts";
export { isTstOrFinKick, tspinKind, type LastRotation, type SpinKind } from "./tspin.ts";
export {
  B2B_TETRIS_PERFECT_CLEAR_POINTS,
  CLEAR_POINTS,
  COMBO_POINTS,
  HARD_DROP_POINTS,
  PERFECT_CLEAR_POINTS,
  SOFT_DROP_POINTS,
  clearName,
  isDifficult,
  scoreLock,
  type ScoreInput,
  type ScoreOutput,
} from "./scoring.ts";
export {
  FRAMES_PER_SECOND,
  GUIDELINE_SOFT_DROP_FACTOR,
  MAX_GRAVITY_ROWS,
  SONIC_SOFT_DROP_FACTOR,
  SUBROWS_PER_ROW,
  gravity,
  gravitySubrows,
  secondsPerRow,
  softDropSubrows,
} from "./gravity.ts";
export { LINES_PER_LEVEL, MARATHON_LINES, MARATHON_MAX_LEVEL, MODE_RULES, SPRINT_LINES, ULTRA_FRAMES, type ModeRules } from "./modes.ts";
export { LOCK_DELAY_FRAMES, MAX_LOCK_RESETS } from "./falling.ts";
export { lockPiece, type ChainState, type Locked } from "./lock.ts";
export { isPieceType, validateConfig, type ValidConfig } from "./config.ts";
export type { GameStats } from "./stats.ts";
export { SPAWN_ROWS, SPAWN_X, TetrisGame } from "./game.ts";
export { PIECE_STREAM, TETROMINOES, pieceBag } from "./bag.ts";
export {
  GameRecorder,
  MAX_REPLAY_FRAME,
  checkReplay,
  ReplayPlayer,
  REPLAY_GAME,
  configOf,
  replayOf,
  runReplay,
  summaryOf,
  tetrisRules,
  TetrisReplayable,
  type ReplayAction,
  type TetrisSummary,
  type ReplayInput,
  type TetrisReplayOptions,
} from "./replay.ts";
