import type { Cell } from "../rules/types.ts";

type Palette = Record<Exclude<Cell, null>, number>;

/** Guideline colours: I cyan, O yellow, T purple, S green, Z red, J blue, L orange. */
export const STANDARD: Palette = {
  I: 0x2fd3e8,
  O: 0xf5d032,
  T: 0xb14fe0,
  S: 0x4fd65a,
  Z: 0xef4848,
  J: 0x3a6ff0,
  L: 0xf39a2b,
  G: 0x8a8a99,
};

/**
 * Colour-blind safe (Okabe–Ito hues, chosen so that no two pieces collide under deuteranopia or
 * protanopia); every piece also gets its own inner mark in the board view, so colour is never
 * the only cue.
 */
export const COLORBLIND: Palette = {
  I: 0x56b4e9,
  O: 0xf0e442,
  T: 0xcc79a7,
  S: 0x009e73,
  Z: 0xd55e00,
  J: 0x0072b2,
  L: 0xe69f00,
  G: 0x999999,
};

export function paletteFor(name: "standard" | "colorblind"): Palette {
  return name === "colorblind" ? COLORBLIND : STANDARD;
}
