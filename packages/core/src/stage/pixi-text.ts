import { BitmapFontManager, Cache, CanvasTextMetrics, type DynamicBitmapFont, type TextStyleFontWeight } from "pixi.js";
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

/** A bitmap font's look: the family, the colour its glyphs are drawn in (0xRRGGBB) and the weight. */
export interface BakedFontStyle {
  fontFamily: string;
  fill: number;
  fontWeight?: TextStyleFontWeight;
}

/**
 * Pixi's glyphs are drawn at this size and scaled to the text's, as its own dynamic fonts do: as
 * sharp as they are at any size a screen picks.
 */
const GLYPH_SIZE = 100;

/**
 * The name of a bitmap font whose glyphs are drawn in their colour, to give a `BitmapText` as its
 * `fontFamily` (its `fontSize` still sets the size). Pixi's own dynamic fonts draw every glyph
 * white and colour it per text by a tint, and a 2D canvas cannot tint a texture as it draws it:
 * the first time a glyph is drawn in a colour, Pixi makes a coloured copy of it (a canvas per glyph
 * and colour, filled and multiplied), in the frame that shows it. Here the colour is in the glyph
 * from the start. Glyphs are added as texts first use them, as with a dynamic font; installed once
 * per page and look (a text that changes colour changes font, not tint).
 */
export function bakedBitmapFont({ fontFamily, fill, fontWeight = "normal" }: BakedFontStyle): string {
  const name = `${fontFamily} ${fontWeight} #${fill.toString(16).padStart(6, "0")}`;
  if (!Cache.has(`${name}-bitmap`)) {
    BitmapFontManager.install({ name, style: { fontFamily, fontWeight, fill, fontSize: GLYPH_SIZE }, chars: "", dynamicFill: false, skipKerning: true });
  }
  return name;
}

/**
 * Draws `chars` into a baked font's glyph atlas now (installing the font if needed), so that the
 * frame that first shows them only lays them out: a warm-up step, run in a task of its own before
 * the screen that uses the font is built. Characters already drawn are skipped.
 */
export function bakeGlyphs(style: BakedFontStyle, chars: string): void {
  const font = Cache.get<DynamicBitmapFont>(`${bakedBitmapFont(style)}-bitmap`);
  font.ensureCharacters(chars);
}

/**
 * `bakeGlyphs` as warm-up steps, a task each: the font installed (Pixi makes its first atlas page,
 * a canvas, and measures the font: about as long as drawing ten glyphs), then `chars` drawn
 * `perStep` at a time (each once). One step for the font and all its glyphs was a task over 12 ms on a loaded
 * desktop here, four times that on a slow phone.
 */
export function bakeGlyphSteps(style: BakedFontStyle, chars: string, perStep = 6): (() => void)[] {
  const glyphs = [...new Set(splitGraphemes(chars))];
  const steps: (() => void)[] = [() => void bakedBitmapFont(style)];
  for (let at = 0; at < glyphs.length; at += perStep) {
    const part = glyphs.slice(at, at + perStep).join("");
    steps.push(() => bakeGlyphs(style, part));
  }
  return steps;
}
