// SRS rotation with wall kicks (reference §2), y-up like tetris.wiki, fumen and Cold Clear.
// Warning kept from the reference: TETR.IO's own kick data is y-down; every dy below is y-up.
import { fits } from "./board.ts";
import { turned } from "./pieces.ts";
import type { ActivePiece, Cell, PieceType, Rotation } from "./types.ts";

export type Kick = readonly [dx: number, dy: number];
/** Kick lists keyed by "from→to" as two digits (0 spawn, 1 R, 2 reverse, 3 L): "01" = 0→R. */
export type KickTable = Readonly<Record<string, readonly Kick[]>>;

/** J L S T Z, 90° turns: tetris.wiki SRS, tests 1-5. Centre rotation = box rotation for these. */
export const JLSTZ_KICKS: KickTable = {
  "01": [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  "10": [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  "12": [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  "21": [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  "23": [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
  "32": [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  "30": [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  "03": [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
};

/**
 * I, 90° turns, exactly as tetris.wiki prints them: offsets for a rotation inside the 4×4 box.
 * We turn the I about its centre instead (pieces.ts), so `kickTests` adds the box-to-centre
 * shift below; the result equals Cold Clear's offset form (reference §2).
 */
export const I_BOX_KICKS: KickTable = {
  "01": [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  "10": [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  "12": [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
  "21": [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  "23": [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  "32": [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  "30": [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  "03": [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
};

/**
 * 180° turns (not Guideline; only with `allow180`): TETR.IO SRS+ as in Genius6942/triangle
 * `kicks/data.ts`, negated to y-up, with the "no kick" test written out as test 1. Six tests for
 * J L S T Z, two for I (the I's second test puts it back on the cells it came from).
 */
export const JLSTZ_180_KICKS: KickTable = {
  "02": [
    [0, 0],
    [0, 1],
    [1, 1],
    [-1, 1],
    [1, 0],
    [-1, 0],
  ],
  "13": [
    [0, 0],
    [1, 0],
    [1, 2],
    [1, 1],
    [0, 2],
    [0, 1],
  ],
  "20": [
    [0, 0],
    [0, -1],
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
  ],
  "31": [
    [0, 0],
    [-1, 0],
    [-1, 2],
    [-1, 1],
    [0, 2],
    [0, 1],
  ],
};
export const I_180_BOX_KICKS: KickTable = {
  "02": [
    [0, 0],
    [0, 1],
  ],
  "13": [
    [0, 0],
    [1, 0],
  ],
  "20": [
    [0, 0],
    [0, -1],
  ],
  "31": [
    [0, 0],
    [-1, 0],
  ],
};

/**
 * Box rotation minus centre rotation, per rotation state (the first entries of the I offset
 * table: N (0,0), R (−1,0), 2 (−1,+1), L (0,+1)): a box kick becomes a centre kick by adding
 * SHIFT[from] − SHIFT[to].
 */
const I_BOX_SHIFT: readonly Kick[] = [
  [0, 0],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
/** The O "turns" by moving its centre by O_SHIFT[from] − O_SHIFT[to], so its minos stay put. */
const O_SHIFT: readonly Kick[] = [
  [0, 0],
  [0, -1],
  [-1, -1],
  [-1, 0],
];

function shifted(table: KickTable, shift: readonly Kick[]): KickTable {
  return Object.fromEntries(
    Object.entries(table).map(([key, kicks]) => {
      const [from, to] = [shift[Number(key[0])]!, shift[Number(key[1])]!];
      return [key, kicks.map(([dx, dy]): Kick => [dx + from[0] - to[0], dy + from[1] - to[1]])];
    }),
  );
}

const I_CENTRE_KICKS = shifted(I_BOX_KICKS, I_BOX_SHIFT);
const I_180_CENTRE_KICKS = shifted(I_180_BOX_KICKS, I_BOX_SHIFT);
/** The O never kicks: one test per turn, which is only its centre shift. */
const O_KICKS = shifted(
  Object.fromEntries(["01", "12", "23", "30", "10", "21", "32", "03", "02", "13", "20", "31"].map((key) => [key, [[0, 0] as Kick]])),
  O_SHIFT,
);

/** The kick tests, in order, for turning a piece `from` → `to` about its centre (y-up). */
export function kickTests(type: PieceType, from: Rotation, to: Rotation): readonly Kick[] {
  const key = `${from}${to}`;
  const half = (from + 2) % 4 === to;
  const table = type === "O" ? O_KICKS : type === "I" ? (half ? I_180_CENTRE_KICKS : I_CENTRE_KICKS) : half ? JLSTZ_180_KICKS : JLSTZ_KICKS;
  const tests = table[key];
  if (!tests) throw new Error(`no kick table for ${type} ${key}`);
  return tests;
}

export type Turn = "cw" | "ccw" | "180";
const QUARTER_TURNS: Readonly<Record<Turn, number>> = { cw: 1, "180": 2, ccw: -1 };

export interface RotationResult {
  piece: ActivePiece;
  /** Which kick test succeeded, 1-based (1 = no offset). T-spin detection needs it. */
  test: number;
}

/** Turns the piece with SRS kicks: the first test that fits wins; null if none fits. */
export function rotate(board: readonly Cell[], piece: Readonly<ActivePiece>, turn: Turn): RotationResult | null {
  const to = turned(piece.rotation, QUARTER_TURNS[turn]);
  const tests = kickTests(piece.type, piece.rotation, to);
  for (let i = 0; i < tests.length; i++) {
    const [dx, dy] = tests[i]!;
    const candidate: ActivePiece = { type: piece.type, x: piece.x + dx, y: piece.y + dy, rotation: to };
    if (fits(board, candidate)) return { piece: candidate, test: i + 1 };
  }
  return null;
}
