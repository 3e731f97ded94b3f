// Move generation by searching real inputs (Cold Clear's idea, `find_moves`): a breadth-first
// search from the spawn position over the inputs a player has — shift left/right, rotate
// cw/ccw/180 with the engine's own SRS kick tables, sonic drop (down to the floor without locking)
// and, optionally, DAS to a wall — with no time passing between inputs (as `arcade tetris sim`).
// Every state's hard-drop spot is a placement; BFS reaches each state first by a shortest input
// sequence, so each distinct placement comes with the shortest inputs that lock it. Because states
// include spots under overhangs reached by sonic drop and then a shift or a kick, tucks, slides
// and spins are found (a "rotation × column, drop from the top" generator misses them).
//
// Placements are deduplicated by their cells (an S in rotation 0 or 2 on the same cells is one
// placement) AND their T-spin kind, so a T that can lock in a slot both with and without a spin
// yields both (the evaluator prefers the spin). Spin detection follows rules/tspin.ts exactly: the
// piece is a T, its last successful input was a rotation (a hard drop that moves it cancels
// that), 3 of 4 corners filled, both front corners or a TST/Fin kick → full, else mini.
import { isTstOrFinKick, type SpinKind } from "../rules/tspin.ts";
import { kickTests } from "../rules/srs.ts";
import { SPAWN_ROWS, SPAWN_X } from "../rules/game.ts";
import { BOARD_HEIGHT, BOARD_WIDTH, VISIBLE_HEIGHT, type PieceType, type Rotation } from "../rules/types.ts";
import { SHAPES, SHAPE_IDS, filledAt, fits, landingY, type Field, type Shape } from "./field.ts";

// Module-level copies of what the hot loop reads (an imported binding may be a getter call).
const fitsAt = fits;
const landAt = landingY;
const WIDTH = BOARD_WIDTH;
const IDS = SHAPE_IDS;
const SHAPES_OF = SHAPES;
/** KICKS[piece][from * 4 + to] = flat [dx0, dy0, dx1, dy1, …] from the engine's kickTests. */
const KICKS: Readonly<Record<PieceType, readonly (readonly number[])[]>> = Object.fromEntries(
  Object.keys(SHAPES).map((piece) => [
    piece,
    Array.from({ length: 16 }, (_, i) => {
      const from = (i >> 2) as Rotation;
      const to = (i & 3) as Rotation;
      return from === to ? [] : kickTests(piece as PieceType, from, to).flat();
    }),
  ]),
) as Record<PieceType, number[][]>;
/**
 * Pieces whose every turn leaves the same cells (the O: its first kick undoes the centre's move).
 * Turning them only re-labels a state the search already has, never reaching a new placement or
 * a shorter path, so their search skips turns (a quarter of the O's states).
 */
const TURN_IS_NOOP: Readonly<Record<PieceType, boolean>> = Object.fromEntries(
  (Object.keys(SHAPES) as PieceType[]).map((piece) => {
    const shapes = SHAPES[piece];
    let noop = true;
    for (let i = 0; i < 16 && noop; i++) {
      const from = shapes[i >> 2]!;
      const to = shapes[i & 3]!;
      const first = KICKS[piece][i]!;
      if (first.length === 0) continue;
      noop = from.id === to.id && first[0]! + to.minDx === from.minDx && first[1]! + to.minDy === from.minDy;
    }
    return [piece, noop];
  }),
) as Record<PieceType, boolean>;
/** TST_KICK[from * 4 + to] = the 1-based test that is a TST/Fin kick for that turn, else 0. */
const TST_KICK = Array.from({ length: 16 }, (_, i) => {
  for (let test = 1; test <= 5; test++) if (isTstOrFinKick({ from: (i >> 2) as Rotation, to: (i & 3) as Rotation, test })) return test;
  return 0;
});

/** An input of the search: exactly the `sim` tokens, plus DAS-to-wall moves when enabled. */
export type MoveInput = "left" | "right" | "cw" | "ccw" | "180" | "sd" | "leftWall" | "rightWall";
const INPUTS: readonly MoveInput[] = ["left", "right", "cw", "ccw", "180", "sd", "leftWall", "rightWall"];
const [LEFT, RIGHT, CW, CCW, HALF, SONIC, LEFT_WALL, RIGHT_WALL] = [0, 1, 2, 3, 4, 5, 6, 7] as const;

