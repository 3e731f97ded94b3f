// `@arcade/mahjong/game`: what the app lazy-loads. Mounting runs core's play session over the
// trainer's definition (session.ts).
import type { GameModule } from "@arcade/core";
import { PlaySession } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { mahjongGame } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => PlaySession.mount(mahjongGame(), host, options),
};
