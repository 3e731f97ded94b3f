// mjai's tile names: `1m`–`9m`, `1p`–`9p`, `1s`–`9s`, `5mr`/`5pr`/`5sr` for red fives, the winds
// `E S W N` and the dragons `P` (white), `F` (green), `C` (red); `?` is a tile the seat cannot see.
import { InputError } from "@arcade/core";
import type { Tile } from "../analysis/tiles.ts";

const HONOURS = ["E", "S", "W", "N", "P", "F", "C"] as const;
const SUITS = ["m", "p", "s"] as const;

/** A tile from its mjai name; `where` names the field for the error. */
export function parseMjaiTile(name: unknown, where: string): Tile {
  if (typeof name !== "string") throw new InputError(`expected a tile name, got ${JSON.stringify(name)}`, where);
  const honour = HONOURS.indexOf(name as (typeof HONOURS)[number]);
  if (honour >= 0) return { kind: 27 + honour, red: false };
  const match = /^([1-9])([mps])(r?)$/.exec(name);
  if (match === null) throw new InputError(`unknown tile ${JSON.stringify(name)} (1m–9m, 1p–9p, 1s–9s, 5mr/5pr/5sr, E S W N P F C)`, where);
  const n = Number(match[1]);
  const red = match[3] === "r";
  if (red && n !== 5) throw new InputError(`only fives can be red, got ${JSON.stringify(name)}`, where);
  return { kind: SUITS.indexOf(match[2] as (typeof SUITS)[number]) * 9 + n - 1, red };
}

export function printMjaiTile(tile: Tile): string {
  if (tile.kind >= 27) return HONOURS[tile.kind - 27]!;
  return `${(tile.kind % 9) + 1}${SUITS[Math.floor(tile.kind / 9)]!}${tile.red ? "r" : ""}`;
}

/** A seat's unknown tile (`?`) or a tile name. */
export function isHidden(name: unknown): boolean {
  return name === "?";
}
