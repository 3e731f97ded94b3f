import { describe, expect, it } from "vitest";
import { CHECK_SIZES, overlaps } from "./layout-checks.ts";
import { labLayout, labTextRects, NO_INSETS, type Insets, type Rect } from "./lab-layout.ts";

// What the shell gives the lab (no on-screen buttons): its top row of 52 px (back link, button bar,
// pause button); none at all, as a dev page without the shell would.
const SHELL_INSETS: Insets[] = [NO_INSETS, { top: 52, right: 0, bottom: 0, left: 0 }];

const square = (m: { x: number; y: number; size: number }): Rect => ({ x: m.x, y: m.y, w: m.size, h: m.size });

describe("the lab's layout", () => {
  for (const [width, height] of CHECK_SIZES)
    // The shell's buttons sit at the bottom in portrait, at the sides (or a short bar) in landscape.
    for (const insets of SHELL_INSETS)
      for (const comparing of [false, true])
        it(`${width}x${height}, insets ${JSON.stringify(insets)}${comparing ? ", comparing" : ""}: inside, apart, tappable`, () => {
          const l = labLayout(width, height, insets, comparing);
          const deckWithCaption = { ...l.deck, h: l.deck.h + 18 };
          const mapWithCaption = { ...square(l.map), h: l.map.size + (comparing ? 36 : 18) };
          // A flowing panel runs on below the screen (the lab scrolls as a page): what shows at rest.
          const panelAtRest = l.flow ? { ...l.panel, h: Math.min(l.panel.h, height - insets.bottom - l.panel.y) } : l.panel;
          const parts: [string, Rect][] = [
            ...l.methods.map((r, i): [string, Rect] => [`method ${i}`, r]),
            ["rank", l.rank],
            ["deck", deckWithCaption],
            ["map", mapWithCaption],
            ["panel", panelAtRest],
            ["plot", l.plot],
            ...(l.pinned ? [["pinned map", { ...square(l.pinned), h: l.pinned.size + 36 }] as [string, Rect]] : []),
          ];
          for (const [name, r] of parts) {
            expect(r.x, name).toBeGreaterThanOrEqual(insets.left);
            expect(r.y, name).toBeGreaterThanOrEqual(insets.top);
            expect(r.x + r.w, name).toBeLessThanOrEqual(width - insets.right);
            expect(r.y + r.h, name).toBeLessThanOrEqual(height - insets.bottom);
          }
          for (let i = 0; i < parts.length; i++)
            for (let j = i + 1; j < parts.length; j++) expect(overlaps(parts[i]![1], parts[j]![1]), `${parts[i]![0]} / ${parts[j]![0]}`).toBe(false);
          for (const r of [...l.methods, l.rank]) {
            expect(r.w).toBeGreaterThanOrEqual(44);
            expect(r.h).toBeGreaterThanOrEqual(44);
          }
          // Room for a few lines of results, a readable plot and a heatmap of some size.
          expect(panelAtRest.h).toBeGreaterThanOrEqual(comparing ? 40 : 80);
          // Portrait (one column) flows; beside the map the panel scrolls in its own column.
          expect(l.flow).toBe(!l.wide);
          expect(l.plot.h).toBeGreaterThanOrEqual(64);
          expect(l.map.size).toBeGreaterThanOrEqual(96);
          // The layout e2e's floor: half the free width or half the free height, whichever it fills more.
          if (!comparing)
            expect(
              l.map.size >= 0.5 * (width - insets.left - insets.right) || l.map.size >= 0.5 * (height - insets.top - insets.bottom),
              `heatmap ${l.map.size}`,
            ).toBe(true);
          expect(l.wide).toBe(width > height);
          // The words a toast must leave alone never include the map itself (that is the field).
          for (const r of labTextRects(l)) {
            expect(overlaps(r, square(l.map)), JSON.stringify(r)).toBe(false);
            expect(r.w * r.h).toBeGreaterThan(0);
          }
        });

  it("the heatmap takes more room on a taller phone and a desktop", () => {
    expect(labLayout(390, 844).map.size).toBeGreaterThan(labLayout(360, 640).map.size);
    expect(labLayout(1366, 768).map.size).toBeGreaterThan(400);
  });
});
