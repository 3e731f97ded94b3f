// The lab screen: build a routine by tapping methods, see its time, watch a deck shuffle, read the
// exact heatmap, the distance curve and the metric panel. Exact numbers are computed here (they
// take milliseconds); the sampled ones come from the worker and arrive with their trial count.
import { Rng, thousands } from "@arcade/core";
import { applyMethod, formatRoutine, freshDeck, type ShuffleMethod, type ShuffleStep } from "../shuffle/routine.ts";
import { inSlices, type Job, type Screen } from "@arcade/core/stage";
import { Container, Text } from "pixi.js";
import {
  type Lab,
  addStep,
  applyRoutineDeck,
  distanceCurve,
  expectedHeatmap,
  heatmapMetrics,
  makeLab,
  removeStep,
  routineSeconds,
  scoreRoutine,
  shuffleParams,
  type Heatmap,
  type LabSummary,
  type RoutineScore,
} from "./lab-api.ts";
import { DeckView } from "./deck-view.ts";
import { labLayout, NO_INSETS } from "./lab-layout.ts";
import { HeatmapView } from "./heatmap-view.ts";
import { labWorker } from "./lab-worker.ts";
import { exactReadout, heatmapSummary, measuredReadout, pinnedReadout, type LabScreenOptions, type LabState } from "./lab-readout.ts";
import { afterRoutine, capital, readingLine, routineTextWords, routineWords } from "./plain-words.ts";
import { PlotView } from "./plot-view.ts";
import { ResultsPanel } from "./results-panel.ts";
import { Button, INK, MUTED, place, textStyle } from "./widgets.ts";

export type { LabScreenOptions, LabState } from "./lab-readout.ts";

const METHODS: readonly [ShuffleMethod, string][] = [
  ["C", "Cut"],
  ["H", "Hindu"],
  ["R", "Riffle"],
  ["F", "Faro"],
  ["D", "Deal"],
];

const ACTION_METHODS: Record<string, ShuffleMethod> = { cut: "C", hindu: "H", riffle: "R", faro: "F", deal: "D" };

/** Waiting this long after the last tap before measuring keeps rapid taps from queueing work. */
const MEASURE_DELAY_MS = 350;

export class LabScreen implements Screen {
  readonly view = new Container();
  private readonly header = new Text({ text: "", style: textStyle(18, INK, { fontWeight: "bold" }) });
  private readonly subheader = new Text({ text: "", style: textStyle(13, MUTED) });
  /** Room beside the Rank button for the header and subheader. */
  private headWidth = 300;
  private readonly methodButtons: Button[];
  private readonly rankButton: Button;
  /** The second map: the pinned routine when comparing. */
  private readonly pinnedView = new HeatmapView();
  private pinned: LabState | null = null;
  /** "exact": the expected heatmap; "deck": the one simulated deck as a permutation plot. */
  private mapMode: "exact" | "deck" = "exact";
  private layoutBox = { width: 390, height: 844 };
  private readonly deck = new DeckView();
  private readonly heatmapView = new HeatmapView(() => this.changed());
  private readonly plot = new PlotView();
  /** The readings as text in the page (scrolls, zooms, reads aloud), with the pictures' text alternatives. */
  private readonly panel: ResultsPanel;
  private readonly client = labWorker();
  private readonly measureJob: Job<LabSummary>;
  private steps: ShuffleStep[];
  private order: number[];
  private rng: Rng;
  private heatmap!: Heatmap;
  private score!: RoutineScore;
  private report: LabSummary | null = null;
  private progress = 0;
  private measureError: string | null = null;
  private pendingMeasure = -1;
  private paused = false;
  /** Counts the recomputes begun; the first screen's, in slices, stops when another begins. */
  private recomputes = 0;
  private destroyed = false;
  /** Whether the heatmap and score exist (the first ones come a task after the screen's build). */
  private computed = false;

