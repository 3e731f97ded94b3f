import { InputError } from "@arcade/core";
import { pieceBag } from "./bag.ts";
import { describe, expect, test } from "vitest";
import { TetrisGame } from "./game.ts";
import { gameOn, play, tick } from "./test/helpers.ts";
import type { GameConfig, PlayAction } from "./types.ts";

describe("lock delay", () => {
  test("a grounded piece locks on its 30th grounded frame", () => {
    const game = gameOn([], "TO");
    play(game, "sonicDrop");
    tick(game, 29);
    expect(game.pieces).toBe(0);
    tick(game, 1);
    expect(game.pieces).toBe(1);
    expect(game.active).toEqual({ type: "O", x: 4, y: 19, rotation: 0 });
  });

  /** Slides a grounded T left and right `moves` times, 20 frames apart. */
  function stall(game: TetrisGame, moves: number, start: "left" | "right" = "left"): void {
    for (let i = 0; i < moves; i++) {
      tick(game, 20);
      expect(game.pieces, `move ${i + 1}`).toBe(0);
      play(game, (i % 2 === 0) === (start === "left") ? "left" : "right");
    }
  }

  test("each grounded move resets the timer: 14 resets, then 30 more frames", () => {
    const game = gameOn([], "TO");
    play(game, "sonicDrop");
    stall(game, 14);
    tick(game, 29);
    expect(game.pieces).toBe(0);
    tick(game, 1);
    expect(game.pieces).toBe(1);
  });

  test("after the 15th reset the piece locks on the next grounded frame", () => {
    const game = gameOn([], "TO");
    play(game, "sonicDrop");
    stall(game, 15);
    tick(game, 1);
    expect(game.pieces).toBe(1);
  });

  test("falling to a new lowest row restores all 15 resets", () => {
    // An O on a ledge at y 5 uses its 15 resets, the 15th sliding it off the ledge.
    const game = gameOn(Array<string>(5).fill("XXXXX....."), "OT");
    play(game, "sonicDrop");
    expect(game.active?.y).toBe(5);
    stall(game, 14);
    play(game, "right"); // grounded move 15: now over the gap
    tick(game, 1);
    expect(game.pieces).toBe(0); // airborne: nothing to lock
    play(game, "sonicDrop"); // new lowest row: resets restored
    stall(game, 14, "right");
    tick(game, 29);
    expect(game.pieces).toBe(0);
    tick(game, 1);
    expect(game.pieces).toBe(1);
  });

  test("hard drop locks at once", () => {
    const game = gameOn([], "TO");
    play(game, "hardDrop");
    expect(game.pieces).toBe(1);
  });
});

describe("hold", () => {
  test("once per piece; the held piece comes back at spawn, unrotated", () => {
    const game = gameOn([], "TIOS");
    play(game, "cw left left softDrop hold");
    expect(game.hold).toBe("T");
    expect(game.active).toEqual({ type: "I", x: 4, y: 19, rotation: 0 });
    expect(game.holdUsed).toBe(true);
    expect(game.apply("hold")).toBe(false);
    play(game, "hardDrop");
    expect(game.holdUsed).toBe(false);
    play(game, "hold");
    expect(game.active).toEqual({ type: "T", x: 4, y: 19, rotation: 0 });
    expect(game.hold).toBe("O");
    expect(game.next()).toEqual(["S"]);
    expect(game.stats.holds).toBe(2);
  });

  test("a starting hold piece is honoured", () => {
    const game = gameOn([], "IO", { hold: "T" });
    play(game, "hold");
    expect(game.active?.type).toBe("T");
    expect(game.hold).toBe("I");
  });

  test("with an empty hold and nothing left in a fixed queue, hold does nothing", () => {
    const game = gameOn([], "T");
    expect(game.apply("hold")).toBe(false);
    expect(game.hold).toBeNull();
  });
});

describe("spawn and top-out", () => {
  const BURIED = Array<string>(22).fill(".XXXXXXXXX");
  const TOWER = Array<string>(20).fill("...XXX....");

  test("pieces spawn with the centre at (4, 19), one row under the Guideline spawn row", () => {
    expect(gameOn([], "T").active).toEqual({ type: "T", x: 4, y: 19, rotation: 0 });
  });
  test("block out: the spawn rows are taken", () => {
    const game = gameOn(BURIED, "T");
    expect(game.over).toBe("blockOut");
    expect(game.active).toBeNull();
    expect(game.drainEvents()).toEqual([{ type: "gameOver", reason: "blockOut" }]);
  });
  test("row 19 taken: the piece spawns at y 20; locking there entirely above row 19 is a lock out", () => {
    const game = gameOn(TOWER, "TI");
    expect(game.active?.y).toBe(20);
    play(game, "hardDrop");
    expect(game.over).toBe("lockOut");
  });
  test("zen: a block out or lock out empties the board and play goes on", () => {
    const buried = gameOn(BURIED, "TI", { mode: "zen" });
    expect(buried.over).toBeNull();
    expect(buried.active).toEqual({ type: "T", x: 4, y: 19, rotation: 0 });
    const tower = gameOn(TOWER, "TI", { mode: "zen" });
    play(tower, "hardDrop");
    expect(tower.over).toBeNull();
    expect(tower.board.every((cell) => cell === null)).toBe(true);
    expect(tower.active?.type).toBe("I");
  });
  test("a fixed queue that runs out ends the game", () => {
    const game = gameOn([], "TI");
    play(game, "hardDrop hardDrop");
    expect(game.over).toBe("queueEmpty");
    expect(game.apply("left")).toBe(false);
  });
});

