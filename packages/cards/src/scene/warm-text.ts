// The fonts the lab's first screen uses, measured before it in slices short enough not to block
// the page (each a task of its own, the page's input and frames run between). Pixi measures a
// font the first time a text of that size and weight is made: the browser's first lookup of the
// family at that size took up to a sixth of the lab's first frame on a loaded machine. The
// measures are cached, so the screen's own build then finds them ready.
import { CanvasTextMetrics, fontStringFromTextStyle, TextStyle, type TextStyleFontWeight } from "pixi.js";
import { FONT } from "./widgets.ts";

/** Resolves once the page has had a turn (`scheduler.yield` where the browser has it). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The sizes and weights of the lab's and the ranking's texts (`textStyle` calls, the buttons' labels). */
export const LAB_FONTS: readonly { size: number; weight: TextStyleFontWeight }[] = [
  ...[9, 10, 11, 12, 12.5, 13, 14, 15, 16].map((size) => ({ size, weight: "normal" as const })),
  ...[15, 18].map((size) => ({ size, weight: "bold" as const })),
];

/** Measures each of `fonts` in a task of its own. */
export async function warmFonts(fonts: readonly { size: number; weight: TextStyleFontWeight }[] = LAB_FONTS): Promise<void> {
  for (const { size, weight } of fonts) {
    await yieldToPage();
    CanvasTextMetrics.measureFont(fontStringFromTextStyle(new TextStyle({ fontFamily: FONT, fontSize: size, fontWeight: weight })));
  }
}
