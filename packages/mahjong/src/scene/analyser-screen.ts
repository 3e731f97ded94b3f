// The hand analyser: a keyboard of the 34 tiles adds to the hand, a tap on a hand tile takes it
// back; Chi / Pon / Kan / Closed kan turn the next keyboard tap into a call (shown beside the
// hand, a tap removes it). When the hand just drew the fourth tile of a pon, an "Added kan" button
// for it extends the pon to {kkkk}, as the typed form does. At 13 − 3·calls tiles the effective tiles are drawn as tiles, at one
// more the discard table (like Tenhou's 牌理) lists the best rows, each with its exact win and
// tenpai chances and expected score within three draws (computed in the worker, with progress,
// cancelled when the hand changes). A complete hand gets the score panel (analyser-score.ts):
// the situation, the winning tile and the full breakdown. Called tiles count as seen.
import { plural } from "@arcade/core";
import { inSlices, stepsOf } from "@arcade/core/stage";
import { Container, Graphics, Text } from "pixi.js";
import { addedKan, addedKanKinds, printHand, type Hand, type MeldType } from "../analysis/hand.ts";
import { shantenBreakdown } from "../analysis/shanten.ts";
import { countsOf, tileName } from "../analysis/tiles.ts";
import type { DiscardOdds, HandOdds } from "../analysis/odds/odds.ts";
import { CALL_BUTTONS, canCall, copiesOf, handRoom, pressKey, sortedHand, type KeyMode } from "./analyser-keys.ts";
import { ScorePanel } from "./analyser-score.ts";
import { drawAnalysis, VERDICT_HEIGHT } from "./analyser-analysis.ts";
import { analyseHand, analyseHandSteps, analyserText, buildPrompt, distanceLine } from "./analyser-text.ts";
import { analyserLayout, bandsRect, handLayout, handReport, type Insets } from "./layout.ts";
import { isOddsProgress, ODDS_DRAWS, OddsRunner, oddsText } from "./odds-runner.ts";
import { syncBar, type Bar } from "./bar.ts";
import { TableText } from "./table-text.ts";
import { buttonView, faceName, label, tileView } from "./tile-view.ts";
import { spokenTile } from "./words.ts";
import { StillScreen } from "./still-screen.ts";

export interface AnalyserScreenOptions {
  hand: Hand;
  textLabels: boolean;
  /** Called with the hand in our notation and its shanten (null while the tile count cannot occur). */
  onChange: (hand: string, shanten: number | null) => void;
  /** The "Type mpsz" button: the session opens a text popup and calls `setHand`. */
  onType: () => void;
  /** Shown until the first edit, e.g. why a link's hand could not be read. */
  problem?: string;
  /** Writes values on the host element (where the Added kan buttons are, for the end-to-end tests). */
  report: (values: Record<string, string | number>) => void;
  /** The element the text alternative goes in (the game's host). */
  host: HTMLElement;
  /** The shell's button bar: Type a hand, Clear. */
  bar: Bar;
  /** What the shell's controls cover at the stage's edges now (GameShell.insets). */
  insets: () => Insets;
  /** Asks the stage to draw again after a change outside input (a worker's answer). */
  invalidate: () => void;
}

export class AnalyserScreen extends StillScreen {
  /**
   * The hand, its buttons and the keyboard, rebuilt when the hand changes; and the analysis under
   * them, redrawn alone as the worker reports progress. Keeping the controls out of that redraw
   * means a tap made while the odds are computing is not lost: a tap is a press and a release on
   * the same object, and a rebuilt button is another object.
   */
  private readonly controls = new Container();
  private readonly analysis = new Container();
  /** Whether the screen has been drawn once (its first analysis comes a task after its controls). */
  private drawn = false;
  /** Where the analysis goes, as the last full draw laid it out. */
  private analysisAt: {
    pad: number;
    width: number;
    top: number;
    spare: { left: number; width: number; top: number; bottom: number } | undefined;
    prompt: string;
  } | null = null;
  private hand: Hand;
  private keyMode: KeyMode = "tile";
  private problem: string;
  private readonly score: ScorePanel;
  private readonly odds = this.own(new OddsRunner());
  /** The current hand's odds: per discard (14 − 3·calls tiles) or as it stands (13 − 3·calls). */
  private discardOdds: DiscardOdds[] | null = null;
  private handOdds: HandOdds | null = null;
  /** "computing… 40%", or why the odds could not be computed. */
  private oddsStatus = "";
  /** The hand and its analysis in words, the hand's tiles as buttons (taking one out). */
  private readonly text: TableText;

