// Solo practice on screen: the 14-tile hand (the drawn tile set apart), tap a tile to discard,
// live shanten and the effective tiles the last discard kept, an optional hint (with the exact win
// and tenpai chances and expected score, computed in the worker), undo, riichi, the river, the
// seat and dora indicator; a win shows its yaku and points, an exhausted wall tenpai or noten.
// On a portrait phone the hand sits along the bottom edge (layout.ts).
// The rules (rules/practice.ts) decide everything; this only draws and forwards taps.
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";
import { effectiveTiles, rankDiscards } from "../analysis/efficiency.ts";
import { shantenBreakdown } from "../analysis/shanten.ts";
import { countsOf, type Tile } from "../analysis/tiles.ts";
import { PRACTICE_DRAWS, type PracticeGame, type PracticeStatus } from "../rules/practice.ts";
import type { TableSounds } from "./sound.ts";
import { contentBox, handReport, practiceLayout, type TileGrid } from "./layout.ts";
import { ODDS_DRAWS, OddsRunner, oddsText } from "./odds-runner.ts";
import { exhaustedLine, seatLine, valueLine, yakuLine } from "./score-text.ts";
import { buttonView, faceName, label, tileView } from "./tile-view.ts";

export interface PracticeScreenOptions {
  game: PracticeGame;
  /** Shown in the header: "Daily wall 2026-11-23" or "Wall <seed>". */
  title: string;
  showAnalysis: boolean;
  textLabels: boolean;
  sounds: TableSounds;
  /** A resumed game that already used a hint or undo stays marked as assisted. */
  assisted?: boolean;
  onFinished: (game: PracticeGame) => void;
  /** After every discard or undo: draws made and the status, for the host's state report. */
  onChange: (game: PracticeGame) => void;
  /** Pixels at the bottom kept free for the shell (GameShell.reservedBottom). */
  reserveBottom: number;
  /** Writes values on the host element (the hand's position, for the end-to-end tests). */
  report: (values: Record<string, string | number>) => void;
}

export class PracticeScreen implements Screen {
  readonly view = new Container();
  private width = 390;
  private height = 700;
  private hint: string | null = null;
  /** The kind the hint suggests, outlined in the hand until the next discard or undo. */
  private hintKind: number | null = null;
  private feedback = "";
  private paused = false;
  private finishedReported = false;
  /** The hand tile lifted by a first touch (index into the sorted hand), or null. */
  private selected: number | null = null;
  /** A hint was shown or a discard taken back: the result is recorded as assisted. */
  assisted: boolean;
  /** The Riichi button was pressed: the next discard declares riichi. */
  private riichiMode = false;
  /** The hint's odds line (or its progress), for the hinted discard. */
  private hintOdds = "";
  private readonly odds = new OddsRunner();

