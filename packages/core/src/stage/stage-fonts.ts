import { CanvasTextMetrics, Text, fontStringFromTextStyle, type Container, type Renderer } from "pixi.js";

/**
 * Where a text's picture comes from: Pixi draws each text into a canvas of its own (its texture,
 * shared by every text with the same words, style and resolution) the first time a frame draws
 * it. `TextTextures` lets that be done ahead of the frame and held until the frame has drawn.
 */
export interface TextTextures {
  /** Whether the frame would find `text`'s texture made (drawn before, or prepared). */
  has(text: Text): boolean;
  /** Makes `text`'s texture now and holds it for the next frame. */
  prepare(text: Text): void;
  /** After the frame that drew them: lets go of the holds (each text drawn holds its own). */
  release(): void;
}

/**
 * Pixi's own text textures, made ahead through its text system: the frame's text pipe then asks
 * the same system for the same key (words, style, resolution) and finds it, counted once more,
 * and `release` drops the count taken here.
 */
export function pixiTextTextures(renderer: Renderer): TextTextures {
  const system = renderer.canvasText;
  const held: string[] = [];
  return {
    // A text with an automatic resolution has none until its texture is first made.
    has: (text) => text.resolution !== null && system.getReferenceCount(text.styleKey) > 0,
    prepare: (text) => {
      system.getManagedTexture(text);
      held.push(text.styleKey);
    },
    release: () => {
      for (const key of held.splice(0)) system.decreaseReferenceCount(key);
    },
  };
}

/**
 * The fonts of the texts a frame is about to draw, measured a few at a time before it, and then
 * their pictures drawn a few at a time. Pixi measures a font (family, size and weight) the first
 * time a text in it is laid out, inside the frame that draws it, and the browser's first lookup of
 * a font at a size is slow on a phone: a screen's first frame measured all of its fonts at once (a
 * fifth to a quarter of that frame in the start traces). Pixi also draws each new text into a
 * canvas of its own in that frame (a screen of labels: a third of its first frame). The stage asks
 * `ready` before drawing; while it says no, the frame draws nothing new and the next one does
 * more, so the work is spread over several short tasks instead of one long one. Pixi keeps each
 * measurement for the page, and so does this; the textures are held until the frame that draws
 * them (`drawn`), then by their texts.
 */
export class FontPrimer {
  private readonly measured = new Set<string>();

  constructor(
    private readonly measure: (font: string) => void = (font) => void CanvasTextMetrics.measureFont(font),
    private readonly textures: TextTextures | null = null,
  ) {}

  /**
   * Measures the fonts of the shown texts under `root` not measured yet, then makes the textures
   * of those not drawn yet, while less than `budgetMs` has gone by (one started is finished); true
   * when none is left to do.
   */
  ready(root: Container, budgetMs: number, now: () => number = () => performance.now()): boolean {
    const started = now();
    for (const font of this.pending(root)) {
      if (now() - started >= budgetMs) return false;
      this.measure(font);
      this.measured.add(font);
    }
    const textures = this.textures;
    if (!textures) return true;
    // Empty texts too: Pixi makes a texture for one as for any other (a padded canvas of its
    // style), in the frame that first shows it.
    for (const text of this.shownTexts(root, true)) {
      if (textures.has(text)) continue;
      if (now() - started >= budgetMs) return false;
      textures.prepare(text);
    }
    return true;
  }

  /** After a frame has drawn: the textures made for it are held by their texts now. */
  drawn(): void {
    this.textures?.release();
  }

  /** The fonts of the visible texts under `root` (hidden branches skipped) not measured yet. */
  pending(root: Container): Set<string> {
    const fonts = new Set<string>();
    for (const text of this.shownTexts(root)) {
      const font = fontStringFromTextStyle(text.style);
      if (!this.measured.has(font)) fonts.add(font);
    }
    return fonts;
  }

  /** The visible texts under `root`, empty ones only if asked (hidden branches skipped; bitmap texts are not `Text`). */
  private shownTexts(root: Container, withEmpty = false): Text[] {
    const texts: Text[] = [];
    const visit = (node: Container) => {
      if (!node.visible || !node.renderable) return;
      if (node instanceof Text && (withEmpty || node.text !== "")) texts.push(node);
      for (const child of node.children) visit(child);
    };
    visit(root);
    return texts;
  }
}