  constructor(private readonly options: AnalyserScreenOptions) {
    super();
    this.view.addChild(this.controls, this.analysis);
    this.text = new TableText(options.host, {
      name: "Hand analysis",
      choicesName: "Take a tile out of the hand",
      actionsName: "Situation and added kans",
      choose: (at) => this.removeTile(at),
      invalidate: () => options.invalidate(),
    });
    this.own(this.text);
    this.hand = sortedHand(options.hand);
    this.problem = options.problem ?? "";
    this.score = new ScorePanel(options.textLabels, () => this.draw(), options.report);
    this.askOdds();
  }

  /** Replaces the hand (from typed text). */
  setHand(hand: Hand): void {
    this.hand = sortedHand(hand);
    this.keyMode = "tile";
    this.changed();
  }

  private key(kind: number): void {
    this.problem = "";
    if (this.score.mode === "dora") {
      this.score.addDora(kind);
      this.askOdds(); // the indicator is a seen tile, and a dora changes the expected score
      return;
    }
    const pressed = pressKey(this.hand, this.keyMode, kind, (k) => this.name(k));
    this.hand = pressed.hand;
    this.keyMode = pressed.keyMode;
    this.problem = pressed.problem;
    this.changed();
  }

  /** Extends the pon of `kind` with its fourth tile from the hand (offered only when legal). */
  private addKan(kind: number): void {
    this.problem = "";
    this.keyMode = "tile";
    this.hand = sortedHand(addedKan(this.hand, kind));
    this.changed();
  }

  private removeTile(index: number): void {
    if (this.score.mode === "win") {
      this.score.chooseWin(this.hand.concealed[index]!);
      return;
    }
    this.hand = { ...this.hand, concealed: this.hand.concealed.filter((_, i) => i !== index) };
    this.changed();
  }

  private removeMeld(index: number): void {
    this.hand = { ...this.hand, melds: this.hand.melds.filter((_, i) => i !== index) };
    this.changed();
  }

  private setKeyMode(mode: MeldType): void {
    this.keyMode = this.keyMode === mode ? "tile" : mode;
    this.problem = "";
    this.draw();
  }

  private changed(): void {
    this.score.reset();
    this.askOdds();
    this.report();
    this.draw();
    const a = analyseHand(this.hand);
    this.text.announce(this.problem || `${plural(this.hand.concealed.length, "tile")}: ${a.kind === "unplayable" ? buildPrompt(a) : distanceLine(a)}`);
  }

  /** Asks the worker for the hand's odds (the question before is cancelled). */
  private askOdds(): void {
    this.discardOdds = null;
    this.handOdds = null;
    this.oddsStatus = "";
    this.odds.cancel();
    if (!this.playable || shantenBreakdown(countsOf(this.hand.concealed)).shanten < 0) return;
    const { roundWind, seatWind, dora } = this.score.setup;
    const request = { hand: this.hand, draws: ODDS_DRAWS, seen: [], situation: { roundWind, seatWind, dora } };
    this.odds.ask(request, {
      status: (text) => {
        const before = this.oddsStatus;
        this.oddsStatus = text;
        if (!this.progressInPlace(before, text)) this.drawAnalysis();
        this.options.invalidate();
      },
      discards: (rows) => {
        this.discardOdds = rows;
        this.options.report({ oddsWin: rows[0]!.win.toFixed(4), oddsDiscard: rows[0]!.tile });
        this.text.announce(`Win chances ready: best ${spokenTile(rows[0]!.discard)}, ${oddsText(rows[0]!)}`);
      },
      hand: (odds) => {
        this.handOdds = odds;
        this.options.report({ oddsWin: odds.win.toFixed(4) });
        this.text.announce(`In the next ${ODDS_DRAWS} draws: ${oddsText(odds)}`);
      },
    });
  }

  /**
   * Progress only changes a number: its line is rewritten in place and the text alternative
   * updated, where a full redraw rebuilt every row's texts and tiles (and their pictures in the
   * next frame) for each report of the worker.
   */
  private progressInPlace(before: string, text: string): boolean {
    if (!isOddsProgress(before) || !isOddsProgress(text) || !this.analysisAt) return false;
    const line = this.analysis.children.find((child): child is Text => child instanceof Text && child.text === before);
    if (!line) return false;
    line.text = text;
    this.speak(this.analysisAt.prompt);
    return true;
  }

  /** The hand can be analysed: 1–14 − 3·calls concealed tiles, not a multiple of three. */
  private get playable(): boolean {
    const n = this.hand.concealed.length;
    return n > 0 && n <= handRoom(this.hand) && n % 3 !== 0;
  }

