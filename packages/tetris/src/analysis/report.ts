// The `report` baseline: the placement evaluator of the graduation report (seed 002, "テトリスにおけ
// るサポート機能の開発", Kindai University, 2021), re-implemented by us for comparison. The report's
// program scored each placement of the current piece on the 20-row field with the piece placed
// and BEFORE full rows are cleared (its loop clears them only when the next piece is entered):
//   1. height: the highest row holding a mino adds its distance from the top: 0 for the top row,
//      19 for the bottom row (so lower stacks score more);
//   2. gaps: −1 for every mino with an empty cell directly under it;
//   3. side holes: −1 for every pair of horizontally adjacent cells where one is filled and the
//      other empty (walls do not count).
// It tried each rotation in each column, dropped straight down ("column drop"), used neither the
// next piece nor hold, and kept the first placement with the highest score. It stacked up slowly
// and died (its §3). Our matrix has 40 rows: the same rules simply continue above row 19 (a stack
// reaching row 21 scores 19 − 21 = −2 for height).
import { kickTests } from "../rules/srs.ts";
import { SPAWN_X } from "../rules/game.ts";
import { VISIBLE_HEIGHT, type PieceType, type Rotation } from "../rules/types.ts";
import type { Evaluator } from "./evaluate.ts";
import { SHAPES, fits, landingY, popcount, stackHeight, type Field } from "./field.ts";
import { spawnY, type MoveInput, type Placement, type MovegenOptions } from "./movegen.ts";

/** The report's score of a field (with the piece placed, lines not yet cleared). */
export function reportScore(placed: Field): number {
  const top = stackHeight(placed);
  let score = top === 0 ? 0 : VISIBLE_HEIGHT - top; // the highest mino's row counted from the top
  for (let y = 0; y < top; y++) {
    const row = placed[y]!;
    if (y > 0) score -= popcount(row & ~placed[y - 1]!); // a mino over an empty cell
    score -= popcount((row ^ (row >> 1)) & 0x1ff); // filled next to empty, inside the walls
  }
  return score;
}

/** The report's evaluator: no reward for clears at all, only the score of the placed field. */
export const reportEvaluator: Evaluator = {
  name: "report",
  move: () => 0,
  position: (_field, placed) => reportScore(placed),
};

const TURNS: Readonly<Record<number, readonly MoveInput[]>> = { 0: [], 1: ["cw"], 2: ["180"], 3: ["ccw"] };

/**
 * The report's move model, as real inputs: from spawn, turn to each rotation (one input; 180 as
 * two cw turns when 180 is off), shift one column at a time to each column, hard drop. Distinct
 * shapes only (an S or I has two), left to right, as the report's loops went. Placements that the
 * inputs cannot reach (a shift blocked on the way) are skipped.
 */
export function columnDrops(field: Field, piece: PieceType, options: MovegenOptions = {}): Placement[] {
  const from = options.from;
  const y0 = from ? from.y : spawnY(field, piece);
  if (y0 === null || from?.rotation) return [];
  const shapes = SHAPES[piece];
  const out: Placement[] = [];
  const seen = new Set<number>();
  for (let r = 0; r < 4; r++) {
    const shape = shapes[r]!;
    if (seen.has(shape.id)) continue;
    seen.add(shape.id);
    const turns: MoveInput[] = r === 2 && options.allow180 === false ? ["cw", "cw"] : [...TURNS[r]!];
    // Turn at spawn with the engine's kicks.
    let x = from ? from.x : SPAWN_X;
    let y = y0;
    let rot = 0;
    let ok = true;
    for (const turn of turns) {
      const to = (rot + (turn === "cw" ? 1 : turn === "ccw" ? 3 : 2)) % 4;
      const kick = kickTests(piece, rot as Rotation, to as Rotation).find(([dx, dy]) => fits(field, shapes[to]!, x + dx, y + dy));
      if (kick === undefined) {
        ok = false;
        break;
      }
      x += kick[0];
      y += kick[1];
      rot = to;
    }
    if (!ok) continue;
    for (let target = 0; target < 10; target++) {
      if (!fits(field, shape, target, y)) continue;
      const dx = target > x ? 1 : -1;
      const shifts: MoveInput[] = [];
      let at = x;
      while (at !== target && fits(field, shape, at + dx, y)) {
        at += dx;
        shifts.push(dx > 0 ? "right" : "left");
      }
      if (at !== target) continue;
      const ly = landingY(field, shape, target, y);
      out.push({ piece, x: target, y: ly, rotation: r as Rotation, spin: "none", inputs: [...turns, ...shifts], lockOut: ly + shape.minDy >= VISIBLE_HEIGHT });
    }
  }
  return out;
}
