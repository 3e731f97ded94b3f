// The lab's exports from the pause menu: the heatmap as a picture (PNG to look at, PGM with one
// grey level per probability) and the numbers as CSV, named after the routine they show.
import { heatmapCsv, heatmapImage, metricsCsv, toPgmBytes, toPng } from "./lab-api.ts";
import type { LabState } from "./lab-screen.ts";

/** One export: its menu item, its file and what goes in it (made when chosen, not before). */
export interface LabExport {
  id: string;
  label: string;
  file: string;
  type: string;
  data: () => Uint8Array | string;
}

/** The exports of the lab as it stands. */
export function labExports(state: LabState): LabExport[] {
  const name = `shuffle-${state.routine.replace(/\s+/g, "-") || "fresh"}`;
  return [
    { id: "png", label: "Heatmap as PNG", file: `${name}.png`, type: "image/png", data: () => toPng(heatmapImage(state.heatmap, { cell: 8 })) },
    { id: "pgm", label: "Heatmap as PGM", file: `${name}.pgm`, type: "image/x-portable-graymap", data: () => toPgmBytes(heatmapImage(state.heatmap)) },
    {
      id: "csv",
      label: "Numbers as CSV",
      file: `${name}.csv`,
      type: "text/csv",
      data: () => `${state.report ? metricsCsv(state.report) : ""}\n${heatmapCsv(state.heatmap, "paper")}`,
    },
  ];
}
