// The puyo colours and marks of the two palettes the app's shared setting offers. This is a scene
// concern only: the rules know cells 1..6, never colours. Pure data (no pixi), so it is tested on
// its own; puyo-art.ts draws with it.

export type PaletteName = "standard" | "colorblind";

/** A simple shape drawn on a puyo in the colour-blind palette, so colour is never the only cue. */
export type Mark = "dot" | "triangle" | "square" | "cross" | "ring";

export interface PuyoPalette {
  readonly name: PaletteName;
  /** Fill colours by cell: index 1..5 the colours (R G B Y P), 6 nuisance; index 0 (empty) is unused. */
  readonly colours: readonly number[];
  /** Marks by cell (colour-blind only); null for no mark. Nuisance never has one. */
  readonly marks: readonly (Mark | null)[];
  /** The big nuisance icon (30 puyos) in the incoming display. */
  readonly rock: number;
}

/** Today's look: red, green, blue, yellow, purple puyos with eyes, grey nuisance. */
export const STANDARD: PuyoPalette = {
  name: "standard",
  colours: [0, 0xe84a5f, 0x5ccf6b, 0x4a90e2, 0xf5d547, 0xb06ad9, 0xb8b8c8],
  marks: [null, null, null, null, null, null, null],
  rock: 0xf5d547,
};

/**
 * Colour-blind safe: Okabe–Ito vermillion, bluish green, sky blue and yellow; the fifth colour is a
 * violet chosen (Okabe–Ito's reddish purple collides with the bluish green under deuteranopia) so
 * that every pair stays apart under simulated deuteranopia and protanopia (palette.test.ts). The
 * nuisance is a lighter grey (the standard one sits too close to sky blue for a deuteranope).
 * Each colour also carries its own mark: red a dot, green a triangle, blue a square, yellow a
 * cross, purple a ring; the nuisance stays plain.
 */
export const COLORBLIND: PuyoPalette = {
  name: "colorblind",
  colours: [0, 0xd55e00, 0x009e73, 0x56b4e9, 0xf0e442, 0xbb55ff, 0xdcdcdc],
  marks: [null, "dot", "triangle", "square", "cross", "ring", null],
  rock: 0xf0e442,
};

export function paletteFor(name: PaletteName): PuyoPalette {
  return name === "colorblind" ? COLORBLIND : STANDARD;
}
