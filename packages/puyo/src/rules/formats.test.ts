import { fc, test } from "@fast-check/vitest";
import { InputError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { parseField, printField } from "./field-text.ts";
import { parsePairList, printPair } from "./pair.ts";
import { linkPairs, parsePosition, positionLink, positionShareText } from "./position.ts";
import { fieldFromPuyop, fieldToPuyop, puyopCode } from "./puyop.ts";
import { NINETEEN_CHAIN, NINETEEN_CHAIN_PUYOP } from "./test/fields.ts";

const rowArb = fc.array(fc.constantFrom(..."..RGBYPO"), { minLength: 6, maxLength: 6 }).map((cells) => cells.join(""));
/** Canonical texts: no all-empty top row. */
const textArb = fc.array(rowArb, { minLength: 0, maxLength: 13 }).map((rows) => rows.join("").replace(/^(\.{6})+/, ""));

function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error("no error");
}

describe("the field text format", () => {
  test.prop([textArb])("print(parse(x)) is x for canonical texts", (text) => {
    expect(printField(parseField(text))).toBe(text);
  });
  it("fills the bottom rows and drops empty top rows when printing", () => {
    const field = parseField("......RRRR..");
    expect(field.get(1, 1)).toBe(1);
    expect(field.get(4, 1)).toBe(1);
    expect(field.get(5, 1)).toBe(0);
    expect(printField(field)).toBe("RRRR..");
    expect(printField(parseField(""))).toBe("");
  });
  it("names the row, column and character of a bad cell", () => {
    const e = errorOf(() => parseField("......R.X..."));
    expect(e.where).toBe("row 1, column 3 (character 9)");
    expect(e.message).toContain('"X"');
  });
  it("rejects lengths that are not whole rows and more than 13 rows", () => {
    expect(errorOf(() => parseField("RRRR")).where).toBe("length");
    expect(errorOf(() => parseField("......".repeat(14))).message).toContain("14 rows");
  });
});

describe("puyop.com links", () => {
  it("encodes the published 19-chain field to its published link", () => {
    expect(puyopCode(parseField(NINETEEN_CHAIN))).toBe(NINETEEN_CHAIN_PUYOP);
    expect(printField(fieldFromPuyop(`http://www.puyop.com/s/${NINETEEN_CHAIN_PUYOP}`))).toBe(NINETEEN_CHAIN);
  });
  it("left-pads short codes and ignores the moves part", () => {
    // One char "8" = left 1 (R), right 0, in the last pair of row 1: (5,1) red.
    const field = fieldFromPuyop("https://www.puyop.com/s/8_0a0b");
    expect(printField(field)).toBe("....R.");
    expect(printField(fieldFromPuyop("k0"))).toBe("..GY.."); // "k" = 20 = G·8 + Y in columns 3-4
  });
  test.prop([textArb])("export then import gives the same field", (text) => {
    const field = parseField(text);
    expect(fieldFromPuyop(fieldToPuyop(field)).equals(field)).toBe(true);
  });
  it("rejects unknown characters with their position", () => {
    const e = errorOf(() => fieldFromPuyop("12]"));
    expect(e.where).toBe("puyop character 3");
  });
});

describe("pasted positions (parsePosition)", () => {
  it("reads our share link with its pairs", () => {
    const p = parsePosition("https://arcade.example/#/puyo?mode=editor&seed=s&field=RRR...&pairs=RG%2CBY");
    expect(printField(p.field)).toBe("RRR...");
    expect(p.pairs?.map(printPair)).toEqual(["RG", "BY"]);
  });
  it("reads puyop.com links and the text format with pairs after a space", () => {
    expect(printField(parsePosition(`https://www.puyop.com/s/${NINETEEN_CHAIN_PUYOP}`).field)).toBe(NINETEEN_CHAIN);
    const p = parsePosition("  BB.GR. rg yy ");
    expect(printField(p.field)).toBe("BB.GR.");
    expect(p.pairs?.map(printPair)).toEqual(["RG", "YY"]);
    expect(parsePosition("empty").field.isEmpty()).toBe(true);
  });
  it("names the bad part", () => {
    expect(errorOf(() => parsePosition("RRX...")).where).toBe("field.row 1, column 3 (character 3)");
    expect(errorOf(() => parsePosition("RRR... RQ")).where).toBe("pairs pair 1 character 2");
  });
});

describe("shared positions", () => {
  it("carry the field and the pairs in the app's link, read back as the link's position and pairs", () => {
    const field = parseField(NINETEEN_CHAIN);
    const pairs = parsePairList("RG,BY");
    const link = positionLink(field, pairs);
    expect(link).toEqual({ position: NINETEEN_CHAIN, params: { pairs: "RG,BY" } });
    expect(printField(parsePosition(link.position).field)).toBe(NINETEEN_CHAIN);
    expect(linkPairs(link.params)).toEqual(pairs);
    expect(positionLink(field, [])).toEqual({ position: NINETEEN_CHAIN });
  });
  it("have no pairs when the link's parameter is absent or malformed", () => {
    expect(linkPairs(undefined)).toEqual([]);
    expect(linkPairs({ pairs: "RG,Q" })).toEqual([]);
  });
  it("are shared as the app's link, the puyop.com link and the text format with the pairs, each read back", () => {
    const field = parseField("RRG...");
    const [app, puyop, text] = positionShareText("https://a.test/#/puyo?mode=editor&field=RRG...&pairs=RG%2CBY", field, parsePairList("RG,BY")).split("\n");
    for (const shared of [app!, text!])
      expect([printField(parsePosition(shared).field), parsePosition(shared).pairs?.map(printPair)]).toEqual(["RRG...", ["RG", "BY"]]);
    expect(printField(parsePosition(puyop!).field)).toBe("RRG...");
    expect(positionShareText("https://a.test/x", parseField(""), []).split("\n")[2]).toBe("empty");
  });
});
