// Work a game's first screen would do anyway, done before it in slices short enough not to block
// the page (`inSlices`, slices.ts). Pixi measures a font the first time a text of that family, size and weight is
// made (the browser's first lookup of the family at a size: tens of ms on a loaded phone) and
// caches it, so a screen built after the warm-up finds its fonts measured.
import { CanvasTextMetrics, fontStringFromTextStyle, TextStyle, type TextStyleFontWeight } from "pixi.js";

/** A font a screen draws text in. */
export interface FontUse {
  size: number;
  weight: TextStyleFontWeight;
}

/** One step per font: measuring it as Pixi does the first time a text in it is made (then cached). */
export function fontSteps(family: string, fonts: readonly FontUse[]): (() => void)[] {
  return fonts.map(
    ({ size, weight }) =>
      () =>
        void CanvasTextMetrics.measureFont(fontStringFromTextStyle(new TextStyle({ fontFamily: family, fontSize: size, fontWeight: weight }))),
  );
}
