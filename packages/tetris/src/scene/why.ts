// The "why" panel's content: for the advisor's top candidates, the board features the evaluator
// weighs after each move, with their weights, as a small table (pure, so it is unit-tested).
import type { Advice, AdviceItem } from "../analysis/advisor.ts";
import { DEFAULT_WEIGHTS, type FeatureName } from "../analysis/evaluate.ts";
import { pieceCells } from "../rules/pieces.ts";

export interface WhyTable {
  /** One heading per candidate: "#1\nT 4-6" ("H" before the piece when it needs a hold). */
  head: string[];
  rows: { label: string; weight: string; values: string[] }[];
}

/** The rows shown: a label and the features summed into it (the weights are shown beside). */
const ROWS: readonly { label: string; features: readonly FeatureName[] }[] = [
  { label: "Holes", features: ["holes"] },
  { label: "Hole rows", features: ["holeRows"] },
  { label: "Covered", features: ["coveredCells"] },
  { label: "Height", features: ["height"] },
  { label: "Bumpiness", features: ["bumpiness"] },
  { label: "Tetris well", features: ["wellDepth"] },
  { label: "T-slot S/D", features: ["tslotSingle", "tslotDouble"] },
  { label: "Transitions", features: ["rowTransitions", "columnTransitions"] },
];

/** Candidates shown: the best and two alternatives (three columns fit a phone). */
export const WHY_CANDIDATES = 3;

const CLEAR_SHORT: Record<string, string> = {
  none: "–",
  single: "1 line",
  double: "2 lines",
  triple: "3 lines",
  tetris: "Tetris",
  "tspin-mini": "TSM",
  "tspin-mini-single": "TSMS",
  "tspin-mini-double": "TSMD",
  tspin: "T-spin",
  "tspin-single": "TSS",
  "tspin-double": "TSD",
  "tspin-triple": "TST",
};

/** "T 4-6": the piece and the columns (1-based) it covers. */
export function moveName(item: Pick<AdviceItem, "piece" | "x" | "rotation" | "hold">): string {
  const cells = pieceCells(item.piece, item.rotation);
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < cells.length; i += 2) {
    low = Math.min(low, item.x + cells[i]! + 1);
    high = Math.max(high, item.x + cells[i]! + 1);
  }
  return `${item.hold ? "H " : ""}${item.piece} ${low === high ? low : `${low}-${high}`}`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export function whyTable(advice: Advice): WhyTable {
  const items = advice.best === null ? [] : [advice.best, ...advice.alternatives].slice(0, WHY_CANDIDATES);
  return {
    head: items.map((item, i) => `#${i + 1}\n${moveName(item)}`),
    rows: [
      { label: "Clear", weight: "", values: items.map((item) => CLEAR_SHORT[item.clear] ?? item.clear) },
      { label: "Score", weight: "", values: items.map((item) => String(Math.round(item.score))) },
      ...ROWS.map(({ label, features }) => ({
        label,
        weight: features.map((f) => signed(DEFAULT_WEIGHTS.features[f])).join("/"),
        values: items.map((item) => features.map((f) => String(item.features[f])).join("/")),
      })),
    ],
  };
}
