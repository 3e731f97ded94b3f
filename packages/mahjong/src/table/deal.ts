// A new hanchan and each new hand: the wall for the hand's number, 13 tiles to each seat from
// the dealer round, the first dora indicator, and the dealer's first draw.
import { seedText, type Seed } from "@arcade/core";
import { sortIds, type TileId } from "./tile-ids.ts";
import { TENHOU_RULES, type HandState, type Seat, type SeatHand, type TableRules, type TableState } from "./types.ts";
import { waitsOf } from "./waits.ts";
import { DEAL_END, shuffledWall } from "./wall.ts";

export const START_SCORE = 25_000;

function seatHand(concealed: TileId[]): SeatHand {
  return {
    concealed,
    drawn: null,
    melds: [],
    river: [],
    riichi: "none",
    ippatsu: false,
    waits: waitsOf(concealed),
    furitenPassed: false,
    furitenRiichi: false,
    forbidden: [],
    pao: null,
  };
}

/** The hand of `round` dealt from `wall` (the deal and layout of wall.ts), before the first draw. */
export function dealHand(wall: TileId[], round: number, honba: number, sticks: number, scores: readonly number[], rules: TableRules): HandState {
  const dealer = (round % 4) as Seat;
  const haipai: TileId[][] = [[], [], [], []];
  for (let i = 0; i < 4; i++) haipai[(dealer + i) % 4] = sortIds(wall.slice(13 * i, 13 * i + 13), rules.redFives);
  return {
    round,
    dealer,
    honba,
    sticks,
    startScores: scores.slice(),
    wall,
    liveDrawn: 0,
    rinshanDrawn: 0,
    doraRevealed: 1,
    pendingDora: 0,
    seats: haipai.map((tiles) => seatHand(tiles.slice())),
    called: false,
    kans: [],
    haipai,
    events: [],
  };
}

/** Draws the next live tile for `seat` and gives it the turn. Mutates `s`. */
export function drawLive(s: TableState, seat: Seat): void {
  const hand = s.hand;
  const tile = hand.wall[DEAL_END + hand.liveDrawn]!;
  hand.liveDrawn++;
  take(s, seat, tile, false);
}

export function take(s: TableState, seat: Seat, tile: TileId, rinshan: boolean): void {
  const h = s.hand.seats[seat]!;
  h.concealed.push(tile);
  h.drawn = tile;
  s.hand.events.push({ type: "draw", seat, tile, rinshan });
  s.phase = { type: "turn", seat, rinshan, afterCall: false };
}

/** Deals hand number `handIndex` of the seed (round, honba, sticks and scores as given). */
export function startHand(s: TableState, round: number, honba: number): void {
  const wall = shuffledWall(s.seed, s.handIndex);
  s.hand = dealHand(wall, round, honba, s.sticks, s.scores, s.rules);
  drawLive(s, s.hand.dealer);
}

/** East 1, 25,000 each, the first dealer to draw. */
export function newHanchan(seed: Seed, rules: TableRules = TENHOU_RULES): TableState {
  const state = {
    rules,
    seed: seedText(seed),
    handIndex: 0,
    scores: [START_SCORE, START_SCORE, START_SCORE, START_SCORE],
    sticks: 0,
    hand: undefined as unknown as HandState,
    phase: { type: "over" },
    history: [],
  } satisfies TableState as TableState;
  startHand(state, 0, 0);
  return state;
}

/** A hanchan state at `round` whose hand is dealt from a given wall (a log's, a test's). */
export function tableWithWall(
  wall: TileId[],
  o: { seed?: string; round?: number; honba?: number; sticks?: number; scores?: number[]; rules?: TableRules } = {},
): TableState {
  const rules = o.rules ?? TENHOU_RULES;
  const scores = o.scores ?? [START_SCORE, START_SCORE, START_SCORE, START_SCORE];
  const state: TableState = {
    rules,
    seed: o.seed ?? "wall",
    handIndex: 0,
    scores: scores.slice(),
    sticks: o.sticks ?? 0,
    hand: dealHand(wall, o.round ?? 0, o.honba ?? 0, o.sticks ?? 0, scores, rules),
    phase: { type: "over" },
    history: [],
  };
  drawLive(state, state.hand.dealer);
  return state;
}
