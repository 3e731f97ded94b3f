// The situation of a win: everything about it that is not the tiles themselves — winds, how it was
// won (tsumo or ron), riichi and the one-off bonuses, dora indicators, honba and riichi sticks.
// `situationProblem` names a contradiction (ippatsu without riichi, rinshan with a ron, …).
import { KIND_COUNT, type Kind } from "../../analysis/tiles.ts";

/** 0 East, 1 South, 2 West, 3 North. */
export type Wind = 0 | 1 | 2 | 3;
export const WIND_LETTERS = ["E", "S", "W", "N"] as const;
export const WIND_NAMES = ["East", "South", "West", "North"] as const;

export interface Situation {
  /** The prevalent (round) wind. */
  roundWind: Wind;
  /** The winner's seat wind; East is the dealer. */
  seatWind: Wind;
  /** Won on a self-drawn tile (tsumo) rather than another player's discard (ron). */
  tsumo: boolean;
  /** "double": declared on the first turn, before any call (double riichi). */
  riichi: "none" | "riichi" | "double";
  /** Won within one go-around of the riichi, no call in between. */
  ippatsu: boolean;
  /** The last tile of the wall: haitei (tsumo) or houtei (ron on the last discard). */
  lastTile: boolean;
  /** Tsumo on the replacement tile after a kan. */
  rinshan: boolean;
  /** Ron on a tile another player adds to a pon (robbing the kan). */
  chankan: boolean;
  /** Tsumo on the first draw, no call made: tenhou for the dealer, chiihou otherwise. */
  firstDraw: boolean;
  /** Dora indicator kinds (the dora is the next tile). */
  dora: readonly Kind[];
  /** Ura-dora indicator kinds (count only with riichi). */
  ura: readonly Kind[];
  /** Counters on the table: 300 per honba (100 from each payer on tsumo). */
  honba: number;
  /** Riichi sticks on the table: 1000 each to the winner. */
  sticks: number;
}

/** East round, the given seat (East by default), ron, nothing else. */
export function situation(overrides: Partial<Situation> = {}): Situation {
  return {
    roundWind: 0,
    seatWind: 0,
    tsumo: false,
    riichi: "none",
    ippatsu: false,
    lastTile: false,
    rinshan: false,
    chankan: false,
    firstDraw: false,
    dora: [],
    ura: [],
    honba: 0,
    sticks: 0,
    ...overrides,
  };
}

export function isDealer(s: Situation): boolean {
  return s.seatWind === 0;
}

/** The dora a indicator points at: the next number in its suit (9 → 1), winds and dragons cycle. */
export function doraOf(indicator: Kind): Kind {
  if (indicator < 27) return indicator - (indicator % 9) + (((indicator % 9) + 1) % 9);
  if (indicator < 31) return 27 + ((indicator - 27 + 1) % 4);
  return 31 + ((indicator - 31 + 1) % 3);
}

/** What the hand looks like, for checking the situation against it. */
export interface HandShape {
  /** Any chi, pon or open/added kan. */
  open: boolean;
  /** Kans of any kind. */
  kans: number;
  /** Any call at all, closed kans included. */
  calls: number;
}

/**
 * Why the situation cannot happen with this hand, or null. Checks the combinations that no
 * game can produce: ippatsu without riichi, riichi with an open hand, haitei/houtei with a
 * rinshan or chankan, rinshan on a ron or without a kan, chankan on a tsumo, tenhou/chiihou
 * with anything but a closed, call-free first tsumo, ura-dora without riichi, bad counts.
 */
export function situationProblem(s: Situation, hand: HandShape): string | null {
  const kind = (k: Kind) => Number.isInteger(k) && k >= 0 && k < KIND_COUNT;
  if (!s.dora.every(kind) || !s.ura.every(kind)) return "a dora indicator is not a tile";
  if (s.dora.length > 5) return `${s.dora.length} dora indicators (at most 5: one plus one per kan)`;
  if (s.ura.length > 0 && s.riichi === "none") return "ura-dora count only for a riichi hand";
  if (s.ura.length > s.dora.length) return "more ura-dora indicators than dora indicators (one under each)";
  if (!Number.isInteger(s.honba) || s.honba < 0) return "honba must be a whole number ≥ 0";
  if (!Number.isInteger(s.sticks) || s.sticks < 0) return "riichi sticks must be a whole number ≥ 0";
  if (s.riichi !== "none" && hand.open) return "riichi needs a closed hand (no chi, pon or open kan)";
  if (s.riichi === "double" && hand.calls > 0) return "double riichi is declared before any call";
  if (s.ippatsu && s.riichi === "none") return "ippatsu needs riichi";
  if (s.ippatsu && s.rinshan) return "ippatsu and rinshan: the kan itself ends ippatsu";
  if (s.rinshan && !s.tsumo) return "rinshan is a tsumo on the kan's replacement tile (not a ron)";
  if (s.rinshan && hand.kans === 0) return "rinshan needs a kan in the hand";
  if (s.rinshan && s.lastTile) return "haitei and rinshan: the replacement tile is not the last tile of the wall";
  if (s.chankan && s.tsumo) return "chankan is a ron on another player's added kan (not a tsumo)";
  if (s.chankan && s.lastTile) return "houtei and chankan: no kan is made on the last tile";
  if (s.firstDraw) {
    if (!s.tsumo) return "tenhou/chiihou is won by tsumo on the first draw";
    if (hand.calls > 0) return "tenhou/chiihou is won before any call";
    if (s.riichi !== "none") return "tenhou/chiihou comes before any riichi";
    if (s.lastTile || s.rinshan) return "tenhou/chiihou is the first draw, not the last tile or a replacement";
  }
  if (s.roundWind < 0 || s.roundWind > 3 || s.seatWind < 0 || s.seatWind > 3) return "a wind is 0–3 (East, South, West, North)";
  return null;
}
