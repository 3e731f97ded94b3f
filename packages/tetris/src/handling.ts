// The handling settings, as serious players set them: DAS and ARR in frames at 60 Hz (TETR.IO and
// Jstris players know their values in frames; the milliseconds are shown beside), and the soft-drop
// factor. The defaults are TETR.IO's: DAS 10 f (167 ms), ARR 2 f (33 ms), SDF 6× (the project's
// Tetris reference, "Handling: DAS / ARR / SDF": TETR.IO's room preset). Earlier builds saved DAS
// and ARR in milliseconds under "das" and "arr"; those values carry over, converted (`was`).
import type { NumberField } from "@arcade/core";
import { SONIC_SOFT_DROP_FACTOR } from "./rules/gravity.ts";

/** Simulation frames a second: a frame is 1000/60 ms. */
export const FRAME_RATE = 60;
export const TETRIO_DAS_FRAMES = 10;
export const TETRIO_ARR_FRAMES = 2;
export const TETRIO_SOFT_DROP_FACTOR = 6;

/** Milliseconds of `frames` frames at 60 Hz (the core Repeater counts in milliseconds). */
export function framesToMs(frames: number): number {
  return (frames * 1000) / FRAME_RATE;
}

const MS_BESIDE = { factor: 1000 / FRAME_RATE, unit: " ms", digits: 0 } as const;
const MS_TO_FRAMES = FRAME_RATE / 1000;

export const HANDLING_FIELDS: readonly NumberField[] = [
  {
    key: "dasFrames",
    label: "DAS (frames)",
    hint: `Delay before a held move repeats. TETR.IO's default: ${TETRIO_DAS_FRAMES} f (167 ms).`,
    kind: "number",
    min: 0,
    max: 30,
    step: 0.1,
    unit: " f",
    default: TETRIO_DAS_FRAMES,
    also: MS_BESIDE,
    was: { key: "das", factor: MS_TO_FRAMES },
  },
  {
    key: "arrFrames",
    label: "ARR (frames)",
    hint: `Time between repeats, 0 = straight to the wall. TETR.IO's default: ${TETRIO_ARR_FRAMES} f (33 ms).`,
    kind: "number",
    min: 0,
    max: 12,
    step: 0.1,
    unit: " f",
    default: TETRIO_ARR_FRAMES,
    also: MS_BESIDE,
    was: { key: "arr", factor: MS_TO_FRAMES },
  },
  {
    key: "softDropFactor",
    label: "Soft drop factor",
    hint: `Times gravity, ${SONIC_SOFT_DROP_FACTOR} = instant. TETR.IO's default: ${TETRIO_SOFT_DROP_FACTOR}×; the Guideline's: 20×.`,
    kind: "number",
    min: 1,
    max: SONIC_SOFT_DROP_FACTOR,
    step: 1,
    unit: "×",
    default: TETRIO_SOFT_DROP_FACTOR,
  },
];
