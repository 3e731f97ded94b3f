// Solo practice on screen: the 14-tile hand (the drawn tile set apart), tap a tile to discard,
// live shanten and the effective tiles the last discard kept, an optional hint (with the exact win
// and tenpai chances and expected score, computed in the worker), undo, riichi, the river, the
// seat and dora indicator; a win shows its yaku and points, an exhausted wall tenpai or noten.
// On a portrait phone the hand sits along the bottom edge (layout.ts).
// The rules (rules/practice.ts) decide everything; this only draws and forwards taps.
import type { Text } from "pixi.js";
import { rankDiscards } from "../analysis/efficiency.ts";
import type { Tile } from "../analysis/tiles.ts";
import type { PracticeGame, PracticeStatus } from "../rules/practice.ts";
import type { TableSounds } from "./sound.ts";
import { contentBox, handReport, KEPT_COUNT_HEIGHT, KEPT_ROW_GAP, practiceLayout, textReport, type Insets, type TileGrid } from "./layout.ts";
import { HintOdds } from "./practice-hint.ts";
import { isOddsProgress } from "./odds-runner.ts";
import { endReport, handOrder, lastDiscardKept, practiceAnalysis, practiceEnd, practiceHeadline, practiceSeen, practiceText } from "./practice-text.ts";
import { seatLine } from "./score-text.ts";
import { syncBar, type Bar } from "./bar.ts";
import { TableText } from "./table-text.ts";
import { faceName, label, tileView } from "./tile-view.ts";
import { distanceShort, improveWords, spokenTile } from "./words.ts";
import { discardVerdict, SILENT, tapPreview, type Say } from "./practice-feedback.ts";
import { StillScreen } from "./still-screen.ts";

/** The "Your discards" label's line above the discards. */
const RIVER_LABEL_HEIGHT = 22;

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
  /** What the shell's controls cover at the stage's edges now (GameShell.insets). */
  insets: () => Insets;
  /** Writes values on the host element (the hand's position, for the end-to-end tests). */
  report: (values: Record<string, string | number>) => void;
  /** The element the text alternative goes in (the game's host). */
  host: HTMLElement;
  /** The shell's button bar: Undo, Hint and Riichi. */
  bar: Bar;
  /** Asks the stage to draw again after a change outside input (a worker's answer). */
  invalidate: () => void;
}

export class PracticeScreen extends StillScreen {
  private hint: Say | null = null;
  /** The kind the hint suggests, outlined in the hand until the next discard or undo. */
  private hintKind: number | null = null;
  private feedback: Say = SILENT;
  private finishedReported = false;
  /** The hand tile lifted by a first touch (index into the sorted hand), or null. */
  private selected: number | null = null;
  /** A hint was shown or a discard taken back: the result is recorded as assisted. */
  assisted: boolean;
  /** The Riichi button was pressed: the next discard declares riichi. */
  private riichiMode = false;
  /** The hint's odds line (or its progress), for the hinted discard. */
  private readonly hintOdds: HintOdds;
  /** The hint's odds line as drawn, so its progress can change the text without a rebuild. */
  private hintOddsLine: Text | null = null;
  /** The table in words, with the hand as buttons (discarding without the canvas). */
  private readonly text: TableText;

  constructor(private readonly options: PracticeScreenOptions) {
    super();
    this.assisted = options.assisted === true;
    this.text = new TableText(options.host, {
      name: "Practice table",
      choicesName: "Discard a tile",
      choose: (at) => this.tap(handOrder(options.game).order[at]!, "keyboard"),
      invalidate: () => options.invalidate(),
    });
    this.own(this.text);
    this.hintOdds = this.own(new HintOdds({ changed: () => this.changedOutside(), announce: (text) => this.text.announce(text), report: options.report }));
  }

  protected override onAction(action: string): void {
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
    const drawn = game.state.drawn!;
    if (game.state.riichiAt !== null && (tile.kind !== drawn.kind || tile.red !== drawn.red)) {
      this.feedback = (name) => `Riichi: only the drawn tile (${name(drawn)}) may be discarded, unless it wins`;
      this.draw();
      this.announce();
      return;
    }
    if (this.riichiMode && !game.riichiDiscards().includes(tile.kind)) {
      this.feedback = (name) => `Riichi: discarding ${name(tile)} would not leave the hand ready (tenpai)`;
      this.draw();
      this.announce();
      return;
    }
    if (pointerType !== "touch" || this.selected === index) {
      this.discard(index);
      return;
    }
    this.selected = index;
    this.feedback = tapPreview(game.counts, tile, this.options.showAnalysis, practiceSeen(game));
    this.draw();
    this.announce();
  }

