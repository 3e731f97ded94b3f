// @vitest-environment happy-dom
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CalculatorResultJson } from "../analysis/calculator-service.ts";
import { ROWS, WIDTH } from "../rules/cells.ts";
import { Field } from "../rules/field.ts";
import { parseField } from "../rules/field-text.ts";
import { legalPlacements, parsePair, type Pair } from "../rules/pair.ts";
import { heatLegend, heatShapes, placeBadges, type BadgeBox } from "./editor-heat.ts";

/** An answer giving every legal placement of `pair` some value (the values do not matter here). */
function answer(field: Field, pair: Pair, values: (i: number) => number): CalculatorResultJson {
  const placements = legalPlacements(field, pair).map((p, i) => ({ column: p.column, rotation: p.rotation, probability: values(i), fraction: "" }));
  return { probability: 0, fraction: "", placements, nodes: 0, ms: 0 };
}

function overlap(a: BadgeBox, b: BadgeBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The editor's field geometry at a cell size (editor.ts: cx, cy from the field's top-left). */
function geometry(cell: number) {
  const x0 = 20;
  const y0 = 66;
  return {
    cx: (x: number) => x0 + (x - 0.5) * cell,
    cy: (y: number) => y0 + (ROWS - y + 0.5) * cell,
    top: y0,
    bottom: y0 + cell * ROWS,
    left: x0,
    right: x0 + cell * WIDTH,
  };
}

function checkBadges(field: Field, pair: Pair, cell: number): void {
  const heat = heatShapes(
    field,
    pair,
    answer(field, pair, (i) => ((i * 37) % 101) / 100),
  );
  const g = geometry(cell);
  const badges = placeBadges(heat, cell, g.cx, g.cy, g.top, g.bottom);
  expect(badges).toHaveLength(heat.length);
  for (let i = 0; i < badges.length; i++) {
    const b = badges[i]!.box;
    // Inside the field (a badge may reach half a badge past a side column's edge: it is centred on it).
    expect(b.y).toBeGreaterThanOrEqual(g.top);
    expect(b.y + b.h).toBeLessThanOrEqual(g.bottom);
    expect(b.x).toBeGreaterThanOrEqual(g.left - cell);
    expect(b.x + b.w).toBeLessThanOrEqual(g.right + cell);
    for (let j = i + 1; j < badges.length; j++) expect(overlap(b, badges[j]!.box), `badges ${i} and ${j}`).toBe(false);
  }
}

describe("the odds overlay's badges", () => {
  it("a flat field: the 11 shapes of a two-colour pair (6 upright, 5 lying) get 11 badges, none on another", () => {
    const field = parseField("RGBYRG");
    const pair = parsePair("RG");
    expect(
      heatShapes(
        field,
        pair,
        answer(field, pair, () => 0.5),
      ),
    ).toHaveLength(11);
    for (const cell of [22, 25, 41, 46]) checkBadges(field, pair, cell);
  });
  test.prop([fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 6, maxLength: 6 }), fc.constantFrom("RG", "RR", "BY")])(
    "on fields of any heights, no two badges overlap and all stay in the field",
    (heights, pairText) => {
      const field = Field.empty();
      heights.forEach((h, i) => {
        for (let y = 1; y <= h; y++) field.set(i + 1, y, ((i + y) % 4 === 0 ? 5 : ((i + y) % 4) + 1) as 1 | 2 | 3 | 4 | 5);
      });
      checkBadges(field, parsePair(pairText), 40);
    },
  );
  it("the legend says the figures are per cents and what they are the chance of", () => {
    expect(heatLegend("chain ≥ 2", 3)).toBe("% = chance of a chain ≥ 2 within 3 pairs if you place NOW there · ★ the best placement");
    expect(heatLegend("all clear", 1)).toContain("within 1 pair if");
  });
});
