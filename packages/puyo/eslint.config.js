import { arcadeConfig } from "@arcade/tooling/eslint";

// rules/ and analysis/ are pure (no pixi, DOM or Node); scene/ draws; cli.ts runs in Node.
// assembly/ is AssemblyScript (compiled to WebAssembly by scripts/build-wasm.mjs), not TypeScript.
export default [
  { ignores: ["assembly/**"] },
  ...arcadeConfig(import.meta.dirname, {
    pure: { files: ["src/rules/**/*.ts", "src/analysis/**/*.ts", "src/index.ts"] },
  }),
];
