// A scripted TBP frontend against the real process: `arcade tetris tbp` spawned as a frontend runs
// a bot, messages over its stdin/stdout, a game played through the real engine.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { positionOf } from "../analysis/advisor.ts";
import { actionsForMove, startMessageOf } from "../analysis/tbp/frontend.ts";
import { parseBotMessage, parseLine, printMessage, type BotMessage, type FrontendMessage } from "../analysis/tbp/messages.ts";
import { TetrisGame } from "../rules/game.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
let child: ChildProcessWithoutNullStreams | null = null;

afterEach(() => {
  child?.kill();
  child = null;
});

/** Spawns the bot process; returns a function to send a message and one to await the next reply. */
function launch(...args: string[]) {
  const process = spawn("node", ["--import", "tsx", "tooling/scripts/arcade.ts", "tetris", "tbp", ...args], { cwd: root });
  child = process;
  const pending: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: process.stdout }).on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else pending.push(line);
  });
  const exited = new Promise<number | null>((resolve) => process.on("exit", (code) => resolve(code)));
  return {
    send: (message: FrontendMessage | string) => process.stdin.write(`${typeof message === "string" ? message : printMessage(message)}\n`),
    reply: (): Promise<BotMessage> =>
      new Promise((resolve) => {
        const take = (line: string) => resolve(parseLine(line, parseBotMessage)!);
        const line = pending.shift();
        if (line !== undefined) take(line);
        else waiting.push(take);
      }),
    exited,
  };
}

describe("pnpm arcade tetris tbp", () => {
  it("plays a game with a scripted frontend over stdin/stdout and exits on quit", async () => {
    const bot = launch("--bot", "hard", "--seed", "tbp-cli-game");
    expect(await bot.reply()).toMatchObject({ type: "info", name: "Pocket Arcade (hard)" });
    bot.send({ type: "rules" });
    expect(await bot.reply()).toEqual({ type: "ready" });
    const game = new TetrisGame({ seed: "tbp-cli", mode: "zen", allow180: true, softDropFactor: 41 });
    bot.send(startMessageOf(positionOf(game)!));
    for (let turn = 0; turn < 30; turn++) {
      const position = positionOf(game)!;
      bot.send({ type: "suggest" });
      const reply = await bot.reply();
      if (reply.type !== "suggestion") throw new Error(`turn ${turn}: ${JSON.stringify(reply)}`);
      const actions = actionsForMove(position, reply.moves[0]!);
      expect(actions, `turn ${turn}`).not.toBeNull();
      for (const action of actions!) game.apply(action);
      bot.send({ type: "play", move: reply.moves[0]! });
      const shown = position.hold === null && actions![0] === "hold" ? 2 : 1;
      for (const piece of game.next(5).slice(5 - shown)) bot.send({ type: "new_piece", piece });
    }
    expect(game.pieces).toBe(30);
    expect(game.stats.topOuts).toBe(0);
    bot.send("this is not json");
    expect(await bot.reply()).toEqual({ type: "error", reason: 'line: is not JSON: "this is not json"' });
    bot.send({ type: "stop" });
    bot.send({ type: "quit" });
    expect(await bot.exited).toBe(0);
  }, 60_000);

  it("refuses an empty seed with exit 2 and one line naming --seed", async () => {
    const bot = launch("--bot", "hard", "--seed", "");
    const stderr: string[] = [];
    child!.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    expect(await bot.exited).toBe(2);
    expect(stderr.join("").trim().split("\n")).toHaveLength(1);
    expect(stderr.join("")).toMatch(/--seed.*must not be empty/);
  }, 60_000);

  it("refuses an unknown bot with exit 2 and one line", async () => {
    const bot = launch("--bot", "grandmaster");
    const stderr: string[] = [];
    child!.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    expect(await bot.exited).toBe(2);
    expect(stderr.join("").trim().split("\n")).toHaveLength(1);
    expect(stderr.join("")).toMatch(/--bot.*must be one of survivor, beginner, easy, medium, hard, expert/);
  }, 60_000);
});
