// What a player's message must pass before the room acts on it, apart from the room's state
// changes: its pace (the player's message rate, with the host's backlog allowed as burst) and its
// form, and a `ready`'s options (the game's own check, then the shared options the opponent chose).
// Pure: room.ts calls these and acts on the answers.
import { InputError } from "@arcade/core";
import {
  MESSAGE_BURST,
  MESSAGES_PER_SECOND,
  type parseClientMessage,
  type ClientMessage,
  type ErrorCode,
  type GameHook,
  type JsonObject,
} from "@arcade/core/rooms";
import { FLOOD_LIMIT, type MessageRate } from "./limits.ts";
import type { Slot } from "./storage.ts";

/** Why a message is not acted on: answered with this error (`close`: and the connection closed), or dropped silently. */
export type Refusal = { kind: "error" | "close"; code: ErrorCode; message: string } | { kind: "quiet" };

/**
 * A message's pace and form (`parsed`: parseClientMessage's answer; a message over the rate is
 * refused as too fast whatever its form): the message to act on, or why not. `now` and `backlogMs`
 * are the host's (messages the host held back arrive together: that much more burst, see MessageRate);
 * `sentMs` a game batch's time on its sender's clock.
 */
export function admitMessage(
  rate: MessageRate,
  now: number,
  backlogMs: number,
  parsed: ReturnType<typeof parseClientMessage>,
  sentMs?: number,
): { ok: true; message: ClientMessage } | { ok: false; refusal: Refusal } {
  const pace = rate.take(now, backlogMs, sentMs);
  if (pace === "flood") return { ok: false, refusal: { kind: "close", code: "too-fast", message: `disconnected after ${FLOOD_LIMIT} messages over the rate` } };
  if (pace === "refuse") {
    return {
      ok: false,
      refusal: { kind: "error", code: "too-fast", message: `at most ${MESSAGES_PER_SECOND} messages a second (bursts of ${MESSAGE_BURST})` },
    };
  }
  if (pace === "quiet") return { ok: false, refusal: { kind: "quiet" } };
  if (!parsed.ok) return { ok: false, refusal: { kind: "error", code: parsed.code, message: parsed.message } };
  return { ok: true, message: parsed.message };
}

/**
 * A `ready`'s options, checked and completed by the game's hook. Both players play with the same
 * shared options (Tetris: the mode): the second to be ready must take the first's (`opponent`, if
 * ready); its `ready` is refused otherwise, and it may send it again.
 */
export function readyOptions(
  hook: GameHook,
  raw: JsonObject | undefined,
  opponent: Slot | null,
): { ok: true; options: JsonObject } | { ok: false; code: ErrorCode; message: string } {
  let options: JsonObject;
  try {
    options = hook.options(raw);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { ok: false, code: "bad-message", message: `${error.where}: ${error.message}` };
  }
  if (!opponent?.ready) return { ok: true, options };
  const differs = hook.sharedOptions.find((name) => JSON.stringify(options[name]) !== JSON.stringify(opponent.options[name]));
  if (differs === undefined) return { ok: true, options };
  return {
    ok: false,
    code: "options-differ",
    message: `your opponent is ready with ${differs} ${JSON.stringify(opponent.options[differs])}; both play with the same ${differs}`,
  };
}
