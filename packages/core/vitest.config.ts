import { arcadePreset } from "@arcade/tooling/vitest";
import { defineConfig } from "vitest/config";

export default defineConfig(
  arcadePreset({
    lineCoverage: 95,
    coverageExclude: [
      "src/index.ts",
      // Needs a real GPU context (WebGL): exercised by the app's end-to-end tests in Chromium.
      "src/stage/stage.ts",
      // Runs a game module on a plain page; used by each game's `pnpm dev`.
      "src/stage/dev-page.ts",
      // Creates a Stage (a real GPU context): every game's mount runs it in the app's end-to-end tests.
      "src/stage/game-shell.ts",
    ],
  }),
);
