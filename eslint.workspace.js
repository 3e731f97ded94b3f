// Typed lint of the whole workspace in one ESLint run (`pnpm lint:workspace`, what CI runs): each
// package's own eslint.config.js applied to its own folder (basePath), so every file gets the
// rules it gets from `eslint .` in its package; but the type information comes from the programs
// of the root tsconfig.json (and of the Worker's and the tooling's own tsconfigs), so core and
// each game are parsed and typed once instead of once per package that imports them. The ESLint
// is the tooling package's (the root has none of its own).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = import.meta.dirname;
// The workspace's packages (pnpm-workspace.yaml) that lint: a new game is picked up by itself.
const folders = [...["packages", "apps"].flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}`)), "tooling"].filter(
  (folder) => existsSync(path.join(root, folder, "eslint.config.js")),
);

const packageConfigs = await Promise.all(
  folders.map(async (folder) => {
    const { default: configs } = await import(pathToFileURL(path.join(root, folder, "eslint.config.js")).href);
    return configs.map((config) => ({ ...config, basePath: folder }));
  }),
);

export default [
  ...packageConfigs.flat(),
  {
    files: ["**/*.ts"],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ["./tsconfig.json", "./apps/server/src/worker/tsconfig.json", "./tooling/tsconfig.json"],
        tsconfigRootDir: root,
      },
    },
  },
];
