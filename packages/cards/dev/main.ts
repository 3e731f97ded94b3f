// `pnpm --filter @arcade/cards dev`: the lab alone, no service worker, no saved state.
// Parameters as in the app's deep links: ?seed=abc&routine=R7
import { runDevPage } from "@arcade/core/stage";
import { gameModule } from "../src/scene/module.ts";

void runDevPage(gameModule, document.getElementById("game")!);
