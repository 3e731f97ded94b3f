import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { Rng } from "../random/rng.ts";
import { InputError } from "../errors.ts";
import { memoryIo, runCli, type CommandGroup } from "./command.ts";
import { MAX_RECORD_FILE_BYTES, readTextFile } from "./files.ts";
import { group, registerDefaultBag } from "./index.ts";

/** A reader that goes away after `limit` bytes, like `head -c`. */
class ClosingReader extends Writable {
  received = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: string, done: (error?: Error) => void): void {
    this.received += chunk.length;
    if (this.received >= this.limit) done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    else done();
  }
}

const tetris: CommandGroup = {
  name: "tetris",
  summary: "Guideline Tetris.",
  commands: [
    {
      name: "echo",
      summary: "Say the word.",
      usage: "<word>",
      options: {},
      positionals: 1,
      run: ({ positionals, io }) => void io.stdout.write(`${positionals[0]}\n`),
    },
    {
      name: "boom",
      summary: "A bug.",
      usage: "",
      options: {},
      run: () => {
        throw new Error("kaboom");
      },
    },
    {
      name: "bad",
      summary: "Bad input.",
      usage: "",
      options: {},
      run: () => {
        throw new InputError("is malformed\nbadly", "--board");
      },
    },
  ],
};

async function run(...argv: string[]) {
  const { io, stdout, stderr, stdoutBytes } = memoryIo();
  const code = await runCli(argv, [group, tetris], io);
  return { code, out: stdout(), err: stderr(), bytes: stdoutBytes() };
}

describe("arcade rng", () => {
  it("prints u32 values, one per line, from the seed's stream", async () => {
    const { code, out } = await run("rng", "--seed", "abc", "--count", "3");
    const rng = Rng.from("abc");
    expect(code).toBe(0);
    expect(out).toBe(`${rng.u32()}\n${rng.u32()}\n${rng.u32()}\n`);
  });

  it("prints 10 values by default, floats in [0, 1), and JSON", async () => {
    expect((await run("rng", "--seed", "abc")).out.trim().split("\n")).toHaveLength(10);
    const floats = (await run("rng", "--seed", "abc", "--format", "float", "--count", "5")).out.trim().split("\n").map(Number);
    expect(floats.every((x) => x >= 0 && x < 1)).toBe(true);
    const json = JSON.parse((await run("rng", "--seed", "7", "--count", "5000", "--json")).out) as { values: number[]; seed: string; generator: string };
    expect(json.seed).toBe("7");
    expect(json.generator).toBe("xoshiro128**");
    expect(json.values).toHaveLength(5000);
    const rng = Rng.from(7);
    expect(json.values.slice(0, 2)).toEqual([rng.u32(), rng.u32()]);
    expect(JSON.parse((await run("rng", "--seed", "7", "--count", "0", "--json")).out)).toMatchObject({ values: [] });
  });

  it("writes raw little-endian words, and the weak generator on request", async () => {
    const { bytes } = await run("rng", "--seed", "abc", "--format", "raw", "--count", "20000");
    expect(bytes.length).toBe(80_000);
    const rng = Rng.from("abc");
    for (let i = 0; i < 20_000; i++) expect(bytes.readUInt32LE(i * 4)).toBe(rng.u32());
    const weak = await run("rng", "--seed", "abc", "--generator", "lcg31", "--count", "1");
    expect(weak.out).toBe(`${Rng.from("abc", "lcg31").u32()}\n`);
  });

  it("stops quietly when the reader goes away", async () => {
    const stdout = new ClosingReader(1_000_000);
    const code = await runCli(["rng", "--seed", "x", "--format", "raw"], [group], { stdout, stderr: memoryIo().io.stderr });
    expect(code).toBe(0);
    expect(stdout.received).toBeGreaterThanOrEqual(1_000_000);
    const text = new ClosingReader(100);
    expect(await runCli(["rng", "--seed", "x", "--count", "100000"], [group], { stdout: text, stderr: memoryIo().io.stderr })).toBe(0);
  });

  it("exits 2 with one line naming the bad option", async () => {
    const cases: [string[], RegExp][] = [
      [["rng"], /^arcade rng: --seed: is required\n$/],
      [["rng", "--seed", ""], /^arcade rng: --seed: must not be empty\n$/],
      [["rng", "--seed", "x", "--count=-1"], /--count: must be between 0 and/],
      [["rng", "--seed", "x", "--count", "-1"], /^arcade rng: --count: must be between 0 and 9007199254740991, got -1\n$/],
      [["rng", "--seed", "x", "--count", "-1.5"], /^arcade rng: --count: must be a whole number, got "-1.5"\n$/],
      [["rng", "--seed", "-abc"], /^arcade rng: --seed: its value "-abc" starts with a dash; write it as --seed=-abc\n$/],
      [["rng", "--seed", "x", "--count"], /^arcade rng: Option '--count <value>' argument missing\n$/],
      [["rng", "--seed", "x", "--count", "1e3"], /--count: must be a whole number, got "1e3"/],
      [["rng", "--seed", "x", "--format", "hex"], /--format: must be one of u32, float, raw, got "hex"/],
      [["rng", "--seed", "x", "--generator", "mt"], /--generator: must be one of xoshiro128\*\*, lcg31, got "mt"/],
      [["rng", "--seed", "x", "--format", "raw", "--json"], /--json: cannot be combined with --format raw/],
      [["rng", "--seed", "x", "--colour"], /^arcade rng: unknown option --colour\n$/],
      [["rng", "--seed", "x", "--seed", "y"], /^arcade rng: --seed: is given more than once; give it once\n$/],
      [["rng", "--seed=x", "--count", "1", "--count=2"], /^arcade rng: --count: is given more than once; give it once\n$/],
      [["rng", "--seed", "x", "extra"], /^arcade rng: unexpected argument "extra"/],
      [["dance"], /^arcade: unknown command "dance"/],
      [["tetris", "dance"], /^arcade: unknown command "tetris dance"/],
    ];
    for (const [argv, message] of cases) {
      const { code, err, out } = await run(...argv);
      expect(code, argv.join(" ")).toBe(2);
      expect(err).toMatch(message);
      expect(err.trim().split("\n"), argv.join(" ")).toHaveLength(1);
      expect(out).toBe("");
    }
  });
});

