// @vitest-environment happy-dom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeSpot, gameObstacles, parseFieldRect, type Box } from "./free-spot.ts";

const SPACE = { minWidth: 100, minHeight: 50, enough: 300 };
const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("a free spot for a message", () => {
  it("takes the top row between the back link and the pause button when the field is below it", () => {
    const area = box(0, 0, 390, 844);
    const back = box(4, 4, 44, 44);
    const pause = box(342, 4, 44, 44);
    const field = box(8, 94, 252, 561);
    const touchButtons = [box(8, 780, 180, 56), box(200, 700, 180, 136)];
    expect(freeSpot(area, [back, pause, field, ...touchButtons], SPACE)).toEqual(box(48, 0, 294, 94));
  });

  it("goes beside the field when the field takes the whole height (a landscape phone)", () => {
    const area = box(0, 0, 844, 390);
    const field = box(298, 11, 168, 370);
    const sides = [box(8, 250, 110, 130), box(726, 250, 110, 130), box(796, 4, 44, 44), box(4, 4, 44, 44)];
    const spot = freeSpot(area, [field, ...sides], SPACE)!;
    expect(spot.width).toBeGreaterThanOrEqual(SPACE.enough); // right of the field there are 330 px
    expect(spot.x).toBe(466);
    expect(spot.y).toBe(0);
  });

  it("prefers the wider spot up to what is enough, then the higher one, then the middle", () => {
    const area = box(0, 0, 1000, 400);
    // A wall across: above it only a strip 200 wide (less than enough) is tall enough.
    const walls = [box(0, 100, 1000, 10), box(0, 0, 800, 60)];
    expect(freeSpot(area, walls, SPACE)).toEqual(box(0, 110, 1000, 290));
    const centred = freeSpot(box(0, 0, 1000, 100), [], { ...SPACE, enough: 200 });
    expect(centred).toEqual(box(0, 0, 1000, 100)); // the whole area is the one maximal spot
  });

  it("says so when nothing fits", () => {
    expect(freeSpot(box(0, 0, 300, 300), [box(0, 0, 300, 280)], SPACE)).toBeNull();
  });

  it("never overlaps an obstacle and stays inside the area (random layouts)", () => {
    const rect = fc.record({
      x: fc.integer({ min: -50, max: 400 }),
      y: fc.integer({ min: -50, max: 400 }),
      width: fc.integer({ min: 0, max: 200 }),
      height: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 8 }), (obstacles) => {
        const area = box(0, 0, 400, 400);
        const spot = freeSpot(area, obstacles, SPACE);
        if (spot === null) return;
        expect(spot.width).toBeGreaterThanOrEqual(SPACE.minWidth);
        expect(spot.height).toBeGreaterThanOrEqual(SPACE.minHeight);
        expect(spot.x >= 0 && spot.y >= 0 && spot.x + spot.width <= 400 && spot.y + spot.height <= 400).toBe(true);
        for (const o of obstacles) if (o.width > 0 && o.height > 0) expect(overlap(spot, o)).toBe(false);
      }),
    );
  });

  it("finds a spot whenever a brute-force scan of the grid finds a free minimal box", () => {
    const rect = fc.record({
      x: fc.integer({ min: 0, max: 9 }),
      y: fc.integer({ min: 0, max: 9 }),
      width: fc.integer({ min: 1, max: 5 }),
      height: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 6 }), (cells) => {
        const scale = (r: Box) => box(r.x * 40, r.y * 40, r.width * 40, r.height * 40);
        const obstacles = cells.map(scale);
        const area = box(0, 0, 400, 400);
        // Brute force: any 3×2-cell box (120×80) on the 40 px grid that no obstacle touches.
        let exists = false;
        for (let x = 0; x + 3 <= 10 && !exists; x++)
          for (let y = 0; y + 2 <= 10 && !exists; y++) exists = !obstacles.some((o) => overlap(o, box(x * 40, y * 40, 120, 80)));
        const spot = freeSpot(area, obstacles, { minWidth: 120, minHeight: 80, enough: 120 });
        expect(spot !== null).toBe(exists);
      }),
    );
  });
});

/**
 * The reference: every box whose edges are among the area's and the obstacles' (clamped) edges,
 * tested against every obstacle, ranked as freeSpot ranks (capped width, then higher, then nearer
 * the middle; the first of equals in top, bottom, left, right order).
 */