export interface MovegenOptions {
  /** Allow 180° turns (the app's and sim's default). */
  allow180?: boolean;
  /** Also use DAS-to-wall moves (each counts as one input), as a player with DAS has them. */
  das?: boolean;
  /**
   * Where the piece is now, if not at spawn (garbage can lift a piece in play). It must fit.
   * Spin state is not carried over: the search starts as if the piece had just moved there.
   */
  from?: { x: number; y: number; rotation: Rotation };
  /**
   * Whether to build each placement's input list (default true). The search only plays the
   * first piece of a path, so deeper generations ask for placements without inputs: the lists
   * are most of movegen's allocation. Without them every placement's `inputs` is one shared,
   * frozen empty array.
   */
  paths?: boolean;
}

/** One way to lock the piece: where, with what spin, and the shortest inputs (ending with a hard drop). */
export interface Placement {
  piece: PieceType;
  /** The rotation centre and rotation of the locked piece, as the engine's ActivePiece. */
  x: number;
  y: number;
  rotation: Rotation;
  spin: SpinKind;
  /** The shortest inputs from spawn, then a hard drop (not listed): `inputs.length + 1` presses. */
  inputs: MoveInput[];
  /** All four minos at y ≥ 20: locking here is a lock out. */
  lockOut: boolean;
}

// State index: x + 1 (0..15) | y + 2 (0..47) << 4 | rotation << 10 | spin tag << 12, where the tag
// says how the piece got there: 0 by a shift or drop, 1 by a rotation, 2 by a TST/Fin kick (only
// kept for T pieces: other pieces never spin).
const STATE_COUNT = 3 << 12;
const stamp = new Int32Array(STATE_COUNT);
const parent = new Int32Array(STATE_COUNT);
const via = new Int8Array(STATE_COUNT);
const queue = new Int32Array(STATE_COUNT);
const PLACEMENT_KEYS = BOARD_WIDTH * BOARD_HEIGHT * SHAPE_IDS * 3;
const placed = new Int32Array(PLACEMENT_KEYS);
/** Landing row of a drop from above the stack, per (rotation, x): the same from any height there. */
const dropStamp = new Int32Array(64);
const dropY = new Int32Array(64);
let generation = 0;

const NO_INPUTS: MoveInput[] = Object.freeze([]) as unknown as MoveInput[];

const SPINS: readonly SpinKind[] = ["none", "mini", "full"];
/** NW NE SE SW, as rules/tspin.ts. */
const CORNERS: readonly (readonly [number, number])[] = [
  [-1, 1],
  [1, 1],
  [1, -1],
  [-1, -1],
];

const encode = (x: number, y: number, r: number, tag: number): number => (x + 1) | ((y + 2) << 4) | (r << 10) | (tag << 12);

/** The spin a T locking at (x, y, r) gets, given how it got there (tag); the engine's rule. */
function spinOf(field: Field, x: number, y: number, rotation: number, tag: number): number {
  if (tag === 0) return 0;
  let count = 0;
  let filled = 0; // bit i = corner i filled (no array: this runs for every T state)
  for (let i = 0; i < 4; i++) {
    if (filledAt(field, x + CORNERS[i]![0], y + CORNERS[i]![1])) {
      filled |= 1 << i;
      count++;
    }
  }
  if (count < 3) return 0;
  return (((filled >> rotation) & 1) === 1 && ((filled >> ((rotation + 1) % 4)) & 1) === 1) || tag === 2 ? 2 : 1;
}

/** Where the piece spawns on this field (rules/game.ts: centre (4, 19), else (4, 20)); null = block out. */
export function spawnY(field: Field, piece: PieceType): number | null {
  const shape = SHAPES[piece][0]!;
  for (const y of SPAWN_ROWS) if (fits(field, shape, SPAWN_X, y)) return y;
  return null;
}

/**
 * Every distinct placement of `piece` reachable from spawn on `field`, each with its shortest
 * inputs; empty when the piece cannot spawn. Placements come out in order of input count.
 */
