// The marathon (or any single-player game) kept in the host's saves, so a reload, the app being
// killed, a lost GPU context or an app update continues it exactly: the game's record plus what
// had helped in it, as { replay, used }. A record of other rules is refused with a sentence for
// the player (core's keptRecord), never dropped silently.
import { InputError, keptRecord, located, replayToJSON, type Replay } from "@arcade/core";
import { GameRecorder, tetrisRules } from "../rules/replay.ts";
import type { Assistance } from "./screen.ts";

export interface KeptGame {
  recorder: GameRecorder;
  used: Assistance;
}

/** The text the saves keep for a game in progress. */
export function keptText(replay: Replay, used: Assistance): string {
  return JSON.stringify({ replay: replayToJSON(replay), used });
}

/**
 * Reads what the saves kept: the game to continue, a reason it cannot be (for the player), or
 * null when there is nothing to continue (the kept game had already ended).
 */
export function readKept(text: string): { kept: KeptGame } | { reason: string } | null {
  let saved: { replay?: unknown; used?: Partial<Record<keyof Assistance, unknown>> };
  try {
    saved = JSON.parse(text) as typeof saved;
  } catch {
    return { reason: "Your saved game could not be read (it is not JSON), so a new game starts." };
  }
  // A state kept by an older build is the replay alone.
  const checked = keptRecord(tetrisRules, saved?.replay ?? saved);
  if ("reason" in checked) return checked;
  let recorder: GameRecorder;
  try {
    recorder = GameRecorder.resume(checked.record);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { reason: `Your saved game could not be read (${located(error)}), so a new game starts.` };
  }
  if (recorder.game.over !== null) return null;
  const used = saved.used ?? {};
  return { kept: { recorder, used: { advisor: used.advisor === true, why: used.why === true, bot: used.bot === true } } };
}
