// `pnpm new-game <id> "<Title>" [--with worker,links]`: creates packages/<id> from
// tooling/templates/game (the smallest complete game on core's play session: meta with help, pure
// rules with parse/print and property tests, a record kept in the host's saves and watched on
// core's ReplayViewer, a board screen on core's grid layout and board input, a CLI with core's
// replay command, a dev page, a benchmark with its baseline, a README) and registers it in the app
// (its dependency, the registry entry and an end-to-end test). Optional parts come with `--with`
// (FLAGS below). The result passes prettier, typecheck, lint and test as it is;
// tooling/scripts/template-check.sh builds it into the app and runs its end-to-end test.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TEMPLATE_SUFFIX = ".tmpl";
/** Ids the app or the workspace already uses for something else. */
const RESERVED = new Set(["core", "tooling", "pwa", "server", "settings", "scores", "game", "games", "new-game"]);
export const IMPORT_MARKER = "// new-game: imports above this line";
export const ENTRY_MARKER = "// new-game: entries above this line";

/**
 * The optional parts `--with` adds. In a template, the lines between `// @with <flag>` (or
 * `<!-- @with <flag> -->` in Markdown) and the matching `@end` are kept only with that flag, the
 * lines after an `@else` only without it; a file whose lines are all left out is not written.
 */
export const FLAGS = {
  worker: "an analysis job in a Web Worker on core's WorkerClient, with progress and Cancel (pause menu)",
  links: "a position link: start from a grid in the link, and share the position or the puzzle",
} as const;
export type Flag = keyof typeof FLAGS;

/** A problem with what the developer typed; printed as one line, exit code 2. */
export class NewGameError extends Error {}

export interface Names {
  id: string;
  title: string;
  /** PascalCase, for class names: "puyo-tsu" → "PuyoTsu". */
  className: string;
  /** UPPER_SNAKE, for constants: "puyo-tsu" → "PUYO_TSU". */
  constName: string;
  /** camelCase, for variables: "puyo-tsu" → "puyoTsu". */
  varName: string;
}

export function namesFor(id: string, title: string): Names {
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(id) || id.endsWith("-") || id.includes("--")) {
    throw new NewGameError(`id "${id}" must be 2-31 characters of a-z, 0-9 and single dashes, starting with a letter`);
  }
  if (RESERVED.has(id)) throw new NewGameError(`id "${id}" is reserved (${[...RESERVED].join(", ")})`);
  const trimmed = title.trim();
  if (trimmed === "" || trimmed.length > 40 || /["\\`$<>\n]/.test(trimmed)) {
    throw new NewGameError(`title must be 1-40 characters without quotes, backslashes, backticks, $ or angle brackets, got ${JSON.stringify(title)}`);
  }
  const words = id.split("-");
  const className = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  return { id, title: trimmed, className, constName: words.join("_").toUpperCase(), varName: className[0]!.toLowerCase() + className.slice(1) };
}

/** The flags of a `--with a,b` value: known ones only, each once. */
export function parseFlags(value: string): Flag[] {
  const flags = value
    .split(",")
    .map((f) => f.trim())
    .filter((f) => f !== "");
  for (const flag of flags) {
    if (!(flag in FLAGS)) throw new NewGameError(`--with: "${flag}" is not one of ${Object.keys(FLAGS).join(", ")}`);
  }
  return [...new Set(flags)] as Flag[];
}

const MARKER = /^\s*(?:\/\/|<!--)\s*@(with|else|end)\b\s*([a-z-]*)\s*(?:-->)?\s*$/;

/** A template's text with the optional blocks of `flags` kept and the others removed (see FLAGS). */
export function applyFlags(text: string, flags: readonly Flag[], file = "template"): string {
  const open: { flag: string; keep: boolean }[] = [];
  const out: string[] = [];
  text.split("\n").forEach((line, i) => {
    const marker = MARKER.exec(line);
    if (marker === null) {
      if (open.every((block) => block.keep)) out.push(line);
      return;
    }
    const [, kind, flag] = marker;
    if (kind === "with") {
      if (!(flag! in FLAGS)) throw new NewGameError(`${file}:${i + 1}: @with names no flag ("${flag}")`);
      open.push({ flag: flag!, keep: flags.includes(flag as Flag) });
    } else {
      const block = open.at(-1);
      if (block === undefined) throw new NewGameError(`${file}:${i + 1}: @${kind} without @with`);
      if (kind === "else") block.keep = !flags.includes(block.flag as Flag);
      else open.pop();
    }
  });
  if (open.length > 0) throw new NewGameError(`${file}: @with ${open.at(-1)!.flag} is never closed with @end`);
  return out.join("\n");
}

export function fill(text: string, names: Names): string {
  return text
    .replaceAll("__GAME_ID__", names.id)
    .replaceAll("__GAME_TITLE__", names.title)
    .replaceAll("__GAME_CLASS__", names.className)
    .replaceAll("__GAME_CONST__", names.constName)
    .replaceAll("__GAME_VAR__", names.varName);
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(path) : entry.name.endsWith(TEMPLATE_SUFFIX) ? [path] : [];
  });
}

/** Inserts `line` before the marker line (keeping its indentation), once. */
export function insertBefore(text: string, marker: string, line: string, file: string): string {
  const at = text.indexOf(marker);
  if (at === -1) throw new NewGameError(`${file} has no "${marker}" line to register the game at`);
  const lineStart = text.lastIndexOf("\n", at) + 1;
  const indent = text.slice(lineStart, at);
  return `${text.slice(0, lineStart)}${indent}${line}\n${text.slice(lineStart)}`;
}

