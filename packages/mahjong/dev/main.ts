// `pnpm --filter @arcade/mahjong dev`: the game alone, no service worker, no saved state.
// Parameters as in the app's deep links: ?mode=timed&seed=abc
import { runDevPage } from "@arcade/core/stage";
import { gameModule } from "../src/scene/module.ts";

void runDevPage(gameModule, document.getElementById("game")!);
