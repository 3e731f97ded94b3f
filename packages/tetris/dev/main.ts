// `pnpm --filter @arcade/tetris dev`: Tetris alone, no service worker, no saved state.
// Parameters as in the app's deep links: ?mode=sprint&seed=abc&fumen=v115@...&touch=buttons
import { runDevPage } from "@arcade/core/stage";
import { gameModule } from "../src/scene/module.ts";

void runDevPage(gameModule, document.getElementById("game")!);
