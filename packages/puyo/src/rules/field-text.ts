// The field text format (DESIGN.md): 6 characters per row, top row first, `.` empty, `R G B Y P`
// colours, `O` nuisance. A shorter string fills the bottom rows, so its length is a multiple of 6
// and at most 78 (13 rows: the hidden 13th row is the top one). Printing is canonical: no empty
// rows above the highest puyo (the empty field prints as ""). Parsing keeps floating puyos where
// they are written; `Field.settle()` lets them fall.
import { InputError } from "@arcade/core";
import { ROWS, WIDTH, cellChar, cellOfChar } from "./cells.ts";
import { Field } from "./field.ts";

export function parseField(text: string): Field {
  if (text.length % WIDTH !== 0) throw new InputError(`has ${text.length} characters, not a multiple of ${WIDTH} (6 per row)`, "length");
  const rowCount = text.length / WIDTH;
  if (rowCount > ROWS) throw new InputError(`has ${rowCount} rows; the field has ${ROWS} (12 visible and the hidden 13th)`, "length");
  const field = Field.empty();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const y = rowCount - Math.floor(i / WIDTH);
    const x = (i % WIDTH) + 1;
    const cell = cellOfChar(ch);
    if (cell === undefined) {
      throw new InputError(`unknown cell ${JSON.stringify(ch)} (cells are . R G B Y P O)`, `row ${y}, column ${x} (character ${i + 1})`);
    }
    if (cell !== 0) field.set(x, y, cell);
  }
  return field;
}

export function printField(field: Field): string {
  let top = 0;
  for (let x = 1; x <= WIDTH; x++) {
    for (let y = ROWS; y > top; y--) {
      if (field.get(x, y) !== 0) {
        top = y;
        break;
      }
    }
  }
  let out = "";
  for (let y = top; y >= 1; y--) for (let x = 1; x <= WIDTH; x++) out += cellChar(field.get(x, y));
  return out;
}
