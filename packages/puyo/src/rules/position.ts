// A position as a player pastes it into the editor: the field, and the pairs when the text carries
// them. Three spellings are read:
//   - our own share link (`…#/puyo?mode=editor&field=<text>&pairs=RG,BY`), field and pairs;
//   - a puyop.com link (`https://www.puyop.com/s/<field>[_<moves>]`), the field only;
//   - the field text format (DESIGN.md), optionally followed by pairs after a space
//     (`RRR... RG BY`), as the CLI prints them.
import { InputError } from "@arcade/core";
import type { Field } from "./field.ts";
import { parseField } from "./field-text.ts";
import { parsePairList, type Pair } from "./pair.ts";
import { fieldFromPuyop } from "./puyop.ts";

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
