import { arcadePreset } from "@arcade/tooling/vitest";
import { defineConfig } from "vitest/config";

export default defineConfig(arcadePreset({ coverageExclude: ["src/index.ts", "src/scene/**", "src/dev/**"] }));
