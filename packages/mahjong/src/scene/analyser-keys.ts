// What a tap on the analyser's tile keyboard does to the hand being built: adds a tile (while the
// hand has room and a fifth copy is not asked for), or, with a call key down, makes that call from
// the tapped kind. Pure, so the screen only draws the hand it gets back and the problem it names.
import { InputError } from "@arcade/core";
import { callMeld, concealedCountsFor, withMeld, type Hand, type MeldType } from "../analysis/hand.ts";
import { compareTiles } from "../analysis/tiles.ts";

/** What the next keyboard tap makes: a concealed tile, or a call of that type. */
export type KeyMode = "tile" | MeldType;

/** The hand with its concealed tiles in canonical order (calls as they were made). */
export function sortedHand(hand: Hand): Hand {
  return { concealed: [...hand.concealed].sort(compareTiles), melds: hand.melds };
}

/** How many concealed tiles the hand may hold with its calls: 14 − 3·calls. */
export function handRoom(hand: Hand): number {
  return concealedCountsFor(hand.melds.length)[1];
}

/** Copies of `kind` the hand uses, concealed and called. */
export function copiesOf(hand: Hand, kind: number): number {
  return [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)].filter((t) => t.kind === kind).length;
}

/** Whether a call of type `mode` from `kind` would be accepted. */
export function canCall(hand: Hand, mode: MeldType, kind: number): boolean {
  try {
    withMeld(hand, callMeld(mode, kind));
    return true;
  } catch (error) {
    if (error instanceof InputError) return false;
    throw error;
  }
}

export interface KeyResult {
  hand: Hand;
  /** A call key goes back to "tile" once its call is made. */
  keyMode: KeyMode;
  /** Why the tap changed nothing, or "". */
  problem: string;
}

/** The hand after a tap on `kind`; `name` writes a tile's name as the faces show it. */
export function pressKey(hand: Hand, keyMode: KeyMode, kind: number, name: (kind: number) => string): KeyResult {
  if (keyMode === "tile") {
    const room = handRoom(hand);
    if (hand.concealed.length >= room) return { hand, keyMode, problem: `The hand is full (${room} tiles): tap a hand tile to remove it` };
    if (copiesOf(hand, kind) >= 4) return { hand, keyMode, problem: `All four ${name(kind)} are in use` };
    return { hand: sortedHand({ ...hand, concealed: [...hand.concealed, { kind, red: false }] }), keyMode, problem: "" };
  }
  try {
    return { hand: withMeld(hand, callMeld(keyMode, kind)), keyMode: "tile", problem: "" };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { hand, keyMode, problem: `Cannot call: ${error.message}` };
  }
}

/** The call buttons: the keyboard's next tap makes a call of this type from the tile tapped. */
export const CALL_BUTTONS: { mode: MeldType; label: string; prompt: string }[] = [
  { mode: "chi", label: "Chi", prompt: "Chi: tap the lowest tile of the run" },
  { mode: "pon", label: "Pon", prompt: "Pon: tap the tile called" },
  { mode: "openKan", label: "Kan", prompt: "Open kan: tap the tile" },
  { mode: "closedKan", label: "Closed kan", prompt: "Closed kan: tap the tile" },
];
