import { describe, expect, it } from "vitest";
import { boardFromRows, clearLines, place } from "../rules/board.ts";
import type { TetrisGame } from "../rules/game.ts";
import { PIECE_TYPES, type Board, type PieceType, type PlayAction } from "../rules/types.ts";
import { fieldFromBoard } from "./field.ts";
import { generateMoves, type MoveInput, type Placement } from "./movegen.ts";
import { randomBoard, rowsText, simGame } from "./test/boards.ts";

const ACTION: Record<MoveInput, PlayAction> = {
  left: "left",
  right: "right",
  cw: "cw",
  ccw: "ccw",
  "180": "180",
  sd: "sonicDrop",
  leftWall: "leftWall",
  rightWall: "rightWall",
};
const SPIN_OF_CLEAR = (clear: string): string => (clear.startsWith("tspin-mini") ? "mini" : clear.startsWith("tspin") ? "full" : "none");

/**
 * The independent reference: a breadth-first search over real engine games (TetrisGame clones,
 * the engine's own rotate/fits on its Board), keyed by where the piece is and what a hard drop
 * would lock right now. Returns, per (board after the lock, spin kind), the fewest presses.
 */
function referencePlacements(board: Board, piece: PieceType, actions: readonly PlayAction[]): Map<string, number> {
  const best = new Map<string, number>();
  const start = simGame(board, [piece]);
  const lockKey = (game: TetrisGame): string => {
    const copy = game.clone();
    copy.apply("hardDrop");
    return `${rowsText(copy.board)}|${SPIN_OF_CLEAR(copy.lastLock!.clear)}`;
  };
  const seen = new Set<string>();
  let frontier: TetrisGame[] = [start];
  for (let depth = 0; frontier.length > 0; depth++) {
    const next: TetrisGame[] = [];
    for (const game of frontier) {
      const lock = lockKey(game);
      const state = `${JSON.stringify(game.active)}|${lock}`;
      if (seen.has(state)) continue;
      seen.add(state);
      if (!best.has(lock)) best.set(lock, depth + 1);
      for (const action of actions) {
        const copy = game.clone();
        if (copy.apply(action)) next.push(copy);
      }
    }
    frontier = next;
  }
  return best;
}

/** Replays a placement's inputs in a real game; returns the game after the hard drop. */
function replay(board: Board, placement: Placement): TetrisGame {
  const game = simGame(board, [placement.piece]);
  for (const input of placement.inputs) expect(game.apply(ACTION[input]), `${input} in ${placement.inputs.join(" ")}`).toBe(true);
  game.apply("hardDrop");
  return game;
}

const BOARDS = Array.from({ length: 14 }, (_, i) => randomBoard(`movegen-${i}`, i < 4 ? 4 : 12));

describe("generateMoves", () => {
  it("on an empty board finds each (x, rotation) drop once: T 34, O 9, I 17, S 17", () => {
    // An empty board: T has 8+9+9+8 = 34 (x, rotation) drops; all distinct cells.
    const moves = generateMoves(fieldFromBoard(boardFromRows([])), "T");
    expect(moves).toHaveLength(34);
    expect(generateMoves(fieldFromBoard(boardFromRows([])), "O")).toHaveLength(9);
    expect(generateMoves(fieldFromBoard(boardFromRows([])), "I")).toHaveLength(17);
    expect(generateMoves(fieldFromBoard(boardFromRows([])), "S")).toHaveLength(17);
  });

  it("lands every placement exactly where its inputs take the real engine, with the same spin", () => {
    for (const board of BOARDS) {
      const field = fieldFromBoard(board);
      for (const piece of PIECE_TYPES) {
        for (const placement of generateMoves(field, piece)) {
          const game = replay(board, placement);
          const lock = game.lastLock!;
          const expected = clearLines(place(board, { type: piece, x: placement.x, y: placement.y, rotation: placement.rotation })).board;
          expect(rowsText(game.board)).toBe(rowsText(expected));
          expect(SPIN_OF_CLEAR(lock.clear)).toBe(placement.spin);
        }
      }
    }
  });

  it("finds the same placements with the same shortest input counts as a search over real games", () => {
    const moves: PlayAction[] = ["left", "right", "cw", "ccw", "180", "sonicDrop"];
    for (const board of BOARDS.slice(0, 8)) {
      const field = fieldFromBoard(board);
      for (const piece of PIECE_TYPES) {
        const reference = referencePlacements(board, piece, moves);
        const ours = new Map<string, number>();
        for (const placement of generateMoves(field, piece)) {
          const game = replay(board, placement);
          ours.set(`${rowsText(game.board)}|${placement.spin}`, placement.inputs.length + 1);
        }
        expect(ours).toEqual(reference);
      }
    }
  });

  it("with DAS moves, matches the reference that also has leftWall and rightWall", () => {
    const moves: PlayAction[] = ["left", "right", "leftWall", "rightWall", "cw", "ccw", "180", "sonicDrop"];
    for (const board of BOARDS.slice(0, 3)) {
      for (const piece of ["T", "I", "L"] as PieceType[]) {
        const reference = referencePlacements(board, piece, moves);
        const ours = new Map<string, number>();
        for (const placement of generateMoves(fieldFromBoard(board), piece, { das: true })) {
          ours.set(`${rowsText(replay(board, placement).board)}|${placement.spin}`, placement.inputs.length + 1);
        }
        expect(ours).toEqual(reference);
      }
    }
  });

  it("without 180 turns never uses one", () => {
    const board = BOARDS[5]!;
    for (const piece of PIECE_TYPES) for (const p of generateMoves(fieldFromBoard(board), piece, { allow180: false })) expect(p.inputs).not.toContain("180");
  });

  it("finds a T-spin double that only a spin reaches", () => {
    // The TSD slot: the overhang at (2, 2) means the T can only get in by rotating.
    const board = boardFromRows(["..G.......", "...GGGGGGG", "G.GGGGGGGG"]);
    const moves = generateMoves(fieldFromBoard(board), "T");
    const tsd = moves.find((p) => p.spin === "full" && p.x === 1 && p.y === 1 && p.rotation === 2);
    expect(tsd).toBeDefined();
    const game = replay(board, tsd!);
    expect(game.lastLock!.clear).toBe("tspin-double");
  });

  it("finds tucks under an overhang", () => {
    // Columns 0-1 are covered at row 2: an O can only get to the floor there by sliding in.
    const board = boardFromRows(["GG........", "..........", "..........", "....GGGGGG"]);
    const moves = generateMoves(fieldFromBoard(board), "O");
    const tuck = moves.find((p) => p.x === 0 && p.y === 0);
    expect(tuck).toBeDefined();
    expect(tuck!.inputs).toContain("sd");
  });

  it("returns nothing when the piece cannot spawn", () => {
    const rows = Array.from({ length: 22 }, () => "GGGG.GGGGG");
    expect(generateMoves(fieldFromBoard(boardFromRows(rows)), "T")).toEqual([]);
  });

  it("without paths finds the same placements, in the same order, each with no inputs", () => {
    for (const board of BOARDS) {
      const field = fieldFromBoard(board);
      for (const piece of PIECE_TYPES) {
        const withPaths = generateMoves(field, piece);
        const bare = generateMoves(field, piece, { paths: false });
        expect(bare.map(({ inputs, ...rest }) => ({ ...rest, inputs: inputs.length }))).toEqual(withPaths.map((p) => ({ ...p, inputs: 0 })));
      }
    }
  });
});
