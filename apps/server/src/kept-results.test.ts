import type { GameOverMessage, GameStartMessage } from "@arcade/core/rooms";
import { describe, expect, it } from "vitest";
import { KeptResults } from "./kept-results.ts";
import { MAX_RESULTS_CHARS } from "./limits.ts";
import type { KeptResult } from "./storage.ts";

function game(number: number, replay: unknown = "r"): KeptResult {
  const start = { type: "game_start", seed: `s${number}`, rulesVersion: 1, game: "tetris", number, options: [{}, {}] } as unknown as GameStartMessage;
  const over = { type: "game_over", winner: 1 } as unknown as GameOverMessage;
  return { start, over, replays: [replay, replay] };
}

const games = (text: string): KeptResult[] => (JSON.parse(text) as { games: KeptResult[] }).games;

describe("a room's kept results", () => {
  it("keeps the newest games up to the count and deletes the dropped ones' entries", () => {
    const kept = new KeptResults(2);
    const writes = new Map<string, unknown>();
    for (const n of [1, 2, 3]) kept.add(game(n), (key, value) => writes.set(key, value));
    expect(kept.numbers()).toEqual([2, 3]);
    expect(writes.get("result:000001")).toBeUndefined();
    expect(writes.has("result:000001")).toBe(true);
    expect(writes.get("replay:000003:2")).toBe("r");
    expect(games(kept.json("ABCD", "tetris")).map((g) => g.start.number)).toEqual([2, 3]);
  });

  it("drops older games past the size cap but always keeps the newest", () => {
    const big = "x".repeat(Math.ceil(MAX_RESULTS_CHARS / 3));
    const kept = new KeptResults(20, [game(1, big)]);
    kept.add(game(2, big), () => {});
    expect(kept.numbers()).toEqual([2]);
    kept.add(game(3, "x".repeat(MAX_RESULTS_CHARS)), () => {});
    expect(kept.numbers()).toEqual([3]);
  });

  it("makes /results' text again after a game is added", () => {
    const kept = new KeptResults(5, [game(1)]);
    const before = kept.json("ABCD", "tetris");
    expect(kept.json("ABCD", "tetris")).toBe(before);
    kept.add(game(2), () => {});
    expect(games(kept.json("ABCD", "tetris"))).toHaveLength(2);
  });
});