describe("arcade bag", () => {
  it("deals a registered game's bag by default, as one string", async () => {
    expect((await run("bag", "--seed", "abc", "--count", "3")).err).toMatch(/--items: is required: no game registers a default bag/);
    registerDefaultBag({ game: "demo", items: ["x", "y", "z"], stream: "demo-pieces" });
    const { out } = await run("bag", "--seed", "abc", "--count", "12");
    expect(out).toMatch(/^[xyz]{12}\n$/);
    expect(out.slice(0, 3).split("").sort().join("")).toBe("xyz");
    const json = JSON.parse((await run("bag", "--seed", "abc", "--count", "12", "--json")).out) as { pieces: string; items: string };
    expect(json).toMatchObject({ pieces: out.trim(), items: "xyz" });
    const custom = (await run("bag", "--seed", "abc", "--count", "6", "--items", "AB")).out;
    expect(custom).toMatch(/^[AB]{6}\n$/);
    expect((await run("bag", "--seed", "abc", "--count", "3", "--items", "")).err).toMatch(/--items: must name at least one item/);
    expect((await run("bag", "--seed", "abc", "--count", "3", "--items", "A B")).err).toMatch(/--items: must not contain spaces/);
    expect((await run("bag", "--seed", "abc")).err).toMatch(/--count: is required/);
  });
});

describe("help and errors", () => {
  it("documents every command", async () => {
    const top = await run("--help");
    expect(top.code).toBe(0);
    expect(top.out).toMatch(/rng\s+Print numbers/);
    expect(top.out).toMatch(/tetris <command>\s+Guideline Tetris/);
    for (const command of ["rng", "bag"]) {
      const help = await run(command, "--help");
      expect(help.code).toBe(0);
      expect(help.out).toMatch(new RegExp(`^Usage: arcade ${command} `));
      expect(help.out).toMatch(/--json/);
    }
    expect((await run("tetris", "--help")).out).toMatch(/echo\s+Say the word/);
    expect((await run("tetris", "echo", "--help")).out).toMatch(/^Usage: arcade tetris echo <word>/);
    expect((await run()).code).toBe(2);
    expect((await run("tetris")).code).toBe(2);
  });

  it("takes negative numbers as option values", async () => {
    const rng = Rng.from(-1);
    expect((await run("rng", "--seed", "-1", "--count", "2")).out).toBe(`${rng.u32()}\n${rng.u32()}\n`);
    expect((await run("bag", "--seed", "s", "--count", "-3")).err).toBe("arcade bag: --count: must be between 0 and 10000000, got -3\n");
  });

  it("prints the version it is given", async () => {
    const { io, stdout } = memoryIo();
    expect(await runCli(["--version"], [group], io, "arcade", { version: "1.2.3" })).toBe(0);
    expect(stdout()).toBe("arcade 1.2.3\n");
    const json = memoryIo();
    expect(await runCli(["--version", "--json"], [group], json.io, "arcade", { version: "1.2.3" })).toBe(0);
    expect(JSON.parse(json.stdout())).toEqual({ version: "1.2.3" });
    expect((await run("--help")).out).toMatch(/arcade --version prints the version/);
  });

  it("lists and runs the commands a package adds at the top level, after core's", async () => {
    const lab: CommandGroup = {
      name: "lab",
      summary: "A lab.",
      commands: [],
      topLevel: [{ name: "flip", summary: "Flip a coin.", usage: "", options: {}, run: ({ io }) => void io.stdout.write("heads\n") }],
    };
    const { io, stdout } = memoryIo();
    expect(await runCli(["flip"], [lab, group], io)).toBe(0);
    expect(stdout()).toBe("heads\n");
    const help = memoryIo();
    await runCli(["--help"], [lab, group], help.io);
    const names = [...help.stdout().matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]);
    expect(names).toEqual(["rng", "bag", "flip", "lab"]);
  });

  it("takes an option declared repeatable more than once, the last one counting", async () => {
    const say: CommandGroup = {
      name: null,
      summary: "",
      commands: [
        {
          name: "say",
          summary: "Say a word.",
          usage: "--word W",
          options: { word: { type: "string", description: "the word", repeatable: true } },
          run: ({ values, io }) => void io.stdout.write(`${String(values.word)}\n`),
        },
      ],
    };
    const { io, stdout } = memoryIo();
    expect(await runCli(["say", "--word", "a", "--word", "b"], [say], io)).toBe(0);
    expect(stdout()).toBe("b\n");
  });

  it("runs game commands, and tells bad input (2) from a bug (1)", async () => {
    expect((await run("tetris", "echo", "hi")).out).toBe("hi\n");
    const bad = await run("tetris", "bad");
    expect(bad.code).toBe(2);
    expect(bad.err).toBe("arcade tetris bad: --board: is malformed badly\n");
    const boom = await run("tetris", "boom");
    expect(boom.code).toBe(1);
    expect(boom.err).toMatch(/unexpected failure\nError: kaboom/);
  });
});

