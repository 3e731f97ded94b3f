// The app's on-device save: settings, per-game scores and statistics. Load once at start with
// loadSave (show its notices), then save each half as it changes.
export {
  CURRENT_VERSION,
  MAX_SCORES_PER_MODE,
  SAVE_KEY,
  SAVE_SCHEMA,
  SETTING_RANGES,
  HANDEDNESS,
  PALETTES,
  REDUCED_MOTION_CHOICES,
  TOUCH_CONTROLS,
  defaultGameSettings,
  defaultShared,
  defaultSave,
  defaultSettings,
  type GameScores,
  type GameStats,
  type MatchRecord,
  type Matches,
  type Handedness,
  type Palette,
  type ReducedMotion,
  type SaveData,
  type ScoreEntry,
  type Scores,
  type Settings,
  type GameSettingsSave,
  type SharedSave,
  type TouchControls,
} from "./schema.ts";
export { addScore, recordPlay, scoreTable, isBetter } from "./scores.ts";
export { OUTCOMES, matchRecords, recordMatch, type Outcome } from "./matches.ts";
export { MIGRATIONS, type Migration, type Migrations } from "./migrate.ts";
export { loadSave, saveSettings, saveScores, type LoadResult, type SaveDeps } from "./save-store.ts";
export { requestPersistentStorage, type PersistResult, type StorageLike } from "./persist.ts";
