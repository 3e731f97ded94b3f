// The hand analyser: a keyboard of the 34 tiles adds to the hand, a tap on a hand tile takes it
// back; at 13 tiles the effective tiles are drawn as tiles, at 14 the discard table (like
// Tenhou's 牌理) lists the best rows. Hands of other sizes say how many tiles are missing.
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import { effectiveTiles, rankDiscards } from "../analysis/efficiency.ts";
import { shantenBreakdown } from "../analysis/shanten.ts";
import { compareTiles, countsOf, printTiles, tileName, type Tile } from "../analysis/tiles.ts";
import { buttonView, fitTileWidth, label, tileView } from "./tile-view.ts";

export interface AnalyserScreenOptions {
  hand: Tile[];
  textLabels: boolean;
  /** Called with the hand in mpsz and its shanten (null while the tile count cannot occur). */
  onChange: (mpsz: string, shanten: number | null) => void;
  /** The "Type mpsz" button: the session opens a text popup and calls `setHand`. */
  onType: () => void;
}

export class AnalyserScreen implements Screen {
  readonly view = new Container();
  private hand: Tile[];
  private width = 390;

  constructor(private readonly options: AnalyserScreenOptions) {
    this.hand = [...options.hand].sort(compareTiles);
  }

  resize(width: number): void {
    this.width = width;
    this.draw();
  }

  /** Replaces the hand (from typed mpsz). */
  setHand(tiles: Tile[]): void {
    this.hand = [...tiles].sort(compareTiles);
    this.changed();
  }

  private add(kind: number): void {
    if (this.hand.length >= 14 || this.hand.filter((t) => t.kind === kind).length >= 4) return;
    this.hand = [...this.hand, { kind, red: false }].sort(compareTiles);
    this.changed();
  }

  private remove(index: number): void {
    this.hand = this.hand.filter((_, i) => i !== index);
    this.changed();
  }

  private changed(): void {
    this.report();
    this.draw();
  }

  private report(): void {
    const n = this.hand.length;
    const playable = n > 0 && n <= 14 && n % 3 !== 0;
    this.options.onChange(printTiles(this.hand), playable ? shantenBreakdown(countsOf(this.hand)).shanten : null);
  }

  show(): void {
    this.report();
  }

  private place(child: Container, x: number, y: number): void {
    child.position.set(Math.round(x), Math.round(y));
    this.view.addChild(child);
  }

  private draw(): void {
    for (const child of this.view.removeChildren()) child.destroy({ children: true });
    const pad = 12;
    const textLabels = this.options.textLabels;
    let y = 64;
    this.place(label(`Hand: ${printTiles(this.hand) || "(empty)"}  · ${this.hand.length} tiles`, 16), pad, y);
    y += 28;
    this.place(
      buttonView("Type mpsz", 120, () => this.options.onType()),
      pad,
      y,
    );
    this.place(
      buttonView("Clear", 90, () => this.setHand([]), this.hand.length > 0),
      pad + 132,
      y,
    );
    y += 50;
    const tileW = fitTileWidth(this.width - 16, 14.2, 20, 50);
    this.hand.forEach((tile, i) =>
      this.place(
        tileView(tile, { width: tileW, textLabels }, () => this.remove(i)),
        pad + i * (tileW + 2),
        y,
      ),
    );
    y += Math.round(tileW * 1.35) + 12;
    // Keyboard: one row per suit.
    const keyW = fitTileWidth(this.width - 16, 9, 20, 44);
    for (let suit = 0; suit < 4; suit++) {
      const kinds = suit === 3 ? 7 : 9;
      for (let d = 0; d < kinds; d++) {
        const kind = suit * 9 + d;
        const full = this.hand.length >= 14 || this.hand.filter((t) => t.kind === kind).length >= 4;
        this.place(
          tileView({ kind, red: false }, { width: keyW, textLabels, dim: full }, () => this.add(kind)),
          pad + d * (keyW + 3),
          y,
        );
      }
      y += Math.round(keyW * 1.35) + 4;
    }
    y += 10;
    const n = this.hand.length;
    if (n === 0 || n % 3 === 0 || n > 14) {
      this.place(label("Tap tiles to build a hand of 13 or 14 tiles (or 3 fewer per call).", 14, 0xb9b8d0), pad, y);
      return;
    }
    const counts = countsOf(this.hand);
    const s = shantenBreakdown(counts);
    const forms = s.chiitoitsu === null ? `standard ${s.standard}` : `standard ${s.standard} · seven pairs ${s.chiitoitsu} · orphans ${s.kokushi}`;
    this.place(label(`Shanten ${s.shanten === -1 ? "−1 (complete)" : s.shanten}   ${forms}`, 16, 0xffd84a), pad, y);
    y += 28;
    const small = Math.min(26, fitTileWidth(this.width - 120, 12));
    if (n % 3 === 1) {
      const a = effectiveTiles(counts);
      this.place(label(`${a.shanten === 0 ? "Waits" : "Effective tiles"}: ${a.total}`, 15), pad, y);
      y += 24;
      a.tiles.forEach((t, i) => {
        this.place(
          tileView({ kind: t.kind, red: false }, { width: small, textLabels }),
          pad + (i % 12) * (small + 2),
          y + Math.floor(i / 12) * (small * 1.35 + 16),
        );
        this.place(label(`×${t.remaining}`, 11, 0xb9b8d0), pad + (i % 12) * (small + 2), y + Math.floor(i / 12) * (small * 1.35 + 16) + small * 1.35);
      });
      return;
    }
    const rows = rankDiscards(counts).slice(0, 6);
    for (const row of rows) {
      this.place(label(`Discard ${tileName(row.discard)}: shanten ${row.shanten}, ${row.total} tiles`, 14), pad, y);
      y += 20;
      const perRow = Math.floor((this.width - 2 * pad) / (small * 0.8 + 2));
      row.tiles
        .slice(0, perRow)
        .forEach((t, i) => this.place(tileView({ kind: t.kind, red: false }, { width: Math.round(small * 0.8), textLabels }), pad + i * (small * 0.8 + 2), y));
      y += Math.round(small * 0.8 * 1.35) + 8;
    }
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
