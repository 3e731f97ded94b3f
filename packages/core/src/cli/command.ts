// A small command framework for `pnpm arcade`: every command gets --help and --json, bad input
// exits 2 with one line that says what and where, and a bug exits 1 with its stack.
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { InputError, located } from "../errors.ts";

export interface OptionSpec {
  type: "string" | "boolean";
  description: string;
  /** Placeholder in the usage line, e.g. "N". */
  value?: string;
  short?: string;
  /** May be given more than once (the last one counts); any other option given twice is refused. */
  repeatable?: boolean;
}

export type OptionValues = Record<string, string | boolean | undefined>;

export interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export interface CommandContext {
  values: OptionValues;
  positionals: string[];
  json: boolean;
  io: Io;
}

export interface Command {
  name: string;
  summary: string;
  /** The usage line after the command name, e.g. "--seed S [--count N]". */
  usage: string;
  /** Longer help: what the output is, conventions, examples. */
  details?: string;
  options: Record<string, OptionSpec>;
  /** Number of positional arguments the command accepts (default 0). */
  positionals?: number;
  run(context: CommandContext): Promise<void> | void;
}

/** A set of commands; games are groups (`arcade <game> sim`), core's commands have no group name. */
export interface CommandGroup {
  name: string | null;
  summary: string;
  commands: Command[];
  /** Commands the package adds at the top level, beside core's (`arcade <command>` rather than `arcade <game> <command>`). */
  topLevel?: Command[];
}

/** The commands run without a group name: core's, then those packages add at the top level. */
function topLevelCommands(groups: CommandGroup[]): Command[] {
  return [...groups.filter((g) => g.name === null).flatMap((g) => g.commands), ...groups.flatMap((g) => g.topLevel ?? [])];
}

const COMMON_OPTIONS: Record<string, OptionSpec> = {
  help: { type: "boolean", short: "h", description: "show this help" },
  json: { type: "boolean", description: "print one JSON document (for scripts)" },
};

function optionHelp(options: Record<string, OptionSpec>): string {
  const rows = Object.entries({ ...options, ...COMMON_OPTIONS }).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ""}--${name}${spec.value ? ` ${spec.value}` : ""}`;
    return [flag, spec.description] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`).join("\n");
}

export function commandHelp(prefix: string, command: Command): string {
  return [
    `Usage: ${prefix} ${command.name} ${command.usage}`.trimEnd(),
    "",
    command.summary,
    ...(command.details ? ["", command.details] : []),
    "",
    "Options:",
    optionHelp(command.options),
    "",
  ].join("\n");
}

function groupHelp(prefix: string, groups: CommandGroup[]): string {
  const lines = [`Usage: ${prefix} <command> [options]`, `       ${prefix} <game> <command> [options]`, "", "Commands:"];
  const rows: [string, string][] = topLevelCommands(groups).map((c) => [c.name, c.summary]);
  for (const group of groups) if (group.name !== null) rows.push([`${group.name} <command>`, group.summary]);
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, summary] of rows) lines.push(`  ${name.padEnd(width)}  ${summary}`);
  lines.push("", `Every command takes --help and --json. Bad input exits with code 2 and a one-line reason.`, `${prefix} --version prints the version.`, "");
  return lines.join("\n");
}

function subgroupHelp(prefix: string, group: CommandGroup): string {
  const width = Math.max(...group.commands.map((c) => c.name.length));
  return [
    `Usage: ${prefix} ${group.name} <command> [options]`,
    "",
    group.summary,
    "",
    "Commands:",
    ...group.commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
  ].join("\n");
}

/** Thrown for a command line that does not parse; exits 2 like InputError. */
class UsageError extends InputError {}

/** A negative number ("-1", "-0.5", "-1e3"): a value, never an option. */
const NEGATIVE_NUMBER = /^-(?:\d|\.\d)/;

/**
 * `--count -1` as `--count=-1`: parseArgs reads a value starting with a dash as a forgotten
 * argument, but a negative number cannot be an option, so it goes to the option before it (and
 * the command's own range check answers it).
 */
