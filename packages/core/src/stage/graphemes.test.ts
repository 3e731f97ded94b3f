import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { splitGraphemes } from "./graphemes.ts";

/** The independent reference: the platform's own segmenter on every input. */
const reference = (text: string) => Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);

describe("splitGraphemes", () => {
  it("splits plain text per character and keeps clusters whole", () => {
    expect(splitGraphemes("Lines 12")).toEqual(["L", "i", "n", "e", "s", " ", "1", "2"]);
    expect(splitGraphemes("e\u0301t\u00e9")).toEqual(["e\u0301", "t", "\u00e9"]);
    expect(splitGraphemes("🀄x")).toEqual(["🀄", "x"]);
    expect(splitGraphemes("👩\u200d💻!")).toEqual(["👩\u200d💻", "!"]);
  });

  test.prop([fc.string({ unit: "grapheme" })])("agrees with Intl.Segmenter on any text", (text) => {
    expect(splitGraphemes(text)).toEqual(reference(text));
  });

  const pieces = [
    "a",
    "Z",
    " ",
    "\r",
    "\n",
    "\t",
    "e",
    "\u0301",
    "é",
    "·",
    "→",
    "★",
    "\u2600",
    "\ufe0f",
    "🀄",
    "\u200d",
    "한",
    "\u11a8",
    "\u1100",
    "क",
    "\u093f",
  ];
  test.prop([fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(""))])(
    "agrees with Intl.Segmenter where neighbours join (CR LF, marks, jamo, emoji)",
    (text) => {
      expect(splitGraphemes(text)).toEqual(reference(text));
    },
  );
});
