// The lab screen: build a routine by tapping methods, see its time, watch a deck shuffle, read the
// exact heatmap, the distance curve and the metric panel. Exact numbers are computed here (they
// take milliseconds); the sampled ones come from the worker and arrive with their trial count.
import { applyMethod, formatRoutine, freshDeck, METHOD_NAMES, Rng, type ShuffleMethod, type ShuffleStep } from "@arcade/core";
import type { Job, Screen } from "@arcade/core/stage";
import { Container, Text } from "pixi.js";
import {
  addStep,
  applyRoutineDeck,
  distanceCurve,
  exactTv,
  expectedHeatmap,
  makeLab,
  removeStep,
  routineSeconds,
  scoreRoutine,
  shuffleParams,
  type Heatmap,
  type LabOptions,
  type LabSummary,
  type Metric,
  type RoutineScore,
} from "./lab-api.ts";
import { distanceDigits } from "../analysis/ranking.ts";
import { DeckView } from "./deck-view.ts";
import { HeatmapView } from "./heatmap-view.ts";
import { labWorker } from "./lab-worker.ts";
import { PlotView } from "./plot-view.ts";
import { ACCENT, BAD, Button, INK, MUTED, textStyle } from "./widgets.ts";

export interface LabScreenOptions {
  lab: LabOptions;
  trials: number;
  lands: number;
  seed: string;
  animate: boolean;
  /** Called after every change, for the shell's test report and the menus. */
  onChange: (state: LabState) => void;
  /** The starting routine, if any. */
  routine?: readonly ShuffleStep[];
  /** Opens the experiments (ranking) screen. */
  onRank: () => void;
}