  constructor(private readonly options: LabScreenOptions) {
    this.steps = [...(options.routine ?? [])];
    this.rng = Rng.from(options.seed).fork("cards-deck");
    this.order = freshDeck(this.lab.cards);
    this.methodButtons = METHODS.map(([method, label]) => new Button(`${label}\n${this.lab.costs[method]} s`, () => this.add(method)));
    this.rankButton = new Button("Rank", () => options.onRank());
    // The lab's own tools go on the shell's button bar (real buttons with names, in the top row).
    options.bar?.set([
      { id: "undo", label: "Undo", name: "Undo the last step", disabled: true, run: () => this.undo() },
      { id: "clear", label: "Clear", name: "Clear the routine", disabled: true, run: () => this.clear() },
      { id: "deck", label: "Deck", name: "Deck: show one simulated deck instead of the heatmap", pressed: false, run: () => this.toggleMap() },
      { id: "pin", label: "Pin", name: "Pin A: keep this routine to compare with the next", pressed: false, disabled: true, run: () => this.togglePin() },
      // One tap between a magician's 52 cards and the paper's 60-card trading-card deck.
      ...(options.onDeckSize
        ? [{ id: "cards", label: "60", name: "60 cards: the trading-card deck instead of 52", pressed: this.lab.cards === 60, run: () => this.switchDeck() }]
        : []),
    ]);
    this.panel = new ResultsPanel(options.host);
    this.measureJob = {
      progress: (fraction) => {
        this.progress = fraction;
        this.drawMeasured();
        options.invalidate?.();
      },
      result: (report) => {
        this.report = report;
        this.measureError = null;
        this.drawExact();
        this.drawMeasured();
        this.announceResult();
        this.changed();
        options.invalidate?.();
      },
      error: (message) => {
        this.measureError = message;
        this.drawMeasured();
        this.panel.announce(`Measurement failed: ${message}`);
        options.invalidate?.();
      },
    };
    this.view.addChild(this.header, this.subheader, ...this.methodButtons.map((b) => b.view), this.rankButton.view);
    this.view.addChild(this.pinnedView.view);
    this.pinnedView.view.visible = false;
    this.view.addChild(this.deck.view, this.heatmapView.view, this.plot.view);
    this.order = applyRoutineDeck(this.order, this.steps, this.rng, this.lab);
    this.fitSubheader();
    void this.firstRecompute();
  }

  /**
   * The first screen's exact numbers, each part in a task of its own after the screen's build
   * (the buttons, the header and the panel are drawn without waiting for them): the heatmap and
   * score with the map's picture, then the distance curve with the panel's summaries, then the
   * deck and the readouts. On a phone the three together were a long task in the lab's start.
   * A recompute asked for meanwhile (a tap, a typed routine) does it all at once and ends this.
   */
  private firstRecompute(): Promise<void> {
    const version = ++this.recomputes;
    const lab = this.lab;
    return inSlices(
      [() => this.computeMap(lab), () => this.computeCurve(), () => this.finishRecompute(lab, false)],
      () => this.destroyed || this.recomputes !== version,
    );
  }

  get lab() {
    return makeLab(this.options.lab);
  }

  get state(): LabState {
    const b = this.heatmapView.screenBox;
    const box = `${b.x},${b.y},${b.size}`;
    return {
      routine: formatRoutine(this.steps),
      seconds: routineSeconds(this.steps, this.lab),
      score: this.score,
      heatmap: this.heatmap,
      report: this.report,
      zoom: this.heatmapView.zoomFactor,
      mapBox: box,
    };
  }

  /** Replaces the routine (from a typed one). */
  setRoutine(steps: readonly ShuffleStep[]): void {
    this.steps = [...steps];
    this.order = applyRoutineDeck(freshDeck(this.lab.cards), this.steps, this.rng, this.lab);
    this.recompute(false);
    this.options.invalidate?.();
  }

  /**
   * Drawn every frame only while the simulated deck's cards slide to their new places. The
   * results and the measurement's progress are text in the page, so a lab showing results costs
   * nothing at rest; a worker's answer invalidates the canvas once (options.invalidate).
   */
  live(): boolean {
    return this.deck.animating;
  }