  private report(): void {
    this.options.onChange(printHand(this.hand), this.playable ? shantenBreakdown(countsOf(this.hand.concealed)).shanten : null);
  }

  show(): void {
    this.report();
  }

  protected draw(): void {
    this.clear(this.controls);
    const screen = { width: this.width, height: this.height, insets: this.options.insets() };
    const box = analyserLayout(screen);
    const { left: pad, width } = box.main;
    const textLabels = this.options.textLabels;
    const { concealed, melds } = this.hand;
    let y = box.top;
    const text = printHand(this.hand) || "(empty)";
    this.place(
      label(`${text}  · ${concealed.length}${melds.length ? ` + ${melds.length} call${melds.length > 1 ? "s" : ""}` : ""}`, width < 420 ? 14 : 16),
      pad,
      y,
      this.controls,
    );
    y += 26;
    const bw = Math.floor((width - 3 * 8) / 4);
    syncBar(this.options.bar, [
      { id: "type", label: "Type", name: "Type a hand (mpsz)", run: () => this.options.onType() },
      {
        id: "clear",
        label: "Clear",
        name: "Clear the hand",
        disabled: concealed.length + melds.length === 0,
        run: () => this.setHand({ concealed: [], melds: [] }),
      },
    ]);
    CALL_BUTTONS.forEach(
      (b, i) =>
        this.place(
          buttonView(b.label, bw, () => this.setKeyMode(b.mode), true, this.keyMode === b.mode),
          pad + i * (bw + 8),
          y,
        ),
      this.controls,
    );
    y += 46;
    // Added kan needs no keyboard tap: the pon and its fourth tile are both in the hand already.
    const kans = addedKanKinds(this.hand);
    const kanButtons: string[] = [];
    kans.forEach((kind, i) => {
      // Two a row (three pons with their fourth tiles is the most a hand can hold).
      const x = pad + (i % 2) * (bw * 2 + 16);
      const top = y + Math.floor(i / 2) * 46;
      this.place(
        buttonView(`Added kan ${this.name(kind)}`, bw * 2 + 8, () => this.addKan(kind)),
        x,
        top,
        this.controls,
      );
      kanButtons.push(`${tileName(kind)}:${Math.round(x + bw + 4)},${top + 20}`);
    });
    y += Math.ceil(kans.length / 2) * 46;
    this.options.report({ addedKan: kanButtons.join(" ") });
    const prompt = this.problem || this.score.prompt() || (this.keyMode === "tile" ? "" : CALL_BUTTONS.find((b) => b.mode === this.keyMode)!.prompt);
    if (prompt) {
      const line = label(prompt, 14, this.problem ? 0xff9a7a : 0xffd84a, width);
      this.place(line, pad, y, this.controls);
      y += Math.ceil(line.height) + 6;
    }
    // The concealed tiles (two rows on a phone), then the calls, each tappable to remove.
    const layout = handLayout(width, Math.max(concealed.length, 1), false, box.handMax);
    this.options.report(handReport(false, layout, pad, y));
    // The hand's line, the call buttons and added kans above the hand are canvas controls: no toast over them.
    const header = bandsRect([{ y: box.top, height: y - box.top }], pad, width);
    concealed.forEach(
      (tile, i) =>
        this.place(
          tileView(tile, { width: layout.tileW, textLabels }, () => this.removeTile(i)),
          pad + layout.spots[i]!.x,
          y + layout.spots[i]!.y,
        ),
      this.controls,
    );
    y += concealed.length > 0 ? layout.height + 8 : 0;
    if (melds.length > 0) {
      const meldW = Math.min(30, Math.floor((width - 12 * melds.length) / (melds.length * 4 + 0.5)));
      let x = pad;
      melds.forEach((meld, i) => {
        const group = new Container();
        meld.tiles.forEach((tile, k) => {
          const hidden = meld.type === "closedKan" && (k === 0 || k === 3);
          group.addChild(tileView(tile, { width: meldW, textLabels, dim: hidden })).position.set(k * (meldW + 1), 0);
        });
        // A frame around the call: it is one target to tap.
        group.addChildAt(new Graphics().roundRect(-3, -3, meld.tiles.length * (meldW + 1) + 5, meldW * 1.35 + 6, 5).fill(0x2c2c4a), 0);
        group.eventMode = "static";
        group.cursor = "pointer";
        group.on("pointertap", () => this.removeMeld(i));
        this.place(group, x + 3, y + 3, this.controls);
        x += meld.tiles.length * (meldW + 1) + 12;
      });
      y += Math.round(meldW * 1.35) + 14;
    }
    y += 4;
    // Keyboard: one row per suit (at the right on a landscape phone).
    const keyW = box.keys.keyW;
    const belowKeys = y;
    if (box.keys.top !== null) y = box.keys.top;
    const keysTop = y;
    for (let suit = 0; suit < 4; suit++) {
      const kinds = suit === 3 ? 7 : 9;
      for (let d = 0; d < kinds; d++) {
        const kind = suit * 9 + d;
        const usable =
          this.score.mode === "dora"
            ? true
            : this.keyMode === "tile"
              ? this.hand.concealed.length < handRoom(this.hand) && copiesOf(this.hand, kind) < 4
              : canCall(this.hand, this.keyMode, kind);
        this.place(
          tileView({ kind, red: false }, { width: keyW, textLabels, dim: !usable }, () => this.key(kind)),
          box.keys.left + d * (keyW + 3),
          y,
          this.controls,
        );
      }
      y += Math.round(keyW * 1.35) + 4;
    }
    // The keyboard is pressed as much as the call buttons: no toast over it either.
    const keysBottom = y;
    const keys = bandsRect([{ y: keysTop, height: y - keysTop }], box.keys.left, box.keys.width);
    if (box.keys.top !== null) y = belowKeys - 4;
    y += 10;
    // The analysis's first line (how far the hand is from ready) is read at a glance: no toast over it.
    const verdict = bandsRect([{ y, height: VERDICT_HEIGHT }], pad, width);
    this.options.report({ textRect: `${header};${keys};${verdict}` });
    // Beside the keyboard (a landscape screen), the space under it takes discard rows that do not fit at the left.
    const spare = box.keys.top !== null ? { left: box.keys.left, width: box.keys.width, top: keysBottom + 10, bottom: this.height } : undefined;
    this.analysisAt = { pad, width, top: y, spare, prompt };
    if (this.drawn) this.drawAnalysis();
    else this.firstAnalysis();
  }

