// The analyser's score panel for a complete hand: the situation (tsumo or ron, riichi, round and
// seat wind, dora indicators) and the winning tile as buttons, then the full breakdown — every
// yaku with its han, han and fu, the limit, the wait and who pays what. Without a chosen winning
// tile the one that scores most is taken (bestWin). A hand that does not score says why.
import { InputError, thousands } from "@arcade/core";
import type { Container } from "pixi.js";
import type { Hand } from "../analysis/hand.ts";
import { bestWin, scoreWin, type Score } from "../rules/score/score.ts";
import { situation, WIND_LETTERS, type Situation, type Wind } from "../rules/score/situation.ts";
import type { Kind, Tile } from "../analysis/tiles.ts";
import { valueLine, waitWords } from "./score-text.ts";
import { buttonView, faceName, label, tileView } from "./tile-view.ts";

/** What the next tap sets: a dora indicator (keyboard) or the winning tile (hand). */
export type ScoreTapMode = "dora" | "win" | null;

/** Dora indicators a table shows at most (the first and up to four kan dora). */
const MAX_INDICATORS = 5;

export interface ScoreSetup {
  tsumo: boolean;
  riichi: boolean;
  roundWind: Wind;
  seatWind: Wind;
  dora: Kind[];
}

/** The hand's score in the setup, with the winning tile used; or why it does not score. */
export function scoreInSetup(hand: Hand, setup: ScoreSetup, win: Tile | null): { win: Tile; score: Score } | { problem: string } {
  const s: Situation = situation({ ...setup, riichi: setup.riichi ? "riichi" : "none" });
  try {
    if (win) return { win, score: scoreWin(hand, win, s) };
    // No tile chosen: the best reading (scoreWin then checks the situation, e.g. riichi with calls).
    const best = bestWin(hand, s);
    if (!best) return { problem: "No yaku in this situation (dora alone do not make a win)" };
    return { win: best.win, score: scoreWin(hand, best.win, s) };
  } catch (error) {
    if (error instanceof InputError) return { problem: `Does not score: ${error.message}` };
    throw error;
  }
}

export class ScorePanel {
  setup: ScoreSetup = { tsumo: true, riichi: false, roundWind: 0, seatWind: 0, dora: [] };
  /** The chosen winning tile (one of the hand's concealed tiles), or null for the best. */
  win: Tile | null = null;
  mode: ScoreTapMode = null;

  constructor(
    private readonly textLabels: boolean,
    /** Redraws the screen after a change. */
    private readonly changed: () => void,
    private readonly report: (values: Record<string, string | number>) => void,
  ) {}

  /** A new hand: the chosen winning tile no longer applies. */
  reset(): void {
    this.win = null;
    if (this.mode === "win") this.mode = null;
  }

  addDora(kind: Kind): void {
    if (this.setup.dora.length < MAX_INDICATORS) this.setup.dora = [...this.setup.dora, kind];
    this.mode = null;
    this.changed();
  }

  chooseWin(tile: Tile): void {
    this.win = tile;
    this.mode = null;
    this.changed();
  }

  private set(change: Partial<ScoreSetup>): void {
    this.setup = { ...this.setup, ...change };
    this.changed();
  }

  private toggleMode(mode: ScoreTapMode): void {
    this.mode = this.mode === mode ? null : mode;
    this.changed();
  }

  /**
   * The score in words: the headline (tsumo or ron, the winning tile, the wait, the value), the
   * yaku (`perLine` to a line) and the fu; or why the hand does not score. Tiles named by `name`.
   */
  lines(hand: Hand, name: (tile: Tile) => string, perLine = 4): { lines: string[]; problem: boolean } {
    const result = scoreInSetup(hand, this.setup, this.win);
    if ("problem" in result) return { lines: [result.problem], problem: true };
    const s = result.score;
    const lines = [
      `${this.setup.tsumo ? "Tsumo (own draw)" : "Ron (another's discard)"} on ${name(result.win)}${s.wait ? `, ${waitWords(s.wait)}` : ""}: ${valueLine(s)}`,
    ];
    for (let i = 0; i < s.yaku.length; i += perLine) {
      const text = s.yaku
        .slice(i, i + perLine)
        .map((yk) => `${yk.name} ${yk.yakuman > 0 ? (yk.yakuman > 1 ? `${yk.yakuman}× yakuman` : "yakuman") : `${yk.han} han`}`)
        .join(" · ");
      lines.push(text);
    }
    const fu =
      s.yakuman > 0
        ? "Yakuman: fu do not count"
        : `${s.fu} fu (${s.form === "chiitoitsu" ? "seven pairs: 25" : s.form === "kokushi" ? "thirteen orphans" : "rounded up to 10"})`;
    lines.push(`${fu} · hand value ${thousands(s.points.hand)}`);
    return { lines, problem: false };
  }

