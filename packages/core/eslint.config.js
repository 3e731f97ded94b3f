import { arcadeConfig } from "@arcade/tooling/eslint";

// Everything in src/ except the CLI (Node) and the Pixi stage (browser) is the pure entry.
export default arcadeConfig(import.meta.dirname, {
  pure: { files: ["src/**/*.ts"], ignores: ["src/cli/**", "src/stage/**"] },
});
