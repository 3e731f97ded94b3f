import { describe, expect, it } from "vitest";
import { CHECK_SIZES, overlaps } from "./layout-checks.ts";
import { NO_INSETS, type Insets, type Rect } from "./lab-layout.ts";
import { rankLayout } from "./rank-layout.ts";

describe("the ranking screen's layout", () => {
  for (const [width, height] of CHECK_SIZES)
    // The shell's top row is 52 px; a strip at the bottom is tested too.
    for (const insets of [NO_INSETS, { top: 52, right: 0, bottom: 0, left: 0 }, { top: 52, right: 0, bottom: 40, left: 0 }] as Insets[])
      it(`${width}x${height}, insets ${JSON.stringify(insets)}: inside, apart, tappable, a table with room for rows`, () => {
        // Text heights as a phone wraps them: the subheader on one line, four to seven lines of notes.
        const status = width < 500 ? 126 : 72;
        const l = rankLayout(width, height, insets, 17, status);
        const statusRect = { x: l.status.x, y: l.status.y, w: l.status.width, h: status };
        const parts: [string, Rect][] = [
          ...l.experiments.map((r, i): [string, Rect] => [`experiment ${i}`, r]),
          ...l.tools.map((r, i): [string, Rect] => [`tool ${i}`, r]),
          ["status", statusRect],
          ["table", l.table],
        ];
        for (const [name, r] of parts) {
          expect(r.x, name).toBeGreaterThanOrEqual(insets.left);
          expect(r.x + r.w, name).toBeLessThanOrEqual(width - insets.right);
          expect(r.y + r.h, name).toBeLessThanOrEqual(height - insets.bottom);
        }
        for (let i = 0; i < parts.length; i++)
          for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]![1], parts[j]![1]), `${parts[i]![0]} / ${parts[j]![0]}`).toBe(false);
        for (const r of [...l.experiments, ...l.tools]) {
          expect(r.w).toBeGreaterThanOrEqual(44);
          expect(r.h).toBeGreaterThanOrEqual(44);
        }
        // At least three rows of the table (60 px each when measured) in sight.
        expect(l.table.h).toBeGreaterThanOrEqual(180);
        expect(l.sideBySide).toBe(width > height && height < 560);
      });

  it("the widths do not depend on the text heights (they are asked for first)", () => {
    const a = rankLayout(390, 844, NO_INSETS);
    const b = rankLayout(390, 844, NO_INSETS, 40, 200);
    expect(b.head.width).toBe(a.head.width);
    expect(b.status.width).toBe(a.status.width);
    expect(b.table.y).toBeGreaterThan(a.table.y);
  });
});
