import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { clampView, MAX_ZOOM, pinchView, zoomAt, type MapView, type Point } from "./zoom.ts";

/** The map coordinate (0..size at zoom 1) under a frame point. */
const mapPoint = (v: MapView, p: Point) => ({ x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale });
const SIZE = 300;
const point = fc.record({ x: fc.double({ min: 0, max: SIZE, noNaN: true }), y: fc.double({ min: 0, max: SIZE, noNaN: true }) });

describe("zooming the heatmap", () => {
  test.prop([point, fc.double({ min: 1, max: MAX_ZOOM, noNaN: true })])("zoomAt keeps the map point under the cursor", (at, scale) => {
    const start = zoomAt({ scale: 1, x: 0, y: 0 }, { x: 120, y: 40 }, 2.5);
    const after = zoomAt(start, at, scale);
    const before = mapPoint(start, at);
    const now = mapPoint(after, at);
    expect(now.x).toBeCloseTo(before.x, 9);
    expect(now.y).toBeCloseTo(before.y, 9);
  });

  test.prop([
    fc.double({ min: -50, max: 50, noNaN: true }),
    fc.double({ min: -2000, max: 2000, noNaN: true }),
    fc.double({ min: -2000, max: 2000, noNaN: true }),
  ])("clamping keeps the map covering the frame", (scale, x, y) => {
    const v = clampView({ scale, x, y }, SIZE);
    expect(v.scale).toBeGreaterThanOrEqual(1);
    expect(v.scale).toBeLessThanOrEqual(MAX_ZOOM);
    for (const o of [v.x, v.y]) {
      expect(o).toBeLessThanOrEqual(0);
      expect(o + SIZE * v.scale).toBeGreaterThanOrEqual(SIZE - 1e-9);
    }
  });

  it("spreading two fingers to twice their distance doubles the zoom around their midpoint", () => {
    const start = { scale: 1, x: 0, y: 0 };
    const v = pinchView(
      start,
      [
        { x: 130, y: 150 },
        { x: 170, y: 150 },
      ],
      [
        { x: 110, y: 150 },
        { x: 190, y: 150 },
      ],
      SIZE,
    );
    expect(v.scale).toBeCloseTo(2, 12);
    expect(mapPoint(v, { x: 150, y: 150 })).toEqual({ x: 150, y: 150 });
  });

  it("moving both fingers together pans; pinching in past the whole map stops at zoom 1", () => {
    const start = { scale: 4, x: -300, y: -300 };
    const fingers: [Point, Point] = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    const moved = pinchView(
      start,
      fingers,
      [
        { x: 130, y: 80 },
        { x: 230, y: 80 },
      ],
      SIZE,
    );
    expect(moved).toEqual({ scale: 4, x: -270, y: -320 });
    const out = pinchView(
      start,
      fingers,
      [
        { x: 140, y: 100 },
        { x: 150, y: 100 },
      ],
      SIZE,
    );
    expect(out).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
