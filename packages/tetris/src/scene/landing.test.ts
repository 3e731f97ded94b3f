import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fullRows, place } from "../rules/board.ts";
import { TetrisGame } from "../rules/game.ts";
import { cellsOf } from "../rules/pieces.ts";
import { BOARD_WIDTH, PLAY_ACTIONS, type Board, type PlayAction } from "../rules/types.ts";
import { landingOf } from "./landing.ts";

const sorted = (cells: readonly (readonly [number, number])[]) => cells.map(([x, y]) => `${x},${y}`).sort();

/** A board with the given rows (bottom first) of "#" filled / "." empty cells. */
function boardOf(rows: string[]): Board {
  const board: Board = Array.from({ length: BOARD_WIDTH * 40 }, () => null);
  rows.forEach((row, y) => [...row].forEach((c, x) => (board[y * BOARD_WIDTH + x] = c === "#" ? "G" : null)));
  return board;
}

describe("landingOf", () => {
  it("finds the rows an I piece clears in a well and none elsewhere", () => {
    const game = new TetrisGame({
      seed: "s",
      mode: "zen",
      allow180: false,
      softDropFactor: 20,
      queue: ["I"],
      board: boardOf(["#########.", "#########.", "####.####.", "#########."]),
    });
    const before = game.board;
    for (const action of ["cw", "rightWall", "hardDrop"] as const) game.apply(action);
    expect(game.lastLock?.lines).toBe(3);
    expect(landingOf(before, game.board, 3)).toEqual({ cells: null, cleared: [0, 1, 3] });
  });

  it("says nothing for boards more than one lock apart", () => {
    expect(landingOf(boardOf(["##########"]), boardOf(["##...#####"]), 0)).toBeNull();
  });

  // The reference is the engine itself: before each hard drop the ghost is where the piece lands,
  // so place() and fullRows() give the true cells and cleared rows, to compare with what landingOf
  // reads from the two boards alone. Garbage rising after a lock that cleared nothing is included.
  test.prop(
    [
      fc.integer({ min: 0, max: 1e6 }).map(String),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
      fc.array(fc.tuple(fc.constantFrom(...PLAY_ACTIONS), fc.integer({ min: 0, max: 9 })), { maxLength: 200 }),
    ],
    { numRuns: 40 },
  )("reads every lock's cells and cleared rows exactly as the engine placed them", (seed, gaps, script) => {
    const game = new TetrisGame({ seed, mode: "zen", allow180: true, softDropFactor: 20, board: boardOf(gaps.map(gapRow)) });
    for (const [action, roll] of script) {
      // Mostly the placement that clears the most rows (so clears are common), else any action.
      if (roll < 5) for (const a of bestDrop(game)) game.apply(a);
      const hard: PlayAction = roll < 5 ? "hardDrop" : action;
      const before = game.board;
      const ghost = game.ghost();
      const pieces = game.pieces;
      const topOuts = game.stats.topOuts;
      game.apply(hard);
      if (game.pieces === pieces || ghost === null) continue;
      const cleared = fullRows(place(before, ghost));
      let lift = 0;
      if (cleared.length === 0 && roll === 0) {
        lift = 1 + (game.pieces % 3);
        game.addGarbage(Array.from({ length: lift }, (_, i) => (i * 3) % BOARD_WIDTH));
      }
      if (game.stats.topOuts > topOuts) return; // zen wiped the board: no lock's board
      const landing = landingOf(before, game.board, game.lastLock!.lines);
      expect(landing).not.toBeNull();
      expect(landing!.cleared).toEqual(cleared);
      if (cleared.length === 0) expect(sorted(landing!.cells!)).toEqual(sorted(cellsOf(ghost).map(([x, y]) => [x, y + lift] as const)));
    }
  });

  it("sees single, double, triple and tetris clears in such games", () => {
    const seen = new Set<number>();
    for (let run = 0; run < 10; run++) {
      const game = new TetrisGame({
        seed: `r${run}`,
        mode: "zen",
        allow180: true,
        softDropFactor: 20,
        board: boardOf(WELLS[run % 2]!.map((well) => gapRow((run * 3 + well * 4) % 10))),
      });
      for (let i = 0; i < 40 && game.stats.topOuts === 0; i++) {
        for (const a of bestDrop(game)) game.apply(a);
        const before = game.board;
        const cleared = fullRows(place(before, game.ghost()!));
        game.apply("hardDrop");
        if (game.stats.topOuts > 0) break;
        expect(landingOf(before, game.board, game.lastLock!.lines)?.cleared).toEqual(cleared);
        seen.add(cleared.length);
      }
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

/** The starting rows' gaps: in runs of 3, 4, 2 and 1 rows, or of 4 (wells for each kind of clear). */
const WELLS = [
  [0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 4, 4, 4],
  [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2],
];

function gapRow(gap: number): string {
  return [..."0123456789"].map((_, x) => (x === gap ? "." : "#")).join("");
}

/** The moves (turns, then shifts) of the column drop that fills the most full rows; a test's helper. */
function bestDrop(game: TetrisGame): PlayAction[] {
  let best: { moves: PlayAction[]; rows: number } = { moves: [], rows: -1 };
  for (const turns of [[], ["cw"], ["180"], ["ccw"]] as PlayAction[][]) {
    for (let x = 0; x < BOARD_WIDTH; x++) {
      const moves: PlayAction[] = [...turns, "leftWall", ...Array.from({ length: x }, () => "right" as const)];
      const copy = game.clone();
      for (const move of moves) copy.apply(move);
      const ghost = copy.ghost();
      if (ghost === null) continue;
      const rows = fullRows(place(copy.board, ghost)).length;
      if (rows > best.rows) best = { moves, rows };
    }
  }
  return best.moves;
}
