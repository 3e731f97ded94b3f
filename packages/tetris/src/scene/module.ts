// `@arcade/tetris/game`: what the app lazy-loads. The meta is the pure one the launcher already
// has; mounting runs Tetris's definition (session.ts: the solo and versus modes) on core's play
// session, and online play on core's room session (online-session.ts).
import type { GameModule } from "@arcade/core";
import { inSlices, PlaySession, type GameDefinition, type PlayScreen } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { OnlineSession } from "./online-session.ts";
import { tetrisGame } from "./session.ts";
import { viewWarmUp } from "./view.ts";

/**
 * The definition with the view's glyphs and fonts made before its first screen, a task each, once
 * the stage is up: they were part of the screen's build and of its first frame, the longest tasks
 * of the game's start.
 */
function warmStarted<S extends PlayScreen>(definition: GameDefinition<S>, mode: string): GameDefinition<S> {
  return {
    ...definition,
    prepare: async (session) => {
      await inSlices(viewWarmUp(mode));
      await definition.prepare?.(session);
    },
  };
}

export const gameModule: GameModule = {
  meta,
  mount: (host, options) =>
    options.mode === "online" ? OnlineSession.mount(host, options) : PlaySession.mount(warmStarted(tetrisGame(), options.mode), host, options),
};
