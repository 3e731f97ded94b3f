import { group as coreGroup, memoryIo, runCli } from "@arcade/core/cli";
import { describe, expect, it } from "vitest";
import { group } from "../cli.ts";

/** Runs a command line as the launcher does: core's commands and the card lab's. */
async function run(...argv: string[]) {
  const { io, stdout, stderr } = memoryIo();
  const code = await runCli(argv, [group, coreGroup], io);
  return { code, out: stdout(), err: stderr() };
}

describe("arcade shuffle (top level, from the card lab)", () => {
  it("prints the shuffled order, top card first", async () => {
    expect((await run("shuffle", "--method", "F", "--cards", "6", "--seed", "s")).out).toBe("0 3 1 4 2 5\n");
    expect((await run("shuffle", "--method", "F", "--faro", "in", "--cards", "6", "--seed", "s")).out).toBe("3 0 4 1 5 2\n");
    expect((await run("shuffle", "--method", "D", "--cards", "7", "--piles", "3", "--seed", "s")).out).toBe("6 3 0 4 1 5 2\n");
    expect((await run("shuffle", "--method", "F", "--cards", "52", "--seed", "s", "--times", "8")).out.trim()).toBe(
      Array.from({ length: 52 }, (_, i) => i).join(" "),
    );
    const riffled = JSON.parse((await run("shuffle", "--method", "R", "--cards", "60", "--seed", "s", "--json")).out) as {
      order: number[];
      risingSequences: number;
      method: string;
    };
    expect(riffled.order.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(riffled.risingSequences).toBeLessThanOrEqual(2);
    const routine = JSON.parse(
      (await run("shuffle", "--method", "h10 d r4", "--cards", "60", "--seed", "s", "--json", "--packet", "5", "--cut-sd", "3")).out,
    ) as { method: string };
    expect(routine.method).toBe("H10 D R4");
  });

  it("rejects bad shuffle input", async () => {
    expect((await run("shuffle", "--method", "Q", "--cards", "6", "--seed", "s")).err).toMatch(/routine column 1: unknown shuffle step "Q"/);
    expect((await run("shuffle", "--method", "R", "--cards", "0", "--seed", "s")).err).toMatch(/--cards: must be between 1 and 100000/);
    expect((await run("shuffle", "--method", "H", "--cards", "6", "--seed", "s", "--packet=-2")).err).toMatch(/--packet: must be a positive number/);
    expect((await run("shuffle", "--method", "F", "--cards", "6", "--seed", "s", "--faro", "up")).err).toMatch(/--faro: must be one of out, in/);
  });

  it("refuses a shuffle bigger than one command may make, naming the option to lower", async () => {
    const times = await run("shuffle", "--method", "R100", "--cards", "100000", "--seed", "s", "--times", "100");
    expect(times.code).toBe(2);
    expect(times.err).toMatch(/--times: 100000 cards × 100 steps × 100 times is 1000000000 card moves, more than the 200000000/);
    const method = await run("shuffle", "--method", "R100000", "--cards", "100000", "--seed", "s");
    expect(method.err).toMatch(/^arcade shuffle: --method: .* more than the 200000000 one command may make\n$/);
    expect((await run("shuffle", "--method", "H", "--cards", "6", "--seed", "s", "--packet", "-2")).err).toBe(
      'arcade shuffle: --packet: must be a positive number, got "-2"\n',
    );
  });

  it("is listed at the top level with its help", async () => {
    expect((await run("--help")).out).toMatch(/^ {2}shuffle\s+Shuffle a deck of N cards/m);
    expect((await run("shuffle", "--help")).out).toMatch(/^Usage: arcade shuffle --method/);
  });
});
