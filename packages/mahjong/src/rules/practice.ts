// Solo practice (一人打ち) as pure rules: deal 13 from a seeded wall, then up to 18 turns of draw
// and discard, the hand checked for a win after every draw; undo steps back through discards.
// The scene only draws this state and forwards taps.
import { InputError, type Seed } from "@arcade/core";
import { decompositions, type Decomposition } from "../analysis/agari.ts";
import { countsOf, tileName, compareTiles, type Tile } from "../analysis/tiles.ts";
import { buildWall, type WallOptions } from "./wall.ts";

/** Draws in a practice hand: the 18 a dealer-less player gets in a full round of the wall. */
export const PRACTICE_DRAWS = 18;

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

  constructor(seed: Seed, options: WallOptions = {}) {
    this.seedText = String(seed);
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
    const [tile] = this.hand.splice(index, 1);
    this.discards.push(tile!);
    this.drawn = null;
    if (this.draws >= PRACTICE_DRAWS) this.status = "exhausted";
    else this.drawNext();
  }

  /** Discards the first tile of a kind, by mpsz name ("5m"; "0m" picks the red five). */
  discardTile(name: string): void {
    const index = this.hand.findIndex((t) => tileName(t) === name);
    const plain = index >= 0 ? index : this.hand.findIndex((t) => tileName(t.kind) === name);
    if (plain < 0) throw new InputError(`the hand has no ${JSON.stringify(name)}`, "discard");
    this.discard(plain);
  }

  /** Takes back the last discard (and the draw after it). Returns false when there is none. */
  undo(): boolean {
    const last = this.discards.pop();
    if (!last) return false;
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
    };
  }

  /** Concealed counts (red fives as fives), for the analyser. */
  get counts(): number[] {
    return countsOf(this.hand);
  }
}
