// The experiments screen: pick one of the paper's experiments (best within 60 s or 12 s, no time
// limit, one method repeated, every ordering of a family), rank its routines in the worker with a
// progress line and a Cancel button, and read the result as a sorted table with "exact" or
// "measured" beside every number. Tapping a row opens that routine in the lab.
import { plural, thousands } from "@arcade/core";
import { SHUFFLE_METHODS, type ShuffleMethod } from "../shuffle/routine.ts";
import type { Job, Screen } from "@arcade/core/stage";
import { Container, Text } from "pixi.js";
import type { LabOptions } from "../analysis/params.ts";
import { PAPER_FAMILY_60 } from "../analysis/experiments.ts";
import { experimentTitle, type Experiment, type RankResult } from "../analysis/ranking.ts";
import { labWorker } from "./lab-worker.ts";
import { RankTable } from "./rank-table.ts";
import { NO_INSETS, type Insets, type Rect } from "./lab-layout.ts";
import { rankLayout } from "./rank-layout.ts";
import { RankText } from "./rank-text.ts";
import { ACCENT, BAD, Button, INK, MUTED, place, textStyle } from "./widgets.ts";

/** Short plural names for the "Repeat" button (core's names are long: "riffle (Gilbert–Shannon–Reeds)"). */
const PLURAL: Record<ShuffleMethod, string> = { C: "cuts", H: "Hindu", R: "riffles", F: "faros", D: "deals" };

/** Routines measured when "Measured" is on (each with the Settings' trial count). */
const MEASURE_TOP = 10;

export interface RankScreenOptions {
  lab: LabOptions;
  trials: number;
  seed: string;
  /** The last experiment and its result, to show again on return. */
  last?: { experiment: Experiment; measured: boolean; result: RankResult | null };
  onOpen: (routine: string) => void;
  onBack: () => void;
  /** Asks for a family to type; the session calls `runFamily` with it. */
  onTypeFamily: () => void;
  /** After each finished ranking (the session keeps it for the next visit and the test report). */
  onResult: (experiment: Experiment, measured: boolean, result: RankResult) => void;
  /** The game's host element: the ranking's text alternative goes in it. */
  host: HTMLElement;
  /** "Draw the canvas again": state changed outside update() (the worker's progress and answers). */
  invalidate: () => void;
  /** The edges the shell's own controls cover now. */
  insets?: () => Insets;
  /** After each layout, the table's frame (for the shell's layout report). */
  onLayout?: (table: Rect) => void;
}

export class RankScreen implements Screen {
  readonly view = new Container();
  private readonly header = new Text({ text: "Rank routines", style: textStyle(18, INK, { fontWeight: "bold" }) });
  private readonly subheader = new Text({ text: "", style: textStyle(12.5, MUTED, { wordWrap: true, lineHeight: 17 }) });
  private readonly status = new Text({ text: "", style: textStyle(13, INK, { wordWrap: true, lineHeight: 18 }) });
  private readonly experimentButtons: { button: Button; matches: (e: Experiment) => boolean }[];
  private readonly repeatButton: Button;
  private readonly measureButton: Button;
  private readonly typeButton: Button;
  private readonly stopButton: Button;
  private readonly table: RankTable;
  private readonly text: RankText;
  private readonly client = labWorker();
  private readonly rankJob: Job<RankResult>;
  private experiment: Experiment;
  private measured: boolean;
  private repeatMethod: ShuffleMethod = "R";
  private result: RankResult | null = null;
  private running = false;
  private box = { width: 390, height: 844 };

  constructor(private readonly options: RankScreenOptions) {
    this.experiment = options.last?.experiment ?? { kind: "within", seconds: 60 };
    this.measured = options.last?.measured ?? false;
    if (this.experiment.kind === "repeat") this.repeatMethod = this.experiment.method;
    const choose = (label: string, experiment: () => Experiment, matches: (e: Experiment) => boolean) => ({
      button: new Button(label, () => this.run(experiment())),
      matches,
    });
    this.repeatButton = new Button("", () => this.repeatTapped());
    this.experimentButtons = [
      choose(
        "60 s",
        () => ({ kind: "within", seconds: 60 }),
        (e) => e.kind === "within" && e.seconds === 60,
      ),
      choose(
        "12 s",
        () => ({ kind: "within", seconds: 12 }),
        (e) => e.kind === "within" && e.seconds === 12,
      ),
      choose(
        "No limit",
        () => ({ kind: "needs", threshold: 0.25 }),
        (e) => e.kind === "needs",
      ),
      { button: this.repeatButton, matches: (e) => e.kind === "repeat" },
      choose(
        "One deal\n60 s",
        () => ({ kind: "family", family: PAPER_FAMILY_60, seconds: 60 }),
        (e) => e.kind === "family" && e.family === PAPER_FAMILY_60,
      ),
    ];
    this.typeButton = new Button("Type a family", () => options.onTypeFamily());
    this.measureButton = new Button("", () => {
      this.measured = !this.measured;
      this.run(this.experiment);
    });
    this.stopButton = new Button("", () => (this.running ? this.cancel() : options.onBack()));
    this.table = new RankTable((routine) => options.onOpen(routine));
    this.text = new RankText(options.host);
    this.rankJob = {
      progress: (fraction) => {
        this.status.text = `Ranking… ${Math.round(fraction * 100)} %${this.measured ? ` (measuring the top ${MEASURE_TOP} with ${thousands(options.trials)} decks each)` : ""}`;
        this.status.style.fill = INK;
        options.invalidate();
      },
      result: (result) => {
        this.running = false;
        this.result = result;
        this.draw();
        this.text.set(result);
        this.options.onResult(this.experiment, this.measured, result);
        options.invalidate();
      },
      error: (message) => {
        this.running = false;
        this.status.text = `Cannot rank: ${message}`;
        this.text.say(this.status.text);
        this.status.style.fill = BAD;
        this.draw(false);
        options.invalidate();
      },
    };
    this.view.addChild(
      this.header,
      this.subheader,
      ...this.experimentButtons.map((b) => b.button.view),
      this.typeButton.view,
      this.measureButton.view,
      this.stopButton.view,
      this.status,
      this.table.view,
    );
    if (options.last?.result) {
      this.result = options.last.result;
      this.draw();
      this.text.set(options.last.result);
    } else this.run(this.experiment);
  }

