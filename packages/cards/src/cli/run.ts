// `pnpm arcade cards run`: measure one routine, and write its exact heatmap as PGM or PNG.
import { statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { deflateSync } from "node:zlib";
import { InputError, seedText } from "@arcade/core";
import { parseRoutine, type ShuffleStep } from "../shuffle/routine.ts";
import { intOption, LIMIT_OPTIONS, limitsOption, progressOption, requireOption, type Command, type OptionValues } from "@arcade/core/cli";
import { heatmapImage, toPgmBytes, toPng } from "../analysis/image.ts";
import { measureRoutine, MIN_INTERVAL_TRIALS } from "../analysis/measure.ts";
import { checkSimulation, LAB_OPTIONS, labOption, MAX_SIMULATED_MOVES, roundDecimal, runControl } from "./lab-options.ts";

const MAX_TRIALS = 1_000_000;
/** The widest heatmap image (pixels a side): 16 MB of grey before compression. */
export const MAX_IMAGE_SIDE = 4096;
/** Digits of the TV lines. */
const TV_DIGITS = 10;

function fixed(x: number | null, digits = 6): string {
  return x === null ? "—" : x.toFixed(digits);
}

/** The --heatmap file, checked before any work: its folder must exist and it must not be one. */
function heatmapPath(values: OptionValues): { path: string; format: "pgm" | "png" } | null {
  const path = values.heatmap;
  if (path === undefined) return null;
  if (typeof path !== "string" || !/\.(pgm|png)$/i.test(path)) throw new InputError(`must end in .pgm or .png, got ${JSON.stringify(path)}`, "--heatmap");
  const folder = dirname(resolve(path));
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new InputError(`the folder ${folder} does not exist`, "--heatmap");
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new InputError(`${path} is a folder, not a file`, "--heatmap");
  return { path, format: path.toLowerCase().endsWith(".png") ? "png" : "pgm" };
}

/** The heatmap pixels per cell, refused when the image would be wider than MAX_IMAGE_SIDE. */
function cellOption(values: OptionValues, cards: number): number {
  const cell = intOption(values, "cell", 1, 64, 8);
  if (cards * cell > MAX_IMAGE_SIDE) {
    throw new InputError(
      `${cards} cards × ${cell} px is ${cards * cell} px a side, more than ${MAX_IMAGE_SIDE}; use --cell ${Math.floor(MAX_IMAGE_SIDE / cards)} or less`,
      "--cell",
    );
  }
  return cell;
}

/** Writes the file, turning what the file system says (no space, no permission) into one line. */
function writeOutput(path: string, bytes: Uint8Array): void {
  try {
    writeFileSync(path, bytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(`cannot write ${path}${code ? ` (${code})` : ""}`, "--heatmap");
  }
}

/** A distance rounded to `digits` decimals: from its exact decimal when there is one, else the double. */
function distanceText(value: number, decimal: string | null, digits: number): string {
  return decimal === null ? value.toFixed(digits) : roundDecimal(decimal, digits);
}

/** A bound that is the exact TV itself prints as the exact value does (same digits, same rounding). */
function exactOr(bound: number, report: { tvExact: number | null; tvExactDecimal: string | null }, digits: number): string {
  return report.tvExact !== null && bound === report.tvExact ? distanceText(report.tvExact, report.tvExactDecimal, digits) : bound.toFixed(digits);
}

export const runCommand: Command = {
  name: "run",
  summary: "Measure one routine: exact distances where known, the exact heatmap, and seeded estimates with 95 % intervals.",
  usage: '"<routine>" [--cards N] [--trials T] [--seed S] [--heatmap FILE.pgm|.png]',
  details: [
    'A routine is steps such as "H10 D R4": C cut, H Hindu, R riffle (GSR), F perfect faro, D deal,',
    "each with an optional repeat count. Output: routine, cards, seconds, tvExact (null when the",
    "routine's shape allows no exact value), tvLowerBound (the strongest lower bound on the distance",
    "to random the lab can justify: exact TV, the worst card's exact position TV, the counting bound,",
    "or a sampled event bound at 95 % confidence) and metrics [{ name, kind, value, interval, … }]",
    "with kind exact, estimate or lower-bound. --heatmap writes the exact expected heatmap in the",
    "paper's orientation (rows = position, columns = card; darker = likelier; mid grey = uniform).",
    `Means get a 95 % interval from ${MIN_INTERVAL_TRIALS} trials on (fewer: "too few trials"); proportions a Wilson`,
    `interval. Bounds: at most ${MAX_SIMULATED_MOVES} simulated card moves (trials × steps × cards), --max-ms, --max-mb.`,
    'Example: pnpm arcade cards run "R4 D" --trials 10000 --seed 1 --json',
  ].join("\n"),
  positionals: 1,
  options: {
    ...LAB_OPTIONS,
    trials: { type: "string", value: "T", description: `simulated decks 0..${MAX_TRIALS} (default 10000)` },
    seed: { type: "string", value: "S", description: 'simulation seed (default "cards")' },
    lands: { type: "string", value: "L", description: "lands in the deck for the opening-hand metrics (default 40 % of N)" },
    hand: { type: "string", value: "K", description: "opening hand size (default 7)" },
    heatmap: { type: "string", value: "FILE", description: "write the exact heatmap as .pgm (binary P5) or .png (deflated)" },
    cell: { type: "string", value: "PX", description: `heatmap pixels per cell (default 8; the image is at most ${MAX_IMAGE_SIDE} px a side)` },
    ...LIMIT_OPTIONS,
  },
  run({ values, positionals, json, io }) {
    const text = positionals[0];
    if (text === undefined) throw new InputError('is required, e.g. "H10 D R4"', "routine");
    const steps: ShuffleStep[] = parseRoutine(text);
    const lab = labOption(values);
    const trials = intOption(values, "trials", 0, MAX_TRIALS, 10_000);
    checkSimulation(trials, steps, lab.cards, "--trials");
    const seed = values.seed === undefined ? "cards" : seedText(requireOption(values, "seed"), "--seed");
    const lands = intOption(values, "lands", 0, lab.cards, Math.round(0.4 * lab.cards));
    const hand = intOption(values, "hand", 1, lab.cards, Math.min(7, lab.cards));
    const output = heatmapPath(values);
    const cell = cellOption(values, lab.cards);
    const limits = limitsOption(values, "fewer --trials or a shorter routine");
    const progress = progressOption(values, io.stderr, "cards run");
    let report;
    try {
      report = measureRoutine(steps, lab, { trials, seed, lands, hand }, runControl(limits, progress));
    } finally {
      progress.finish();
    }
    if (output) {
      const image = heatmapImage(report.heatmap, { cell });
      // The CLI has Node's deflate; the app's download keeps the pure encoder's stored blocks.
      writeOutput(output.path, output.format === "png" ? toPng(image, (raw) => deflateSync(raw, { level: 9 })) : toPgmBytes(image));
    }
    if (json) {
      // The heatmap (n² numbers) goes to --heatmap, not into the JSON.
      const { routine, cards, seconds, tvExact, tvExactDecimal, tvLowerBound, tvLowerBoundSource, tvUpperBound, tvUpperBoundSource, metrics, warnings } =
        report;
      const result = {
        routine,
        cards,
        seconds,
        tvExact,
        tvExactDecimal,
        tvLowerBound,
        tvLowerBoundSource,
        tvUpperBound,
        tvUpperBoundSource,
        metrics,
        warnings,
        trials,
        seed,
        heatmapFile: output?.path ?? null,
      };
      io.stdout.write(`${JSON.stringify(result)}\n`);
      return;
    }
    const lines = [
      `${report.routine}: ${report.cards} cards, ${report.seconds} s, ${trials} simulated decks (seed ${JSON.stringify(seed)})`,
      // The three TV lines share one precision and one rounding (the exact value from its decimal).
      `exact TV to random: ${report.tvExact === null ? "not known for this routine" : distanceText(report.tvExact, report.tvExactDecimal, TV_DIGITS)}`,
      `TV is at least ${exactOr(report.tvLowerBound, report, TV_DIGITS)} (${report.tvLowerBoundSource})`,
      `TV is at most ${exactOr(report.tvUpperBound, report, TV_DIGITS)} (${report.tvUpperBoundSource})`,
      "",
      ...report.metrics.map(
        (m) =>
          `  ${m.kind.padEnd(11)} ${m.name.padEnd(58)} ${fixed(m.value, 4).padStart(10)}  ${m.interval ? `[${fixed(m.interval[0], 4)}, ${fixed(m.interval[1], 4)}]` : m.trials > 0 ? "(too few trials for an interval)" : ""}${m.uniform === null ? "" : `  (random: ${m.uniform.toFixed(4)})`}`,
      ),
      ...report.warnings.map((w) => `\nNote: ${w}`),
    ];
    if (output) lines.push(`\nHeatmap written to ${output.path}`);
    io.stdout.write(`${lines.join("\n")}\n`);
  },
};
