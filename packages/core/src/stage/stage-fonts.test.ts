// @vitest-environment happy-dom
import { BitmapText, Container, Text, TextStyle, fontStringFromTextStyle } from "pixi.js";
import { describe, expect, it } from "vitest";
import { FontPrimer, type TextTextures } from "./stage-fonts.ts";

const FAMILY = "Liberation Sans, Arial, sans-serif";
const font = (size: number, weight: "normal" | "bold" = "normal") =>
  fontStringFromTextStyle(new TextStyle({ fontFamily: FAMILY, fontSize: size, fontWeight: weight }));
const text = (words: string, size: number, weight: "normal" | "bold" = "normal") =>
  new Text({ text: words, style: { fontFamily: FAMILY, fontSize: size, fontWeight: weight } });

/** A clock that moves on by `stepMs` each time it is read. */
function ticking(stepMs: number): () => number {
  let t = 0;
  return () => (t += stepMs);
}

describe("FontPrimer", () => {
  it("finds the fonts of the shown texts, each once, skipping hidden branches, empty and bitmap texts", () => {
    const root = new Container();
    const hidden = new Container();
    hidden.visible = false;
    hidden.addChild(text("Paused", 40, "bold"));
    const panel = new Container();
    panel.addChild(text("Score", 16), text("Level", 16), text("NEXT", 13), text("", 22));
    root.addChild(panel, hidden, new BitmapText({ text: "0:00", style: { fontFamily: FAMILY, fontSize: 14 } }));
    expect([...new FontPrimer(() => undefined).pending(root)].sort()).toEqual([font(13), font(16)].sort());
  });

  it("measures within its budget a frame, finishing a font it started, and is ready once none is left", () => {
    const measured: string[] = [];
    const primer = new FontPrimer((f) => measured.push(f));
    const root = new Container();
    root.addChild(text("a", 12), text("b", 13), text("c", 14), text("d", 15, "bold"));
    // Each reading of the clock is 3 ms later: a budget of 7 ms measures two fonts a frame.
    expect(primer.ready(root, 7, ticking(3))).toBe(false);
    expect(measured).toHaveLength(2);
    // The last two fit in the next frame's budget: ready.
    expect(primer.ready(root, 7, ticking(3))).toBe(true);
    expect(measured).toHaveLength(4);
    expect(new Set(measured)).toEqual(new Set([font(12), font(13), font(14), font(15, "bold")]));
    // A new text in a font already measured costs nothing; a new font is measured when shown.
    root.addChild(text("e", 12));
    expect(primer.ready(root, 7, ticking(3))).toBe(true);
    expect(measured).toHaveLength(4);
    root.addChild(text("f", 30));
    expect(primer.ready(root, 7, ticking(3))).toBe(true);
    expect(measured.at(-1)).toBe(font(30));
  });
});

/** Texture holds counted per text, as Pixi's text system counts them by key. */
function countingTextures(): TextTextures & { made: string[]; holds: Map<string, number> } {
  const made: string[] = [];
  const holds = new Map<string, number>();
  const taken: string[] = [];
  return {
    made,
    holds,
    has: (t) => (holds.get(t.text) ?? 0) > 0,
    prepare: (t) => {
      made.push(t.text);
      taken.push(t.text);
      holds.set(t.text, (holds.get(t.text) ?? 0) + 1);
    },
    release: () => {
      for (const key of taken.splice(0)) holds.set(key, holds.get(key)! - 1);
    },
  };
}

describe("FontPrimer with text textures", () => {
  it("makes the shown texts' textures after their fonts, within the budget, and lets go of them once drawn", () => {
    const textures = countingTextures();
    const primer = new FontPrimer(() => undefined, textures);
    const root = new Container();
    const hidden = new Container();
    hidden.visible = false;
    hidden.addChild(text("Paused", 40));
    root.addChild(text("Hint", 14), text("Undo", 14), text("Score", 14), text("", 14), hidden);
    // Each reading of the clock is 3 ms later: with a budget of 7 ms the first frame measures the
    // font and makes one texture, the next makes two more, the third the empty text's (Pixi makes
    // one for it too).
    expect(primer.ready(root, 7, ticking(3))).toBe(false);
    expect(textures.made).toEqual(["Hint"]);
    expect(primer.ready(root, 7, ticking(3))).toBe(false);
    expect(primer.ready(root, 7, ticking(3))).toBe(true);
    expect(textures.made).toEqual(["Hint", "Undo", "Score", ""]);
    // Held until the frame has drawn; nothing made twice.
    expect(textures.holds.get("Undo")).toBe(1);
    expect(primer.ready(root, 7, ticking(3))).toBe(true);
    expect(textures.made).toHaveLength(4);
    primer.drawn();
    expect([...textures.holds.values()]).toEqual([0, 0, 0, 0]);
    // A text shown later is made before the frame that shows it.
    hidden.visible = true;
    expect(primer.ready(root, 100, ticking(3))).toBe(true);
    expect(textures.made.at(-1)).toBe("Paused");
  });
});