function bruteForceSpot(area: Box, obstacles: readonly Box[], options: typeof SPACE): Box | null {
  const solid = obstacles.filter((o) => o.width > 0 && o.height > 0 && overlap(o, area));
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const edges = (lo: number, hi: number, of: (o: Box) => number[]) =>
    [...new Set([lo, hi, ...solid.flatMap((o) => of(o).map((v) => clamp(v, lo, hi)))])].sort((a, b) => a - b);
  const xs = edges(area.x, area.x + area.width, (o) => [o.x, o.x + o.width]);
  const ys = edges(area.y, area.y + area.height, (o) => [o.y, o.y + o.height]);
  const middle = area.x + area.width / 2;
  const rank = (b: Box) => [-Math.min(b.width, options.enough), b.y, Math.abs(b.x + b.width / 2 - middle)];
  let best: Box | null = null;
  for (let i = 0; i < ys.length; i++)
    for (let j = i + 1; j < ys.length; j++)
      for (let a = 0; a < xs.length; a++)
        for (let b = a + 1; b < xs.length; b++) {
          const spot = box(xs[a]!, ys[i]!, xs[b]! - xs[a]!, ys[j]! - ys[i]!);
          if (spot.width < options.minWidth || spot.height < options.minHeight || solid.some((o) => overlap(o, spot))) continue;
          if (best === null) best = spot;
          else {
            const [p, q] = [rank(spot), rank(best)];
            const k = p.findIndex((v, n) => v !== q[n]);
            if (k !== -1 && p[k]! < q[k]!) best = spot;
          }
        }
  return best;
}

describe("the free spot against a brute-force scan", () => {
  it("is the spot the scan of every candidate box ranks first (random layouts, several sizes of room)", () => {
    const rect = fc.record({
      x: fc.integer({ min: -40, max: 420 }),
      y: fc.integer({ min: -40, max: 420 }),
      width: fc.integer({ min: 0, max: 220 }),
      height: fc.integer({ min: 0, max: 220 }),
    });
    const space = fc.record({
      minWidth: fc.integer({ min: 1, max: 200 }),
      minHeight: fc.integer({ min: 1, max: 120 }),
      enough: fc.integer({ min: 1, max: 420 }),
    });
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 12 }), space, (obstacles, options) => {
        const area = box(0, 0, 400, 400);
        expect(freeSpot(area, obstacles, options)).toEqual(bruteForceSpot(area, obstacles, options));
      }),
      { numRuns: 300 },
    );
  });

  it("agrees on a phone's game screen with its touch controls, in both orientations", () => {
    const portrait = [box(4, 4, 44, 44), box(342, 4, 44, 44), box(60, 4, 88, 44), box(8, 94, 252, 561), box(270, 94, 112, 300)];
    for (let k = 0; k < 10; k++) portrait.push(box(8 + 38 * k, 700 + (k % 2) * 60, 36, 56));
    const landscape = [box(298, 11, 168, 370), box(8, 250, 110, 130), box(726, 250, 110, 130), box(796, 4, 44, 44), box(4, 4, 44, 44)];
    for (const [area, obstacles] of [
      [box(0, 0, 390, 844), portrait],
      [box(0, 0, 844, 390), landscape],
    ] as const)
      expect(freeSpot(area, obstacles, SPACE)).toEqual(bruteForceSpot(area, obstacles, SPACE));
  });
});

describe("reading a game's host", () => {
  it("parses data-field-rect, refusing malformed values", () => {
    expect(parseFieldRect("1,2,3,4", 10, 20)).toEqual(box(11, 22, 3, 4));
    expect(parseFieldRect(undefined)).toBeNull();
    expect(parseFieldRect("1,2,3")).toBeNull();
    expect(parseFieldRect("1,2,x,4")).toBeNull();
  });

  it("collects the field rects and the visible controls", () => {
    const host = document.createElement("div");
    host.dataset.fieldRect = "10,20,100,200";
    host.dataset.fieldRect2 = "200,20,100,200";
    host.dataset.textRect = "0,0,300,18";
    const hidden = document.createElement("button");
    expect(gameObstacles(host, [hidden])).toEqual([box(10, 20, 100, 200), box(200, 20, 100, 200), box(0, 0, 300, 18)]); // happy-dom: no layout, zero-size control skipped
  });

  it("takes several text boxes separated by semicolons, and skips a malformed one", () => {
    const host = document.createElement("div");
    host.dataset.textRect = "0,0,300,18;0,240,300,120;1,2,x,4";
    expect(gameObstacles(host, [])).toEqual([box(0, 0, 300, 18), box(0, 240, 300, 120)]);
  });
});
