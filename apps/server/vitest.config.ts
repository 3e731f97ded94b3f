import { arcadePreset } from "@arcade/tooling/vitest";
import { defineConfig } from "vitest/config";

// src/worker/ runs inside workerd (through Miniflare), where v8 coverage of this process cannot see
// it; its logic lives in room.ts and tetris.ts, which the unit tests cover.
export default defineConfig(arcadePreset({ coverageExclude: ["src/worker/**"] }));