function joinNegativeValues(args: readonly string[], options: Record<string, OptionSpec>): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    const name = arg.startsWith("--") && !arg.includes("=") ? arg.slice(2) : undefined;
    if (name !== undefined && Object.hasOwn(options, name) && options[name]!.type === "string" && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** parseArgs' error as one complete line (its own text runs over three, with hints for other cases). */
function usageMessage(error: Error, args: readonly string[]): string {
  const code = (error as NodeJS.ErrnoException).code;
  const option = /[Oo]ption '(-{1,2}[^' ]+)/.exec(error.message)?.[1];
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option && /ambiguous/.test(error.message)) {
    const value = args[args.indexOf(option) + 1] ?? "";
    return `${option}: its value ${JSON.stringify(value)} starts with a dash; write it as ${option}=${value}`;
  }
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) return `unknown option ${option}`;
  return error.message.split("\n")[0]!.replace(/\. To specify a positional.*$/, "");
}

/** The specs as parseArgs takes them (without our own fields). */
function parseOptions(options: Record<string, OptionSpec>): Record<string, { type: "string" | "boolean"; short?: string }> {
  return Object.fromEntries(Object.entries(options).map(([name, { type, short }]) => [name, short === undefined ? { type } : { type, short }]));
}

/**
 * An option given twice (`--inputs a --inputs b`) is refused: parseArgs would keep the last one
 * silently, and a script that builds a command line by appending would never learn that its first
 * value was dropped. An option declared `repeatable` may come again.
 */
function refuseRepeats(tokens: ReturnType<typeof parseArgs>["tokens"] & object, options: Record<string, OptionSpec>): void {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name) && options[token.name]?.repeatable !== true) throw new UsageError(`is given more than once; give it once`, `--${token.name}`);
    seen.add(token.name);
  }
}

function findCommand(argv: string[], groups: CommandGroup[]): { command: Command | undefined; group: CommandGroup | undefined; rest: string[]; path: string } {
  const [first, second, ...others] = argv;
  const game = groups.find((g) => g.name !== null && g.name === first);
  if (game) {
    return { command: game.commands.find((c) => c.name === second), group: game, rest: others, path: `${game.name} ${second ?? ""}`.trim() };
  }
  const command = topLevelCommands(groups).find((c) => c.name === first);
  return { command, group: undefined, rest: argv.slice(1), path: first ?? "" };
}

/**
 * Runs a command line and returns the exit code: 0 done, 2 bad input (one line on stderr),
 * 1 an unexpected failure (a bug: its stack on stderr).
 */
export async function runCli(argv: string[], groups: CommandGroup[], io: Io, prefix = "arcade", about: { version?: string } = {}): Promise<number> {
  const say = (stream: NodeJS.WritableStream, text: string) => void stream.write(text);
  const first = argv[0];
  if (first === "--version" || first === "version") {
    if (about.version === undefined) {
      say(io.stderr, `${prefix}: the version is not known (run it through pnpm arcade)\n`);
      return 2;
    }
    say(io.stdout, argv[1] === "--json" ? `${JSON.stringify({ version: about.version })}\n` : `${prefix} ${about.version}\n`);
    return 0;
  }
  if (first === undefined || first === "--help" || first === "-h" || first === "help") {
    say(io.stdout, groupHelp(prefix, groups));
    return first === undefined ? 2 : 0;
  }
  const { command, group, rest, path } = findCommand(argv, groups);
  if (!command) {
    if (group && (argv[1] === undefined || argv[1] === "--help" || argv[1] === "-h")) {
      say(io.stdout, subgroupHelp(prefix, group));
      return argv[1] === undefined ? 2 : 0;
    }
    say(io.stderr, `${prefix}: unknown command "${path}" (see ${prefix} --help)\n`);
    return 2;
  }
  const commandPrefix = group ? `${prefix} ${group.name}` : prefix;
  // Write errors (a closed pipe above all) reach the command through write callbacks; without a
  // listener the stream would also raise them as an uncaught 'error' event.
  const ignore = () => undefined;
  io.stdout.on("error", ignore);
  try {
    let parsed: ReturnType<typeof parseArgs>;
    try {
      const options = { ...command.options, ...COMMON_OPTIONS };
      const args = joinNegativeValues(rest, options);
      parsed = parseArgs({ args, options: parseOptions(options), allowPositionals: true, strict: true, tokens: true });
    } catch (error) {
      throw new UsageError(usageMessage(error as Error, rest));
    }
    refuseRepeats(parsed.tokens ?? [], command.options);
    const values = parsed.values as OptionValues;
    if (values.help) {
      say(io.stdout, commandHelp(commandPrefix, command));
      return 0;
    }
    if (parsed.positionals.length > (command.positionals ?? 0)) {
      throw new UsageError(`unexpected argument "${parsed.positionals[command.positionals ?? 0]}"`);
    }
    await command.run({ values, positionals: parsed.positionals, json: values.json === true, io });
    return 0;
  } catch (error) {
    if (error instanceof InputError) {
      say(io.stderr, `${commandPrefix} ${command.name}: ${located(error).replace(/\s*\n\s*/g, " ")}\n`);
      return 2;
    }
    say(io.stderr, `${commandPrefix} ${command.name}: unexpected failure\n${(error as Error).stack ?? String(error)}\n`);
    return 1;
  } finally {
    io.stdout.removeListener("error", ignore);
  }
}

