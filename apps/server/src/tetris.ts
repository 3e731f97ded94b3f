// The Tetris hook: each player's inputs re-run with the @arcade/tetris rules as they arrive (the
// checker and its rules are @arcade/tetris's TetrisChecker, src/online/checker.ts, shared with the
// app's OpponentView); this file adds what the room asks of a game: options and action names.
import { InputError, describeValue } from "@arcade/core";
import {
  DEFAULT_ONLINE_OPTIONS,
  GARBAGE_ACTION_PREFIX,
  ONLINE_MODES,
  ONLINE_PLAY_ACTIONS,
  REPLAY_GAME,
  RULES_VERSION,
  TetrisChecker,
  garbageHoles,
  validateConfig,
} from "@arcade/tetris";
import type { GameHook, JsonObject, PlayerChecker } from "./hook.ts";

export const tetrisHook: GameHook = {
  game: REPLAY_GAME,
  rulesVersion: RULES_VERSION,

  options(raw: JsonObject | undefined): JsonObject {
    const given = raw ?? {};
    const unknown = Object.keys(given).find((key) => !(key in DEFAULT_ONLINE_OPTIONS));
    if (unknown !== undefined) throw new InputError(`unknown option (known: ${Object.keys(DEFAULT_ONLINE_OPTIONS).join(", ")})`, `options.${unknown}`);
    const options = { ...DEFAULT_ONLINE_OPTIONS, ...given };
    if (!(ONLINE_MODES as readonly unknown[]).includes(options.mode)) {
      throw new InputError(`must be one of ${ONLINE_MODES.join(", ")}, got ${describeValue(options.mode)}`, "options.mode");
    }
    if (typeof options.softDropFactor !== "number" || options.softDropFactor > 41) {
      throw new InputError(`must be a number 1..41, got ${describeValue(options.softDropFactor)}`, "options.softDropFactor");
    }
    validateConfig({ seed: "x", ...options }, (field) => `options.${field}`);
    return options;
  },

  checkAction(action: string): string | null {
    if (ONLINE_PLAY_ACTIONS.has(action) || action === "sdOn" || action === "sdOff") return null;
    if (garbageHoles(action) !== null) return null;
    return `unknown action ${JSON.stringify(action)} (play actions, sdOn, sdOff or ${GARBAGE_ACTION_PREFIX}<holes>)`;
  },

  start(seed: string, options: JsonObject): PlayerChecker {
    return new TetrisChecker(seed, options);
  },
};
