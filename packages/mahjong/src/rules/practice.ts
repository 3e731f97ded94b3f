// Solo practice (一人打ち) as pure rules: deal 13 from a seeded wall, then up to 18 turns of draw
// and discard, the hand checked for a win after every draw; undo steps back through discards.
// The seed also gives the round and seat wind, and the dead wall shows a dora indicator, so a win
// is scored as at a table (always a tsumo: there are no opponents). Riichi may be declared with a
// discard that leaves the hand tenpai; from then on only the drawn tile may be discarded.
// The scene only draws this state and forwards taps.
import { InputError, Rng, type Seed } from "@arcade/core";
import { decompositions, type Decomposition } from "../analysis/agari.ts";
import { shanten } from "../analysis/shanten.ts";
import { countsOf, tileName, compareTiles, type Kind, type Tile } from "../analysis/tiles.ts";
import { scoreHand, type Score } from "./score/score.ts";
import { situation, type Situation, type Wind } from "./score/situation.ts";
import { buildWall, type WallOptions } from "./wall.ts";

/** Draws in a practice hand: the 18 a dealer-less player gets in a full round of the wall. */
export const PRACTICE_DRAWS = 18;

/**
 * Wall positions of the dora and ura-dora indicators: in the dead wall (the last 14 tiles),
 * never reached by the 13 + 18 tiles dealt and drawn.
 */
export const DORA_INDICATOR_AT = 130;
export const URA_INDICATOR_AT = 131;

/** The round wind (East or South, as in a half game) and seat wind a seed plays in. */
export function seatOf(seed: Seed): { roundWind: Wind; seatWind: Wind } {
  const rng = Rng.from(seed).fork("seat");
  return { roundWind: rng.below(2) as Wind, seatWind: rng.below(4) as Wind };
}

/** The kinds a 13-tile (or 13 − 3k) hand waits on: the kinds that would complete it. */
export function waitsOf(counts: readonly number[]): Kind[] {
  const waits: Kind[] = [];
  const probe = [...counts];
  for (let kind = 0; kind < 34; kind++) {
    if (probe[kind]! >= 4) continue;
    probe[kind]!++;
    if (shanten(probe) === -1) waits.push(kind);
    probe[kind]!--;
  }
  return waits;
}

/** How an exhausted wall ends: tenpai (and on what) or noten. */
export interface ExhaustedResult {
  tenpai: boolean;
  waits: Kind[];
}

export type PracticeStatus = "discard" | "won" | "exhausted";

export interface PracticeState {
  seed: string;
  /** Concealed tiles, sorted, including the drawn tile while one must be discarded. */
  hand: Tile[];
  /** The last drawn tile (shown apart by the scene) or null. */
  drawn: Tile | null;
  discards: Tile[];
  /** Draws made so far (1..18). */
  draws: number;
  status: PracticeStatus;
  /** Decompositions of the winning hand when status is "won". */
  win: Decomposition[];
  roundWind: Wind;
  seatWind: Wind;
  /** The dora indicator shown from the dead wall (the dora is the next tile). */
  doraIndicator: Tile;
  /** Which discard (index into `discards`) declared riichi, or null. */
  riichiAt: number | null;
}

export class PracticeGame {
  private readonly wall: Tile[];
  private readonly seedText: string;
  private hand: Tile[];
  private drawn: Tile | null = null;
  private discards: Tile[] = [];
  private draws = 0;
  private status: PracticeStatus = "discard";
  private win: Decomposition[] = [];
  private riichiAt: number | null = null;
  private readonly seat: { roundWind: Wind; seatWind: Wind };

  constructor(seed: Seed, options: WallOptions = {}) {
    this.seedText = String(seed);
    this.seat = seatOf(seed);
    this.wall = buildWall(seed, options);
    this.hand = this.wall.slice(0, 13).sort(compareTiles);
    this.drawNext();
  }

  /** Tile at wall position 13 + i is the i-th draw. */
  private drawNext(): void {
    const tile = this.wall[13 + this.draws]!;
    this.draws++;
    this.drawn = tile;
    this.hand = [...this.hand, tile].sort(compareTiles);
    const win = decompositions(countsOf(this.hand));
    if (win.length > 0) {
      this.status = "won";
      this.win = win;
    } else this.status = "discard";
  }

  /** Discards the tile at `index` of the sorted hand; draws the next tile unless the wall is done. */
  discard(index: number): void {
    if (this.status !== "discard") throw new InputError(`cannot discard: the hand is ${this.status}`, "discard");
    if (!Number.isInteger(index) || index < 0 || index >= this.hand.length)
      throw new InputError(`no tile at index ${index} (0 to ${this.hand.length - 1})`, "discard");
    const tile = this.hand[index]!;
    if (this.riichiAt !== null && this.riichiAt < this.discards.length && !this.isDrawn(tile))
      throw new InputError(`after riichi only the drawn tile ${tileName(this.drawn!)} may be discarded, not ${tileName(tile)}`, "discard");
    this.hand.splice(index, 1);
    this.discards.push(tile);
    this.drawn = null;
    if (this.draws >= PRACTICE_DRAWS) this.status = "exhausted";
    else this.drawNext();
  }

