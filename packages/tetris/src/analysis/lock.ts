// Locking a placement on a bitboard, with the engine's clear names, back-to-back and combo rules
// (rules/scoring.ts's clearName and isDifficult, so a T-spin or a B2B here is one there too).
import { clearName, isDifficult } from "../rules/scoring.ts";
import type { ClearName, PieceType } from "../rules/types.ts";
import { attackOf } from "./attack.ts";
import { SHAPES, clearFullRows, isEmptyField, placeInto, type Field } from "./field.ts";

const SHAPES_OF = SHAPES;
const place = placeInto;
const clearRows = clearFullRows;
const isEmpty = isEmptyField;
const nameOf = clearName;
const difficultClear = isDifficult;
const attackFor = attackOf;
import type { Placement } from "./movegen.ts";

/** The part of the game's state that scoring and attack depend on. */
export interface Chain {
  /** The last line clear was difficult (the next difficult one gets the B2B bonus). */
  backToBack: boolean;
  /** −1 = no combo, 0 = the first clear of a chain, … */
  combo: number;
}

export interface LockInfo {
  /** The piece that locked. */
  piece: PieceType;
  clear: ClearName;
  lines: number;
  perfectClear: boolean;
  /** This clear got the back-to-back bonus. */
  backToBackBonus: boolean;
  /** The back-to-back status before this lock (so an evaluator can tell a chain broken). */
  backToBackBefore: boolean;
  /** The chain after this lock. */
  chain: Chain;
  /** Garbage lines this lock sends (before cancelling). */
  attack: number;
  /** The y of the piece's lowest mino + half its height (El-Tetris's landing height), before clearing. */
  landingHeight: number;
  /** Lines cleared × the piece's own minos in them (Dellacherie's eroded piece cells). */
  erodedCells: number;
  /** The stack's height with the piece placed, before clearing (how urgent clearing was). */
  heightBefore: number;
}

/**
 * Places the piece into `field` (in place), clears lines, and says what the lock did. `placed`,
 * when given, receives the field after placing and before clearing (for evaluators that look at
 * it, as the report's does).
 */
export function lockInto(field: Field, placement: Pick<Placement, "piece" | "x" | "y" | "rotation" | "spin">, chain: Chain, placed?: Field): LockInfo {
  const shape = SHAPES_OF[placement.piece][placement.rotation]!;
  place(field, shape, placement.x, placement.y);
  if (placed) placed.set(field);
  const bottom = placement.y + shape.minDy;
  let fullRows = 0;
  let pieceCells = 0;
  for (let k = 0; k < shape.height; k++) {
    if (field[bottom + k] === 0x3ff) {
      fullRows++;
      const bits = shape.rows[k]!;
      pieceCells += (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
    }
  }
  let heightBefore = Math.max(bottom + shape.height, 0);
  while (heightBefore < 40 && field[heightBefore] !== 0) heightBefore++;
  const lines = fullRows === 0 ? 0 : clearRows(field);
  const clear = nameOf(lines, placement.spin);
  const perfectClear = lines > 0 && isEmpty(field);
  const difficult = difficultClear(clear);
  const backToBackBonus = difficult && chain.backToBack;
  const next: Chain = { backToBack: lines > 0 ? difficult : chain.backToBack, combo: lines > 0 ? chain.combo + 1 : -1 };
  return {
    piece: placement.piece,
    clear,
    lines,
    perfectClear,
    backToBackBonus,
    backToBackBefore: chain.backToBack,
    chain: next,
    attack: attackFor({ clear, backToBack: backToBackBonus, combo: next.combo, perfectClear }),
    landingHeight: bottom + shape.height / 2,
    erodedCells: lines * pieceCells,
    heightBefore,
  };
}
