// @arcade/tetris — the pure entry: rules, fumen and garbage. No DOM, no Pixi, no Node built-ins,
// so it runs unchanged in Node (tests, CLI), in a Web Worker and in the page. The Pixi scene is
// the separate "./game" entry and the CLI the "./cli" entry.
export * from "./rules/index.ts";
export { boardFromFumen, boardToFumen, extractFumen, FUMEN_HEIGHT } from "./fumen.ts";
export { GarbageGenerator, addGarbage, GARBAGE_STREAM, SAME_HOLE_CHANCE, type GarbageState } from "./garbage.ts";
export { meta, TETRIS_ACTIONS, type TetrisAction } from "./meta.ts";
export * from "./analysis/index.ts";
export { GARBAGE_ACTION_PREFIX, garbageAction, parseGarbageAction, type GarbageAction } from "./rules/replay.ts";
export type { GarbageTarget } from "./analysis/versus.ts";
export { BOT_PACE, VersusBot, paceFrames, planMove, versusBotJobs, type BotSeat, type PlanRequest, type VersusBotReply } from "./analysis/versus-bot.ts";
export {
  CHALLENGE_FRAMES,
  CHALLENGE_MODE,
  CHALLENGE_STREAM,
  ChallengeRun,
  challengeCode,
  challengeSchedule,
  compareChallenge,
  parseChallengeCode,
  verifyChallenge,
  type Challenge,
  type ChallengeResult,
  type GarbageWave,
  type VerifiedChallenge,
} from "./analysis/challenge.ts";
export {
  DEFAULT_ONLINE_OPTIONS,
  GARBAGE_DUE_FRAMES,
  LockWatch,
  ONLINE_MODES,
  ONLINE_PLAY_ACTIONS,
  TetrisChecker,
  garbageHoles,
  hasToppedOut,
  lockAttack,
  type Attack,
} from "./online/checker.ts";
export { MAX_ATTACK_LINES, attackEvent, attacksIn, readTetrisEvent, toppedOutEvent, type TetrisEvent } from "./online/events.ts";
export { tetrisRoomHook } from "./online/hook.ts";
export { OnlineTetrisPlayer, OpponentView } from "./online/player.ts";
