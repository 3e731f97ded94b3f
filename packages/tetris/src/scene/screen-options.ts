// What a Tetris screen is made with: where its frames come from, its options, the bot's speeds,
// and the assistance marks. Shared by the screen and the session that makes it.
import { formatClock, type Replay } from "@arcade/core";
import type { ReplayViewer } from "@arcade/core/stage";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { MODE_RULES } from "../rules/modes.ts";
import type { GameRecorder, TetrisReplayable } from "../rules/replay.ts";
import type { Controller } from "./controller.ts";
import type { HudValues } from "./view.ts";

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
  /** Pixels at the bottom kept free for on-screen buttons. */
  reserveBottom: number;
  /** Show READY/GO before the first frame (not when resuming a game mid-way). */
  countdown: boolean;
  onEnd: (game: TetrisGame) => void;
  onChange?: (game: TetrisGame) => void;
  /** Where the assist tools (DOM buttons beside the board) go; without it there are none. */
  host?: HTMLElement;
  /** The advisor is on from the start (the `advisor` setting): the game is assisted from frame 0. */
  advisor?: boolean;
  /** Show the finesse count while playing (the `finesse` setting); it is counted either way. */
  finesseLive?: boolean;
  /** The bot's speed, an index into BOT_SPEEDS (kept by the session between games). */
  botSpeed?: number;
  /** Called when the player changes the bot's speed. */
  onBotSpeed?: (index: number) => void;
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
