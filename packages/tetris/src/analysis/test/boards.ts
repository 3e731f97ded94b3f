// Random boards for the analysis tests: ragged stacks with holes, overhangs and the odd tuck spot,
// never a full row (a starting board cannot hold one). Drawn from a seeded Rng.
import { Rng } from "@arcade/core";
import { BOARD_WIDTH, type Board, type Cell, type PieceType } from "../../rules/types.ts";
import { boardToRows, emptyBoard } from "../../rules/board.ts";
import { TetrisGame } from "../../rules/game.ts";

export function randomBoard(seed: string, maxHeight = 12): Board {
  const rng = Rng.from(seed);
  const board = emptyBoard();
  const heights = Array.from({ length: BOARD_WIDTH }, () => rng.below(maxHeight + 1));
  for (let x = 0; x < BOARD_WIDTH; x++) {
    for (let y = 0; y < heights[x]!; y++) {
      // Holes now and then, more of them higher up: overhangs to tuck and spin under.
      if (!rng.chance(y > 2 ? 0.18 : 0.08)) board[y * BOARD_WIDTH + x] = "G";
    }
  }
  for (let y = 0; y < 40; y++) {
    const row = board.slice(y * BOARD_WIDTH, (y + 1) * BOARD_WIDTH);
    if (row.every((c) => c !== null)) board[y * BOARD_WIDTH + rng.below(BOARD_WIDTH)] = null;
  }
  return board;
}

/** A zen game (no gravity, 180 on) on `board` with a fixed queue, as `arcade tetris sim` plays it. */
export function simGame(board: Board, queue: readonly PieceType[], hold?: PieceType): TetrisGame {
  return new TetrisGame({ seed: "sim", mode: "zen", allow180: true, softDropFactor: 41, board, queue: [...queue], ...(hold ? { hold } : {}) });
}

export function rowsText(board: readonly Cell[]): string {
  return boardToRows(board).join("\n");
}
