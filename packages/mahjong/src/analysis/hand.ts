// A hand: concealed tiles plus called melds, in one line of text.
//
// Notation (ours; no standard exists for calls): the concealed tiles in mpsz, then each call in
// brackets, spaces optional:
//   [123m]   chi (a run of three, open)          [555z]   pon (open triplet)
//   [5555p]  open kan (daiminkan)                {5555p}  added kan (shouminkan, a pon extended)
//   (1111z)  closed kan (ankan)
// e.g. `23455m678p [789s] (1111z)`. Red fives are allowed inside calls (`[406p]`). Printing puts
// the concealed tiles first, canonical mpsz, then the calls in the order given.
import { InputError } from "@arcade/core";
import { compareTiles, countsOf, KIND_COUNT, parseTileList, printTiles, tileName, type Tile } from "./tiles.ts";

export type MeldType = "chi" | "pon" | "openKan" | "addedKan" | "closedKan";

export interface Meld {
  type: MeldType;
  /** The meld's tiles, sorted (3 for chi/pon, 4 for kans). */
  tiles: Tile[];
}

export interface Hand {
  concealed: Tile[];
  melds: Meld[];
}

const BRACKETS: Record<string, { close: string; open: boolean }> = {
  "[": { close: "]", open: true },
  "{": { close: "}", open: false },
  "(": { close: ")", open: false },
};

/** The concealed tile counts a hand may have with `calls` calls: 13 − 3·calls (waiting) or one more. */
export function concealedCountsFor(calls: number): [number, number] {
  return [13 - 3 * calls, 14 - 3 * calls];
}

function meldOf(tiles: Tile[], bracket: string, where: string): Meld {
  const sorted = [...tiles].sort(compareTiles);
  const kinds = sorted.map((t) => t.kind);
  const same = kinds.every((k) => k === kinds[0]);
  if (bracket === "[") {
    if (tiles.length === 3 && same) return { type: "pon", tiles: sorted };
    if (tiles.length === 4 && same) return { type: "openKan", tiles: sorted };
    const [a, b, c] = kinds;
    if (tiles.length === 3 && a! < 27 && b === a! + 1 && c === a! + 2 && a! % 9 <= 6) return { type: "chi", tiles: sorted };
    throw new InputError(`"[${printTiles(tiles)}]" is not a chi (three in a row of one suit), pon (three alike) or kan (four alike)`, where);
  }
  if (tiles.length === 4 && same) return { type: bracket === "{" ? "addedKan" : "closedKan", tiles: sorted };
  const name = bracket === "{" ? "an added kan" : "a closed kan";
  throw new InputError(`"${bracket}${printTiles(tiles)}${BRACKETS[bracket]!.close}" is not ${name} (four of one kind)`, where);
}

/**
 * Tenhou-style pastes as plain mpsz: a tenhou.net/2 link (`https://tenhou.net/2/?q=123m456p…`)
 * or its bare `?q=…` query keeps only the hand, and full-width digits and letters (１２３ｍ, as
 * Japanese input gives them) become ASCII. What is dropped becomes spaces, so error positions
 * still point into the text as typed.
 */
