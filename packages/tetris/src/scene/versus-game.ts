// What a versus session plays (its opponents, a challenger, a match's replay), and the result
// lines shared by the versus, challenge and replay endings.
import { plural, type Replay } from "@arcade/core";
import type { Challenger as AnyChallenger, Figures } from "@arcade/core/stage";
import { STRENGTH_INFO, STRENGTHS, type Strength } from "../analysis/bot.ts";
import { CHALLENGE_FRAMES, type ChallengeResult } from "../analysis/challenge.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { formatFrames } from "./screen-options.ts";
import type { SideStats } from "./versus-arena.ts";

/** Each strength's title, as the strengths name it (analysis/strengths.ts). */
export const STRENGTH_TITLE = Object.fromEntries(STRENGTHS.map((s) => [s, STRENGTH_INFO[s].title])) as Record<Strength, string>;

/** Who the bot is: one of our strengths, or another TBP bot from its worker script (played at `strength`'s pace). */
export interface Opponent {
  strength: Strength;
  tbp?: string;
}

/** The friend whose challenge is played, their result checked by re-playing their game. */
export type Challenger = AnyChallenger<ChallengeResult>;

/** A match's replay: each side's record and its label over the board. */
export interface MatchReplay {
  readonly replays: readonly Replay[];
  readonly labels: readonly string[];
}

/** The bot's name on the results ("Bot (Hard)", "TBP bot"). */
export function opponentName(opponent: Opponent): string {
  return opponent.tbp ? "TBP bot" : `Bot (${STRENGTH_TITLE[opponent.strength]})`;
}

/** The bot's label over its board. */
export function opponentLabel(opponent: Opponent): string {
  return opponent.tbp ? "TBP BOT" : `BOT · ${STRENGTH_TITLE[opponent.strength].toUpperCase()}`;
}

/** A side's figures in the results (core prints them as one line). */
export function statsFigures(stats: SideStats | null): Figures {
  if (!stats) return [];
  const app = stats.pieces === 0 ? "0.00" : (stats.attack / stats.pieces).toFixed(2);
  return [`${app} attack/piece`, `sent ${stats.sent}`, `received ${stats.received}`, plural(stats.pieces, "piece"), formatFrames(stats.frames)];
}

/** A challenge result's figures ("survived 3:00.00", "sent 14", "300 pieces", "40 lines"). */
export function resultFigures(result: ChallengeResult): Figures {
  const time = result.survived ? `survived ${formatFrames(result.frames)}` : `topped out at ${formatFrames(result.frames)}`;
  return [time, `sent ${result.sent}`, plural(result.pieces, "piece"), plural(result.lines, "line")];
}

/**
 * What to beat, on your board while a challenge plays: the challenger's time when they topped
 * out ("Beat 1:42.33"), their lines sent when they survived (time ties at 3 minutes, lines sent
 * decide), or with no challenger the time still to survive ("Survive 2:48").
 */
export function challengeTarget(challenger: Pick<Challenger, "result"> | null, frame: number): string {
  if (challenger === null) {
    const seconds = Math.ceil(Math.max(0, CHALLENGE_FRAMES - frame) / FRAMES_PER_SECOND);
    return `Survive ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  }
  const result = challenger.result;
  return result.survived ? `Beat ${result.sent} sent` : `Beat ${formatFrames(result.frames)}`;
}

/** The results' line on the target: what was to beat and how far you got. */
export function targetLine(mine: ChallengeResult, challenger: Pick<Challenger, "name" | "result"> | null): string {
  if (challenger === null) return `Target: survive ${formatFrames(CHALLENGE_FRAMES)} · you ${mine.survived ? "did" : `lasted ${formatFrames(mine.frames)}`}`;
  const theirs = challenger.result;
  return theirs.survived
    ? `Target: ${challenger.name} survived and sent ${theirs.sent} · you ${mine.survived ? `survived and sent ${mine.sent}` : `lasted ${formatFrames(mine.frames)}`}`
    : `Target: ${challenger.name}'s ${formatFrames(theirs.frames)} · you ${mine.survived ? "survived" : formatFrames(mine.frames)}`;
}