/** Stacks vertical I pieces column by column (every 10 pieces are a tetris); returns level-ups. */
function tetrises(game: TetrisGame, count: number, ticksPerPiece = 0): number[] {
  const levels: number[] = [];
  for (let i = 0; i < count * 10; i++) {
    const column = i % 10; // an I turned CW from spawn stands in column 5
    const moves = column < 5 ? Array<string>(5 - column).fill("left") : Array<string>(column - 5).fill("right");
    play(game, ["cw", ...moves, "hardDrop"].join(" "));
    tick(game, ticksPerPiece);
    for (const event of game.drainEvents()) if (event.type === "levelUp") levels.push(event.level);
  }
  return levels;
}

describe("modes", () => {
  test("marathon: a level every 10 lines up to 15, finished at 150 lines", () => {
    const game = gameOn([], "I".repeat(370) + "OOOOOT");
    const levels = tetrises(game, 4); // the 4th tetris is scored at level 2 (12 lines before it)
    expect(game.level).toBe(2);
    // Each stack of 10 I's is a B2B tetris and a perfect clear: (1200 + 3200) × level 2.
    expect(game.lastLock).toMatchObject({ clear: "tetris", backToBack: true, perfectClear: true, points: (1200 + 3200) * 2 });
    levels.push(...tetrises(game, 33));
    expect([game.lines, game.level]).toEqual([148, 15]);
    expect(levels).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    play(game, "leftWall hardDrop leftWall right right hardDrop hardDrop right right hardDrop rightWall hardDrop");
    expect([game.lines, game.level, game.over]).toEqual([150, 15, "finished"]);
  });

  test("sprint: finished at 40 lines; the time is the frame count", () => {
    const game = gameOn([], "I".repeat(101), { mode: "sprint" });
    tetrises(game, 10, 2);
    expect(game.over).toBe("finished");
    expect(game.frame).toBe(198); // no tick after the finishing hard drop
    tick(game, 10);
    expect(game.frame).toBe(198);
  });

  test("ultra: finished after exactly 7200 frames, score kept", () => {
    const game = gameOn([], "I".repeat(200), { mode: "ultra" });
    tetrises(game, 19, 36);
    tick(game, 7199 - 190 * 36);
    expect(game.over).toBeNull();
    tick(game, 1);
    expect(game.over).toBe("finished");
    expect(game.score).toBeGreaterThan(0);
  });

  test("zen has no line goal", () => {
    const game = gameOn([], "I".repeat(410), { mode: "zen" });
    tetrises(game, 40);
    expect([game.lines, game.level, game.over]).toEqual([160, 1, null]);
  });
});

describe("queue and config", () => {
  test("pieces come from pieceBag(seed); next(n) previews without drawing", () => {
    const game = new TetrisGame({ seed: "daily", mode: "sprint", allow180: false, softDropFactor: 20 });
    const bag = pieceBag("daily").peek(15);
    expect(game.active?.type).toBe(bag[0]);
    expect(game.next()).toEqual(bag.slice(1, 6));
    expect(game.next(14)).toEqual(bag.slice(1, 15));
    play(game, "hold");
    expect(game.active?.type).toBe(bag[1]);
  });

  const base: GameConfig = { seed: "s", mode: "marathon", allow180: false, softDropFactor: 20 };
  test.each([
    ["empty seed", "seed", { seed: "" }],
    ["unknown mode", "mode", { mode: "blitz" }],
    ["allow180 not a boolean", "allow180", { allow180: "yes" }],
    ["soft drop factor 0", "softDropFactor", { softDropFactor: 0 }],
    ["soft drop factor NaN", "softDropFactor", { softDropFactor: Number.NaN }],
    ["soft drop factor as text", "softDropFactor", { softDropFactor: "20" }],
    ["board of 1 cell", "board", { board: [null] }],
    ["board with a bad cell", "board[399]", { board: [...Array<null>(399).fill(null), "Q"] }],
    ["board with full rows", "board", { board: Array<string>(400).fill("G") }],
    ["empty queue", "queue", { queue: [] }],
    ["bad queue piece", "queue[1]", { queue: ["T", "Q"] }],
    ["bad hold piece", "hold", { hold: "X" }],
  ])("%s is an InputError at %s", (_, where, change) => {
    const error = (() => {
      try {
        new TetrisGame({ ...base, ...change } as GameConfig);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).where).toBe(where);
  });

  test("an unknown action is an InputError", () => {
    expect(() => new TetrisGame(base).apply("jump" as PlayAction)).toThrow(InputError);
  });

  test("the caller's starting board is copied, not shared", () => {
    const board = gameOn(["X........."], "TI").board;
    const game = new TetrisGame({ ...base, board });
    board[1] = "G";
    expect(game.board[1]).toBeNull();
  });
});

test("events: what the scene needs to play sounds", () => {
  const game = gameOn([], "TIO");
  expect(game.drainEvents()).toEqual([{ type: "spawn", piece: "T" }]);
  play(game, "left hold hardDrop");
  expect(game.drainEvents().map((e) => e.type)).toEqual(["move", "hold", "spawn", "move", "lock", "spawn"]);
  expect(game.drainEvents()).toEqual([]);
});

test("ghost: where a hard drop would land", () => {
  const game = gameOn(["....X.....", ".........."], "TI");
  expect(game.ghost()).toEqual({ type: "T", x: 4, y: 2, rotation: 0 });
  play(game, "hardDrop");
  expect(game.board[2 * 10 + 4]).toBe("T");
});

test("an undrained game keeps only its latest 1024 events", () => {
  const game = new TetrisGame({ seed: "headless", mode: "zen", allow180: false, softDropFactor: 20 });
  for (let i = 0; i < 1000; i++) game.apply("hardDrop");
  const events = game.drainEvents();
  expect(events).toHaveLength(1024);
  expect(events.at(-1)).toEqual({ type: "spawn", piece: game.active?.type });
});
