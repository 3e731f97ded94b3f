// What a Tetris screen is made with: where its frames come from, its options, the bot's speeds,
// and the assistance marks. Shared by the screen and the session that makes it.
import { formatClock, plural, type Replay } from "@arcade/core";
import type { ActionBar, ReplayViewer } from "@arcade/core/stage";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { MODE_RULES } from "../rules/modes.ts";
import type { GameRecorder, TetrisReplayable } from "../rules/replay.ts";
import type { Controller } from "./controller.ts";
import type { Insets } from "./layout.ts";
import type { HudValues } from "./hud.ts";
import type { TetrisView } from "./view.ts";

/**
 * Where a game's frames come from. The player's game runs through the rules' GameRecorder (so
 * what is played is what the replay holds); a watched replay through core's ReplayViewer (its bar
 * plays, pauses, changes speed and seeks).
 */
export type Driver =
  { kind: "player"; recorder: GameRecorder; controller: Controller } | { kind: "replay"; viewer: ReplayViewer<TetrisReplayable>; replay: Replay };

export interface ScreenOptions {
  palette: "standard" | "colorblind";
  soundVolume: number;
  reducedMotion: boolean;
  /** What the shell's controls cover at the stage's edges now (read on every resize). */
  insets: () => Insets;
  /** The screen's state changed outside update() (an advice from the worker): draw again. */
  invalidate?: () => void;
  /** Show READY/GO before the first frame (not when resuming a game mid-way). */
  countdown: boolean;
  onEnd: (game: TetrisGame) => void;
  onChange?: (game: TetrisGame) => void;
  /** Where the why panel (DOM over the canvas) goes, and the shell's button bar for the assist buttons; without them there are none. */
  host?: HTMLElement;
  actionBar?: ActionBar;
  /** The advisor is on from the start (the `advisor` setting): the game is assisted from frame 0. */
  advisor?: boolean;
  /** The advisor was shown or hidden (the choice carries over to the next game). */
  onAdvisor?: (on: boolean) => void;
  /** Show the finesse count now (the `finesse` setting, keyboard play); it is counted either way. */
  finesseLive?: () => boolean;
  /** The bot's speed, an index into BOT_SPEEDS (kept by the session between games). */
  botSpeed?: number;
  /** Called when the player changes the bot's speed. */
  onBotSpeed?: (index: number) => void;
  /** The view that draws the game, when it was made ahead (first-game.ts); else the screen makes its own. */
  drawing?: TetrisView | null;
}

/** Auto-play speeds: pieces per second, as frames between pieces ("max" = one piece a frame). */
export const BOT_SPEEDS: readonly { label: string; frames: number }[] = [
  { label: "1/s", frames: 60 },
  { label: "2/s", frames: 30 },
  { label: "5/s", frames: 12 },
  { label: "max", frames: 1 },
];
/** What helped in a game: any of these marks its result as assisted. */
export interface Assistance {
  advisor: boolean;
  why: boolean;
  bot: boolean;
}

/** A number of frames as m:ss.cc. */
export function formatFrames(frames: number): string {
  return formatClock((frames * 1000) / FRAMES_PER_SECOND);
}

/** A solo game's numbers: the time (left, in Ultra), score, level, lines (of the goal), pieces a second. */
export function soloHud(game: TetrisGame, assisted: boolean): HudValues {
  const rules = MODE_RULES[game.config.mode];
  const seconds = game.frame / FRAMES_PER_SECOND;
  return {
    mode: game.config.mode.toUpperCase(),
    time: formatFrames(rules.timeLimitFrames === null ? game.frame : Math.max(0, rules.timeLimitFrames - game.frame)),
    score: game.score,
    level: game.level,
    lines: rules.goalLines === null ? String(game.lines) : `${game.lines}/${rules.goalLines}`,
    pps: seconds > 0 ? (game.pieces / seconds).toFixed(2) : "0.00",
    ...(assisted ? { status: "ASSISTED" } : {}),
  };
}

/** The results' finesse line: faults, and the share of pieces played without one. */
export function finesseLine(finesse: { faults: number; pieces: number; perfectShare: number }): string {
  const { faults, pieces, perfectShare } = finesse;
  if (pieces === 0) return "Finesse: no pieces of yours to judge";
  return `Finesse: ${plural(faults, "fault")} · ${Math.round(perfectShare * 100)} % of ${plural(pieces, "piece")} perfect`;
}

/** What helped, said in the results. */
export function assistedLine(used: Assistance, ranked: boolean): string {
  const names = [used.advisor && "advisor", used.why && "why panel", used.bot && "auto-play"].filter(Boolean).join(", ");
  return `Assisted (${names})${ranked ? ": kept in Scores with an (assisted) mark" : ""}`;
}
