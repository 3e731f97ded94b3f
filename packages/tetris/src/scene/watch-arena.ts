// Recorded games played back side by side (a versus's two replays, a challenge's two games, an
// online game's two), for the versus screen: core's ReplayViewer runs them all on one timeline —
// 1×, 2× or 4×, pause, and a timeline bar that seeks by re-running — the same watch path as a
// single replay. The screen's 60 Hz clock asks for one display frame at a time; the viewer turns
// it into its speed's worth of game frames (none while paused from its bar).
import type { Replay } from "@arcade/core";
import { REPLAY_BAR_HEIGHT, ReplayViewer } from "@arcade/core/stage";
import type { TetrisGame } from "../rules/game.ts";
import { FRAMES_PER_SECOND } from "../rules/gravity.ts";
import { tetrisRules, type TetrisReplayable } from "../rules/replay.ts";
import type { Controller } from "./controller.ts";
import type { Arena, Incoming, SideStats } from "./versus-arena.ts";

const FRAME_MS = 1000 / FRAMES_PER_SECOND;

/** The shell's insets with the viewer's bar added at the bottom (the boards are laid out above it). */
export function withReplayBar<Insets extends { bottom: number }>(insets: Insets): Insets {
  return { ...insets, bottom: insets.bottom + REPLAY_BAR_HEIGHT };
}

export class WatchArena implements Arena {
  readonly viewer: ReplayViewer<TetrisReplayable>;

  /** `host`: where the viewer's bar goes (none: driven from code, as in tests). */
  constructor(
    readonly replays: readonly Replay[],
    host?: HTMLElement,
  ) {
    this.viewer = new ReplayViewer({
      rules: tetrisRules,
      record: replays,
      rate: FRAMES_PER_SECOND,
      ...(host ? { host } : {}),
      // The re-run's events are not this moment's: the screen must not play them.
      onSeek: (_, games) => {
        for (const replayable of games) replayable.game.drainEvents();
      },
    });
  }

  get games(): readonly TetrisGame[] {
    return this.viewer.games.map((replayable) => replayable.game);
  }

  controller(): Controller | null {
    return null;
  }

  get over(): boolean {
    return this.viewer.done;
  }

  get still(): boolean {
    return this.viewer.paused;
  }

  /** One display frame: the viewer's speed worth of frames of every game (none while paused). */
  step(): void {
    this.viewer.update(FRAME_MS);
  }

  incoming(): Incoming {
    return { waiting: 0, ready: 0 };
  }

  stats(): SideStats | null {
    return null;
  }

  /** Removes the viewer's bar (leaving the replay). */
  destroy(): void {
    this.viewer.destroy();
  }
}
