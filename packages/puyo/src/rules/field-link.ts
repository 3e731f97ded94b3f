// A field shared to practise from: the app's link carries it as its position (the text format of
// field-text.ts, or a puyop.com link pasted in its place) and the editor's pairs as `pairs=RG,BY`;
// the text shared beside the link gives the puyop.com link and the text format with the pairs,
// as the editor's Import reads them.
import { InputError } from "@arcade/core";
import type { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import { parsePairList, printPair, printPairList, type Pair } from "./pair.ts";
import { fieldFromPuyop, fieldToPuyop } from "./puyop.ts";

/** A link's field: a puyop.com link or the text format (an InputError when it is neither). */
export function parseLinkField(text: string): Field {
  return /puyop/.test(text) ? fieldFromPuyop(text) : parseField(text);
}

/** A link's pairs (`pairs=RG,BY`); none when absent or malformed. */
export function linkPairs(params: Readonly<Record<string, string>> | undefined): Pair[] {
  const pairs = InputError.attempt(() => parsePairList(params?.pairs ?? ""));
  return pairs instanceof InputError ? [] : pairs;
}

/** The link's position and parameters for `field` and the editor's `pairs`. */
export function fieldLink(field: Field, pairs: readonly Pair[]): { position: string; params?: Record<string, string> } {
  return { position: printField(field), ...(pairs.length > 0 ? { params: { pairs: printPairList(pairs) } } : {}) };
}

/** What is shared: the app's `link`, the puyop.com link, and the text format with the pairs. */
export function fieldShareText(link: string, field: Field, pairs: readonly Pair[]): string {
  return `${link}\n${fieldToPuyop(field)}\n${[printField(field) || "empty", ...pairs.map(printPair)].join(" ")}`;
}