  input(action: string, pressed: boolean): void {
    if (!pressed || this.paused) return;
    const method = ACTION_METHODS[action];
    if (method) this.add(method);
    else if (action === "undo") this.undo();
    else if (action === "clear") this.clear();
  }

  private add(method: ShuffleMethod): void {
    if (this.paused) return;
    this.steps = addStep(this.steps, method);
    this.order = applyMethod(this.order, method, this.rng, shuffleParams(this.lab));
    this.recompute(this.options.animate);
  }

  private switchDeck(): void {
    this.options.onDeckSize?.(this.lab.cards === 60 ? 52 : 60);
  }

  private undo(): void {
    if (this.steps.length === 0) return;
    this.steps = removeStep(this.steps);
    this.order = applyRoutineDeck(freshDeck(this.lab.cards), this.steps, this.rng, this.lab);
    this.recompute(false);
  }

  private clear(): void {
    this.steps = [];
    this.order = freshDeck(this.lab.cards);
    this.recompute(false);
  }

  private recompute(animate: boolean): void {
    this.recomputes++;
    const lab = this.lab;
    this.computeMap(lab);
    this.computeCurve();
    this.finishRecompute(lab, animate);
  }

  /** The exact heatmap and score of the routine, and the map's picture. */
  private computeMap(lab: Lab): void {
    this.heatmap = expectedHeatmap(this.steps, lab);
    this.score = scoreRoutine(this.steps, lab, this.heatmap);
    this.computed = true;
    this.showMap();
  }

  /** The distance curve (plot and panel) and the panel's summary of the heatmap. */
  private computeCurve(): void {
    const curve = distanceCurve(this.steps, this.options.lab);
    this.plot.set(curve);
    this.panel.setPlot(curve);
    this.panel.setHeatmap(heatmapSummary(this.heatmap, heatmapMetrics(this.heatmap).worstCard));
    this.fitSubheader();
  }

  /** The simulated deck, the bar's buttons, the readouts, and the measurement asked for after a pause. */
  private finishRecompute(lab: Lab, animate: boolean): void {
    const lands = Math.min(this.options.lands, lab.cards);
    this.panel.setDeck(this.order, lands);
    this.deck.set(
      this.order,
      lands,
      animate,
      `One simulated deck${this.steps.length === 0 ? "" : `, ${afterRoutine(this.steps).toLowerCase()}`} · colour = starting place`,
    );
    const empty = this.steps.length === 0;
    this.options.bar?.update("pin", { disabled: empty && this.pinned === null });
    this.options.bar?.update("undo", { disabled: empty });
    this.options.bar?.update("clear", { disabled: empty });
    this.drawExact();
    this.report = null;
    this.progress = 0;
    this.measureError = null;
    this.client.cancel();
    clearTimeout(this.pendingMeasure);
    if (this.steps.length > 0) this.pendingMeasure = window.setTimeout(() => this.measure(), MEASURE_DELAY_MS);
    this.drawMeasured();
    this.changed();
  }

  private measure(): void {
    this.client.cancel();
    const query = {
      routine: formatRoutine(this.steps),
      lab: this.options.lab,
      trials: this.options.trials,
      seed: this.options.seed,
      lands: Math.min(this.options.lands, this.lab.cards),
      hand: Math.min(7, this.lab.cards),
    };
    this.client.run("measure", query, this.measureJob);
  }

  private changed(): void {
    if (!this.computed) return; // nothing to report before the first heatmap
    this.options.onChange(this.state);
  }

  private drawExact(): void {
    this.panel.setExact(exactReadout(this.steps, this.lab, this.score, this.report));
  }

  private drawMeasured(): void {
    const { steps, measureError: error, report, progress, lab } = this;
    this.panel.setMeasured(measuredReadout({ steps: steps.length, error, report, progress, trials: this.options.trials, cards: lab.cards }));
  }

