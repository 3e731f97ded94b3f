import { arcadePreset } from "@arcade/tooling/vitest";
import { defineConfig } from "vitest/config";

export default defineConfig(arcadePreset({ lineCoverage: 95, coverageExclude: ["src/index.ts", "src/cli/main.ts"] }));
