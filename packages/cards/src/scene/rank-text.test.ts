// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { RankResult, RankRow } from "../analysis/ranking.ts";
import { RankText } from "./rank-text.ts";

function row(routine: string, tv: number): RankRow {
  return {
    routine,
    seconds: 56,
    tvExact: tv,
    tvLowerBound: tv,
    source: "exact TV",
    tvUpperBound: tv,
    maxCardTv: 0.01,
    squaredDeviation: 0.001,
    group: "single method",
    measured: null,
  };
}

describe("the ranking as text", () => {
  it("the first 20 rows with their distance in words, the count in the caption, a sentence for the live region", () => {
    const host = document.createElement("div");
    const text = new RankText(host);
    const rows = Array.from({ length: 25 }, (_, i) => row(`R${8 + i}`, 0.2069 / (i + 1)));
    const result: RankResult = { title: "Best within 60 s", rankedBy: "the exact distance", rows, count: 25, notes: [], trials: 0, seed: "s" };
    text.set(result);
    const cells = [...host.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(cells).toHaveLength(20);
    expect(cells[0]).toEqual(["1", "riffle ×8 (R8)", "56", "Close to random: distance to random 0.2069, exact", "not measured"]);
    expect(host.querySelector("caption")?.textContent).toBe("Best within 60 s: 25 routines ranked by the exact distance; the first 20.");
    expect(host.querySelector("[role='status']")?.textContent).toBe(
      "Ranking finished: Best within 60 s. First: riffle ×8 (R8), Close to random: distance to random 0.2069, exact.",
    );
    text.set({ ...result, rows: [row("R8", 0.2069)], count: 1 });
    expect(host.querySelector("caption")?.textContent).toBe("Best within 60 s: 1 routine ranked by the exact distance.");
    text.destroy();
    expect(host.children).toHaveLength(0);
  });
});
