// Plans a Sprint 40L game for a fixed seed with the real rules engine, so the end-to-end test can
// play it through the real UI with key presses. A greedy one-piece search over every rotation and
// column (no hold, no preview) scored with Yiyuan Lee's published weights clears lines steadily;
// the plan is exact because the browser deals the same pieces from the same seed.
import { BOARD_WIDTH, TetrisGame, type PlayAction } from "@arcade/tetris";

const WEIGHTS = { height: -0.510066, lines: 0.760666, holes: -0.35663, bumpiness: -0.184483 };

function evaluate(board: readonly (string | null)[], lines: number): number {
  const heights: number[] = [];
  let holes = 0;
  for (let x = 0; x < BOARD_WIDTH; x++) {
    let height = 0;
    for (let y = 39; y >= 0; y--) {
      if (board[y * BOARD_WIDTH + x]) {
        if (height === 0) height = y + 1;
      } else if (height > 0) holes++;
    }
    heights.push(height);
  }
  let bumpiness = 0;
  for (let x = 1; x < BOARD_WIDTH; x++) bumpiness += Math.abs(heights[x]! - heights[x - 1]!);
  const aggregate = heights.reduce((a, b) => a + b, 0);
  return WEIGHTS.height * aggregate + WEIGHTS.lines * lines + WEIGHTS.holes * holes + WEIGHTS.bumpiness * bumpiness;
}

function play(seed: string, actions: readonly PlayAction[]): TetrisGame {
  const game = new TetrisGame({ seed, mode: "sprint", allow180: false, softDropFactor: 20 });
  for (const action of actions) {
    game.apply(action);
    if (action === "hardDrop") game.tick(false); // the next piece spawns on the next frame
  }
  return game;
}

/** Each piece's actions: rotations, then single-column moves, then a hard drop. */
export function planSprint(seed: string, maxPieces = 200): PlayAction[][] {
  const done: PlayAction[] = [];
  const perPiece: PlayAction[][] = [];
  for (let n = 0; n < maxPieces; n++) {
    const base = play(seed, done);
    if (base.over || base.lines >= 40) break;
    let best: { actions: PlayAction[]; score: number } | null = null;
    for (const rotation of [[], ["cw"], ["cw", "cw"], ["ccw"]] as PlayAction[][]) {
      for (let shift = -5; shift <= 5; shift++) {
        const moves: PlayAction[] = Array.from({ length: Math.abs(shift) }, () => (shift < 0 ? "left" : "right"));
        const candidate = [...rotation, ...moves, "hardDrop"] as PlayAction[];
        const game = play(seed, [...done, ...candidate]);
        // Skip moves that did nothing (already at the wall): they would be duplicates.
        if (game.over && game.over !== "finished") continue;
        const score = evaluate(game.board, game.lines - base.lines) + (game.lines >= 40 ? 1000 : 0);
        if (!best || score > best.score + 1e-9) best = { actions: candidate, score };
      }
    }
    if (!best) throw new Error(`no safe placement for piece ${n}`);
    done.push(...best.actions);
    perPiece.push(best.actions);
  }
  const final = play(seed, done);
  if (final.lines < 40) throw new Error(`the plan cleared only ${final.lines} lines`);
  return perPiece;
}
