// @vitest-environment happy-dom
import { BitmapFontManager, Cache, CanvasTextMetrics, DynamicBitmapFont, TextStyle } from "pixi.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bakeGlyphSteps, bakeGlyphs, bakedBitmapFont } from "./pixi-text.ts";

const FAMILY = "Liberation Sans, Arial, sans-serif";

describe("bakedBitmapFont", () => {
  afterEach(() => vi.restoreAllMocks());

  it("installs a font whose glyphs carry the colour, so a text in it is drawn untinted", () => {
    // (happy-dom has no text metrics: the font's own measurement is given)
    vi.spyOn(CanvasTextMetrics, "measureFont").mockReturnValue({ ascent: 80, descent: 20, fontSize: 100 });
    const name = bakedBitmapFont({ fontFamily: FAMILY, fill: 0xecebf5 });
    expect(Cache.has(`${name}-bitmap`)).toBe(true);
    const font = BitmapFontManager.getFont("", new TextStyle({ fontFamily: name, fontSize: 14 }));
    // A dynamic font (any other family) is white and tinted per text; this one is not.
    expect(font.applyFillAsTint).toBe(false);
    const plain = BitmapFontManager.getFont("", new TextStyle({ fontFamily: "plain test family", fill: 0xecebf5, fontSize: 14 }));
    expect(plain.applyFillAsTint).toBe(true);
  });

  it("installs each look once and names each colour and weight apart", () => {
    const measure = vi.spyOn(CanvasTextMetrics, "measureFont").mockReturnValue({ ascent: 80, descent: 20, fontSize: 100 });
    const grey = bakedBitmapFont({ fontFamily: FAMILY, fill: 0xc9c7e3 });
    const installs = measure.mock.calls.length;
    expect(bakedBitmapFont({ fontFamily: FAMILY, fill: 0xc9c7e3 })).toBe(grey);
    expect(measure.mock.calls.length).toBe(installs);
    const red = bakedBitmapFont({ fontFamily: FAMILY, fill: 0xff7070 });
    const bold = bakedBitmapFont({ fontFamily: FAMILY, fill: 0xc9c7e3, fontWeight: "bold" });
    expect(new Set([grey, red, bold]).size).toBe(3);
    expect(Cache.has(`${red}-bitmap`) && Cache.has(`${bold}-bitmap`)).toBe(true);
  });
});

describe("bakeGlyphs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the characters into the atlas of the font a text of that look is drawn with", () => {
    vi.spyOn(CanvasTextMetrics, "measureFont").mockReturnValue({ ascent: 80, descent: 20, fontSize: 100 });
    // (happy-dom has no 2D canvas to draw glyphs in: which font is asked to draw what is recorded)
    const drawn = new Map<DynamicBitmapFont, string[]>();
    vi.spyOn(DynamicBitmapFont.prototype, "ensureCharacters").mockImplementation(function (this: DynamicBitmapFont, chars: string) {
      drawn.set(this, [...(drawn.get(this) ?? []), chars]);
    });
    const look = { fontFamily: FAMILY, fill: 0x3a8f5c };
    bakeGlyphs(look, "0123456789");
    const font = BitmapFontManager.getFont("", new TextStyle({ fontFamily: bakedBitmapFont(look), fontSize: 14 }));
    // (the font's install and the text's lookup ask for nothing: "")
    expect(drawn.get(font as DynamicBitmapFont)?.filter((chars) => chars !== "")).toEqual(["0123456789"]);
    expect(drawn.size).toBe(1);
  });

  it("as steps: the font installed first, drawing nothing, then the characters a few per step", () => {
    vi.spyOn(CanvasTextMetrics, "measureFont").mockReturnValue({ ascent: 80, descent: 20, fontSize: 100 });
    const drawn: string[] = [];
    vi.spyOn(DynamicBitmapFont.prototype, "ensureCharacters").mockImplementation((chars: string) => void drawn.push(chars));
    const look = { fontFamily: FAMILY, fill: 0x5c3a8f };
    const steps = bakeGlyphSteps(look, "01234567899", 4);
    expect(steps).toHaveLength(4);
    steps[0]!();
    expect(Cache.has(`${bakedBitmapFont(look)}-bitmap`)).toBe(true);
    expect(drawn.filter((chars) => chars !== "")).toEqual([]);
    for (const step of steps.slice(1)) step();
    expect(drawn.filter((chars) => chars !== "")).toEqual(["0123", "4567", "89"]);
  });
});
