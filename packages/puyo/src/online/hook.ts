// Puyo's hook for the rooms server (apps/server registers it in src/hooks.ts): the options a
// player may play online with, which actions and events a stream may carry, and the checker the
// room re-runs each player's stream with (PuyoChecker, ./checker.ts).
import { InputError, describeValue } from "@arcade/core";
import { completeOptions, type GameHook, type JsonObject, type PlayerChecker } from "@arcade/core/rooms";
import { REPLAY_GAME, RULES_VERSION } from "../rules/replay.ts";
import { checkAction } from "../rules/stepped.ts";
import { DEFAULT_ONLINE_OPTIONS, ONLINE_RULES, PuyoChecker } from "./checker.ts";
import { readPuyoEvent } from "./events.ts";

export const puyoRoomHook: GameHook = {
  game: REPLAY_GAME,
  rulesVersion: RULES_VERSION,
  // One game for both: the same rules and the same number of colours (the same pairs).
  sharedOptions: ["mode", "colors"],

  options(raw: JsonObject | undefined): JsonObject {
    const options = completeOptions(raw, DEFAULT_ONLINE_OPTIONS);
    if (!(ONLINE_RULES as readonly unknown[]).includes(options.mode)) {
      throw new InputError(`must be one of ${ONLINE_RULES.join(", ")}, got ${describeValue(options.mode)}`, "options.mode");
    }
    if (options.colors !== 3 && options.colors !== 4 && options.colors !== 5) {
      throw new InputError(`must be 3, 4 or 5, got ${describeValue(options.colors)}`, "options.colors");
    }
    return options;
  },

  checkAction(action: string): string | null {
    // Undo is practice's alone: never in a versus stream.
    if (action === "undo") return `unknown action "undo" (online games have no undo)`;
    try {
      checkAction(action, "action");
      return null;
    } catch (error) {
      if (error instanceof InputError) return error.message;
      throw error;
    }
  },

  checkEvent(payload: JsonObject): string | null {
    const event = readPuyoEvent(payload);
    return typeof event === "string" ? event : null;
  },

  start(seed: string, options: JsonObject): PlayerChecker {
    return new PuyoChecker(seed, options);
  },
};