export function fromTenhouPaste(text: string): string {
  const wide = text.replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, " ");
  const link = /^(\s*(?:(?:https?:\/\/)?(?:www\.)?tenhou\.net\/2\/?)?\?(?:[^#]*&)?q=)([^&#]*)(.*)$/.exec(wide);
  if (link === null) return wide;
  const blank = (part: string) => " ".repeat(part.length);
  return blank(link[1]!) + link[2]! + blank(link[3]!);
}

/**
 * The longest hand text read: 14 tiles and four calls take about 40 characters, a Tenhou link about
 * 80 more. Anything longer is refused before parsing, so a pasted novel costs nothing (a run of
 * 125,000 digits once overflowed the stack when its tiles were spread into one push).
 */
export const MAX_HAND_TEXT = 300;

/** Parses tiles and calls without checking the tile count (see parseHand); Tenhou pastes too. */
export function parseHandTiles(input: string): Hand {
  if (input.length > MAX_HAND_TEXT) throw new InputError(`is ${input.length} characters long; a hand is at most ${MAX_HAND_TEXT}`, "hand");
  const text = fromTenhouPaste(input);
  const concealed: Tile[] = [];
  const melds: Meld[] = [];
  const inTextOrder: { tile: Tile; at: number }[] = [];
  const collect = (tiles: Tile[], positions: number[]) => tiles.forEach((tile, k) => inTextOrder.push({ tile, at: positions[k]! }));
  let i = 0;
  let run = "";
  let runStart = 0;
  const flush = () => {
    if (run === "") return;
    const positions: number[] = [];
    const tiles = parseTileList(run, runStart, positions);
    concealed.push(...tiles);
    collect(tiles, positions);
    run = "";
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === " " || ch === "\t") {
      flush();
      i++;
      continue;
    }
    const bracket = BRACKETS[ch];
    if (bracket) {
      flush();
      const end = text.indexOf(bracket.close, i + 1);
      if (end < 0) throw new InputError(`"${ch}" is never closed with "${bracket.close}"`, `position ${i + 1}`);
      const positions: number[] = [];
      const tiles = parseTileList(text.slice(i + 1, end), i + 1, positions);
      melds.push(meldOf(tiles, ch, `position ${i + 1}`));
      collect(tiles, positions);
      i = end + 1;
      continue;
    }
    if (run === "") runStart = i;
    run += ch;
    i++;
  }
  flush();
  checkCopies(inTextOrder);
  return { concealed, melds };
}

/** A hand being built (the analyser's): tiles and calls, at most 14 − 3·calls concealed tiles (fewer is fine while building). */
export function parseHandInProgress(text: string): Hand {
  const hand = parseHandTiles(text.trim());
  const calls = hand.melds.length;
  if (calls > 4) throw new InputError(`has ${calls} calls (at most 4)`, "hand");
  const room = concealedCountsFor(calls)[1];
  if (hand.concealed.length > room)
    throw new InputError(`has ${hand.concealed.length} concealed tiles (at most ${room} with ${calls} call${calls === 1 ? "" : "s"})`, "hand");
  return hand;
}

/** At most four of a kind and one red five per suit, across concealed tiles and calls, in text order. */
function checkCopies(tiles: readonly { tile: Tile; at: number }[]): void {
  const seen = new Array<number>(KIND_COUNT).fill(0);
  const red = [0, 0, 0];
  for (const { tile, at } of tiles) {
    if (++seen[tile.kind]! > 4) throw new InputError(`a fifth ${tileName(tile.kind)} (there are only four of each tile)`, `position ${at}`);
    if (tile.red && ++red[Math.floor(tile.kind / 9)]! > 1)
      throw new InputError(`a second red five ${tileName(tile)} (there is one per suit)`, `position ${at}`);
  }
}

/**
 * Parses a hand and checks its size: 13 − 3·calls or 14 − 3·calls concealed tiles, at most four
 * calls, at most four of a kind, one red five per suit.
 */
export function parseHand(text: string): Hand {
  const hand = parseHandTiles(text);
  checkSize(hand);
  return hand;
}

export function checkSize(hand: Hand): void {
  const calls = hand.melds.length;
  if (calls > 4) throw new InputError(`has ${calls} calls (at most 4)`, "hand");
  const n = hand.concealed.length;
  const [waiting, full] = concealedCountsFor(calls);
  if (n !== waiting && n !== full) {
    const withCalls = calls === 0 ? "without calls" : `with ${calls} call${calls > 1 ? "s" : ""}`;
    throw new InputError(`has ${n} concealed tiles; ${withCalls} a hand has ${waiting} or ${full}`, "hand");
  }
}

function printMeld(meld: Meld): string {
  const body = printTiles(meld.tiles);
  if (meld.type === "closedKan") return `(${body})`;
  if (meld.type === "addedKan") return `{${body}}`;
  return `[${body}]`;
}

/** Canonical text: concealed tiles in mpsz, then each call, separated by spaces. */
export function printHand(hand: Hand): string {
  return [printTiles(hand.concealed), ...hand.melds.map(printMeld)].filter((s) => s !== "").join(" ");
}

/** Counts of the concealed tiles (red fives count as fives). */
export function concealedCounts(hand: Hand): number[] {
  return countsOf(hand.concealed);
}

/**
 * The meld a call of `type` makes from the tile `kind` (a chi from its lowest tile), as the
 * analyser's keyboard builds it; throws InputError (where: "call") when there is no such meld.
 */
export function callMeld(type: MeldType, kind: number): Meld {
  const tiles = (kinds: number[]) => kinds.map((k) => ({ kind: k, red: false }));
  if (type === "chi") {
    if (kind >= 27 || kind % 9 > 6) throw new InputError(`no chi starts at ${tileName(kind)} (a run of three in one suit, 1–7 first)`, "call");
    return { type, tiles: tiles([kind, kind + 1, kind + 2]) };
  }
  return { type, tiles: tiles(new Array<number>(type === "pon" ? 3 : 4).fill(kind)) };
}

/**
 * The hand with `meld` added, checked: at most four calls, room for it (13 − 3·calls concealed
 * tiles at most, plus the one drawn) and at most four of a tile across hand and calls.
 */
export function withMeld(hand: Hand, meld: Meld): Hand {
  const calls = hand.melds.length + 1;
  if (calls > 4) throw new InputError("a hand has at most four calls", "call");
  const room = concealedCountsFor(calls)[1];
  if (hand.concealed.length > room)
    throw new InputError(`with ${calls} call${calls > 1 ? "s" : ""} the hand holds at most ${room} concealed tiles: remove some first`, "call");
  const counts = countsOf([...hand.concealed, ...hand.melds.flatMap((m) => m.tiles), ...meld.tiles]);
  const over = counts.findIndex((c) => c > 4);
  if (over >= 0) throw new InputError(`that would make a fifth ${tileName(over)}`, "call");
  return { concealed: hand.concealed, melds: [...hand.melds, meld] };
}

/**
 * The added kans (shouminkan) the hand may declare: the kinds of its pons whose fourth tile is
 * among the concealed tiles, on the player's own turn (14 − 3·calls concealed tiles: a tile was
 * just drawn). In kind order.
 */
export function addedKanKinds(hand: Hand): number[] {
  if (hand.concealed.length !== concealedCountsFor(hand.melds.length)[1]) return [];
  const kinds = hand.melds.filter((m) => m.type === "pon").map((m) => m.tiles[0]!.kind);
  return [...new Set(kinds)].filter((kind) => hand.concealed.some((t) => t.kind === kind)).sort((a, b) => a - b);
}

/**
 * The hand after an added kan of `kind`: the pon becomes `{kkkk}` in its place with the fourth
 * tile taken from the concealed ones — the same meld the typed form `{5555p}` gives. Throws
 * InputError (where: "call") when addedKanKinds does not offer it.
 */
export function addedKan(hand: Hand, kind: number): Hand {
  if (!addedKanKinds(hand).includes(kind)) {
    throw new InputError(`no added kan of ${tileName(kind)}: it needs a pon of it and its fourth tile in a hand that just drew`, "call");
  }
  const at = hand.melds.findIndex((m) => m.type === "pon" && m.tiles[0]!.kind === kind);
  const taken = hand.concealed.findIndex((t) => t.kind === kind);
  const tiles = [...hand.melds[at]!.tiles, hand.concealed[taken]!].sort(compareTiles);
  return {
    concealed: hand.concealed.filter((_, i) => i !== taken),
    melds: hand.melds.map((m, i) => (i === at ? { type: "addedKan", tiles } : m)),
  };
}
