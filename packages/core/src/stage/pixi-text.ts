import { BitmapFontManager, CanvasTextMetrics } from "pixi.js";
import { splitGraphemes } from "./graphemes.ts";

/**
 * Text set-up that keeps a game's first frame cheap, applied once per page before the first
 * renderer starts:
 *
 * - Dynamic bitmap fonts are built without kerning. Pixi measures every pair of a font's
 *   characters for it (a `measureText` per pair: hundreds of ms on a slow phone when a screen
 *   first shows a bitmap text), for a difference of a fraction of a pixel in our labels and
 *   figures.
 * - Text is split into characters without `Intl.Segmenter` when it holds nothing a grapheme
 *   cluster needs (combining marks, joiners, variation selectors, surrogates, regional
 *   indicators): the first segmentation loads the ICU break-iterator data, 100 ms or more, and our
 *   labels are plain. Text that needs clusters still gets the segmenter, created on first use.
 */
let applied = false;

export function configurePixiText(): void {
  if (applied) return;
  applied = true;
  BitmapFontManager.defaultOptions.skipKerning = true;
  CanvasTextMetrics.graphemeSegmenter = splitGraphemes;
}