  /** The routine, then time and deck size, then the lab's parameters when they fit beside the Rank button. */
  private fitSubheader(): void {
    // The routine written out when it fits on the header's one line, else its shorthand.
    this.header.text = this.steps.length === 0 ? "Tap a shuffle to begin" : routineWords(this.steps);
    if (this.steps.length > 0 && this.header.height > 26) this.header.text = formatRoutine(this.steps);
    const lab = this.lab;
    const short = `${routineSeconds(this.steps, lab)} s · ${lab.cards} cards`;
    this.subheader.text = `${short} · Hindu ${lab.packet} · cut ±${lab.cutSd} · ${lab.piles} piles`;
    if (this.subheader.width > this.headWidth) this.subheader.text = short;
  }

  /** Says the finished measurement's headline in the panel's live region. */
  private announceResult(): void {
    const [headline] = exactReadout(this.steps, this.lab, this.score, this.report).readings;
    if (headline)
      this.panel.announce(`${capital(routineWords(this.steps))}, measured on ${thousands(this.report?.trials ?? 0)} decks. ${readingLine(headline)}`);
  }

  /** Switches the map between the exact heatmap and the simulated deck's permutation plot. */
  private toggleMap(): void {
    this.mapMode = this.mapMode === "exact" ? "deck" : "exact";
    this.options.bar?.update("deck", { pressed: this.mapMode === "deck" });
    this.showMap();
  }

  private showMap(): void {
    if (!this.computed) return; // the first heatmap shows the mode chosen meanwhile
    if (this.mapMode === "exact") {
      this.heatmapView.show(this.heatmap, this.pinned ? `B: ${routineWords(this.steps)}` : "");
      return;
    }
    // One deck: a black cell where each card lies (row = position, column = card), as the paper's top rows.
    const n = this.order.length;
    const p = new Float64Array(n * n);
    this.order.forEach((card, j) => (p[card * n + j] = 1));
    this.heatmapView.show({ n, p }, "One simulated deck: black = where each card went", "deck");
  }

  /** Pins the current routine as A to compare with the next one (B), or unpins. */
  private togglePin(): void {
    if (this.pinned) {
      this.pinned = null;
      this.options.bar?.update("pin", { pressed: false });
    } else {
      this.pinned = { ...this.state };
      this.pinnedView.show(this.heatmap, `A: ${routineTextWords(this.pinned.routine)}`);
      this.options.bar?.update("pin", { pressed: true });
    }
    this.pinnedView.view.visible = this.pinned !== null;
    this.drawPinned();
    this.showMap();
    this.resize(this.layoutBox.width, this.layoutBox.height);
  }

  private drawPinned(): void {
    this.panel.setPinned(this.pinned ? pinnedReadout(this.pinned) : null);
  }

  resize(width: number, height: number): void {
    this.layoutBox = { width, height };
    const l = labLayout(width, height, this.options.insets?.() ?? NO_INSETS, this.pinned !== null);
    this.header.position.set(l.head.x, l.head.y);
    this.header.style.wordWrap = true;
    this.header.style.wordWrapWidth = l.head.width;
    this.subheader.position.set(l.head.x, l.head.y + 26);
    this.headWidth = l.head.width;
    this.fitSubheader();
    this.methodButtons.forEach((b, i) => place(b, l.methods[i]!));
    place(this.rankButton, l.rank);
    this.deck.layout(l.deck.x, l.deck.y, l.deck.w, l.deck.h);
    this.heatmapView.layout(l.map.x, l.map.y, l.map.size, l.map.captionWidth);
    if (l.pinned) this.pinnedView.layout(l.pinned.x, l.pinned.y, l.pinned.size);
    this.panel.layout(l.panel.x, l.panel.y, l.panel.w, l.panel.h, l.fontPx + 1, l.flow);
    this.plot.layout(l.plot.x, l.plot.y, l.plot.w, l.plot.h);
    this.options.onLayout?.(l);
    this.changed(); // the map moved: the state report carries where it is
  }

  update(deltaMs: number): void {
    this.deck.update(deltaMs);
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.pendingMeasure);
    this.client.destroy();
    this.heatmapView.destroy();
    this.pinnedView.destroy();
    this.deck.destroy();
    this.plot.destroy();
    this.panel.destroy();
    this.view.destroy({ children: true });
  }
}