describe("readTextFile", () => {
  it("reads a file, and refuses a missing one, a folder or one too large with the path as the place", () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-read-"));
    try {
      const path = join(dir, "a.txt");
      writeFileSync(path, "hello");
      expect(readTextFile(path, 5)).toBe("hello");
      const fail = (file: string, max: number) => {
        try {
          readTextFile(file, max);
        } catch (error) {
          return [(error as InputError).where, (error as Error).message, error instanceof InputError];
        }
        return null;
      };
      expect(fail(path, 4)).toEqual([path, "is 5 bytes; at most 4 are read", true]);
      expect(fail(join(dir, "none.txt"), 10)).toEqual([join(dir, "none.txt"), "no such file", true]);
      expect(fail(dir, 1 << 20)).toEqual([dir, "is a directory", true]);
      expect(MAX_RECORD_FILE_BYTES).toBe(64 * 1024 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the pnpm arcade launcher", () => {
  const root = resolve(import.meta.dirname, "../../../..");
  const launcher = ["--import", "tsx", "tooling/scripts/arcade.ts"];

  it("finds core's commands and runs them, with the bag a game registered (Tetris's 7-bag)", () => {
    const out = execFileSync("node", [...launcher, "bag", "--seed", "abc", "--count", "7"], { cwd: root, encoding: "utf8" });
    expect(out.trim().split("").sort().join("")).toBe("IJLOSTZ");
  });

  it("the root README's command list names every command of every game", () => {
    const help = (...args: string[]) => execFileSync("node", [...launcher, ...args], { cwd: root, encoding: "utf8" });
    const commandsIn = (text: string) => [...text.split("Commands:")[1]!.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]!);
    const top = help("--help");
    const games = [...top.matchAll(/^ {2}(\S+) <command>/gm)].map((m) => m[1]!);
    const listed = new Map<string, string[]>([["", commandsIn(top).filter((name) => !games.includes(name))]]);
    for (const game of games) listed.set(game, commandsIn(help(game, "--help")));
    expect(listed.size).toBeGreaterThanOrEqual(5);
    // The Scripts table's row: `rng`, `bag`, `shuffle`; `tetris sim`, `replay`, …; `puyo chain`, …
    const row = readFileSync(resolve(root, "README.md"), "utf8")
      .split("\n")
      .find((line) => line.startsWith("| `pnpm arcade <command>`"))!;
    const segments = row
      .split("|")[2]!
      .replace(/\(and .*\)/, "")
      .split(";");
    const inReadme = new Map<string, string[]>();
    for (const segment of segments) {
      const names = [...segment.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const [game, first] = names[0]!.includes(" ") ? names[0]!.split(" ") : ["", names[0]!];
      inReadme.set(game!, [first!, ...names.slice(1)]);
    }
    expect(Object.fromEntries(inReadme)).toEqual(Object.fromEntries(listed));
  }, 60_000);

  it("prints the root package's version", () => {
    const { version } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(execFileSync("node", [...launcher, "--version"], { cwd: root, encoding: "utf8" })).toBe(`arcade ${version}\n`);
  });

  it("exits 2 on bad input and stops quietly when a pipe closes", () => {
    // `shuffle` is the card lab's top-level command: the launcher finds it beside core's.
    expect(execFileSync("node", [...launcher, "shuffle", "--method", "F", "--cards", "6", "--seed", "s"], { cwd: root, encoding: "utf8" })).toBe(
      "0 3 1 4 2 5\n",
    );
    const bad = spawnSync("node", [...launcher, "shuffle", "--cards", "x"], { cwd: root, encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    const piped = spawnSync("bash", ["-c", `node ${launcher.join(" ")} rng --seed x --format raw | head -c 100000 | wc -c; echo "status \${PIPESTATUS[0]}"`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(piped.stdout).toBe("100000\nstatus 0\n");
    expect(piped.stderr).toBe("");
  });
});
