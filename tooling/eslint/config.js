// The one ESLint flat config of Pocket Arcade. Each package's eslint.config.js is a call of
// `arcadeConfig(import.meta.dirname, options)`, so every package lints by the same rules.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const TEST_FILES = ["**/*.test.ts", "**/test/**", "**/e2e/**"];

/**
 * @param {string} root  the package folder (import.meta.dirname of its eslint.config.js)
 * @param {{ pure?: { files: string[], ignores?: string[] } }} [options]
 *   `pure`: files that must run unchanged in Node, a worker and the page: no pixi.js, no DOM,
 *   no Node built-ins (the pure entry of core, a game's rules/ and analysis/).
 */
export function arcadeConfig(root, options = {}) {
  const configs = [
    { ignores: ["dist/**", "coverage/**", "node_modules/**", ".turbo/**"] },
    {
      files: ["**/*.js", "**/*.mjs"],
      ...js.configs.recommended,
      languageOptions: { globals: { ...globals.node } },
    },
    {
      files: ["**/*.ts"],
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
      },
      rules: {
        "@typescript-eslint/consistent-type-imports": "error",
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      },
    },
    {
      // Determinism: every random draw in game and core code comes from the seeded RNG.
      files: ["src/**/*.ts"],
      ignores: TEST_FILES,
      rules: {
        "no-restricted-properties": [
          "error",
          {
            object: "Math",
            property: "random",
            message: "Use the seeded Rng from @arcade/core: Math.random breaks replays and shared seeds.",
          },
        ],
      },
    },
  ];
  if (options.pure) {
    configs.push({
      files: options.pure.files,
      ignores: [...(options.pure.ignores ?? []), ...TEST_FILES],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              { group: ["pixi.js", "pixi.js/*", "@pixi/*"], message: "Pure code must not import pixi.js (it crashes under Node)." },
              { group: ["**/stage", "**/stage/**", "@arcade/core/stage"], message: "Pure code must not reach the Pixi stage, even indirectly." },
              { group: ["node:*"], message: "Pure code runs in the browser too: no Node built-ins." },
            ],
          },
        ],
        "no-restricted-globals": [
          "error",
          ...["window", "document", "navigator", "process", "localStorage"].map((name) => ({
            name,
            message: "Pure code has no DOM and no Node process: pass what you need in.",
          })),
        ],
      },
    });
  }
  return defineConfig(configs);
}
