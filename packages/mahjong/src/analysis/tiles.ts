// The 34 tile kinds and the mpsz notation players type into Tenhou's calculator:
// digits before a suit letter (m characters, p circles, s bamboo, z honours 1–7 = East South West
// North White Green Red), `0m/0p/0s` for a red five, groups may repeat (`12m3m`).
import { InputError } from "@arcade/core";

/** A tile kind 0..33: 0–8 = 1m–9m, 9–17 = 1p–9p, 18–26 = 1s–9s, 27–33 = 1z–7z. */
export type Kind = number;
export const KIND_COUNT = 34;
export const SUITS = ["m", "p", "s", "z"] as const;
export type Suit = (typeof SUITS)[number];
export const HONOUR_NAMES = ["East", "South", "West", "North", "White", "Green", "Red"] as const;

/** One physical tile: its kind and whether it is a red five (only kinds 4, 13, 22 can be). */
export interface Tile {
  kind: Kind;
  red: boolean;
}

export function suitOf(kind: Kind): Suit {
  return SUITS[Math.floor(kind / 9)]!;
}
/** The tile's number: 1–9 for suits, 1–7 for honours. */
export function numberOf(kind: Kind): number {
  return (kind % 9) + 1;
}
export function isHonour(kind: Kind): boolean {
  return kind >= 27;
}
/** Terminals (1 and 9 of a suit) and honours: the thirteen orphans. */
export const ORPHANS: readonly Kind[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
export function isOrphan(kind: Kind): boolean {
  return isHonour(kind) || kind % 9 === 0 || kind % 9 === 8;
}
export function isFive(kind: Kind): boolean {
  return kind < 27 && kind % 9 === 4;
}

const NAMES = Array.from({ length: 34 }, (_, k) => `${(k % 9) + 1}${"mpsz"[Math.floor(k / 9)]!}`);

/** `5m`, `0p` (red five), `7z`. */
export function tileName(tile: Tile | Kind): string {
  if (typeof tile === "number") return NAMES[tile]!;
  return tile.red ? `0${suitOf(tile.kind)}` : NAMES[tile.kind]!;
}

/** A count vector over the 34 kinds. */
export function countsOf(tiles: readonly Tile[]): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of tiles) counts[t.kind]!++;
  return counts;
}

/** Canonical order: by kind, a red five before a plain five. */
export function compareTiles(a: Tile, b: Tile): number {
  return a.kind - b.kind || Number(b.red) - Number(a.red);
}

/**
 * Parses mpsz tiles without checking counts (the caller knows how many there should be).
 * `offset` shifts reported positions when the text is part of a longer line. Positions count
 * characters from 1; `positions`, if given, receives each tile's position.
 */
export function parseTileList(text: string, offset = 0, positions?: number[]): Tile[] {
  const tiles: Tile[] = [];
  let pending: { digit: number; at: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const at = offset + i + 1;
    if (ch >= "0" && ch <= "9") {
      pending.push({ digit: Number(ch), at });
      continue;
    }
    const suitIndex = SUITS.indexOf(ch.toLowerCase() as Suit);
    if (suitIndex < 0) throw new InputError(`unknown character ${JSON.stringify(ch)} (tiles are digits followed by m, p, s or z)`, `position ${at}`);
    if (pending.length === 0) throw new InputError(`suit letter "${ch}" has no digits before it`, `position ${at}`);
    for (const { digit, at: digitAt } of pending) {
      if (suitIndex === 3 && (digit === 0 || digit > 7)) throw new InputError(`unknown tile "${digit}z" (honours are 1z–7z)`, `position ${digitAt}`);
      const red = digit === 0;
      tiles.push({ kind: suitIndex * 9 + (red ? 5 : digit) - 1, red });
      positions?.push(digitAt);
    }
    pending = [];
  }
  if (pending.length > 0) throw new InputError(`digits without a suit letter (end them with m, p, s or z)`, `position ${pending[0]!.at}`);
  return tiles;
}

/** Prints tiles in canonical mpsz: sorted, one group per suit (`0` before `5`). */
export function printTiles(tiles: readonly Tile[]): string {
  const sorted = [...tiles].sort(compareTiles);
  let out = "";
  for (let s = 0; s < 4; s++) {
    const digits = sorted.filter((t) => Math.floor(t.kind / 9) === s).map((t) => (t.red ? 0 : numberOf(t.kind)));
    if (digits.length > 0) out += `${digits.join("")}${SUITS[s]}`;
  }
  return out;
}

/** Prints a count vector (no red fives) in canonical mpsz. */
export function printCounts(counts: readonly number[]): string {
  const tiles: Tile[] = [];
  counts.forEach((n, kind) => {
    for (let i = 0; i < n; i++) tiles.push({ kind, red: false });
  });
  return printTiles(tiles);
}

/** Parses mpsz kinds (red fives read as plain fives), e.g. for a list of seen tiles. */
export function parseCounts(text: string): number[] {
  return countsOf(parseTileList(text));
}
