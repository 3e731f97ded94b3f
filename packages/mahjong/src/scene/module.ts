// `@arcade/mahjong/game`: what the app lazy-loads. Mounting composes the shared shell with the
// mode's screen and menus (session.ts).
import type { GameModule } from "@arcade/core";
import { meta } from "../meta.ts";
import { MahjongSession } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => MahjongSession.mount(host, options),
};
