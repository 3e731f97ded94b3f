// `@arcade/tetris/game`: what the app lazy-loads. The meta is the pure one the launcher already
// has; mounting composes the shared shell with Tetris's screens and menus (session.ts).
import type { GameModule } from "@arcade/core";
import { meta } from "../meta.ts";
import { TetrisSession } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => TetrisSession.mount(host, options),
};