  /**
   * The first screen's analysis in tasks after the one that builds the controls: the hand's
   * analysis (shanten, its discards ranked, then each second step; kept by analyseHand), its rows
   * of tiles and text, then the text alternative. All of it was one long task of the start.
   */
  private firstAnalysis(): void {
    this.drawn = true;
    void inSlices(this.firstAnalysisSteps(), () => this.destroyed);
  }

  private *firstAnalysisSteps(): Generator<() => void> {
    yield* stepsOf(analyseHandSteps(this.hand));
    yield () => {
      this.drawAnalysis(false);
      this.options.invalidate();
    };
    yield () => this.speak(this.analysisAt!.prompt);
  }

  /** The analysis under the controls: the odds (or their progress), the effective tiles, the score; then in words unless told. */
  private drawAnalysis(inWords = true): void {
    this.clear(this.analysis);
    if (!this.analysisAt) return;
    const { pad, width, top, spare, prompt } = this.analysisAt;
    const odds = { status: this.oddsStatus, hand: this.handOdds, discards: this.discardOdds };
    const shown = { hand: this.hand, score: this.score, odds, textLabels: this.options.textLabels, bottom: this.height, spare };
    const end = drawAnalysis(this.analysis, shown, pad, width, top);
    this.options.report({ analysisBottom: Math.round(end) });
    if (inWords) this.speak(prompt);
  }

  /** The text alternative: the hand and everything the canvas says of it. */
  private speak(prompt: string): void {
    const scoreLines = analyseHand(this.hand).kind === "complete" ? this.score.lines(this.hand, spokenTile).lines : [];
    const words = { handOdds: this.handOdds, discardOdds: this.discardOdds, oddsStatus: this.oddsStatus, prompt, scoreLines };
    const text = analyserText(this.hand, words);
    this.text.setLines(text.lines);
    this.text.setChoices(text.choices);
    this.text.setDetails(text.details);
    // Without the canvas: the added kans offered and, for a complete hand, the situation's toggles.
    const kans = addedKanKinds(this.hand).map((kind) => ({ label: `Added kan ${spokenTile(kind)}`, run: () => this.addKan(kind) }));
    const complete = analyseHand(this.hand).kind === "complete";
    this.text.setActions([...kans, ...(complete ? this.score.toggles(this.hand, spokenTile) : [])]);
  }

  /** A tile's name in messages, as its face shows it. */
  private name(kind: number): string {
    return faceName(kind, this.options.textLabels);
  }
}
