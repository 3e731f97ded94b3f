// `@arcade/cards/game`: what the app lazy-loads. The meta is the pure one the launcher already
// has; mounting runs core's play session over the lab's definition (session.ts).
import type { GameModule } from "@arcade/core";
import { PlaySession } from "@arcade/core/stage";
import { meta } from "../meta.ts";
import { cardsGame } from "./session.ts";

export const gameModule: GameModule = {
  meta,
  mount: (host, options) => PlaySession.mount(cardsGame(), host, options),
};