  /** Ranks every ordering of a typed family (checked by the worker; errors name the multiset). */
  runFamily(family: string): void {
    this.run({ kind: "family", family });
  }

  /** Where the first row of the table is (its centre, in screen px), for the tests' state report. */
  get firstRowCentre(): { x: number; y: number } {
    return this.table.firstRowCentre;
  }

  get busy(): boolean {
    return this.running;
  }

  private repeatTapped(): void {
    // A second tap on "Repeat" moves on to the next method.
    if (this.experiment.kind === "repeat") {
      const i = SHUFFLE_METHODS.indexOf(this.repeatMethod);
      this.repeatMethod = SHUFFLE_METHODS[(i + 1) % SHUFFLE_METHODS.length]!;
    }
    this.run({ kind: "repeat", method: this.repeatMethod, upTo: this.repeatMethod === "C" || this.repeatMethod === "H" ? 40 : 16 });
  }

  private run(experiment: Experiment): void {
    this.experiment = experiment;
    this.running = true;
    this.result = null;
    this.status.text = "Ranking… 0 %";
    this.status.style.fill = INK;
    this.client.cancel();
    const options = { measureTop: this.measured ? MEASURE_TOP : 0, trials: this.options.trials, seed: this.options.seed };
    this.client.run("rank", { experiment, lab: this.options.lab, options }, this.rankJob);
    this.draw(false);
  }

  private cancel(): void {
    this.client.cancel();
    this.running = false;
    this.status.text = "Cancelled. Pick an experiment to rank again.";
    this.text.say(this.status.text);
    this.status.style.fill = ACCENT;
    this.draw(false);
  }

  /** Redraws the buttons and, when `withTable`, the table from the result. */
  private draw(withTable = true): void {
    for (const { button, matches } of this.experimentButtons) button.setSelected(matches(this.experiment));
    this.repeatButton.setText(`Repeat\n${PLURAL[this.repeatMethod]}`);
    this.measureButton.setText(this.measured ? `Measured\ntop ${MEASURE_TOP}` : "Exact only");
    this.measureButton.setSelected(this.measured);
    this.stopButton.setText(this.running ? "Cancel" : "Back to lab");
    const r = this.result;
    const cards = this.options.lab.cards ?? 60;
    // The subheader keeps to the experiment, so the buttons below it do not move when a result comes.
    this.subheader.text = `${experimentTitle(this.experiment)} · ${cards} cards`;
    if (r && !this.running) {
      this.status.text = [`${plural(r.count, "routine")} ranked by ${r.rankedBy}.`, ...r.notes, "Tap a routine to open it in the lab."].join("\n");
      this.status.style.fill = MUTED;
    }
    if (withTable || this.running) this.table.set(r?.rows ?? [], this.running ? "" : "Nothing ranked.");
    this.layout();
  }

  resize(width: number, height: number): void {
    this.box = { width, height };
    this.layout();
  }

  private layout(): void {
    const { width, height } = this.box;
    const insets = this.options.insets?.() ?? NO_INSETS;
    // The texts' widths first (they do not depend on the heights), then everything from their heights.
    const widths = rankLayout(width, height, insets);
    this.subheader.style.wordWrapWidth = widths.head.width;
    this.status.style.wordWrapWidth = widths.status.width;
    const l = rankLayout(width, height, insets, this.subheader.height, this.status.height);
    this.header.position.set(l.head.x, l.head.y);
    this.subheader.position.set(l.head.x, l.head.y + 24);
    this.experimentButtons.forEach(({ button }, i) => place(button, l.experiments[i]!));
    [this.typeButton, this.measureButton, this.stopButton].forEach((b, i) => place(b, l.tools[i]!));
    this.status.position.set(l.status.x, l.status.y);
    this.table.layout(l.table.x, l.table.y, l.table.w, l.table.h);
    this.options.onLayout?.(l.table);
  }

  /** Never changes by itself: the worker's progress and answers invalidate it (options.invalidate). */
  live(): boolean {
    return false;
  }

  pause(): void {}

  resume(): void {}

  destroy(): void {
    this.client.destroy();
    this.table.destroy();
    this.text.destroy();
    this.view.destroy({ children: true });
  }
}
