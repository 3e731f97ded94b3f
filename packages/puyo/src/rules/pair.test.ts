import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Color } from "./cells.ts";
import { resolveChain } from "./chain.ts";
import { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import { SPAWN_POSITION, fall, move, rotate, type PairPosition } from "./moving.ts";
import {
  ALL_PLACEMENTS,
  SAME_COLOR_PLACEMENTS,
  applyPlacement,
  isReachable,
  parsePair,
  parsePairList,
  parsePlacement,
  printPair,
  printPairList,
  printPlacement,
  type Pair,
} from "./pair.ts";

const RG: Pair = { axis: 1, child: 2 };

describe("placements", () => {
  it("counts 22 for two colours and 11 for one", () => {
    expect(ALL_PLACEMENTS).toHaveLength(22);
    expect(SAME_COLOR_PLACEMENTS).toHaveLength(11);
    expect(new Set(ALL_PLACEMENTS.map(printPlacement)).size).toBe(22);
  });
  it("a same-colour pair's down and left placements give the same fields as up and right", () => {
    const field = parseField("RG....BY..GG");
    const same: Pair = { axis: 3, child: 3 };
    for (const p of ALL_PLACEMENTS) {
      const a = field.clone();
      applyPlacement(a, same, p);
      const mirror = p.rotation === 2 ? { column: p.column, rotation: 0 as const } : p.rotation === 3 ? { column: p.column - 1, rotation: 1 as const } : p;
      const b = field.clone();
      applyPlacement(b, same, mirror);
      expect(a.equals(b)).toBe(true);
    }
  });
  it("splits a horizontal pair over uneven columns", () => {
    const field = parseField("R.....R.....");
    applyPlacement(field, RG, { column: 1, rotation: 1 });
    // The axis lands on column 1 (row 3), the child falls alone to the floor of column 2.
    expect(printField(field)).toBe("R.....R.....RG....");
  });
  it("puts the axis below the child for up, above it for down", () => {
    const up = Field.empty();
    applyPlacement(up, RG, { column: 2, rotation: 0 });
    expect(printField(up)).toBe(".G.....R....");
    const down = Field.empty();
    applyPlacement(down, RG, { column: 2, rotation: 2 });
    expect(printField(down)).toBe(".R.....G....");
  });
  it("deletes a puyo that would rest in row 14", () => {
    const field = parseField("R.....".concat("G.....").repeat(6));
    applyPlacement(field, { axis: 3, child: 4 }, { column: 1, rotation: 0 });
    expect(field.get(1, 13)).toBe(3);
    expect(field.count()).toBe(13);
  });
  it("parses and prints pairs and placements", () => {
    expect(printPair(parsePair("rg"))).toBe("RG");
    expect(printPlacement(parsePlacement("4l"))).toBe("4L");
    expect(() => parsePlacement("1L")).toThrow(/outside/);
    expect(() => parsePlacement("7U")).toThrow(/column/);
    expect(() => parsePair("RX")).toThrow(/unknown colour/);
  });
  it("parses pair lists with spaces or commas and names the bad pair", () => {
    expect(printPairList(parsePairList(" rg, BY  yy,"))).toBe("RG,BY,YY");
    expect(parsePairList("")).toEqual([]);
    expect(() => parsePairList("RG BQ", "--next")).toThrow(expect.objectContaining({ where: "--next pair 2 character 2" }));
  });
});

const colorArb = fc.integer({ min: 1, max: 5 }).map((c) => c as Color);
test.prop([fc.array(fc.record({ axis: colorArb, child: colorArb }), { maxLength: 6 })])("pair lists round-trip through print and parse", (pairs) => {
  expect(parsePairList(printPairList(pairs))).toEqual(pairs);
});

describe("reachability near the top (puyoai's rule)", () => {
  const all = (h: number[]) => ALL_PLACEMENTS.filter((p) => isReachable(h, p)).map(printPlacement);
  it("reaches everything on a low field", () => {
    expect(all([0, 0, 0, 0, 0, 0])).toHaveLength(22);
    expect(all([11, 11, 11, 11, 11, 11])).toHaveLength(22);
  });
  it("a 13-high column blocks it and everything beyond", () => {
    const r = all([0, 13, 0, 0, 0, 0]);
    expect(r.some((p) => p.startsWith("1") || p.startsWith("2"))).toBe(false);
    expect(r).toContain("3U");
    expect(r).not.toContain("3L");
  });
  it("a 12-high column is crossed after a floor kick on an 11-high one", () => {
    expect(all([0, 0, 0, 12, 0, 0])).not.toContain("5U");
    expect(all([0, 0, 0, 11, 12, 0])).toContain("6U");
    expect(all([0, 0, 0, 0, 12, 0])).not.toContain("6U");
  });
  it("the quick turn lifts the pair when columns 2 and 4 are 12 high", () => {
    expect(all([0, 12, 0, 12, 0, 0])).toContain("1U");
    expect(all([0, 12, 0, 12, 0, 0])).toContain("6U");
    expect(all([0, 12, 0, 11, 0, 0])).not.toContain("1U");
  });
  it("never turns down onto a column 12 or higher", () => {
    expect(all([0, 0, 0, 0, 0, 12])).not.toContain("6D");
    expect(all([0, 0, 0, 0, 0, 11])).toContain("6D");
  });
});

describe("the moving pair", () => {
  const empty = Field.empty();
  it("spawns at (3,12) child up, moves and falls", () => {
    expect(SPAWN_POSITION).toEqual({ x: 3, y: 12, rotation: 0 });
    expect(move(empty, SPAWN_POSITION, -1)).toEqual({ x: 2, y: 12, rotation: 0 });
    expect(fall(empty, { x: 1, y: 1, rotation: 0 })).toBeNull();
  });
  it("kicks off the right wall", () => {
    const r = rotate(empty, { x: 6, y: 5, rotation: 0 }, 1, false);
    expect(r.position).toEqual({ x: 5, y: 5, rotation: 1 });
  });
  it("floor-kicks when turning the child below onto the floor", () => {
    const r = rotate(empty, { x: 3, y: 1, rotation: 1 }, 1, false);
    expect(r.position).toEqual({ x: 3, y: 2, rotation: 2 });
  });
  it("quick-turns in a 1-wide gap on the second press", () => {
    const field = parseField("R.R...".repeat(4));
    const start: PairPosition = { x: 2, y: 5, rotation: 0 };
    const first = rotate(field, { ...start, y: 3 }, 1, false);
    expect(first).toEqual({ position: { ...start, y: 3 }, quickTurnArmed: true });
    const second = rotate(field, first.position, 1, first.quickTurnArmed);
    expect(second.position).toEqual({ x: 2, y: 4, rotation: 2 });
  });
});

test.prop([fc.array(fc.constantFrom(0, 1, 2, 3), { minLength: 2, maxLength: 2 }), fc.constantFrom(...ALL_PLACEMENTS)])(
  "a placement adds two puyos unless one passes row 13",
  (colours, p) => {
    const field = Field.empty();
    applyPlacement(field, { axis: (colours[0]! + 1) as 1, child: (colours[1]! + 1) as 1 }, p);
    expect(field.count()).toBe(2);
    expect(resolveChain(field).chains).toBe(0);
  },
);
