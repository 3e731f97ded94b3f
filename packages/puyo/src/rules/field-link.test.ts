import { describe, expect, it } from "vitest";
import { fieldLink, fieldShareText, linkPairs, parseLinkField } from "./field-link.ts";
import { parseField, printField } from "./field-text.ts";
import { parsePairList } from "./pair.ts";
import { fieldToPuyop } from "./puyop.ts";
import { NINETEEN_CHAIN } from "./test/fields.ts";

describe("a field's link", () => {
  it("carries the field and the pairs, and reads them back (a puyop.com link in the field's place too)", () => {
    const field = parseField(NINETEEN_CHAIN);
    const pairs = parsePairList("RG,BY");
    const link = fieldLink(field, pairs);
    expect(link).toEqual({ position: printField(field), params: { pairs: "RG,BY" } });
    expect(printField(parseLinkField(link.position))).toBe(printField(field));
    expect(printField(parseLinkField(fieldToPuyop(field)))).toBe(printField(field));
    expect(linkPairs(link.params)).toEqual(pairs);
    expect(fieldLink(field, [])).toEqual({ position: printField(field) });
  });

  it("has no pairs when the parameter is absent or malformed", () => {
    expect(linkPairs(undefined)).toEqual([]);
    expect(linkPairs({ pairs: "RG,Q" })).toEqual([]);
  });

  it("is shared with the puyop.com link and the text format with the pairs", () => {
    const field = parseField("RRG...");
    expect(fieldShareText("https://a.test/x", field, parsePairList("RG,BY")).split("\n")).toEqual(["https://a.test/x", fieldToPuyop(field), "RRG... RG BY"]);
    expect(fieldShareText("https://a.test/x", parseField(""), []).split("\n")[2]).toBe("empty");
  });
});
