// A position as a player pastes it into the editor or shares it: the field, and the pairs when
// the text carries them. Three spellings are read:
//   - our own share link (`…#/puyo?mode=editor&field=<text>&pairs=RG,BY`), field and pairs;
//   - a puyop.com link (`https://www.puyop.com/s/<field>[_<moves>]`), the field only;
//   - the field text format (DESIGN.md), optionally followed by pairs after a space
//     (`RRR... RG BY`), as the CLI prints them.
// A shared field is all three: the app's link (its position and `pairs` parameters), the puyop.com
// link and the text format with the pairs.
import { InputError } from "@arcade/core";
import type { Field } from "./field.ts";
import { parseField, printField } from "./field-text.ts";
import { parsePairList, printPair, printPairList, type Pair } from "./pair.ts";
import { fieldFromPuyop, fieldToPuyop } from "./puyop.ts";

export interface Position {
  field: Field;
  /** The current pair and the next ones, when the text gave them. */
  pairs?: Pair[];
}

/** Reads a pasted position; errors name the part (`field`, `pairs`, `puyop …`). */
export function parsePosition(text: string): Position {
  const trimmed = text.trim();
  if (/puyop\.com/i.test(trimmed)) return { field: fieldFromPuyop(trimmed) };
  const query = /[?&]field=([^&#\s]*)/.exec(trimmed);
  if (query) {
    const field = InputError.within("field", () => parseField(decodeURIComponent(query[1]!)));
    const pairs = /[?&]pairs=([^&#\s]*)/.exec(trimmed);
    return pairs ? { field, pairs: parsePairList(decodeURIComponent(pairs[1]!), "pairs") } : { field };
  }
  const [fieldText = "", ...rest] = trimmed.split(/\s+/);
  const field = InputError.within("field", () => parseField(fieldText === "empty" ? "" : fieldText));
  return rest.length > 0 ? { field, pairs: parsePairList(rest.join(" "), "pairs") } : { field };
}

/** A link's pairs (`pairs=RG,BY`); none when absent or malformed. */
export function linkPairs(params: Readonly<Record<string, string>> | undefined): Pair[] {
  const pairs = InputError.attempt(() => parsePairList(params?.pairs ?? ""));
  return pairs instanceof InputError ? [] : pairs;
}

/** The app link's position and parameters for `field` and the editor's `pairs`. */
export function positionLink(field: Field, pairs: readonly Pair[]): { position: string; params?: Record<string, string> } {
  return { position: printField(field), ...(pairs.length > 0 ? { params: { pairs: printPairList(pairs) } } : {}) };
}

/** What is shared of a field: the app's `link`, the puyop.com link, and the text format with the pairs (each read back by `parsePosition`). */
export function positionShareText(link: string, field: Field, pairs: readonly Pair[]): string {
  return `${link}\n${fieldToPuyop(field)}\n${[printField(field) || "empty", ...pairs.map(printPair)].join(" ")}`;
}
