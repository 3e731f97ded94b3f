// @arcade/core — the pure entry: no DOM, no Pixi, no Node built-ins. Runs unchanged in Node,
// in a Web Worker and in the page.
export { InputError, ProgrammingError, located, describe as describeValue } from "./errors.ts";

export { Rng, DEFAULT_GENERATOR, GENERATOR_NAMES, isGeneratorName, type GeneratorName, type RngState } from "./random/rng.ts";
export { seedText, seedKey, MAX_SEED_LENGTH, type Seed } from "./random/seed.ts";
export { Xoshiro128StarStar } from "./random/xoshiro128.ts";
export { Lcg31 } from "./random/lcg31.ts";
export { sha256, toHex } from "./random/sha256.ts";

export { Bag, type BagState } from "./bag/bag.ts";

export { FixedStepClock, type FixedStepClockOptions } from "./sim/clock.ts";
export { RealTimeDebt, type RealTimeDebtOptions } from "./sim/real-time-debt.ts";
export {
  parseReplay,
  replayToJSON,
  stringifyReplay,
  ReplayRecorder,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  type ReplayJSON,
  type TimedInput,
} from "./sim/replay.ts";
export {
  GameRecording,
  RecordPlayer,
  checkRecord,
  endFrame,
  headerOf,
  keptRecord,
  rerun,
  verify,
  type GameRecord,
  type RecordHeader,
  type ReplayRules,
  type ReplayableGame,
  type Verdict,
} from "./sim/record.ts";

export { keptFields, printKeptGame, readKeptGame, KEPT_VERSION, type ExtraFields, type KeptExtras, type KeptGame } from "./sim/kept-game.ts";
export {
  decodeLinkCode,
  encodeLinkCode,
  nameField,
  nameOfField,
  playerName,
  PLAYER_NAME_PATTERN,
  PLAYER_NAME_MAX,
  type LinkCode,
  type LinkCodeFormat,
} from "./sim/link-code.ts";

export {
  answerCall,
  serveWorker,
  type JobProgress,
  type JobRequest,
  type JobResult,
  type ServeOptions,
  type WorkerAnswer,
  type WorkerCall,
  type WorkerHandler,
  type WorkerHandlers,
  type WorkerScope,
} from "./worker/serve.ts";

export {
  findMode,
  formatClock,
  formatResult,
  higherIsBetter,
  linkParamsOf,
  plural,
  thousands,
  ranksBests,
  RENDERERS,
  shareLinkParams,
  type GameHelp,
  type GameMeta,
  type GameModule,
  type GameSession,
  type GameSettings,
  type GameServices,
  type ModeMeta,
  type MountOptions,
  type Renderer,
  type ResultEntry,
  type MatchResult,
  type ResultKind,
  type RoomService,
  type SaveService,
  type SharedSettings,
} from "./game-module.ts";
export { gameSaves, SAVE_PREFIX, type GameSaves, type KeyValueStorage } from "./saves.ts";
export {
  defaultValues,
  fieldProblem,
  alsoText,
  numberSetting,
  parseNumberInput,
  parseSettingValues,
  settingOf,
  snapToStep,
  type ChoiceField,
  type NumberField,
  type ParsedValues,
  type RangeField,
  type SettingField,
  type SettingValue,
  type SettingValues,
  type ToggleField,
} from "./settings/schema.ts";

export * from "./input/index.ts";
