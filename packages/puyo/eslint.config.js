import { arcadeConfig } from "@arcade/tooling/eslint";

// rules/ and analysis/ are pure (no pixi, DOM or Node); scene/ draws; cli.ts runs in Node.
export default arcadeConfig(import.meta.dirname, {
  pure: { files: ["src/rules/**/*.ts", "src/analysis/**/*.ts", "src/index.ts"] },
});
