// Splitting text into what a player sees as characters (grapheme clusters), cheaply for plain
// text: the first use of `Intl.Segmenter` loads the ICU break-iterator data (100 ms or more on a
// slow phone) and our labels and figures are plain. Pure, no pixi.js (see pixi-text.ts).

/**
 * Text made only of characters that are each a cluster of their own whatever surrounds them (no
 * carriage return, which joins a following line feed; no combining marks, joiners, variation
 * selectors, surrogates or jamo): Latin, Latin-1, punctuation, arrows and geometric symbols.
 */
const PLAIN = /^[\t\n\x20-\x7e\u00a0-\u02ff\u2010-\u205f\u2190-\u23ff\u25a0-\u27bf]*$/;

let segmenter: Intl.Segmenter | null = null;

/** Splits text into grapheme clusters: per code unit for plain text, by `Intl.Segmenter` otherwise. */
export function splitGraphemes(text: string): string[] {
  if (PLAIN.test(text)) return text.split("");
  segmenter ??= new Intl.Segmenter();
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