  constructor(private readonly options: PracticeScreenOptions) {
    this.assisted = options.assisted === true;
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.draw();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  input(action: string, pressed: boolean): void {
    if (!pressed || this.paused) return;
    if (action === "undo") this.undo();
    if (action === "hint") this.showHint();
  }

  /**
   * A tap on a hand tile. By mouse it discards at once; by touch the first tap lifts the tile
   * and says what discarding it would keep, a second tap on it discards (a slip of the thumb on a
   * small screen costs nothing).
   */
  private tap(index: number, pointerType: string): void {
    const game = this.options.game;
    if (this.paused || game.state.status !== "discard") return;
    const tile = game.state.hand[index]!;
    if (game.state.riichiAt !== null && (tile.kind !== game.state.drawn!.kind || tile.red !== game.state.drawn!.red)) {
      this.feedback = `Riichi: only the drawn tile (${this.name(game.state.drawn!)}) may be discarded, unless it wins`;
      this.draw();
      return;
    }
    if (this.riichiMode && !game.riichiDiscards().includes(tile.kind)) {
      this.feedback = `Riichi: discarding ${this.name(tile)} would not leave the hand tenpai`;
      this.draw();
      return;
    }
    if (pointerType !== "touch" || this.selected === index) {
      this.discard(index);
      return;
    }
    this.selected = index;
    const rows = rankDiscards(game.counts, { secondStep: "none" });
    const row = rows.find((r) => r.discard === tile.kind)!;
    const keeps = this.options.showAnalysis ? `: shanten ${row.shanten}, ${row.total} tiles accept` : "";
    this.feedback = `Tap ${this.name(tile)} again to discard it${keeps}`;
    this.draw();
  }

  private discard(index: number): void {
    const game = this.options.game;
    if (this.paused || game.state.status !== "discard") return;
    this.selected = null;
    const before = rankDiscards(game.counts, { secondStep: "none" });
    const tile = game.state.hand[index]!;
    const chosen = before.find((r) => r.discard === tile.kind)!;
    const best = before[0]!;
    this.feedback =
      chosen.shanten > best.shanten
        ? `${this.name(tile)} went back to shanten ${chosen.shanten} (best ${this.name(best.discard)})`
        : chosen.total >= best.total
          ? `${this.name(tile)}: best, ${chosen.total} tiles accept`
          : `${this.name(tile)}: ${chosen.total} tiles accept (best ${this.name(best.discard)}: ${best.total})`;
    if (this.riichiMode) {
      game.riichi(index);
      this.feedback = `Riichi with ${this.name(tile)}! From now on the drawn tile is discarded unless it wins`;
    } else game.discard(index);
    this.riichiMode = false;
    this.odds.cancel();
    this.hintOdds = "";
    const sounds = this.options.sounds;
    sounds.discard();
    if (chosen.shanten > best.shanten) sounds.mistake();
    const after = statusOf(game); // read afresh: the discard changed it
    if (after === "won") sounds.win();
    else if (after === "discard") sounds.draw(150);
    this.hint = null;
    this.hintKind = null;
    this.draw();
    this.options.onChange(game);
    this.checkFinished();
  }

  private undo(): void {
    if (this.options.game.undo()) {
      this.odds.cancel();
      this.hintOdds = "";
      this.riichiMode = false;
      this.selected = null;
      this.assisted = true;
      this.feedback = "Undone";
      this.hint = null;
      this.hintKind = null;
      this.finishedReported = false;
      this.draw();
      this.options.onChange(this.options.game);
    }
  }

  private showHint(): void {
    const game = this.options.game;
    if (game.state.status !== "discard") return;
    // In riichi the drawn tile is the only discard: the hint gives its odds.
    const drawn = game.state.drawn!;
    const best = rankDiscards(game.counts, { secondStep: "ties" }).find((r) => game.state.riichiAt === null || r.discard === drawn.kind)!;
    this.assisted = true;
    this.options.onChange(game);
    this.hint = `Hint: discard ${this.name(best.discard)} (shanten ${best.shanten}, ${best.total} tiles)`;
    this.hintKind = best.discard;
    this.askOdds(best.discard);
    this.draw();
  }

  /** The hinted discard's exact odds within the next draws, in the worker (progress shown). */
  private askOdds(kind: number): void {
    const { hand, discards, draws } = this.options.game.state;
    const ahead = Math.min(ODDS_DRAWS, PRACTICE_DRAWS - draws);
    if (ahead === 0) return;
    const situation = this.options.game.situation();
    const request = {
      hand: { concealed: hand, melds: [] },
      draws: ahead,
      seen: discards,
      situation: { roundWind: situation.roundWind, seatWind: situation.seatWind, dora: situation.dora, riichi: situation.riichi },
    };
    this.hintOdds = "Win chances: computing…";
    this.odds.discards(request, {
      progress: (f) => {
        this.hintOdds = `Win chances: computing… ${Math.round(f * 100)}%`;
        this.draw();
      },
      result: (rows) => {
        const row = rows.find((r) => r.discard === kind);
        if (!row) return;
        this.hintOdds = `In the next ${ahead} draw${ahead > 1 ? "s" : ""}: ${oddsText(row)}`;
        this.options.report({ hintWin: row.win.toFixed(4), hintTenpai: row.tenpai.toFixed(4), hintScore: Math.round(row.expectedScore) });
        this.draw();
      },
      error: (message) => {
        this.hintOdds = `Win chances: ${message}`;
        this.draw();
      },
    });
  }

  private toggleRiichi(): void {
    if (this.options.game.riichiDiscards().length === 0) return;
    this.riichiMode = !this.riichiMode;
    this.selected = null;
    this.feedback = this.riichiMode ? "Riichi: tap a highlighted tile to discard it and declare" : "";
    this.draw();
  }

  /** What the end of the hand says: the win's yaku and points, or tenpai/noten with the waits. */
  private endLines(): string[] {
    const game = this.options.game;
    const score = game.score();
    if (score) {
      this.options.report({ yaku: score.yaku.map((y) => y.name).join(","), han: score.han, fu: score.fu, points: score.points.total });
      return [yakuLine(score), valueLine(score)];
    }
    const exhausted = game.exhausted();
    if (exhausted) {
      this.options.report({ tenpai: exhausted.tenpai ? exhausted.waits.map((k) => faceName(k, true)).join(" ") : "noten" });
      return [exhaustedLine(exhausted, (k) => this.name(k))];
    }
    return [];
  }

  private checkFinished(): void {
    if (this.options.game.state.status !== "discard" && !this.finishedReported) {
      this.finishedReported = true;
      this.options.onFinished(this.options.game);
    }
  }

  private draw(): void {
    for (const child of this.view.removeChildren()) child.destroy({ children: true });
    const game = this.options.game;
    const { hand, drawn, discards, draws, status, riichiAt } = game.state;
    const { showAnalysis, textLabels } = this.options;
    const riichiKinds = this.riichiMode ? game.riichiDiscards() : [];
    // Measured first: the feedback and hint wrap, and the layout needs their height.
    const messages = (
      [
        ...this.endLines().map((line) => [line, 0x8fd694] as const),
        [this.feedback, 0xffd84a],
        [this.hint ?? "", 0x5fb3ff],
        [this.hint ? this.hintOdds : "", 0x5fb3ff],
      ] as const
    )
      .filter(([text]) => text !== "")
      .map(([text, colour]) => label(text, 15, colour, contentBox(this.width).width));
    // What the hand accepted before this draw: the 13 tiles after the last discard.
    let acceptance: ReturnType<typeof effectiveTiles> | null = null;
    if (showAnalysis && status === "discard" && discards.length > 0) {
      const thirteen = countsOf(hand);
      if (drawn) thirteen[drawn.kind]!--;
      acceptance = effectiveTiles(thirteen);
    }
    // The hand: sorted tiles, the drawn one set apart at the end (two rows on a phone).
    const drawnIndex = drawn ? hand.lastIndexOf(drawn) : -1;
    const order = hand.map((_, i) => i).filter((i) => i !== drawnIndex);
    if (drawnIndex >= 0) order.push(drawnIndex);
    const layout = practiceLayout(
      { width: this.width, height: this.height, reserveBottom: this.options.reserveBottom },
      {
        handCount: order.length,
        apart: drawnIndex >= 0,
        analysisLine: showAnalysis,
        messageHeight: messages.reduce((sum, line) => sum + Math.ceil(line.height) + 6, 0),
        keptKinds: acceptance ? acceptance.tiles.length : null,
        riverCount: discards.length,
      },
    );
    const { left: pad, width, bands } = layout;

    const riichi = riichiAt === null ? "" : " · Riichi";
    const head = status === "won" ? `Tsumo! Won on draw ${draws}` : status === "exhausted" ? "The wall is done" : `Draw ${draws} of ${PRACTICE_DRAWS}${riichi}`;
    this.add(label(head, 20), pad, bands.header.y);
    this.add(label(`${seatLine(game.state.roundWind, game.state.seatWind)} · ${this.options.title}`, 13, 0xb9b8d0, width - 70), pad, bands.header.y + 26);
    // The dora indicator (and the ura indicator once a riichi hand has won) at the header's right.
    const indicators = [game.state.doraIndicator, ...(game.uraIndicator ? [game.uraIndicator] : [])];
    const doraW = 24;
    indicators.forEach((tile, i) =>
      this.add(tileView(tile, { width: doraW, textLabels }), pad + width - (indicators.length - i) * (doraW + 3), bands.header.y + 12),
    );
    this.add(label(indicators.length > 1 ? "Dora · ura" : "Dora", 11, 0xb9b8d0), pad + width - indicators.length * (doraW + 3) - 38, bands.header.y + 22);
    if (showAnalysis) {
      const s = shantenBreakdown(countsOf(hand));
      const text = `Shanten ${s.shanten}  (standard ${s.standard} · pairs ${s.chiitoitsu} · orphans ${s.kokushi})`;
      this.add(label(text, width < 420 ? 13 : 15, 0xb9b8d0), pad, bands.analysis.y);
    }

    order.forEach((i, at) => {
      const spot = layout.hand.spots[at]!;
      const hinted = this.hintKind !== null && hand[i]!.kind === this.hintKind && hand.findIndex((t) => t.kind === this.hintKind) === i;
      const riichiTile = riichiKinds.includes(hand[i]!.kind);
      const highlight = i === this.selected ? 0x8fd694 : riichiTile ? 0xff7ab0 : hinted ? 0x5fb3ff : i === drawnIndex ? 0xffd84a : undefined;
      const style = { width: layout.hand.tileW, textLabels, ...(highlight === undefined ? {} : { highlight }) };
      this.add(
        tileView(hand[i]!, style, (pointer) => this.tap(i, pointer)),
        pad + spot.x,
        bands.hand.y + spot.y - (i === this.selected ? 6 : 0),
      );
    });
    this.options.report(handReport(layout.portrait, layout.hand, pad, bands.hand.y));

    let y = bands.messages.y;
    for (const line of messages) {
      this.add(line, pad, y);
      y += Math.ceil(line.height) + 6;
    }
    const bw = layout.buttonWidth;
    this.add(
      buttonView("Undo", bw, () => this.undo(), discards.length > 0),
      pad,
      bands.buttons.y,
    );
    this.add(
      buttonView("Hint", bw, () => this.showHint(), status === "discard"),
      pad + 12 + bw,
      bands.buttons.y,
    );
    const canRiichi = game.riichiDiscards().length > 0;
    this.add(
      buttonView(riichiAt === null ? "Riichi" : "In riichi", bw, () => this.toggleRiichi(), canRiichi, this.riichiMode || riichiAt !== null),
      pad + 24 + 2 * bw,
      bands.buttons.y,
    );
    this.options.report({
      riichi: riichiAt === null ? (canRiichi ? "possible" : "no") : "declared",
      riichiButton: `${Math.round(pad + 24 + 2.5 * bw)},${bands.buttons.y + 20}`,
      handNames: order.map((i) => faceName(hand[i]!, true)).join(" "),
    });

    if (acceptance && layout.kept) {
      this.add(label(`Last discard kept ${acceptance.total} tiles:`, 14, 0xb9b8d0), pad, bands.kept.y);
      this.grid(
        acceptance.tiles.map((t) => ({ kind: t.kind, red: false })),
        layout.kept,
        pad,
        bands.kept.y + 22,
        6,
        false,
      );
    }
    this.add(label("River", 14, 0xb9b8d0), pad, bands.river.y);
    this.grid(discards, layout.river, pad, bands.river.y + 22, 4, true);
  }

  /** Small tiles in rows of `grid.perRow`. */
  private grid(tiles: readonly Tile[], grid: TileGrid, left: number, top: number, rowGap: number, dim: boolean): void {
    const rowStep = Math.round(grid.tileW * 1.35) + rowGap;
    tiles.forEach((tile, i) => {
      const style = { width: grid.tileW, textLabels: this.options.textLabels, dim };
      this.add(tileView(tile, style), left + (i % grid.perRow) * grid.step, top + Math.floor(i / grid.perRow) * rowStep);
    });
  }

  private add(child: Container, x: number, y: number): void {
    child.position.set(Math.round(x), Math.round(y));
    this.view.addChild(child);
  }

  /** A tile's name in messages, as its face shows it. */
  private name(tile: Tile | number): string {
    return faceName(tile, this.options.textLabels);
  }

  destroy(): void {
    this.odds.destroy();
    this.view.destroy({ children: true });
  }
}

function statusOf(game: PracticeGame): PracticeStatus {
  return game.state.status;
}
