import { afterEach, describe, expect, it, vi } from "vitest";
import { boardFromRows, boardToRows } from "../rules/board.ts";
import { TetrisGame } from "../rules/game.ts";
import type { WorkerAnswer, WorkerCall } from "@arcade/core";
import { advise, positionOf, type AdvisorRequest } from "./advisor.ts";
import { BOTS, think } from "./bot.ts";
import { simGame } from "./test/boards.ts";

describe("the advisor", () => {
  it("advises what the bot would play, with the actions, the clear and the board features after it", () => {
    const game = new TetrisGame({ seed: "advisor", mode: "marathon", allow180: true, softDropFactor: 20 });
    for (const action of ["leftWall", "hardDrop", "rightWall", "hardDrop", "hardDrop"] as const) game.apply(action);
    const advice = advise(positionOf(game)!);
    const bot = think(game, BOTS.default)!;
    expect(advice.best).toMatchObject({
      piece: bot.best.placement.piece,
      x: bot.best.placement.x,
      y: bot.best.placement.y,
      rotation: bot.best.placement.rotation,
      hold: bot.best.hold,
    });
    expect(advice.alternatives.length).toBeLessThanOrEqual(3);
    // Playing the advised actions locks the piece where the ghost would be drawn.
    const before = game.pieces;
    for (const action of advice.best!.actions) game.apply(action);
    expect(game.pieces).toBe(before + 1);
    expect(advice.best!.features.height).toBeGreaterThanOrEqual(0);
  });

  it("names the clear and attack of a T-spin double, and reads the board after it", () => {
    const game = simGame(boardFromRows(["GG........", "G...GGGGGG", "GG.GGGGGGG"]), ["T"]);
    const advice = advise(positionOf(game)!, "hard");
    expect(advice.best).toMatchObject({ clear: "tspin-double", attack: 4 });
    expect(advice.best!.features.height).toBe(1);
  });

  it("plans from where a piece lifted by garbage stands", () => {
    const game = new TetrisGame({
      seed: "lift",
      mode: "zen",
      allow180: true,
      softDropFactor: 20,
      board: boardFromRows(Array.from({ length: 18 }, () => "GGG.GGGGGG")),
    });
    game.addGarbage([3, 3, 3]);
    const position = positionOf(game)!;
    expect(position.active.y).toBeGreaterThan(20);
    const advice = advise(position);
    expect(advice.best).not.toBeNull();
    for (const action of advice.best!.actions) game.apply(action);
    expect(boardToRows(game.board).length).toBeLessThan(22);
  });

  it("has no position once the game is over", () => {
    const game = simGame(boardFromRows([]), ["O"]);
    game.apply("hardDrop");
    expect(positionOf(game)).toBeNull();
  });
});

describe("the advisor worker", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("answers each advise job with its id and the chosen bot's advice", async () => {
    let listener: ((event: { data: WorkerCall }) => void) | undefined;
    const posted: WorkerAnswer[] = [];
    vi.stubGlobal("addEventListener", (_type: string, l: typeof listener) => (listener = l));
    vi.stubGlobal("postMessage", (message: WorkerAnswer) => posted.push(message));
    await import("./worker.ts");
    const game = simGame(boardFromRows([]), ["T", "I", "O"]);
    const request: AdvisorRequest = { position: positionOf(game)!, bot: "hard" };
    listener!({ data: { id: 7, kind: "advise", request } });
    await vi.waitFor(() => expect(posted.length).toBe(1));
    expect(posted).toEqual([{ id: 7, type: "result", value: advise(request.position, "hard") }]);
  });
});
