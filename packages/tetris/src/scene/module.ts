// `@arcade/tetris/game`: what the app lazy-loads. The meta is the pure one the launcher already
// has; mounting runs Tetris's definition (session.ts: the solo and versus modes) on core's play
// session, and online play on core's room session (online-session.ts).
import type { GameModule } from "@arcade/core";
import { PlaySession } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { OnlineSession } from "./online-session.ts";
import { tetrisGame } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => (options.mode === "online" ? OnlineSession.mount(host, options) : PlaySession.mount(tetrisGame(), host, options)),
};
