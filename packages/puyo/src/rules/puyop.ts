// puyop.com field links (reference sheet §8): `https://www.puyop.com/s/<field>[_<moves>]`. Each
// character of <field> is two horizontally adjacent cells, left × 8 + right, in the alphabet
// 0-9 a-z A-Z [ ]; cell codes 0 empty, 1 R, 2 G, 3 B, 4 Y, 5 P, 6 nuisance. Characters run from
// row 13 down to row 1, column pairs (1,2) (3,4) (5,6) in each row; leading empty pairs are
// left out, so a decoder left-pads to 39 characters. Our cell numbers are the same codes.
// The `_<moves>` part (a replay) is not imported: only the field is read.
import { InputError } from "@arcade/core";
import { ROWS, WIDTH, type Cell } from "./cells.ts";
import { Field } from "./field.ts";

export const PUYOP_PREFIX = "https://www.puyop.com/s/";
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ[]";
const CHARS = (ROWS * WIDTH) / 2;

/** The field of a puyop.com link (or of its bare field code). */
export function fieldFromPuyop(link: string): Field {
  const m = /^(?:https?:\/\/)?(?:www\.)?puyop\.com\/s\/(.*)$/.exec(link.trim());
  const body = m ? m[1]! : link.trim();
  const code = body.split("_")[0]!;
  if (code.length > CHARS) throw new InputError(`has ${code.length} field characters; a 6×13 field has at most ${CHARS}`, "puyop");
  const field = Field.empty();
  const pad = CHARS - code.length;
  for (let i = 0; i < code.length; i++) {
    const value = ALPHABET.indexOf(code[i]!);
    const left = value >> 3;
    const right = value & 7;
    if (value < 0 || left > 6 || right > 6) throw new InputError(`unknown field character ${JSON.stringify(code[i])}`, `puyop character ${i + 1}`);
    const j = pad + i;
    const y = ROWS - Math.floor(j / 3);
    const x = (j % 3) * 2 + 1;
    if (left !== 0) field.set(x, y, left as Cell);
    if (right !== 0) field.set(x + 1, y, right as Cell);
  }
  return field;
}

/** The bare field code (no leading empty pairs). */
export function puyopCode(field: Field): string {
  let out = "";
  for (let y = ROWS; y >= 1; y--) {
    for (let x = 1; x <= WIDTH; x += 2) {
      const value = field.get(x, y) * 8 + field.get(x + 1, y);
      if (out === "" && value === 0) continue;
      out += ALPHABET[value]!;
    }
  }
  return out;
}

/** A puyop.com link showing the field. */
export function fieldToPuyop(field: Field): string {
  return PUYOP_PREFIX + puyopCode(field);
}
