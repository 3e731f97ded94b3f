// `@arcade/cards/game`: what the app lazy-loads. The meta is the pure one the launcher already
// has; mounting composes the shared shell with the lab screen and its menus (session.ts).
import type { GameModule } from "@arcade/core";
import { meta } from "../meta.ts";
import { CardsSession } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => CardsSession.mount(host, options),
};