export function generateMoves(field: Field, piece: PieceType, options: MovegenOptions = {}): Placement[] {
  const allow180 = options.allow180 ?? true;
  const moveCount = options.das === true ? 8 : 6;
  const shapes = SHAPES_OF[piece];
  const kicks = KICKS[piece];
  const trackSpin = piece === "T";
  const paths = options.paths ?? true;
  const turnIsNoop = TURN_IS_NOOP[piece];
  const out: Placement[] = [];
  const from = options.from;
  const y0 = from ? from.y : spawnY(field, piece);
  if (y0 === null || (from && !fits(field, shapes[from.rotation]!, from.x, from.y))) return out;
  generation++;
  if (generation === 0x7fffffff) {
    stamp.fill(0);
    placed.fill(0);
    generation = 1;
  }
  const gen = generation;
  const top = stackTop(field);
  let head = 0;
  let tail = 0;
  const start = from ? encode(from.x, from.y, from.rotation, 0) : encode(SPAWN_X, y0, 0, 0);
  stamp[start] = gen;
  parent[start] = -1;
  queue[tail++] = start;

  while (head < tail) {
    const state = queue[head++]!;
    const x = (state & 15) - 1;
    const y = ((state >> 4) & 63) - 2;
    const r = (state >> 10) & 3;
    const tag = state >> 12;
    const shape = shapes[r]!;

    // This state's hard drop: a placement.
    let ly: number;
    if (y + shape.minDy >= top) {
      // In open air above the stack: every height lands on the same spot; compute it once.
      const slot = (r << 4) | (x + 1);
      if (dropStamp[slot] !== gen) {
        dropStamp[slot] = gen;
        dropY[slot] = landAt(field, shape, x, top - shape.minDy);
      }
      ly = dropY[slot]!;
    } else {
      ly = landAt(field, shape, x, y);
    }
    const spin = trackSpin && ly === y ? spinOf(field, x, y, r, tag) : 0;
    const key = (((ly + shape.minDy) * WIDTH + x + shape.minDx) * IDS + shape.id) * 3 + spin;
    if (placed[key] !== gen) {
      placed[key] = gen;
      out.push({
        piece,
        x,
        y: ly,
        rotation: r as Rotation,
        spin: SPINS[spin]!,
        inputs: paths ? pathTo(state) : NO_INPUTS,
        lockOut: ly + shape.minDy >= VISIBLE_HEIGHT,
      });
    }

    for (let m = 0; m < moveCount; m++) {
      let nx = x;
      let ny = y;
      let nr = r;
      let ntag = 0;
      if (m === LEFT || m === RIGHT) {
        nx += m === LEFT ? -1 : 1;
        if (!fitsAt(field, shape, nx, ny)) continue;
      } else if (m === LEFT_WALL || m === RIGHT_WALL) {
        const dx = m === LEFT_WALL ? -1 : 1;
        while (fitsAt(field, shape, nx + dx, ny)) nx += dx;
        if (nx === x) continue;
      } else if (m === SONIC) {
        ny = ly;
        if (ny === y) continue;
      } else {
        if ((m === HALF && !allow180) || turnIsNoop) continue;
        nr = (r + (m === CW ? 1 : m === CCW ? 3 : 2)) % 4;
        const turn = r * 4 + nr;
        const tests = kicks[turn]!;
        const to = shapes[nr]!;
        let i = 0;
        for (; i < tests.length; i += 2) if (fitsAt(field, to, x + tests[i]!, y + tests[i + 1]!)) break;
        if (i === tests.length) continue;
        nx = x + tests[i]!;
        ny = y + tests[i + 1]!;
        if (trackSpin) ntag = TST_KICK[turn] === i / 2 + 1 ? 2 : 1;
      }
      const next = encode(nx, ny, nr, ntag);
      if (stamp[next] === gen) continue;
      stamp[next] = gen;
      parent[next] = state;
      via[next] = m;
      queue[tail++] = next;
    }
  }
  return out;
}

function stackTop(field: Field): number {
  let top = BOARD_HEIGHT;
  while (top > 0 && field[top - 1] === 0) top--;
  return top;
}

function pathTo(state: number): MoveInput[] {
  const path: MoveInput[] = [];
  for (let s = state; parent[s] !== -1; s = parent[s]!) path.push(INPUTS[via[s]!]!);
  return path.reverse();
}

/** The shape of a placement (for placing it into a field). */
export function shapeOf(placement: Pick<Placement, "piece" | "rotation">): Shape {
  return SHAPES[placement.piece][placement.rotation]!;
}