/** The app's registry with the game added: its meta import and its entry. */
export function registerInRegistry(text: string, names: Names): string {
  const importLine = `import { meta as ${names.varName}Meta } from "@arcade/${names.id}/meta";`;
  if (text.includes(`"@arcade/${names.id}/meta"`)) throw new NewGameError(`the app already registers @arcade/${names.id}`);
  const entry = `{ meta: ${names.varName}Meta, load: () => import("@arcade/${names.id}/game").then((m) => m.gameModule) },`;
  return insertBefore(insertBefore(text, IMPORT_MARKER, importLine, "games.ts"), ENTRY_MARKER, entry, "games.ts");
}

/** The app's package.json with the game as a workspace dependency, dependencies kept sorted. */
export function addDependency(json: string, names: Names): string {
  const pkg = JSON.parse(json) as { dependencies?: Record<string, string> };
  const deps = { ...pkg.dependencies, [`@arcade/${names.id}`]: "workspace:*" };
  pkg.dependencies = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

export interface CreateOptions {
  root?: string;
  /** The optional parts (FLAGS); none by default: the bare game. */
  with?: readonly Flag[];
  install?: boolean;
  log?: (line: string) => void;
}

/** Creates the package and registers it; returns the files written, relative to the root. */
export function createGame(id: string, title: string, options: CreateOptions = {}): string[] {
  const root = options.root ?? REPO;
  const log = options.log ?? (() => undefined);
  const names = namesFor(id, title);
  const target = join(root, "packages", id);
  if (existsSync(target)) throw new NewGameError(`packages/${id} already exists`);
  const templates = join(REPO, "tooling/templates/game");
  const written: string[] = [];
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(relative(root, path));
  };

  // Check the registration points before writing anything, so a failure leaves no half-made game.
  const registryPath = join(root, "apps/pwa/src/games.ts");
  const appPackagePath = join(root, "apps/pwa/package.json");
  const registry = registerInRegistry(readFileSync(registryPath, "utf8"), names);
  const appPackage = addDependency(readFileSync(appPackagePath, "utf8"), names);

  const flags = options.with ?? [];
  const render = (file: string) => fill(applyFlags(readFileSync(file, "utf8"), flags, relative(REPO, file)), names);
  for (const file of templateFiles(templates)) {
    const rel = relative(templates, file).slice(0, -TEMPLATE_SUFFIX.length);
    const text = render(file);
    if (text.trim() !== "") write(join(target, fill(rel, names)), text);
  }
  const e2eTemplate = join(REPO, "tooling/templates/e2e/game.e2e.ts.tmpl");
  if (existsSync(e2eTemplate)) write(join(root, "apps/pwa/e2e", `${id}.e2e.ts`), render(e2eTemplate));
  write(registryPath, registry);
  write(appPackagePath, appPackage);
  formatWritten(root, written);
  log(`created packages/${id}${flags.length > 0 ? ` with ${flags.join(", ")}` : ""} and registered it in apps/pwa`);

  if (options.install !== false) {
    log("linking it into the workspace (pnpm install)…");
    execFileSync("pnpm", ["install", "--prefer-offline", "--reporter=default"], { cwd: root, stdio: "inherit" });
  }
  return written;
}

/**
 * Runs the workspace's prettier over the files written: the names filled into the templates change
 * line lengths, so the game is formatted as generated (`pnpm format:check` passes on day one).
 * Prettier comes from this script's install, or else from the current directory's.
 */
function formatWritten(root: string, files: readonly string[]): void {
  let bin: string;
  try {
    bin = createRequire(import.meta.url).resolve("prettier/bin/prettier.cjs");
  } catch {
    bin = createRequire(join(process.cwd(), "package.json")).resolve("prettier/bin/prettier.cjs");
  }
  execFileSync(process.execPath, [bin, "--write", "--log-level=warn", ...files], { cwd: root, stdio: "inherit" });
}

function main(argv: string[]): number {
  // `--with a,b` or `--with=a,b`: its value is not an argument.
  const withAt = argv.indexOf("--with");
  const withValue = withAt === -1 ? argv.find((a) => a.startsWith("--with="))?.slice("--with=".length) : argv[withAt + 1];
  const args = argv.filter((a, i) => !a.startsWith("--") && !(withAt !== -1 && i === withAt + 1));
  if (argv.includes("--help") || argv.includes("-h") || args.length !== 2) {
    const flags = Object.entries(FLAGS).map(([flag, what]) => `    ${flag.padEnd(8)}${what}`);
    const usage = `usage: pnpm new-game <id> "<Title>" [--with ${Object.keys(FLAGS).join(",")}] [--no-install]\n  e.g. pnpm new-game puyo "Puyo Puyo"\n  --with adds optional parts:\n${flags.join("\n")}\n`;
    process[args.length === 2 ? "stdout" : "stderr"].write(usage);
    return args.length === 2 ? 0 : 2;
  }
  const [id, title] = args as [string, string];
  try {
    if (withAt !== -1 && (withValue === undefined || withValue.startsWith("--")))
      throw new NewGameError("--with needs a value: a comma-separated list of flags");
    const flags = withValue === undefined ? [] : parseFlags(withValue);
    createGame(id, title, { install: !argv.includes("--no-install"), with: flags, log: (line) => console.log(line) });
  } catch (error) {
    if (error instanceof NewGameError) {
      process.stderr.write(`new-game: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  console.log(`
Next:
  pnpm --filter @arcade/${id} test        # the example's tests pass as they are
  pnpm --filter @arcade/${id} dev         # the game alone on a page
  pnpm dev                               # the app, with ${title} in the launcher
Then replace the example (src/rules, src/scene) with the real game; see tooling/ADDING-A-GAME.md.`);
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
