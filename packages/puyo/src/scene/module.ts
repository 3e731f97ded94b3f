// `@arcade/puyo/game`: what the app lazy-loads. The meta is the pure one the launcher already has;
// mounting runs core's play session over the game's definition (session.ts), or online
// play through a room (online-session.ts).
import type { GameModule } from "@arcade/core";
import { PlaySession } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { PuyoOnlineSession } from "./online-session.ts";
import { puyoGame } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => (options.mode === "online" ? PuyoOnlineSession.mount(host, options) : PlaySession.mount(puyoGame(), host, options)),
};
