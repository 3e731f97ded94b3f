// A solo mode's first game made ahead, in the start's warm-up tasks (the definition's `prepare`):
// its view and its game with the recorder were a third each of the first screen's build, one task
// over the 12 ms a mid-range phone's frame allows. The first screen's task then builds the screen
// around them. Each is taken once; what no screen took is freed with the session.
import type { MountOptions } from "@arcade/core";
import { GameRecorder } from "../rules/replay.ts";
import type { GameConfig, Mode } from "../rules/types.ts";
import { gameConfig } from "./input.ts";
import { TetrisView } from "./view.ts";

export class FirstGame {
  private view: TetrisView | null = null;
  private made: { config: GameConfig; recorder: GameRecorder } | null = null;

  /**
   * The steps that make them, a task each: the view always (a watched replay's screen draws with
   * one too); the game only for a new game on the mount's seed (not a kept game, a replay or a
   * link's board), with the mount's settings as the session's new game has them.
   */
  steps(options: MountOptions, mode: string): (() => void)[] {
    const view = () => void (this.view = new TetrisView());
    if (options.resume !== undefined || options.watch !== undefined || options.position !== undefined) return [view];
    const config = gameConfig(options.settings.values, options.seed, mode as Mode);
    return [view, () => void (this.made = { config, recorder: new GameRecorder(config) })];
  }

  /** The view made ahead, once (null after, or when none was made). */
  takeView(): TetrisView | null {
    const view = this.view;
    this.view = null;
    return view;
  }

  /** The recorder made ahead when it is of a game of `config`, once; null otherwise. */
  takeRecorder(config: GameConfig): GameRecorder | null {
    const made = this.made;
    this.made = null;
    return made !== null && JSON.stringify(made.config) === JSON.stringify(config) ? made.recorder : null;
  }

  /** Frees what no screen took (the session ended before its first game was shown). */
  destroy(): void {
    this.takeView()?.destroy({ children: true });
    this.made = null;
  }
}
