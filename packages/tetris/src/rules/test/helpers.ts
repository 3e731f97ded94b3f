// Shared by the rules tests: games on text boards and scripted inputs.
import { boardFromRows, boardToRows } from "../board.ts";
import { TetrisGame } from "../game.ts";
import { cellsOf } from "../pieces.ts";
import type { ActivePiece, GameConfig, PieceType, PlayAction } from "../types.ts";

/** A marathon game (allow180, SDF 20) on a text board (top row first) with a fixed queue. */
export function gameOn(rows: readonly string[], queue: string, options: Partial<GameConfig> = {}): TetrisGame {
  return new TetrisGame({
    seed: "test",
    mode: "marathon",
    allow180: true,
    softDropFactor: 20,
    board: boardFromRows(rows),
    queue: [...queue] as PieceType[],
    ...options,
  });
}

/** Applies space-separated actions; every one must succeed, or the test's setup is wrong. */
export function play(game: TetrisGame, script: string): void {
  for (const action of script.split(/\s+/).filter(Boolean)) {
    if (!game.apply(action as PlayAction)) {
      throw new Error(`"${action}" failed with ${JSON.stringify(game.active)} on\n${boardToRows(game.board).join("\n")}`);
    }
  }
}

export function tick(game: TetrisGame, frames: number, softDrop = false): void {
  for (let i = 0; i < frames; i++) game.tick(softDrop);
}

/** A piece's cells as a sorted "x,y x,y …" string, to compare cell sets. */
export function cellKey(cells: readonly (readonly [number, number])[]): string {
  return cells
    .map(([x, y]) => `${x},${y}`)
    .sort()
    .join(" ");
}

export function pieceKey(piece: ActivePiece): string {
  return cellKey(cellsOf(piece));
}