  private discard(index: number): void {
    const game = this.options.game;
    if (this.paused || game.state.status !== "discard") return;
    this.selected = null;
    const tile = game.state.hand[index]!;
    const { verdict, worse } = discardVerdict(game.counts, tile, practiceSeen(game));
    if (this.riichiMode) {
      game.riichi(index);
      this.feedback = (name) => `Riichi with ${name(tile)}! From now on the drawn tile is discarded unless it wins`;
    } else {
      game.discard(index);
      this.feedback = verdict;
    }
    this.riichiMode = false;
    this.hintOdds.cancel();
    const sounds = this.options.sounds;
    sounds.discard();
    if (worse) sounds.mistake();
    const after = statusOf(game); // read afresh: the discard changed it
    if (after === "won") sounds.win();
    else if (after === "discard") sounds.draw(150);
    this.hint = null;
    this.hintKind = null;
    this.draw();
    this.announce(true);
    this.options.onChange(game);
    this.checkFinished();
  }

  private undo(): void {
    const back = this.options.game.state.discards.at(-1);
    if (back && this.options.game.undo()) {
      this.hintOdds.cancel();
      this.riichiMode = false;
      this.selected = null;
      this.assisted = true;
      this.feedback = (name) => `Undone: ${name(back)} is back in the hand`;
      this.hint = null;
      this.hintKind = null;
      this.finishedReported = false;
      this.draw();
      this.announce();
      this.options.onChange(this.options.game);
    }
  }

  private showHint(): void {
    const game = this.options.game;
    if (game.state.status !== "discard") return;
    // In riichi the drawn tile is the only discard: the hint gives its odds.
    const drawn = game.state.drawn!;
    const best = rankDiscards(game.counts, { secondStep: "ties", seen: practiceSeen(game) }).find(
      (r) => game.state.riichiAt === null || r.discard === drawn.kind,
    )!;
    this.assisted = true;
    this.options.onChange(game);
    const ready = best.shanten === 0;
    this.hint = (name) => `Hint: discard ${name(best.discard)}: ${distanceShort(best.shanten)}, ${improveWords(best.total, best.tiles.length, ready)}`;
    this.hintKind = best.discard;
    this.draw();
    this.announce();
    this.hintOdds.ask(game, best.discard);
  }

  private toggleRiichi(): void {
    if (this.options.game.riichiDiscards().length === 0) return;
    this.riichiMode = !this.riichiMode;
    this.selected = null;
    this.feedback = this.riichiMode ? () => "Riichi: discard a highlighted tile (one that keeps the hand ready) to declare" : SILENT;
    this.draw();
    this.announce();
  }

  /** A worker's answer changed what is shown (outside any input): draw it. */
  private changedOutside(): void {
    // Progress only changes a number: the line is rewritten in place. A full draw rebuilds the
    // hand's tiles, and a touch pressed on a tile and released on its rebuilt copy is no tap.
    const line = this.hintOddsLine;
    if (line && isOddsProgress(line.text) && isOddsProgress(this.hintOdds.text)) line.text = this.hintOdds.text;
    else this.draw();
    this.options.invalidate();
  }

  private checkFinished(): void {
    if (this.options.game.state.status !== "discard" && !this.finishedReported) {
      this.finishedReported = true;
      this.options.onFinished(this.options.game);
    }
  }

