// The fonts the lab's first screen uses, measured before it in short slices (core's warm-up):
// the browser's first lookup of the family at a size took up to a sixth of the lab's first frame
// on a loaded machine, and Pixi caches what it measured for the screen's build.
import { fontSteps, inSlices, type FontUse } from "@arcade/core/stage";
import { FONT } from "./widgets.ts";

/** The sizes and weights of the lab's and the ranking's texts (`textStyle` calls, the buttons' labels). */
export const LAB_FONTS: readonly FontUse[] = [
  ...[9, 10, 11, 12, 12.5, 13, 14, 15, 16].map((size) => ({ size, weight: "normal" as const })),
  ...[15, 18].map((size) => ({ size, weight: "bold" as const })),
];

/** Measures each of the lab's fonts in a task of its own. */
export function warmFonts(): Promise<void> {
  return inSlices(fontSteps(FONT, LAB_FONTS));
}
