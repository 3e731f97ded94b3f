// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { rowTileWidth } from "./analyser-analysis.ts";
import { analyserLayout, handLayout, practiceLayout, quizLayout } from "./layout.ts";
import { FIVE } from "./test-screens.ts";
import { faceSteps, startFaces } from "./warm-start.ts";

describe("the first screen's tiles", () => {
  it.each(FIVE)("are the widths the screens' layouts give a 14-tile hand and the keyboard at %o", (screen) => {
    // The start of practice: 13 tiles and the drawn one apart, nothing kept, an empty river.
    const practice = practiceLayout(screen, { handCount: 14, apart: true, analysisLine: false, messageHeight: 0, keptKinds: null, riverCount: 0 });
    expect(startFaces("practice", screen)).toEqual([{ width: practice.hand.tileW, dim: false }]);
    const quiz = quizLayout(screen, { handCount: 14, verdictHeight: null, rankingRows: 0 });
    expect(startFaces("quiz", screen)).toEqual([{ width: quiz.hand.tileW, dim: false }]);
    const box = analyserLayout(screen);
    expect(startFaces("analyser", screen)).toEqual([
      { width: handLayout(box.main.width, 14, false, box.handMax).tileW, dim: false },
      // A full hand greys every key (no tile can be added).
      { width: box.keys.keyW, dim: true },
      // The discard rows' tiles, at the width the analysis draws them.
      { width: rowTileWidth(box.main.width), dim: false },
    ]);
  });

  it("are none for the table and the logs (their first screens draw few tiles)", () => {
    expect(startFaces("table", FIVE[1]!)).toEqual([]);
    expect(startFaces("logs", FIVE[1]!)).toEqual([]);
  });
});

describe("the warm start's steps", () => {
  it("paints every tile once, a few per step", () => {
    const painted: string[] = [];
    const tiles = Array.from({ length: 5 }, (_, kind) => ({ kind, red: false }));
    const steps = faceSteps((tile, width) => void painted.push(`${tile.kind}@${width}`), tiles, 40, 2);
    expect(steps).toHaveLength(3);
    for (const step of steps) step();
    expect(painted).toEqual(["0@40", "1@40", "2@40", "3@40", "4@40"]);
  });
});
