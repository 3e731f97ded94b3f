import { CanvasTextMetrics, Text, fontStringFromTextStyle, type Container } from "pixi.js";

/**
 * The fonts of the texts a frame is about to draw, measured a few at a time before it. Pixi
 * measures a font (family, size and weight) the first time a text in it is laid out, inside the
 * frame that draws it, and the browser's first lookup of a font at a size is slow on a phone: a
 * screen's first frame measured all of its fonts at once (a fifth to a quarter of that frame in
 * the start traces). The stage asks `ready` before drawing; while it says no, the frame draws
 * nothing new and the next one measures more, so the work is spread over several short tasks
 * instead of one long one. Pixi keeps each measurement for the page, and so does this.
 */
export class FontPrimer {
  private readonly measured = new Set<string>();

  constructor(private readonly measure: (font: string) => void = (font) => void CanvasTextMetrics.measureFont(font)) {}

  /**
   * Measures the fonts of the shown texts under `root` not measured yet, while less than
   * `budgetMs` has gone by (a font started is finished); true when none is left to measure.
   */
  ready(root: Container, budgetMs: number, now: () => number = () => performance.now()): boolean {
    const started = now();
    for (const font of this.pending(root)) {
      if (now() - started >= budgetMs) return false;
      this.measure(font);
      this.measured.add(font);
    }
    return true;
  }

  /** The fonts of the visible texts under `root` (hidden branches skipped) not measured yet. */
  pending(root: Container): Set<string> {
    const fonts = new Set<string>();
    const visit = (node: Container) => {
      if (!node.visible || !node.renderable) return;
      if (node instanceof Text && node.text !== "") {
        const font = fontStringFromTextStyle(node.style);
        if (!this.measured.has(font)) fonts.add(font);
      }
      for (const child of node.children) visit(child);
    };
    visit(root);
    return fonts;
  }
}
