// A game kept by the host (core's saves: after every turn, on pause, on a lost GPU context) and
// continued on the next mount: both records (yours and, in versus, the bot's) re-run to where
// they stopped, with a word to the player; a kept game that cannot be continued (other rules,
// damaged) is dropped with a sentence saying why.
import { InputError, keptRecord, located, parseReplay, replayToJSON } from "@arcade/core";
import { PUYO_RULES, PuyoRecorder } from "../rules/replay.ts";
import { APP_BOTS, type AppBot } from "./bot-jobs.ts";
import { BotOpponent } from "./bot-opponent.ts";
import type { PuyoScreen } from "./screen.ts";
import type { PuyoSession } from "./session.ts";

/** What the host keeps for a reload (core's saves, also on a lost GPU context): both records. */
export interface SavedGame {
  replay: unknown;
  bot: { name: string; replay: unknown } | null;
}

/**
 * A game kept before a reload, an app restart or a lost GPU context (core's saves). False (a
 * new game starts) when it is of another seed or mode; a record that cannot be continued (other
 * rules, damaged) is dropped with a sentence saying why, after the new game has started.
 */
export function resumeKept(session: PuyoSession, text: string): boolean {
  let saved: SavedGame;
  try {
    saved = JSON.parse(text) as SavedGame;
  } catch {
    return dropKept(session, "Your saved game could not be read, so a new game starts.");
  }
  const kept = keptRecord(PUYO_RULES, saved.replay);
  if ("reason" in kept) return dropKept(session, kept.reason);
  try {
    const recorder = PuyoRecorder.resume(kept.record);
    const { seed, mode } = recorder.config;
    if (seed !== session.options.seed || mode !== session.mode || recorder.game.over) return false;
    const name = saved.bot?.name as AppBot;
    const bot = saved.bot && APP_BOTS.includes(name) ? BotOpponent.resume(parseReplay(saved.bot.replay), name) : null;
    if (mode === "versus" && !bot) return dropKept(session, "The bot's side of your saved game is missing, so a new game starts.");
    session.play({ kind: "play", recorder, bot }, false, false);
    const pairs = recorder.game.game.index;
    session.say("Game restored", `Your game continues where it was: ${pairs} pair${pairs === 1 ? "" : "s"} played, score ${recorder.game.game.score}.`);
    return true;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return dropKept(session, `Your saved game could not be continued (${located(error)}), so a new game starts.`);
  }
}

/** Forgets a kept game that cannot be continued and says why once the new game is up. */
function dropKept(session: PuyoSession, reason: string): false {
  session.options.services.saves.clear();
  queueMicrotask(() => session.say("A new game", reason));
  return false;
}

/** The running game as the host keeps it; null when nothing is worth keeping. */
export function keptState(screen: PuyoScreen | null): { record: string; seed: string } | null {
  const recorder = screen?.recorder;
  if (!screen || !recorder || screen.over) return null;
  const bot = screen.bot;
  const saved: SavedGame = { replay: replayToJSON(recorder.replay()), bot: bot ? { name: bot.bot, replay: replayToJSON(bot.recorder.replay()) } : null };
  return { record: JSON.stringify(saved), seed: recorder.config.seed };
}
