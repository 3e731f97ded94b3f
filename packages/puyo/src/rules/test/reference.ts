// The reference implementation of Tsu chain resolution, written independently of the bitboards:
// a plain 13×6 array of cells, a recursive flood fill, gravity column by column. It is slow on
// purpose and kept simple so it can be read against the reference sheet; the tests cross-check the
// bitboard engine against it on random fields and the benchmark shows it beside the fast one.
// Cells: 0 empty, 1..5 colours, 6 nuisance; grid[y][x] with y = 0 the bottom row.

export type Grid = number[][];

const W = 6;
const H = 13;
const POP_ROWS = 12;
const POWER = [0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640, 672];
const COLOUR = [0, 0, 3, 6, 12, 24];
const GROUP = [0, 0, 0, 0, 0, 2, 3, 4, 5, 6, 7];

export interface ReferenceStep {
  cleared: number;
  colors: number;
  groups: number[];
  score: number;
}

export interface ReferenceResult {
  chains: number;
  score: number;
  steps: ReferenceStep[];
  grid: Grid;
}

export function emptyGrid(): Grid {
  return Array.from({ length: H }, () => new Array<number>(W).fill(0));
}

function fill(grid: Grid, seen: boolean[][], x: number, y: number, color: number, cells: [number, number][]): void {
  if (x < 0 || x >= W || y < 0 || y >= POP_ROWS) return;
  if (seen[y]![x] || grid[y]![x] !== color) return;
  seen[y]![x] = true;
  cells.push([x, y]);
  fill(grid, seen, x + 1, y, color, cells);
  fill(grid, seen, x - 1, y, color, cells);
  fill(grid, seen, x, y + 1, color, cells);
  fill(grid, seen, x, y - 1, color, cells);
}

function gravity(grid: Grid): void {
  for (let x = 0; x < W; x++) {
    const column: number[] = [];
    for (let y = 0; y < H; y++) if (grid[y]![x] !== 0) column.push(grid[y]![x]!);
    for (let y = 0; y < H; y++) grid[y]![x] = column[y] ?? 0;
  }
}

/** Resolves a chain on a copy of the grid (which is settled first). */
export function referenceChain(input: Grid): ReferenceResult {
  const grid = input.map((row) => row.slice());
  gravity(grid);
  const steps: ReferenceStep[] = [];
  let score = 0;
  for (let chain = 1; ; chain++) {
    const seen = grid.map((row) => row.map(() => false));
    const popping: [number, number][] = [];
    const groups: number[] = [];
    const colours = new Set<number>();
    for (let y = 0; y < POP_ROWS; y++) {
      for (let x = 0; x < W; x++) {
        const color = grid[y]![x]!;
        if (color < 1 || color > 5 || seen[y]![x]) continue;
        const cells: [number, number][] = [];
        fill(grid, seen, x, y, color, cells);
        if (cells.length >= 4) {
          popping.push(...cells);
          groups.push(cells.length);
          colours.add(color);
        }
      }
    }
    if (popping.length === 0) break;
    for (const [x, y] of popping) {
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && nx < W && ny >= 0 && ny < POP_ROWS && grid[ny]![nx] === 6) grid[ny]![nx] = 0;
      }
    }
    for (const [x, y] of popping) grid[y]![x] = 0;
    gravity(grid);
    let bonus = (chain <= POWER.length ? POWER[chain - 1]! : 672 + 32 * (chain - 24)) + COLOUR[colours.size]!;
    for (const size of groups) bonus += size >= 11 ? 10 : GROUP[size]!;
    const stepScore = 10 * popping.length * Math.min(999, Math.max(1, bonus));
    score += stepScore;
    steps.push({ cleared: popping.length, colors: colours.size, groups: groups.sort((a, b) => a - b), score: stepScore });
  }
  return { chains: steps.length, score, steps, grid };
}

/** A grid from the text format (top row first, 6 per row, bottom-aligned). */
export function gridFromText(text: string): Grid {
  const grid = emptyGrid();
  const rows = text.length / W;
  for (let i = 0; i < text.length; i++) {
    grid[rows - 1 - Math.floor(i / W)]![i % W] = ".RGBYPO".indexOf(text[i]!);
  }
  return grid;
}

export function gridToText(grid: Grid): string {
  let out = "";
  for (let y = H - 1; y >= 0; y--) out += grid[y]!.map((c) => ".RGBYPO"[c]).join("");
  return out.replace(/^(\.{6})+/, "");
}