/** Reads a required string option. */
export function requireOption(values: OptionValues, name: string): string {
  const value = values[name];
  if (typeof value !== "string") throw new InputError("is required", `--${name}`);
  return value;
}

/** Reads an integer option within [min, max]; `fallback` when absent (undefined = required). */
export function intOption(values: OptionValues, name: string, min: number, max: number, fallback?: number): number {
  const raw = values[name];
  if (raw === undefined) {
    if (fallback === undefined) throw new InputError("is required", `--${name}`);
    return fallback;
  }
  if (typeof raw !== "string" || !/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new InputError(`must be a whole number, got ${JSON.stringify(raw)}`, `--${name}`);
  }
  const value = Number(raw);
  if (value < min || value > max) throw new InputError(`must be between ${min} and ${max}, got ${value}`, `--${name}`);
  return value;
}

/** Reads a positive number option (a real number, not only integers). */
export function numberOption(values: OptionValues, name: string): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (typeof raw !== "string" || raw.trim() === "" || !Number.isFinite(value) || value <= 0) {
    throw new InputError(`must be a positive number, got ${JSON.stringify(raw)}`, `--${name}`);
  }
  return value;
}

/** Reads an option that must be one of `choices`. */
export function choiceOption<T extends string>(values: OptionValues, name: string, choices: readonly T[], fallback: T): T {
  const raw = values[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== "string" || !choices.includes(raw as T)) {
    throw new InputError(`must be one of ${choices.join(", ")}, got ${JSON.stringify(raw)}`, `--${name}`);
  }
  return raw as T;
}

/**
 * Writes a chunk and waits until the stream has taken it. Resolves false when the reader has gone
 * away (EPIPE: `arcade rng --format raw | head -c 100`), so endless output can stop quietly.
 */
export function writeChunk(stream: NodeJS.WritableStream, chunk: string | Uint8Array): Promise<boolean> {
  return new Promise((resolve, reject) => {
    stream.write(chunk, (error?: Error | null) => {
      if (!error) resolve(true);
      else if ((error as NodeJS.ErrnoException).code === "EPIPE") resolve(false);
      else reject(error);
    });
  });
}

/** A stream that keeps everything written to it, for tests of commands. */
class MemoryStream extends Writable {
  private readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** An Io that collects stdout and stderr in memory, so tests can run commands in-process. */
export function memoryIo(): { io: Io; stdout: () => string; stderr: () => string; stdoutBytes: () => Buffer } {
  const stdout = new MemoryStream();
  const stderr = new MemoryStream();
  return { io: { stdout, stderr }, stdout: () => stdout.bytes.toString("utf8"), stderr: () => stderr.bytes.toString("utf8"), stdoutBytes: () => stdout.bytes };
}