  protected draw(): void {
    this.clear();
    const screen = { width: this.width, height: this.height, insets: this.options.insets() };
    const game = this.options.game;
    const { hand, discards, status, riichiAt } = game.state;
    const { showAnalysis, textLabels } = this.options;
    const riichiKinds = this.riichiMode ? game.riichiDiscards() : [];
    this.options.report(endReport(game));
    const name = (tile: Tile | number) => this.name(tile);
    const said = [
      ...practiceEnd(game, name).map((line) => [line, 0x8fd694] as const),
      [this.feedback(name), 0xffd84a] as const,
      [this.hint?.(name) ?? "", 0x5fb3ff] as const,
      [this.hint ? this.hintOdds.text : "", 0x5fb3ff] as const,
    ].filter(([text]) => text !== "");
    // Measured first: the feedback and hint wrap, and the layout needs their height.
    const messages = said.map(([text, colour]) => label(text, 15, colour, contentBox(screen).width));
    this.hintOddsLine = this.hint && this.hintOdds.text !== "" ? messages[messages.length - 1]! : null;
    // What the hand accepted before this draw: the 13 tiles after the last discard.
    const acceptance = showAnalysis ? lastDiscardKept(game) : null;
    // The hand: sorted tiles, the drawn one set apart at the end (two rows on a phone).
    const { order, drawnIndex } = handOrder(game);
    const layout = practiceLayout(screen, {
      handCount: order.length,
      apart: drawnIndex >= 0,
      analysisLine: showAnalysis,
      messageHeight: messages.reduce((sum, line) => sum + Math.ceil(line.height) + 6, 0),
      keptKinds: acceptance ? acceptance.tiles.length : null,
      riverCount: discards.length,
    });
    const { left: pad, width, bands } = layout;

    const headline = label(practiceHeadline(game), layout.short ? 17 : 20);
    this.place(headline, pad, bands.header.y);
    // The seat and wall under the headline; beside it on a landscape phone (one line of header).
    const seatX = layout.short ? Math.ceil(headline.width) + 16 : 0;
    // The dora indicator (and the ura indicator once a riichi hand has won) at the header's right,
    // the caption measured and set left of them, and the seat line kept clear of both.
    const indicators = [game.state.doraIndicator, ...(game.uraIndicator ? [game.uraIndicator] : [])];
    const [doraW, doraTop] = [24, layout.short ? 0 : 12]; // a landscape phone's header is one line
    const tilesX = pad + width - indicators.length * (doraW + 3);
    indicators.forEach((tile, i) => this.place(tileView(tile, { width: doraW, textLabels }), tilesX + i * (doraW + 3), bands.header.y + doraTop));
    const caption = label(indicators.length > 1 ? "Dora · ura" : "Dora", 11, 0xb9b8d0);
    const captionX = tilesX - Math.ceil(caption.width) - 6;
    this.place(caption, captionX, bands.header.y + doraTop + 10);
    const seat = label(`${seatLine(game.state.roundWind, game.state.seatWind)} · ${this.options.title}`, 13, 0xb9b8d0, captionX - 8 - pad - seatX);
    this.place(seat, pad + seatX, bands.header.y + (layout.short ? 4 : 26));
    if (showAnalysis) {
      const analysis = practiceAnalysis(game);
      this.place(label(analysis.distance, width < 420 ? 14 : 15, 0xecebf5), pad, bands.analysis.y);
      if (analysis.forms && !layout.short) this.place(label(analysis.forms, 12, 0xb9b8d0, width), pad, bands.analysis.y + 20);
    }

    order.forEach((i, at) => {
      const spot = layout.hand.spots[at]!;
      const hinted = this.hintKind !== null && hand[i]!.kind === this.hintKind && hand.findIndex((t) => t.kind === this.hintKind) === i;
      const riichiTile = riichiKinds.includes(hand[i]!.kind);
      const highlight = i === this.selected ? 0x8fd694 : riichiTile ? 0xff7ab0 : hinted ? 0x5fb3ff : i === drawnIndex ? 0xffd84a : undefined;
      const style = { width: layout.hand.tileW, textLabels, ...(highlight === undefined ? {} : { highlight }) };
      this.place(
        tileView(hand[i]!, style, (pointer) => this.tap(i, pointer)),
        pad + spot.x,
        bands.hand.y + spot.y - (i === this.selected ? 6 : 0),
      );
    });
    // The words down to the discards' label (what the hand keeps, "Your discards") are read too.
    const riverLabel = { y: bands.river.y, height: RIVER_LABEL_HEIGHT };
    this.options.report({
      ...handReport(layout.portrait, layout.hand, pad, bands.hand.y),
      ...textReport([bands.header, bands.analysis, riverLabel], pad, width),
    });

    let y = bands.messages.y;
    for (const line of messages) {
      this.place(line, pad, y);
      y += Math.ceil(line.height) + 6;
    }
    const canRiichi = game.riichiDiscards().length > 0;
    syncBar(this.options.bar, [
      { id: "undo", label: "Undo", name: "Undo the last discard", disabled: discards.length === 0, run: () => this.undo() },
      { id: "hint", label: "Hint", name: "Hint: the best discard", disabled: status !== "discard", run: () => this.showHint() },
      {
        id: "riichi",
        label: riichiAt === null ? "Riichi" : "In riichi",
        name: riichiAt === null ? "Riichi: declare with the next discard" : "In riichi",
        pressed: this.riichiMode || riichiAt !== null,
        disabled: !canRiichi,
        run: () => this.toggleRiichi(),
      },
    ]);
    this.options.report({
      riichi: riichiAt === null ? (canRiichi ? "possible" : "no") : "declared",
      handNames: order.map((i) => faceName(hand[i]!, true)).join(" "),
    });

    if (acceptance && layout.kept) {
      const ready = acceptance.shanten === 0;
      const words = improveWords(acceptance.total, acceptance.tiles.length, ready);
      this.place(label(words.charAt(0).toUpperCase() + words.slice(1), 13, 0xb9b8d0, width), pad, bands.kept.y);
      this.keptGrid(acceptance.tiles, layout.kept, pad, bands.kept.y + 22);
    }
    this.place(label("Your discards", 14, 0xb9b8d0), pad, bands.river.y);
    this.grid(discards, layout.river, pad, bands.river.y + RIVER_LABEL_HEIGHT, 4, true);
    this.speak();
  }

