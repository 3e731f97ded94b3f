import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// CI type-checks and lints the workspace through one program, the root tsconfig.json
// (`pnpm typecheck:workspace`, `pnpm lint:workspace`), beside the Worker's and the tooling's own
// programs. These tests keep it covering every file a package's own tsconfig checks, with options
// at least as strict: a package that adds a folder or an option without the root following would
// otherwise be checked less in CI than by its own `pnpm typecheck`.
const ROOT = join(import.meta.dirname, "../..");
const OWN_PROGRAMS = ["apps/server/src/worker/tsconfig.json", "tooling/tsconfig.json"];
// The options that may differ: the root takes the union of the packages' libs and ambient types.
const UNION_OPTIONS = new Set(["lib", "types", "typeRoots", "configFilePath"]);

function parse(config: string): ts.ParsedCommandLine {
  const file = join(ROOT, config);
  const read = ts.readConfigFile(file, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(file), undefined, file);
}

const packageConfigs = ["packages", "apps"]
  .flatMap((group) => readdirSync(join(ROOT, group)).map((name) => `${group}/${name}/tsconfig.json`))
  .filter((config) => existsSync(join(ROOT, config)))
  .map((config) => ({ config, ...parse(config) }));
const workspace = parse("tsconfig.json");

describe("the workspace program (root tsconfig.json)", () => {
  it("holds every file of every package's tsconfig, except those of the Worker's and the tooling's own programs", () => {
    const own = new Set(OWN_PROGRAMS.flatMap((config) => parse(config).fileNames));
    const inWorkspace = new Set(workspace.fileNames);
    expect(packageConfigs.length).toBeGreaterThanOrEqual(7);
    for (const { config, fileNames } of packageConfigs) {
      const missing = fileNames.filter((file) => !inWorkspace.has(file) && !own.has(file));
      expect(missing, config).toEqual([]);
    }
    // The Worker's types (@cloudflare/workers-types) clash with the DOM's: its files stay out.
    expect([...own].filter((file) => file.includes("/apps/server/src/worker/") && inWorkspace.has(file))).toEqual([]);
  });

  it("has each package's compiler options, and every lib and ambient type a package asks for", () => {
    for (const { config, options } of packageConfigs) {
      const keys = new Set([...Object.keys(options), ...Object.keys(workspace.options)].filter((key) => !UNION_OPTIONS.has(key)));
      for (const key of keys) expect(workspace.options[key], `${config}: ${key}`).toEqual(options[key]);
      expect(workspace.options.lib, config).toEqual(expect.arrayContaining(options.lib ?? []));
      expect(workspace.options.types, config).toEqual(expect.arrayContaining(options.types ?? []));
    }
  });
});
