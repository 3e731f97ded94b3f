// What a bot is told: one seat's view of the table and the decision it is asked for. Bots read
// nothing else, so the same bot plays inside the table engine (which derives this from its full
// state) and over mjai (which rebuilds it from the events a seat receives).
import type { MeldType } from "../analysis/hand.ts";
import { KIND_COUNT, type Kind, type Tile } from "../analysis/tiles.ts";
import type { Wind } from "../rules/score/situation.ts";

export interface RiverTile {
  tile: Tile;
  /** Discarded straight from the draw. */
  tsumogiri: boolean;
  /** The tile that declared riichi. */
  riichi: boolean;
  /** Order of this discard among every discard of the hand (all seats), from 0. */
  turn: number;
  /** Another seat called it: it now lies in that seat's meld. */
  calledAway: boolean;
}

export interface SeenMeld {
  type: MeldType;
  /** Every tile of the meld, the called one included. */
  tiles: Tile[];
}

export interface BotView {
  /** The bot's seat, 0–3 (0 is the first dealer's). */
  seat: number;
  /** The dealer of this hand. */
  dealer: number;
  roundWind: Wind;
  /** The bot's concealed tiles, the tile just drawn included on its own turn. */
  hand: Tile[];
  /** Calls per seat. */
  melds: SeenMeld[][];
  /** Rivers per seat, tiles called away included (a player sees them leave). */
  rivers: RiverTile[][];
  /** The river turn at which each seat declared riichi, or -1. */
  riichiTurn: number[];
  doraIndicators: Kind[];
  scores: number[];
  honba: number;
  sticks: number;
  /** Tiles left to draw from the live wall. */
  wallLeft: number;
}

/** On the bot's own turn, after a draw or a call. */
export interface TurnPrompt {
  kind: "turn";
  /** The hand is complete and may be won (yaku present). */
  canTsumo: boolean;
  /** The legal discards (kuikae and riichi already applied), one tile per kind and redness. */
  discards: Tile[];
  /** Discards after which riichi may be declared. */
  riichiDiscards: Tile[];
  kans: { type: "closedKan" | "addedKan"; kind: Kind }[];
  /** Nine different terminals and honours on the first draw: the hand may be abandoned. */
  canKyuushu: boolean;
}

/** Another seat discarded (or added to a pon: then only `canRon`, as chankan). */
export interface ClaimPrompt {
  kind: "claim";
  tile: Tile;
  /** The seat that discarded it. */
  from: number;
  canRon: boolean;
  canPon: boolean;
  canKan: boolean;
  /** The pairs of own tiles each legal chi would use. */
  chis: [Tile, Tile][];
}

export type BotPrompt = TurnPrompt | ClaimPrompt;

export type BotAction =
  | { type: "discard"; tile: Tile; riichi: boolean }
  | { type: "tsumo" }
  | { type: "kyuushu" }
  | { type: "kan"; kan: "closedKan" | "addedKan"; kind: Kind }
  | { type: "ron" }
  | { type: "pon" }
  | { type: "openKan" }
  | { type: "chi"; with: [Tile, Tile] }
  | { type: "pass" };

/** Copies of each kind the seat can see: own hand, every river and call, dora indicators. */
export function visibleCounts(view: BotView): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of view.hand) counts[t.kind]!++;
  // A called tile is counted in its meld, not again in the river it left.
  for (const river of view.rivers) for (const r of river) if (!r.calledAway) counts[r.tile.kind]!++;
  for (const melds of view.melds) for (const m of melds) for (const t of m.tiles) counts[t.kind]!++;
  for (const k of view.doraIndicators) counts[k]!++;
  return counts.map((c) => Math.min(4, c));
}

/** Kinds discarded by anyone after `seat`'s riichi: safe against it (it let them pass). */
export function passedAfterRiichi(view: BotView, seat: number): Kind[] {
  const at = view.riichiTurn[seat]!;
  if (at < 0) return [];
  const out: Kind[] = [];
  for (let s = 0; s < view.rivers.length; s++) if (s !== seat) for (const r of view.rivers[s]!) if (r.turn > at) out.push(r.tile.kind);
  return out;
}

/** The seat's concealed tiles as counts over the 34 kinds. */
export function handCounts(view: BotView): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of view.hand) counts[t.kind]!++;
  return counts;
}

/** The seat's wind: East for the dealer, then South, West, North counter-clockwise. */
export function seatWind(view: BotView, seat = view.seat): Wind {
  return ((seat - view.dealer + 4) % 4) as Wind;
}
