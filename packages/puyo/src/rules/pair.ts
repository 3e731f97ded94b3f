// The pair (kumipuyo): its placements, which of them can be reached near the top, and how a
// placement lands (a horizontal pair over uneven columns splits: each puyo falls on its own).
import { InputError } from "@arcade/core";
import { ROWS, SPAWN_COLUMN, WIDTH, cellChar, cellOfChar, isColor, type Color } from "./cells.ts";
import type { Field } from "./field.ts";

/** The axis puyo (the one the pair turns around) and the child. */
export interface Pair {
  axis: Color;
  child: Color;
}

/** Where the child sits: 0 above the axis, 1 right, 2 below, 3 left (reference sheet §2). */
export type Rotation = 0 | 1 | 2 | 3;

/** A placement: the axis puyo's column (1..6) and the rotation it is dropped in. */
export interface Placement {
  column: number;
  rotation: Rotation;
}

/** Column offset of the child for each rotation. */
export const CHILD_DX: readonly number[] = [0, 1, 0, -1];
/** Row offset of the child for each rotation. */
export const CHILD_DY: readonly number[] = [1, 0, -1, 0];

export function childColumn(p: Placement): number {
  return p.column + CHILD_DX[p.rotation]!;
}

function placementList(rotations: readonly Rotation[]): Placement[] {
  const out: Placement[] = [];
  for (const rotation of rotations) {
    for (let column = 1; column <= WIDTH; column++) {
      const child = column + CHILD_DX[rotation]!;
      if (child >= 1 && child <= WIDTH) out.push({ column, rotation });
    }
  }
  return out;
}

/** The 22 placements of a two-colour pair: 6 up, 5 right, 6 down, 5 left. */
export const ALL_PLACEMENTS: readonly Placement[] = placementList([0, 1, 2, 3]);
/** The 11 placements of a same-colour pair (down and left give the same fields as up and right). */
export const SAME_COLOR_PLACEMENTS: readonly Placement[] = placementList([0, 1]);

export function placementsOf(pair: Pair): readonly Placement[] {
  return pair.axis === pair.child ? SAME_COLOR_PLACEMENTS : ALL_PLACEMENTS;
}

export function isPlacement(p: Placement): boolean {
  if (!Number.isInteger(p.column) || p.column < 1 || p.column > WIDTH || ![0, 1, 2, 3].includes(p.rotation)) return false;
  const child = childColumn(p);
  return child >= 1 && child <= WIDTH;
}

/**
 * Whether the pair can get from the spawn to a placement, judged from the column heights alone
 * (puyoai's PuyoController::isReachable, reference sheet §2): walk from column 3 to the farthest
 * column the pair touches. A column of height ≤ 11 can be passed (and the pair drops back to row
 * 12); height 13 blocks; height 12 can be passed only while the axis is lifted to row 13: right
 * after the spawn when columns 2 and 4 are both ≥ 12 (quick turn), after climbing a column exactly
 * 11 high (floor kick), or standing on a 12-high column two steps back. A down rotation needs
 * the target column ≤ 11 (the axis can never enter row 14).
 */
export function isReachable(heights: readonly number[], p: Placement): boolean {
  const h = (x: number) => heights[x - 1]!;
  const child = childColumn(p);
  const far = p.column < SPAWN_COLUMN || child < SPAWN_COLUMN ? Math.min(p.column, child) : Math.max(p.column, child);
  const step = far < SPAWN_COLUMN ? -1 : 1;
  const path: number[] = [SPAWN_COLUMN];
  for (let x = SPAWN_COLUMN; x !== far;) path.push((x += step));
  let lifted = h(2) >= 12 && h(4) >= 12;
  for (let i = 1; i < path.length; i++) {
    const height = h(path[i]!);
    if (height <= 11) {
      lifted = false;
      continue;
    }
    if (height === 12) {
      if (lifted) continue;
      if (h(path[i - 1]!) === 11 || (i >= 2 && h(path[i - 2]!) === 12)) {
        lifted = true;
        continue;
      }
    }
    return false;
  }
  return !(p.rotation === 2 && h(p.column) >= 12);
}

/** The placements of a pair that can be reached on a field, in ALL_PLACEMENTS order. */
export function legalPlacements(field: Field, pair: Pair): Placement[] {
  const heights = field.heights();
  return placementsOf(pair).filter((p) => isReachable(heights, p));
}

/**
 * Drops a pair onto a settled field (no chain resolution). Each puyo rests on its column; one
 * that would rest above row 13 is deleted (row 14 is not kept).
 */
export function applyPlacement(field: Field, pair: Pair, p: Placement): void {
  const child = childColumn(p);
  if (p.rotation === 2) {
    field.drop(p.column, pair.child);
    field.drop(p.column, pair.axis);
  } else {
    field.drop(p.column, pair.axis);
    field.drop(child, pair.child);
  }
}

// --- Text: pairs as two letters (axis first), placements as column + direction letter. ---

const DIRECTIONS = "URDL";

/** "RG": axis red, child green. */
export function parsePair(text: string, where = "pair"): Pair {
  if (text.length !== 2) throw new InputError(`must be two colour letters (axis, child), got ${JSON.stringify(text)}`, where);
  const cells = [...text].map((ch, i) => {
    const cell = cellOfChar(ch.toUpperCase());
    if (cell === undefined || !isColor(cell))
      throw new InputError(`unknown colour ${JSON.stringify(ch)} (colours are R G B Y P)`, `${where} character ${i + 1}`);
    return cell;
  });
  return { axis: cells[0]!, child: cells[1]! };
}

export function printPair(pair: Pair): string {
  return cellChar(pair.axis) + cellChar(pair.child);
}

/**
 * A list of pairs, axis first, separated by spaces or commas ("RG BY", "RG,BY"); the empty text
 * is the empty list. Errors name the pair (`<where> pair 2`).
 */
export function parsePairList(text: string, where = "pairs"): Pair[] {
  return text
    .split(/[\s,]+/)
    .filter((t) => t !== "")
    .map((t, i) => parsePair(t, `${where} pair ${i + 1}`));
}

/** The canonical pair list: pairs joined by commas (fits a link parameter as it is). */
export function printPairList(pairs: readonly Pair[]): string {
  return pairs.map(printPair).join(",");
}

/**
 * A placement as text: the axis column 1..6, then where the child is: U up, R right, D down,
 * L left ("3U" is the spawn orientation dropped straight down).
 */
export function parsePlacement(text: string, where = "placement"): Placement {
  const m = /^([1-6])([URDL])$/i.exec(text);
  if (!m) throw new InputError(`must be a column 1-6 and a direction U R D L (e.g. 3U, 4R), got ${JSON.stringify(text)}`, where);
  const p: Placement = { column: Number(m[1]), rotation: DIRECTIONS.indexOf(m[2]!.toUpperCase()) as Rotation };
  if (!isPlacement(p)) throw new InputError(`puts the child outside the field (column ${childColumn(p)})`, where);
  return p;
}

export function printPlacement(p: Placement): string {
  return `${p.column}${DIRECTIONS[p.rotation]!}`;
}

/** Highest row a pair may stand in: the axis at most in 13, the child at most in 14. */
export const TOP_AXIS_ROW = ROWS;
