import { parseReplay, Rng, stringifyReplay } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { GarbageGenerator } from "../garbage.ts";
import { boardFromRows, boardToRows } from "../rules/board.ts";
import { TetrisGame } from "../rules/game.ts";
import { GameRecorder, runReplay } from "../rules/replay.ts";
import type { PieceType } from "../rules/types.ts";
import { BOTS, STRENGTHS, actionsOf, think } from "./bot.ts";
import { GARBAGE_DELAY_FRAMES, MAX_RISE_PER_LOCK, VersusMatch, cancelIncoming, playBotGame, playBotMatch, takeReadyGarbage } from "./versus.ts";

// A tetris-ready well (with a mino on top, so the tetris is not a perfect clear).
const WELL = ["G.........", "GGGGGGGGG.", "GGGGGGGGG.", "GGGGGGGGG.", "GGGGGGGGG."];

function game(rows: readonly string[], queue: string): TetrisGame {
  return new TetrisGame({ seed: "vs", mode: "zen", allow180: true, softDropFactor: 20, board: boardFromRows(rows), queue: [...queue] as PieceType[] });
}
const tetris = (g: TetrisGame) => ["cw", "rightWall", "hardDrop"].forEach((a) => g.apply(a as "cw"));
const drop = (g: TetrisGame) => g.apply("hardDrop");

describe("the garbage queue", () => {
  it("an attack cancels the oldest garbage first, across entries, and no more than it has", () => {
    const queue = [
      { lines: 2, readyAt: 10 },
      { lines: 3, readyAt: 20 },
    ];
    expect(cancelIncoming(queue, 4)).toBe(4);
    expect(queue).toEqual([{ lines: 1, readyAt: 20 }]);
    expect(cancelIncoming(queue, 5)).toBe(1);
    expect(queue).toEqual([]);
    expect(cancelIncoming(queue, 3)).toBe(0);
  });

  it("only ready garbage rises, oldest first, at most MAX_RISE_PER_LOCK rows a lock", () => {
    const queue = [
      { lines: 5, readyAt: 10 },
      { lines: 6, readyAt: 12 },
      { lines: 1, readyAt: 30 },
    ];
    expect(takeReadyGarbage(queue, 9)).toBe(0);
    expect(takeReadyGarbage(queue, 12)).toBe(MAX_RISE_PER_LOCK);
    expect(queue).toEqual([
      { lines: 11 - MAX_RISE_PER_LOCK, readyAt: 12 },
      { lines: 1, readyAt: 30 },
    ]);
    expect(takeReadyGarbage(queue, 29)).toBe(11 - MAX_RISE_PER_LOCK);
    expect(queue).toEqual([{ lines: 1, readyAt: 30 }]);
  });
});

describe("VersusMatch", () => {
  it("sends a tetris as 4 lines that rise 20 frames later, on a lock that clears nothing, with the seed's holes", () => {
    const match = new VersusMatch({ seed: "vs", games: [game(WELL, "II"), game([], "OOOO")] });
    const [a, b] = match.players;
    tetris(a.game);
    expect(match.update(0, 100)).toBe(4);
    expect(b.incoming).toEqual([{ lines: 4, readyAt: 100 + GARBAGE_DELAY_FRAMES }]);
    drop(b.game);
    match.update(1, 100 + GARBAGE_DELAY_FRAMES - 1); // not ready yet
    expect(b.received).toBe(0);
    drop(b.game);
    match.update(1, 100 + GARBAGE_DELAY_FRAMES);
    expect(b.received).toBe(4);
    const holes = GarbageGenerator.fromSeed("vs").rows(4);
    const rows = boardToRows(b.game.board);
    expect(rows.slice(-4)).toEqual(holes.map((h) => "GGGGGGGGGG".slice(0, h) + "." + "GGGGGGGGGG".slice(h + 1)));
    expect(match.result).toBeNull();
  });

  it("cancels incoming garbage with outgoing lines first", () => {
    const match = new VersusMatch({ seed: "vs", games: [game([], "OO"), game(WELL, "II")] });
    const [, b] = match.players;
    b.incoming.push({ lines: 3, readyAt: 0 });
    tetris(b.game);
    expect(match.update(1, 10)).toBe(1); // 4 lines: 3 cancel, 1 goes out
    expect(b.cancelled).toBe(3);
    expect(b.incoming).toEqual([]);
    expect(match.players[0].incoming).toEqual([{ lines: 1, readyAt: 10 + GARBAGE_DELAY_FRAMES }]);
  });

  it("holds garbage back while the receiver clears lines, and raises at most 8 rows a lock", () => {
    const match = new VersusMatch({ seed: "vs", games: [game([], "O"), game(["GGGGGGGG.."], "OOO")] });
    const [, b] = match.players;
    b.incoming.push({ lines: 10, readyAt: 0 });
    b.game.apply("rightWall");
    b.game.apply("hardDrop"); // clears a line: nothing rises
    match.update(1, 50);
    expect(b.received).toBe(0);
    drop(b.game);
    match.update(1, 51);
    expect(b.received).toBe(MAX_RISE_PER_LOCK);
    expect(b.pending).toBe(2);
  });

  it("ends when a side tops out", () => {
    const tall = Array.from({ length: 18 }, () => "GGGG.GGGGG");
    const match = new VersusMatch({ seed: "vs", games: [game([], "OO"), game(tall, "OOO")] });
    const [, b] = match.players;
    b.incoming.push({ lines: 30, readyAt: 0 });
    for (let i = 0; i < 4 && match.result === null; i++) {
      drop(b.game);
      match.update(1, i);
    }
    expect(match.result).toBe(0);
  });
});