  /** The text alternative: the table as text and the hand as buttons; what changed is announced. */
  private speak(): void {
    const game = this.options.game;
    const text = practiceText(game, { title: this.options.title, showAnalysis: this.options.showAnalysis, riichiMode: this.riichiMode });
    this.text.setLines(text.lines);
    this.text.setChoices(text.choices);
    this.text.setDetails(text.details);
  }

  /** Says what the last action did, in the live region (and the next tile drawn after a discard). */
  private announce(afterDiscard = false): void {
    const game = this.options.game;
    const drew = afterDiscard && game.state.status === "discard" ? `You drew ${spokenTile(game.state.drawn!)}` : "";
    const lines = [this.feedback(spokenTile), this.hint?.(spokenTile) ?? "", ...practiceEnd(game, spokenTile), drew];
    this.text.announce(lines.filter((line) => line !== "").join(". ") + ".");
  }

  /** Small tiles in rows of `grid.perRow`. */
  private grid(tiles: readonly Tile[], grid: TileGrid, left: number, top: number, rowGap: number, dim: boolean): void {
    const rowStep = Math.round(grid.tileW * 1.35) + rowGap;
    tiles.forEach((tile, i) => {
      const style = { width: grid.tileW, textLabels: this.options.textLabels, dim };
      this.place(tileView(tile, style), left + (i % grid.perRow) * grid.step, top + Math.floor(i / grid.perRow) * rowStep);
    });
  }

  /** The kept tiles in rows, each with the copies still unseen under it ("×3"). */
  private keptGrid(tiles: readonly { kind: number; remaining: number }[], grid: TileGrid, left: number, top: number): void {
    const tileH = Math.round(grid.tileW * 1.35);
    const rowStep = tileH + KEPT_COUNT_HEIGHT + KEPT_ROW_GAP;
    tiles.forEach((t, i) => {
      const x = left + (i % grid.perRow) * grid.step;
      const y = top + Math.floor(i / grid.perRow) * rowStep;
      this.place(tileView({ kind: t.kind, red: false }, { width: grid.tileW, textLabels: this.options.textLabels, dim: t.remaining === 0 }), x, y);
      const count = label(`×${t.remaining}`, 11, t.remaining === 0 ? 0x77778f : 0xecebf5);
      this.place(count, x + (grid.tileW - count.width) / 2, y + tileH + 1);
    });
  }

  /** A tile's name in messages, as its face shows it. */
  private name(tile: Tile | number): string {
    return faceName(tile, this.options.textLabels);
  }
}

function statusOf(game: PracticeGame): PracticeStatus {
  return game.state.status;
}
