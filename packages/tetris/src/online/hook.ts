// Tetris's hook for the rooms server (apps/server registers it in src/hooks.ts): the options a
// player may play online with, which actions and events a stream may carry, and the checker the
// room re-runs each player's stream with (TetrisChecker, ./checker.ts).
import { InputError, describeValue } from "@arcade/core";
import { completeOptions, type GameHook, type JsonObject, type PlayerChecker } from "@arcade/core/rooms";
import { validateConfig } from "../rules/config.ts";
import { GARBAGE_ACTION_PREFIX, REPLAY_GAME } from "../rules/replay.ts";
import { RULES_VERSION, type GameConfig } from "../rules/types.ts";
import { DEFAULT_ONLINE_OPTIONS, ONLINE_MODES, ONLINE_PLAY_ACTIONS, TetrisChecker, garbageHoles } from "./checker.ts";
import { readTetrisEvent } from "./events.ts";

export const tetrisRoomHook: GameHook = {
  game: REPLAY_GAME,
  rulesVersion: RULES_VERSION,
  // Both players play one mode (marathon's gravity against zen's none would not be a match);
  // handling (180° rotation, soft-drop speed) is each player's own.
  sharedOptions: ["mode"],

  options(raw: JsonObject | undefined): JsonObject {
    const options = completeOptions(raw, DEFAULT_ONLINE_OPTIONS);
    if (!(ONLINE_MODES as readonly unknown[]).includes(options.mode)) {
      throw new InputError(`must be one of ${ONLINE_MODES.join(", ")}, got ${describeValue(options.mode)}`, "options.mode");
    }
    if (typeof options.softDropFactor !== "number" || options.softDropFactor > 41) {
      throw new InputError(`must be a number 1..41, got ${describeValue(options.softDropFactor)}`, "options.softDropFactor");
    }
    validateConfig({ seed: "x", ...options } as GameConfig, (field) => `options.${field}`);
    return options;
  },

  checkAction(action: string): string | null {
    if (ONLINE_PLAY_ACTIONS.has(action) || action === "sdOn" || action === "sdOff") return null;
    if (garbageHoles(action) !== null) return null;
    return `unknown action ${JSON.stringify(action)} (play actions, sdOn, sdOff or ${GARBAGE_ACTION_PREFIX}<holes>)`;
  },

  checkEvent(payload: JsonObject): string | null {
    const event = readTetrisEvent(payload);
    return typeof event === "string" ? event : null;
  },

  start(seed: string, options: JsonObject): PlayerChecker {
    return new TetrisChecker(seed, options);
  },
};