export interface LabState {
  routine: string;
  seconds: number;
  score: RoutineScore;
  heatmap: Heatmap;
  report: LabSummary | null;
  /** The heatmap's zoom factor (1 = whole map). */
  zoom: number;
  /** The heatmap's frame on the screen, "x,y,size" in px. */
  mapBox: string;
}

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
  private readonly methodButtons: Button[];
  private readonly undoButton: Button;
  private readonly clearButton: Button;
  private readonly viewButton: Button;
  private readonly pinButton: Button;
  private readonly rankButton: Button;
  /** The second map: the pinned routine when comparing. */
  private readonly pinnedView = new HeatmapView();
  private readonly pinnedText = new Text({ text: "", style: textStyle(12.5, INK, { lineHeight: 17 }) });
  private pinned: { routine: string; seconds: number; score: RoutineScore; heatmap: Heatmap; report: LabSummary | null } | null = null;
  /** "exact": the expected heatmap; "deck": the one simulated deck as a permutation plot. */
  private mapMode: "exact" | "deck" = "exact";
  private layoutBox = { width: 390, height: 844 };
  /** Where the plot may go on a narrow screen (null when wide): placed under the texts. */
  private phonePlot: { x: number; width: number; top: number; bottom: number } | null = null;
  private readonly deck = new DeckView();
  private readonly heatmapView = new HeatmapView(() => this.changed());
  private readonly plot = new PlotView();
  private readonly exactText = new Text({ text: "", style: textStyle(14, INK, { lineHeight: 19 }) });
  private readonly measuredText = new Text({ text: "", style: textStyle(13, INK, { lineHeight: 18 }) });
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

  constructor(private readonly options: LabScreenOptions) {
    this.steps = [...(options.routine ?? [])];
    this.rng = Rng.from(options.seed).fork("cards-deck");
    this.order = freshDeck(this.lab.cards);
    this.methodButtons = METHODS.map(([method, label]) => new Button(`${label}\n${this.lab.costs[method]} s`, () => this.add(method)));
    this.undoButton = new Button("Undo", () => this.undo());
    this.clearButton = new Button("Clear", () => this.clear());
    this.viewButton = new Button("One deck", () => this.toggleMap());
    this.pinButton = new Button("Pin A", () => this.togglePin());
    this.rankButton = new Button("Rank", () => options.onRank());
    this.measureJob = {
      progress: (fraction) => {
        this.progress = fraction;
        this.drawMeasured();
      },
      result: (report) => {
        this.report = report;
        this.measureError = null;
        this.drawExact();
        this.drawMeasured();
        this.changed();
      },
      error: (message) => {
        this.measureError = message;
        this.drawMeasured();
      },
    };
    this.view.addChild(
      this.header,
      this.subheader,
      ...this.methodButtons.map((b) => b.view),
      this.undoButton.view,
      this.clearButton.view,
      this.viewButton.view,
      this.pinButton.view,
      this.rankButton.view,
    );
    this.view.addChild(this.pinnedView.view, this.pinnedText);
    this.pinnedView.view.visible = false;
    this.view.addChild(this.deck.view, this.heatmapView.view, this.plot.view, this.exactText, this.measuredText);
    this.order = applyRoutineDeck(this.order, this.steps, this.rng, this.lab);
    this.recompute(false);
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
    this.recompute(this.options.animate, `${METHOD_NAMES[method]}`);
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

  private recompute(animate: boolean, what = ""): void {
    const lab = this.lab;
    this.heatmap = expectedHeatmap(this.steps, lab);
    this.score = scoreRoutine(this.steps, lab, this.heatmap);
    this.showMap();
    this.plot.set(distanceCurve(this.steps, this.options.lab));
    const routine = formatRoutine(this.steps);
    this.header.text = this.steps.length === 0 ? "Tap a shuffle to build a routine" : routine;
    this.subheader.text = `${routineSeconds(this.steps, lab)} s · ${lab.cards} cards · Hindu ${lab.packet} · cut ±${lab.cutSd} · ${lab.piles} piles`;
    this.deck.set(
      this.order,
      Math.min(this.options.lands, lab.cards),
      animate,
      `One simulated deck${what ? `, after a ${what.split(" ")[0]!.toLowerCase()}` : ""} · colour = where a card started`,
    );
    this.pinButton.setEnabled(this.steps.length > 0 || this.pinned !== null);
    this.undoButton.setEnabled(this.steps.length > 0);
    this.clearButton.setEnabled(this.steps.length > 0);
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
    this.options.onChange(this.state);
  }

  private drawExact(): void {
    const s = this.score;
    if (this.steps.length === 0) {
      this.exactText.text = "A fresh deck is in order: distance to random 1.\nAdd riffles, cuts, Hindu shuffles or deals and watch the numbers.";
      this.exactText.style.fill = INK;
      this.placeTexts();
      return;
    }
    // The strongest lower bound so far: exact ones now, a sampled one when the worker reports.
    const measured = this.report && this.report.tvLowerBound > s.tvLowerBound ? this.report : null;
    const bound = measured ? measured.tvLowerBound : s.tvLowerBound;
    const d = distanceDigits;
    const separation = s.tvExact === null ? null : (exactTv(this.steps, this.lab)?.separation ?? null);
    const why = measured ? `measured: ${shortSource(measured.tvLowerBoundSource)}, 95 %` : `exact: ${s.source}`;
    const tv =
      s.tvExact !== null
        ? `Distance to random (TV) ${d(s.tvExact)}, exact${separation === null ? "" : ` · separation ${d(separation)}, exact`}`
        : s.tvUpperBound < 1
          ? `Distance to random (TV) between ${d(bound)} (${why}) and ${d(s.tvUpperBound)} (exact: its riffles alone)`
          : `Distance to random (TV) ≥ ${d(bound)} (${why}); no exact value`;
    const lines = [tv, `Exact heatmap: worst card's position TV ${d(s.maxCardTv)}, D ${d(s.squaredDeviation)}`];
    // The paper's trap, said out loud: a flat heatmap is not a random deck.
    if (s.maxCardTv < 0.05 && bound > 0.25) lines.push("The heatmap looks flat, yet the deck is provably far from random.");
    this.exactText.text = lines.join("\n");
    this.exactText.style.fill = bound > 0.5 ? BAD : bound > 0.25 ? ACCENT : INK;
    this.placeTexts();
  }

  private drawMeasured(): void {
    this.measuredText.text = this.measuredLines().join("\n");
    this.placeTexts();
  }

  private measuredLines(): string[] {
    if (this.steps.length === 0) return [];
    if (this.measureError) return [`Measurement failed: ${this.measureError}`];
    const r = this.report;
    if (!r) return [`Measuring ${this.options.trials.toLocaleString("en")} simulated decks… ${Math.round(this.progress * 100)} %`];
    const metric = (prefix: string) => r.metrics.find((m) => m.name.startsWith(prefix));
    const num = (prefix: string, label: string, digits: number) => {
      const m = metric(prefix);
      if (!m) return null;
      const ci = m.interval ? ` [${m.interval[0].toFixed(digits)}, ${m.interval[1].toFixed(digits)}]` : "";
      return `${label} ${m.value.toFixed(digits)}${ci} (random ${m.uniform?.toFixed(digits) ?? "?"})`;
    };
    const pct = (x: number | null | undefined) => (x === null || x === undefined ? "?" : (100 * x).toFixed(1));
    const share = (m: Metric | undefined) => (m ? `${pct(m.value)} % [${pct(m.interval?.[0])}, ${pct(m.interval?.[1])}]` : "?");
    const sorted = metric("P(opening");
    const woven = r.metrics.find((m) => m.name.startsWith("P(opening") && m.name.endsWith("mana-woven deck"));
    const hand = Math.min(7, this.lab.cards);
    // With a fixed step at either end, the same statistic on the random core's own order shows the trap.
    const fixedEnds = r.warnings.some((w) => w.startsWith("Fixed steps"));
    return [
      `Measured on ${r.trials.toLocaleString("en")} decks, 95 % intervals:`,
      num("rising sequences (mean)", "Rising sequences", 1),
      fixedEnds ? num("rising sequences, core order (mean)", "… before the fixed steps", 1) : null,
      num("successions (mean)", "Cards still in order", 2),
      num("cyclic successions (mean)", "… counting bottom-to-top", 2),
      num("guessing score (mean)", "Guessing score", 2),
      `Opening ${hand} with 0–1 or ${hand - 1}–${hand} lands: sorted ${share(sorted)}, woven ${share(woven)} (random ${pct(sorted?.uniform)} %)`,
      ...r.warnings.map((w) => `Note: ${shortWarning(w)}`),
    ].filter((x): x is string => x !== null);
  }

  /**
   * Stacks the two text blocks (their heights change with their contents); on a phone the plot
   * sits below them at the bottom of the screen, shorter when the panel is long.
   */
  private placeTexts(): void {
    this.measuredText.position.set(this.exactText.x, this.exactText.y + this.exactText.height + 8);
    const phone = this.phonePlot;
    if (!phone) return;
    const below = this.measuredText.y + this.measuredText.height + 6;
    const top = Math.max(phone.top, Math.min(below, phone.bottom - 64));
    this.plot.layout(phone.x, top, phone.width, Math.min(112, phone.bottom - top));
  }

  /** Switches the map between the exact heatmap and the simulated deck's permutation plot. */
  private toggleMap(): void {
    this.mapMode = this.mapMode === "exact" ? "deck" : "exact";
    this.viewButton.setText(this.mapMode === "exact" ? "One deck" : "Heatmap");
    this.showMap();
  }

  private showMap(): void {
    if (this.mapMode === "exact") {
      this.heatmapView.show(this.heatmap, this.pinned ? `B: ${formatRoutine(this.steps) || "fresh deck"} · exact heatmap` : undefined);
      return;
    }
    // One deck: a black cell where each card lies (row = position, column = card), as the paper's top rows.
    const n = this.order.length;
    const p = new Float64Array(n * n);
    this.order.forEach((card, j) => (p[card * n + j] = 1));
    this.heatmapView.show({ n, p }, "One simulated deck · rows = positions · pinch or tap to zoom");
  }

  /** Pins the current routine as A to compare with the next one (B), or unpins. */
  private togglePin(): void {
    if (this.pinned) {
      this.pinned = null;
      this.pinButton.setText("Pin A");
    } else {
      this.pinned = {
        routine: formatRoutine(this.steps),
        seconds: routineSeconds(this.steps, this.lab),
        score: this.score,
        heatmap: this.heatmap,
        report: this.report,
      };
      this.pinnedView.show(this.heatmap, `A: ${this.pinned.routine} · exact heatmap`);
      this.pinButton.setText("Unpin A");
    }
    this.pinnedView.view.visible = this.pinned !== null;
    this.pinnedText.visible = this.pinned !== null;
    this.drawPinned();
    this.showMap();
    this.resize(this.layoutBox.width, this.layoutBox.height);
  }

  private drawPinned(): void {
    const a = this.pinned;
    if (!a) {
      this.pinnedText.text = "";
      return;
    }
    const bound = Math.max(a.score.tvLowerBound, a.report?.tvLowerBound ?? 0);
    const tv =
      a.score.tvExact !== null
        ? `= ${a.score.tvExact.toFixed(4)} exact`
        : a.score.tvUpperBound < 1
          ? `in [${bound.toFixed(4)}, ${a.score.tvUpperBound.toFixed(4)}]`
          : `≥ ${bound.toFixed(4)}`;
    this.pinnedText.text = `A: ${a.routine} (${a.seconds} s): TV ${tv}, worst card ${a.score.maxCardTv.toFixed(4)}`;
  }

  resize(width: number, height: number): void {
    this.layoutBox = { width, height };
    const pad = 12;
    const wide = width >= 760 && width > height;
    const leftW = wide ? Math.min(520, Math.floor(width * 0.45)) : width - 2 * pad;
    // The app's back arrow sits top left, the shell's menu button top right.
    const headX = pad + 36;
    this.header.position.set(headX, 10);
    this.header.style.wordWrap = true;
    this.header.style.wordWrapWidth = leftW - 56 - 36;
    this.subheader.position.set(headX, 36);
    let y = 60;
    const gap = 6;
    const bw = Math.floor((leftW - gap * 4) / 5);
    this.methodButtons.forEach((b, i) => b.layout(pad + i * (bw + gap), y, bw, 50));
    y += 56;
    // The same five columns as the methods above.
    [this.undoButton, this.clearButton, this.viewButton, this.pinButton, this.rankButton].forEach((b, i) =>
      b.layout(pad + i * (bw + gap), y, i === 4 ? leftW - 4 * (bw + gap) : bw, 40),
    );
    y += 50;
    this.deck.layout(pad, y, leftW, 34);
    y += 58;
    const textWidth = leftW;
    for (const t of [this.exactText, this.measuredText]) {
      t.style.wordWrap = true;
      t.style.wordWrapWidth = textWidth;
    }
    const comparing = this.pinned !== null;
    this.phonePlot = null;
    if (wide) {
      this.exactText.position.set(pad, y);
      const x = pad * 2 + leftW;
      const plotH = 130;
      // Keep clear of the shell's menu button in the top right corner.
      const room = width - x - pad - 52;
      const size = Math.max(120, Math.min(comparing ? Math.floor((room - pad) / 2) : room, height - plotH - 70));
      if (comparing) {
        this.pinnedView.layout(x, 12, size);
        this.heatmapView.layout(x + size + pad, 12, size);
      } else this.heatmapView.layout(x, 12, size);
      this.pinnedText.position.set(x, 12 + size + 38);
      this.plot.layout(x, 12 + size + (comparing ? 64 : 34), Math.min(comparing ? 2 * size + pad : size, room), plotH);
    } else {
      const full = Math.max(120, Math.min(leftW, Math.floor(height * 0.3)));
      const size = comparing ? Math.floor((leftW - pad) / 2) : full;
      if (comparing) {
        this.pinnedView.layout(pad, y, size);
        this.heatmapView.layout(pad + size + pad, y, size);
        this.pinnedText.position.set(pad, y + size + 40);
        y += size + 64;
      } else {
        const offset = Math.floor((leftW - size) / 2);
        this.heatmapView.layout(pad + offset, y, size, leftW - offset);
        y += size + 24;
      }
      this.exactText.position.set(pad, y);
      for (const t of [this.exactText, this.measuredText, this.pinnedText]) {
        t.style.fontSize = 12;
        t.style.lineHeight = 16.5;
      }
      this.phonePlot = { x: pad, width: leftW, top: Math.max(y + 210, height - 118), bottom: height - 6 };
    }
    this.placeTexts();
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
    clearTimeout(this.pendingMeasure);
    this.client.destroy();
    this.heatmapView.destroy();
    this.pinnedView.destroy();
    this.deck.destroy();
    this.plot.destroy();
    this.view.destroy({ children: true });
  }
}

/** The source of a sampled bound, in a few words. */
function shortSource(source: string): string {
  return source.replace(/^TV bound from /, "from ");
}

/** The traps, in one line each for the phone screen (the full text is in the CSV export). */
function shortWarning(warning: string): string {
  if (warning.startsWith("Cuts only")) return "cuts only rotate the deck: flat heatmap, yet never random.";
  if (warning.startsWith("Fixed steps")) return "a deal or faro at either end changes nothing, but fools label statistics.";
  return warning;
}
