// `@arcade/puyo/game`: what the app lazy-loads. The meta is the pure one the launcher already has;
// mounting composes the shared shell with the game's screen and menus (session.ts), or online
// play through a room (online-session.ts).
import type { GameModule } from "@arcade/core";
import { meta } from "../meta.ts";
import { PuyoOnlineSession } from "./online-session.ts";
import { PuyoSession } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => (options.mode === "online" ? PuyoOnlineSession.mount(host, options) : PuyoSession.mount(host, options)),
};
