// The table's data: a hanchan's state (scores, round, honba, sticks, the hand in play, the hands
// already played), a seat's hand, and the decisions a seat can make. Plain JSON-able data: the
// engine (engine.ts) copies and changes it, nothing here has methods.
import type { MeldType } from "../analysis/hand.ts";
import type { Score } from "../rules/score/score.ts";
import type { TileId } from "./tile-ids.ts";

/** Seats in the order of the first deal: seat 0 is the first dealer (East in East 1). */
export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export interface TableRules {
  /** One red five per suit (Tenhou's aka ari). */
  redFives: boolean;
}

export const TENHOU_RULES: TableRules = { redFives: true };

export interface TableMeld {
  type: MeldType;
  /** Every tile of the meld (4 for a kan), the called one included. */
  tiles: TileId[];
  /** The tile taken from another seat (chi, pon, open kan, and the pon of an added kan). */
  called: TileId | null;
  /** The seat it was taken from; null for a closed kan. */
  from: Seat | null;
  /** An added kan: the tile added to the pon. */
  added: TileId | null;
}

export interface RiverTile {
  tile: TileId;
  /** The drawn tile thrown straight away (tsumogiri) rather than one from the hand (tedashi). */
  tsumogiri: boolean;
  /** The tile that declared riichi (shown sideways). */
  riichi: boolean;
  /** Taken by a call (it stays in the river for furiten, shown as gone). */
  calledBy: Seat | null;
}

export interface SeatHand {
  /** The concealed tiles, the drawn one included while the seat holds it. */
  concealed: TileId[];
  /** The tile just drawn (in `concealed`), during the seat's own turn; null otherwise. */
  drawn: TileId | null;
  melds: TableMeld[];
  river: RiverTile[];
  riichi: "none" | "riichi" | "double";
  /** Won within one go-around of the riichi, no call in between (cleared by the next discard). */
  ippatsu: boolean;
  /** The kinds that complete the hand (13 − 3·melds tiles), kept up to date after each change. */
  waits: number[];
  /** Passed a winning tile: no ron until the seat's own next discard. */
  furitenPassed: boolean;
  /** Passed a winning tile after riichi: no ron for the rest of the hand. */
  furitenRiichi: boolean;
  /** Kuikae: kinds this seat may not discard right after its chi or pon. */
  forbidden: number[];
  /** Pao: the seat whose discard this seat called for its third dragon or fourth wind set. */
  pao: Seat | null;
}

/** Why a hand ended without a winner before the wall ran out. */
export type AbortiveDraw = "kyuushu" | "suufon" | "suucha" | "suukaikan" | "sanchahou";

export interface WinRecord {
  seat: Seat;
  /** The discarder (or the kan's owner for chankan); the winner itself on a tsumo. */
  from: Seat;
  tile: TileId;
  tsumo: boolean;
  /** The winning hand: its concealed tiles (the winning tile included) and its calls. */
  concealed: TileId[];
  melds: TableMeld[];
  score: Score;
  /** The seat responsible for the win's daisangen or daisuushii (pao.ts), or null. */
  pao: Seat | null;
  /** This win's payments, sticks collected included. */
  deltas: number[];
}

export type HandOutcome =
  { type: "win"; wins: WinRecord[] } | { type: "exhaustive"; tenpai: boolean[]; nagashi: Seat[] } | { type: "abortive"; reason: AbortiveDraw };

/** What happened in a hand, in order: what a log prints. */
export type HandEvent =
  | { type: "draw"; seat: Seat; tile: TileId; rinshan: boolean }
  | { type: "discard"; seat: Seat; tile: TileId; tsumogiri: boolean; riichi: boolean }
  | { type: "call"; seat: Seat; meld: TableMeld }
  | { type: "riichiAccepted"; seat: Seat }
  | { type: "dora"; indicator: TileId };

/** A finished hand. */
export interface HandRecord {
  /** 0–3 East 1–4, 4–7 South 1–4, 8–11 West 1–4. */
  round: number;
  honba: number;
  /** Riichi sticks on the table when the hand began. */
  sticks: number;
  startScores: number[];
  haipai: TileId[][];
  events: HandEvent[];
  doraIndicators: TileId[];
  /** The ura indicators under the revealed ones (shown when a riichi hand won). */
  uraIndicators: TileId[];
  outcome: HandOutcome;
  /** Every seat's change in points at the end (riichi sticks paid during the hand not included). */
  deltas: number[];
}

/** The seats' choices to a discard (or to a kan that may be robbed). */
export interface ClaimWindow {
  type: "claim";
  from: Seat;
  tile: TileId;
  source: "discard" | "addedKan" | "closedKan";
  /** The discard declared riichi (accepted once nobody rons it). */
  riichi: boolean;
  /** Which seats still have to answer, and what each answered (null: not yet). */
  waiting: boolean[];
  answers: (Action | null)[];
}

export interface TurnPhase {
  type: "turn";
  seat: Seat;
  /** The seat just drew a kan's replacement tile. */
  rinshan: boolean;
  /** The seat just called chi or pon: it must discard (no draw this turn). */
  afterCall: boolean;
}

export type Phase = TurnPhase | ClaimWindow | { type: "over" };

export interface HandState {
  round: number;
  dealer: Seat;
  honba: number;
  sticks: number;
  startScores: number[];
  /** The shuffled 136 tile ids: 0–51 dealt, 52–121 the live wall, 122–135 the dead wall. */
  wall: TileId[];
  liveDrawn: number;
  rinshanDrawn: number;
  /** Dora indicators revealed (1 + kans, at most 5). */
  doraRevealed: number;
  /** An open or added kan's dora, revealed at the kan's replacement discard. */
  pendingDora: number;
  seats: SeatHand[];
  /** Any call this hand (closed kans too): ends the first go-around's specials. */
  called: boolean;
  /** The seat of each kan made this hand. */
  kans: Seat[];
  haipai: TileId[][];
  events: HandEvent[];
}

export interface TableState {
  rules: TableRules;
  seed: string;
  /** Hands dealt so far, this one included (each hand's wall is forked from the seed by it). */
  handIndex: number;
  scores: number[];
  /** Riichi sticks on the table now. */
  sticks: number;
  hand: HandState;
  phase: Phase;
  /** The hands finished, in order. */
  history: HandRecord[];
}

export type Action =
  | { type: "discard"; seat: Seat; tile: TileId; riichi?: boolean }
  | { type: "tsumo"; seat: Seat }
  | { type: "closedKan"; seat: Seat; kind: number }
  | { type: "addedKan"; seat: Seat; tile: TileId }
  | { type: "kyuushu"; seat: Seat }
  | { type: "ron"; seat: Seat }
  | { type: "pon"; seat: Seat; tiles: TileId[] }
  | { type: "openKan"; seat: Seat }
  | { type: "chi"; seat: Seat; tiles: TileId[] }
  | { type: "pass"; seat: Seat };

export interface Placement {
  seat: Seat;
  /** 1–4. */
  place: number;
  score: number;
  /** (score − 30,000) / 1,000 + uma, + oka for first place. */
  points: number;
}

export interface FinalResult {
  placements: Placement[];
  /** Final scores by seat (leftover riichi sticks given to first place). */
  scores: number[];
}