describe("bot games", () => {
  it("are deterministic from the seed", () => {
    const one = playBotGame("det", BOTS.medium, BOTS.easy, 200);
    const two = playBotGame("det", BOTS.medium, BOTS.easy, 200);
    expect(two).toEqual(one);
  });

  it("default beats the report's baseline", () => {
    const summary = playBotMatch("vs-test", BOTS.default, BOTS.report, 2, 400);
    expect(summary.winsA).toBe(2);
    expect(summary.attackPerPieceA).toBeGreaterThan(summary.attackPerPieceB);
  });
});

describe("garbage margin", () => {
  it("multiplies attacks after three minutes, by 0.008 a second", async () => {
    const { attackMultiplier, MARGIN_FRAMES } = await import("./versus.ts");
    expect(attackMultiplier(0)).toBe(1);
    expect(attackMultiplier(MARGIN_FRAMES)).toBe(1);
    expect(attackMultiplier(MARGIN_FRAMES + 60 * 125)).toBe(2);
    const match = new VersusMatch({ seed: "vs", games: [game(WELL, "II"), game([], "OOOO")] });
    tetris(match.players[0].game);
    expect(match.update(0, MARGIN_FRAMES + 60 * 125)).toBe(8);
    expect(match.players[0].attack).toBe(4);
  });
});

describe("versus games recorded with their garbage", () => {
  // Each side's game is a GameRecorder; the match raises garbage through it, the bots play through
  // it (real inputs, frames ticking between pieces), and each replay alone must re-run to the
  // board, score and stats its game reached, garbage included.
  test.prop(
    [fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...STRENGTHS.slice(0, 3)), fc.constantFrom(...STRENGTHS), fc.integer({ min: 3, max: 12 })],
    {
      numRuns: 6,
    },
  )("re-run with runReplay to the same boards", (seed, a, b, pace) => {
    const config = { seed, mode: "marathon" as const, allow180: true, softDropFactor: 20 };
    const recorders = [new GameRecorder(config), new GameRecorder(config)] as const;
    const match = new VersusMatch({ seed, games: recorders });
    const bots = [BOTS[a], BOTS[b]];
    const rngs = [Rng.from(seed).fork("a"), Rng.from(seed).fork("b")];
    for (let frame = 0; match.result === null && frame < 200 * pace; frame++) {
      for (const side of [0, 1] as const) {
        const recorder = recorders[side];
        // The two sides act on different frames (b half a pace later), as a person and a bot would.
        if ((frame + side * (pace >> 1)) % pace === 0 && recorder.game.over === null) {
          const plan = think(recorder.game, bots[side]!, rngs[side]);
          if (plan) for (const action of actionsOf(plan.best)) recorder.apply(action);
        }
        match.update(side, frame);
        if (recorder.game.over === null) recorder.tick();
        match.update(side, frame + 1); // a lock by the tick (lock delay) counts too
      }
    }
    for (const side of [0, 1] as const) {
      const game = recorders[side].game;
      const again = runReplay(parseReplay(stringifyReplay(recorders[side].replay())));
      expect(boardToRows(again.board)).toEqual(boardToRows(game.board));
      expect([again.pieces, again.lines, again.score, again.over, again.frame]).toEqual([game.pieces, game.lines, game.score, game.over, game.frame]);
      expect(again.stats).toEqual(game.stats);
    }
  });

  it("a game with garbage actually records it, and without the garbage inputs the board differs", () => {
    const seed = "recorded-garbage";
    const config = { seed, mode: "zen" as const, allow180: true, softDropFactor: 20 };
    const recorders = [new GameRecorder(config), new GameRecorder(config)] as const;
    const match = new VersusMatch({ seed, games: recorders });
    for (let round = 0; round < 150 && match.players[1].received === 0; round++) {
      for (const side of [0, 1] as const) {
        const plan = think(recorders[side].game, side === 0 ? BOTS.expert : BOTS.easy);
        for (const action of actionsOf(plan!.best)) recorders[side].apply(action);
        match.update(side, round * 30);
        for (let t = 0; t < 30; t++) recorders[side].tick();
      }
    }
    expect(match.players[1].received).toBeGreaterThan(0);
    const replay = recorders[1].replay();
    const garbage = replay.inputs.filter((i) => i.action.startsWith("garbage:"));
    expect(garbage.length).toBeGreaterThan(0);
    expect(boardToRows(runReplay(replay).board)).toEqual(boardToRows(recorders[1].game.board));
    const without = { ...replay, inputs: replay.inputs.filter((i) => !i.action.startsWith("garbage:")) };
    expect(boardToRows(runReplay(without).board)).not.toEqual(boardToRows(recorders[1].game.board));
  });
});

describe("a versus in a mode with a goal", () => {
  it("is won by the side that reaches the goal first", () => {
    const marathon = (rows: readonly string[]) =>
      new TetrisGame({ seed: "goal", mode: "marathon", allow180: true, softDropFactor: 20, board: boardFromRows(rows), queue: ["I", "I", "I"] });
    const match = new VersusMatch({ seed: "goal", games: [marathon([]), marathon([])] });
    expect(match.result).toBeNull();
    // A marathon ends "finished" at 150 lines; a stand-in: the game object reports it.
    Object.defineProperty(match.players[1].game, "over", { get: () => "finished" });
    expect(match.result).toBe(1);
  });
});
