import { arcadePreset } from "@arcade/tooling/vitest";
import { defineConfig } from "vitest/config";

const preset = arcadePreset({ coverageExclude: ["src/index.ts", "src/scene/**", "src/dev/**"] });
// The SIMD chain engine's tests load dist/chain.wasm: compiled first (skipped when up to date).
export default defineConfig({ ...preset, test: { ...preset.test, globalSetup: ["./scripts/build-wasm.mjs"] } });
