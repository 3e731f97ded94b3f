import { describe, expect, it } from "vitest";
import { parseRoutine } from "../shuffle/routine.ts";
import { expectedHeatmap, makeLab, scoreRoutine } from "./lab-api.ts";
import { labExports } from "./lab-exports.ts";
import type { LabState } from "./lab-screen.ts";

function state(routine: string): LabState {
  const lab = makeLab({ cards: 8 });
  const steps = routine === "" ? [] : parseRoutine(routine);
  return { routine, seconds: 0, score: scoreRoutine(steps, lab), heatmap: expectedHeatmap(steps, lab), report: null, zoom: 1, mapBox: "0,0,100" };
}

describe("the lab's exports", () => {
  it("are named after the routine, a fresh deck as such", () => {
    expect(labExports(state("R2 C")).map((e) => e.file)).toEqual(["shuffle-R2-C.png", "shuffle-R2-C.pgm", "shuffle-R2-C.csv"]);
    expect(labExports(state("")).map((e) => e.file)).toEqual(["shuffle-fresh.png", "shuffle-fresh.pgm", "shuffle-fresh.csv"]);
  });

  it("hold a PNG, a PGM and the heatmap's numbers", () => {
    const [png, pgm, csv] = labExports(state("R"));
    expect(Array.from((png!.data() as Uint8Array).subarray(1, 4), (b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect(String.fromCharCode(...(pgm!.data() as Uint8Array).subarray(0, 2))).toBe("P5");
    // No measurement yet: the heatmap's 8 rows only, after an empty metrics part.
    expect((csv!.data() as string).trim().split("\n").length).toBeGreaterThanOrEqual(8);
  });
});
