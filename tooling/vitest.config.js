import { defineConfig } from "vitest/config";
import { arcadePreset } from "./vitest/preset.js";

// The project scripts' tests (scripts/*.test.ts); the preset's report feeds the closing summary.
const preset = arcadePreset();
export default defineConfig({ ...preset, test: { ...preset.test, include: ["scripts/**/*.test.ts"] } });