  private isDrawn(tile: Tile): boolean {
    return this.drawn !== null && tile.kind === this.drawn.kind && tile.red === this.drawn.red;
  }

  /** Discards the first tile of a kind, by mpsz name ("5m"; "0m" picks the red five). */
  discardTile(name: string): void {
    this.discard(this.indexOf(name));
  }

  private indexOf(name: string): number {
    // After riichi the drawn tile goes, not another of its kind.
    const drawnFirst = this.riichiAt !== null && this.drawn && tileName(this.drawn) === name ? this.hand.findIndex((t) => this.isDrawn(t)) : -1;
    const index = drawnFirst >= 0 ? drawnFirst : this.hand.findIndex((t) => tileName(t) === name);
    const plain = index >= 0 ? index : this.hand.findIndex((t) => tileName(t.kind) === name);
    if (plain < 0) throw new InputError(`the hand has no ${JSON.stringify(name)}`, "discard");
    return plain;
  }

  /**
   * The kinds whose discard would leave the hand tenpai, when riichi may be declared now: not
   * yet declared, a discard due, and a draw still to come. Empty otherwise.
   */
  riichiDiscards(): Kind[] {
    if (this.riichiAt !== null || this.status !== "discard" || this.draws >= PRACTICE_DRAWS) return [];
    const counts = countsOf(this.hand);
    const kinds: Kind[] = [];
    for (let kind = 0; kind < 34; kind++) {
      if (counts[kind] === 0) continue;
      counts[kind]!--;
      if (shanten(counts) === 0) kinds.push(kind);
      counts[kind]!++;
    }
    return kinds;
  }

  /** Declares riichi with the discard of the tile at `index` (it must leave the hand tenpai). */
  riichi(index: number): void {
    const tile = this.hand[index];
    if (!tile) throw new InputError(`no tile at index ${index} (0 to ${this.hand.length - 1})`, "riichi");
    if (this.riichiAt !== null) throw new InputError("riichi is already declared", "riichi");
    if (!this.riichiDiscards().includes(tile.kind)) throw new InputError(`discarding ${tileName(tile)} does not leave the hand tenpai`, "riichi");
    this.riichiAt = this.discards.length;
    this.discard(index);
  }

  /** Declares riichi with the discard of a tile by mpsz name. */
  riichiTile(name: string): void {
    this.riichi(this.indexOf(name));
  }

  /** The situation a win is scored in: seat, round, dora, riichi (double on the first discard), ippatsu, haitei. */
  situation(): Situation {
    const riichiAt = this.riichiAt;
    const declared = riichiAt !== null;
    return situation({
      ...this.seat,
      tsumo: true,
      riichi: !declared ? "none" : riichiAt === 0 ? "double" : "riichi",
      // The draw right after the riichi discard (discard k follows draw k + 1).
      ippatsu: declared && this.draws === riichiAt + 2,
      lastTile: this.draws === PRACTICE_DRAWS,
      firstDraw: this.draws === 1 && this.discards.length === 0,
      dora: [this.wall[DORA_INDICATOR_AT]!.kind],
      ura: declared ? [this.wall[URA_INDICATOR_AT]!.kind] : [],
    });
  }

  /** The ura-dora indicator, shown once a riichi hand has won; null otherwise. */
  get uraIndicator(): Tile | null {
    return this.status === "won" && this.riichiAt !== null ? this.wall[URA_INDICATOR_AT]! : null;
  }

  /** The win's score (yaku, han, fu, points) when the hand has won; null otherwise. */
  score(): Score | null {
    if (this.status !== "won") return null;
    const red = this.hand.filter((t) => t.red).length;
    return scoreHand({ counts: countsOf(this.hand), win: this.drawn!.kind, red }, this.situation());
  }

  /** Tenpai (with its waits) or noten, once the wall is exhausted; null before. */
  exhausted(): ExhaustedResult | null {
    if (this.status !== "exhausted") return null;
    const waits = waitsOf(countsOf(this.hand));
    return { tenpai: waits.length > 0, waits };
  }

  /** Takes back the last discard (and the draw after it). Returns false when there is none. */
  undo(): boolean {
    const last = this.discards.pop();
    if (!last) return false;
    if (this.riichiAt === this.discards.length) this.riichiAt = null;
    // Put back the state before the discard: the hand had `last` and not the following draw.
    if (this.status !== "exhausted") {
      const next = this.wall[13 + this.draws - 1]!;
      const at = this.hand.indexOf(next);
      this.hand.splice(at, 1);
      this.draws--;
    }
    this.hand = [...this.hand, last].sort(compareTiles);
    this.drawn = this.wall[13 + this.draws - 1]!;
    this.status = "discard";
    this.win = [];
    return true;
  }

  get state(): PracticeState {
    return {
      seed: this.seedText,
      hand: [...this.hand],
      drawn: this.drawn,
      discards: [...this.discards],
      draws: this.draws,
      status: this.status,
      win: this.win,
      ...this.seat,
      doraIndicator: this.wall[DORA_INDICATOR_AT]!,
      riichiAt: this.riichiAt,
    };
  }

  /** Concealed counts (red fives as fives), for the analyser. */
  get counts(): number[] {
    return countsOf(this.hand);
  }
}