  /**
   * The situation as toggles, drawn as buttons on the canvas and offered in the text alternative:
   * Win (the next hand tile chosen is the winning tile; the one used is named), Tsumo/Ron,
   * Riichi, Round and Seat (each press moves to the next wind).
   */
  toggles(hand: Hand, name: (tile: Tile) => string): { label: string; pressed: boolean; run: () => void }[] {
    const { tsumo, riichi, roundWind, seatWind } = this.setup;
    const result = scoreInSetup(hand, this.setup, this.win);
    return [
      { label: `Win ${"win" in result ? name(result.win) : "?"}`, pressed: this.mode === "win", run: () => this.toggleMode("win") },
      { label: tsumo ? "Tsumo" : "Ron", pressed: false, run: () => this.set({ tsumo: !tsumo }) },
      { label: "Riichi", pressed: riichi, run: () => this.set({ riichi: !riichi }) },
      { label: `Round ${WIND_LETTERS[roundWind]}`, pressed: false, run: () => this.set({ roundWind: ((roundWind + 1) % 4) as Wind }) },
      { label: `Seat ${WIND_LETTERS[seatWind]}`, pressed: false, run: () => this.set({ seatWind: ((seatWind + 1) % 4) as Wind }) },
    ];
  }

  /** The prompt while a tap mode is on. */
  prompt(): string {
    if (this.mode === "dora") return "Dora: tap the indicator tile on the keyboard";
    if (this.mode === "win") return "Winning tile: tap it in the hand";
    return "";
  }

  /** Draws the controls and the breakdown into `view` from `top`; returns the height used. */
  draw(view: Container, hand: Hand, left: number, width: number, top: number): number {
    const place = (child: Container, x: number, y: number) => {
      child.position.set(Math.round(x), Math.round(y));
      view.addChild(child);
    };
    const { dora } = this.setup;
    const bw = Math.floor((width - 3 * 8) / 4);
    let y = top;
    const [win, ...row1] = this.toggles(hand, (tile) => faceName(tile, this.textLabels));
    row1.forEach((t, i) => place(buttonView(t.label, bw, t.run, true, t.pressed), left + i * (bw + 8), y));
    y += 46;
    place(buttonView(win!.label, bw, win!.run, true, win!.pressed), left, y);
    place(
      buttonView("Dora +", bw, () => this.toggleMode("dora"), dora.length < MAX_INDICATORS, this.mode === "dora"),
      left + bw + 8,
      y,
    );
    // The indicators: a tap removes one.
    const doraW = 26;
    dora.forEach((kind, i) =>
      place(
        tileView({ kind, red: false }, { width: doraW, textLabels: this.textLabels }, () => this.set({ dora: dora.filter((_, k) => k !== i) })),
        left + 2 * (bw + 8) + i * (doraW + 3),
        y + 2,
      ),
    );
    y += 48;
    const result = scoreInSetup(hand, this.setup, this.win);
    // Two yaku to a line on a phone, all on one line where there is room.
    const said = this.lines(hand, (tile) => faceName(tile, this.textLabels), width < 500 ? 2 : 4);
    said.lines.forEach((text, i) => {
      const line = label(text, i === 0 ? 15 : 14, said.problem ? 0xff9a7a : i === 0 ? 0x8fd694 : 0xecebf5, width);
      place(line, left, y);
      y += Math.ceil(line.height) + 4;
    });
    if ("problem" in result) {
      this.report({ scoreHan: "", scorePoints: "", scoreProblem: result.problem });
      return y - top;
    }
    const s = result.score;
    this.report({ scoreHan: s.han, scoreFu: s.fu, scorePoints: s.points.total, scoreYaku: s.yaku.map((yk) => yk.name).join(","), scoreProblem: "" });
    return y - top;
  }
}
