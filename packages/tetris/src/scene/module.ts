// `@arcade/tetris/game`: what the app lazy-loads. The meta is the pure one the launcher already
// has; mounting composes the shared shell with Tetris's screens and menus: the solo modes in
// session.ts, the versus modes (against the bot, two players, a challenge) in versus-session.ts,
// online play in online-session.ts.
import type { GameModule } from "@arcade/core";
import { meta } from "../meta.ts";
import { OnlineSession } from "./online-session.ts";
import { TetrisSession } from "./session.ts";
import { VersusSession } from "./versus-session.ts";

/** The meta modes VersusSession plays. */
export const VERSUS_MODES: readonly string[] = ["versus", "versus-2p", "challenge"];

export const gameModule: GameModule = {
  meta,
  mount: (host, options) =>
    options.mode === "online"
      ? OnlineSession.mount(host, options)
      : VERSUS_MODES.includes(options.mode)
        ? VersusSession.mount(host, options)
        : TetrisSession.mount(host, options),
};
