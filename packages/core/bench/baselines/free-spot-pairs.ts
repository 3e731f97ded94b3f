// The free-spot search as it was before the band sweep (`src/stage/free-spot.ts`), kept as the
// benchmark's baseline: every pair of top and bottom edges, every pair of left and right edges,
// each box tested against the obstacles one by one.
import type { Box } from "../../src/stage/free-spot.ts";

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
export function freeSpotPairs(area: Box, obstacles: readonly Box[], options: { minWidth: number; minHeight: number; enough: number }): Box | null {
  const inside = obstacles.filter((o) => o.width > 0 && o.height > 0 && overlaps(o, area));
  const clampX = (v: number) => Math.min(area.x + area.width, Math.max(area.x, v));
  const clampY = (v: number) => Math.min(area.y + area.height, Math.max(area.y, v));
  const xs = [...new Set([area.x, area.x + area.width, ...inside.flatMap((o) => [clampX(o.x), clampX(o.x + o.width)])])].sort((a, b) => a - b);
  const ys = [...new Set([area.y, area.y + area.height, ...inside.flatMap((o) => [clampY(o.y), clampY(o.y + o.height)])])].sort((a, b) => a - b);
  const middle = area.x + area.width / 2;
  let best: { box: Box; width: number } | null = null;
  for (let i = 0; i < ys.length; i++) {
    for (let j = i + 1; j < ys.length; j++) {
      const height = ys[j]! - ys[i]!;
      if (height < options.minHeight) continue;
      for (let a = 0; a < xs.length; a++) {
        for (let b = a + 1; b < xs.length; b++) {
          const box = { x: xs[a]!, y: ys[i]!, width: xs[b]! - xs[a]!, height };
          if (box.width < options.minWidth) continue;
          if (inside.some((o) => overlaps(o, box))) break; // wider from the same left edge overlaps too
          const width = Math.min(box.width, options.enough);
          if (best === null || better(box, width, best, middle)) best = { box, width };
        }
      }
    }
  }
  return best?.box ?? null;
}
function better(box: Box, width: number, best: { box: Box; width: number }, middle: number): boolean {
  if (width !== best.width) return width > best.width;
  if (box.y !== best.box.y) return box.y < best.box.y;
  const off = (b: Box) => Math.abs(b.x + b.width / 2 - middle);
  return off(box) < off(best.box);
}
