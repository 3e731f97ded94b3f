// `pnpm arcade cards …`: the shuffle lab headless. `tv` prints exact distances after k riffles,
// `run` measures one routine (and can write its exact heatmap as PGM or PNG), `best` ranks routines
// within a time limit or every ordering of a family of multisets. Node only (it writes files);
// everything it computes comes from the pure analysis/ modules.
import { statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { deflateSync } from "node:zlib";
import { InputError, parseRoutine, seedText, type ShuffleMethod, type ShuffleStep } from "@arcade/core";
import {
  choiceOption,
  intOption,
  LIMIT_OPTIONS,
  limitsOption,
  numberOption,
  progressOption,
  requireOption,
  type Command,
  type CommandGroup,
  type OptionValues,
  type Progress,
  type WorkLimits,
} from "@arcade/core/cli";
import { log2DistanceBound, riffleDistance } from "./analysis/exact-tv.ts";
import {
  bestRoutines,
  bestSingleMethods,
  compareScores,
  PAPER_FAMILY_60,
  parseFamily,
  rankFamily,
  repeatsNeeded,
  type RoutineScore,
} from "./analysis/experiments.ts";
import { toDecimal, toNumber } from "./analysis/fraction.ts";
import { heatmapImage, toPgmBytes, toPng } from "./analysis/image.ts";
import { measureRoutine, MIN_INTERVAL_TRIALS } from "./analysis/measure.ts";
import { makeLab, MAX_CARDS, MIN_CARDS, type Lab, type LabOptions } from "./analysis/params.ts";
import type { RunControl } from "./analysis/progress.ts";

const MAX_TRIALS = 1_000_000;
const MAX_RIFFLES = 64;
/** Card moves one command may simulate (decks × shuffle steps × cards): tens of seconds at most. */
export const MAX_SIMULATED_MOVES = 1_000_000_000;
/** The widest heatmap image (pixels a side): 16 MB of grey before compression. */
export const MAX_IMAGE_SIDE = 4096;
/** Digits the text tables print: TV lines of `run`, and `tv`'s columns. */
const TV_DIGITS = 10;
const TABLE_DIGITS = 6;

/** The analysis's progress and cancel hooks, fed by the command's limits and progress line. */
function runControl(limits: WorkLimits, progress: Progress): RunControl {
  return { cancel: limits.flag(), onProgress: (done, total) => progress.update(done, total) };
}

/** Refuses a simulation bigger than MAX_SIMULATED_MOVES, saying how many trials would fit. */
function checkSimulation(trials: number, steps: readonly ShuffleStep[], cards: number, option: string): void {
  const perDeck = steps.reduce((sum, s) => sum + s.times, 0) * cards;
  if (trials * perDeck <= MAX_SIMULATED_MOVES) return;
  throw new InputError(
    `${trials} decks × ${perDeck / cards} steps × ${cards} cards is ${trials * perDeck} card moves, more than the ${MAX_SIMULATED_MOVES} one command may simulate; use ${option} ${Math.floor(MAX_SIMULATED_MOVES / perDeck)} or fewer`,
    option,
  );
}

/**
 * A decimal string (as toDecimal gives) rounded half up to `digits` places, so 0.3340609995 prints
 * as 0.334061 (cutting the string would print 0.334060).
 */
export function roundDecimal(text: string, digits: number): string {
  const [whole = "0", part = ""] = text.split(".");
  const padded = part.padEnd(digits + 1, "0");
  let kept = BigInt(whole + padded.slice(0, digits));
  if (padded.charCodeAt(digits) >= "5".charCodeAt(0)) kept += 1n;
  const s = kept.toString().padStart(digits + 1, "0");
  return digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** Re-throws an InputError from a part under the option a person typed. */
function underOption<T>(option: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.message, option);
    throw error;
  }
}

const LAB_OPTIONS = {
  cards: { type: "string", value: "N", description: `deck size ${MIN_CARDS}..${MAX_CARDS} (default 60)` },
  packet: { type: "string", value: "H", description: "Hindu mean packet size (default 10)" },
  "packet-sd": { type: "string", value: "SD", description: "Hindu packet size sd (default H/6)" },
  "cut-sd": { type: "string", value: "SD", description: "cut point sd around n/2 (default 5)" },
  piles: { type: "string", value: "P", description: "piles of the deal (default 10, at most the deck size)" },
  faro: { type: "string", value: "in|out", description: "perfect faro kind (default out)" },
  cost: { type: "string", value: "LIST", description: 'seconds per method, e.g. "C2 H3 R7 F7 D30" (the defaults)' },
} as const;

/** Parses "C2 H3 R7" into per-method costs (the routine syntax with counts read as seconds). */
function parseCosts(text: string): Partial<Record<ShuffleMethod, number>> {
  const steps = underOption("--cost", () => parseRoutine(text));
  const costs: Partial<Record<ShuffleMethod, number>> = {};
  for (const s of steps) costs[s.method] = s.times;
  return costs;
}

/** makeLab's field names → the options a person typed. */
const LAB_FIELD_OPTIONS: Record<string, string> = {
  cards: "--cards",
  packet: "--packet",
  packetSd: "--packet-sd",
  cutSd: "--cut-sd",
  piles: "--piles",
  faro: "--faro",
};

function labOption(values: OptionValues): Lab {
  const cards = intOption(values, "cards", MIN_CARDS, MAX_CARDS, 60);
  const packet = numberOption(values, "packet");
  const options: LabOptions = {
    cards,
    faro: choiceOption(values, "faro", ["out", "in"] as const, "out"),
    ...(packet === undefined ? {} : { packet }),
    ...(values["packet-sd"] === undefined ? {} : { packetSd: nonNegative(values, "packet-sd") }),
    ...(values["cut-sd"] === undefined ? {} : { cutSd: nonNegative(values, "cut-sd") }),
    ...(values.piles === undefined ? {} : { piles: intOption(values, "piles", 1, cards) }),
    ...(typeof values.cost === "string" ? { costs: parseCosts(values.cost) } : {}),
  };
  try {
    return makeLab(options);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(error.message, LAB_FIELD_OPTIONS[error.where ?? ""] ?? "--cost");
  }
}

function nonNegative(values: OptionValues, name: string): number {
  const raw = values[name];
  const value = Number(raw);
  if (typeof raw !== "string" || raw.trim() === "" || !Number.isFinite(value) || value < 0 || value > MAX_CARDS) {
    throw new InputError(`must be a number from 0 to ${MAX_CARDS}, got ${JSON.stringify(raw)}`, `--${name}`);
  }
  return value;
}

/** "7" or "1-12". */
function parseRange(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!match) throw new InputError(`must be a count K or a range A-B, got ${JSON.stringify(text)}`, "--riffles");
  const a = Number(match[1]);
  const b = match[2] === undefined ? a : Number(match[2]);
  if (a > b) throw new InputError(`range ${a}-${b} runs backwards`, "--riffles");
  if (b > MAX_RIFFLES) throw new InputError(`must be at most ${MAX_RIFFLES}, got ${b}`, "--riffles");
  return [a, b];
}

function fixed(x: number | null, digits = 6): string {
  return x === null ? "—" : x.toFixed(digits);
}

export const tvCommand: Command = {
  name: "tv",
  summary: "Exact total variation and separation distance to random after K riffles (Bayer–Diaconis, big integers).",
  usage: "--cards N --riffles K|A-B",
  details: [
    "Riffles follow the Gilbert–Shannon–Reeds model. Computed exactly with big integers and rounded",
    "only when printed: tv and separation as JSON numbers, tvDecimal and separationDecimal with 30",
    "digits (for few riffles 1 − TV is far below double precision).",
    `The table rounds to ${TABLE_DIGITS} digits; rows whose distances are surely below that (n(n−1)/2^(k+1)`,
    "bounds both) print 0 without the big-integer work. Large decks with many riffles take long:",
    "--progress shows how far it is, --max-ms stops it.",
    "Example: pnpm arcade cards tv --cards 52 --riffles 1-10 --json",
  ].join("\n"),
  options: {
    cards: { type: "string", value: "N", description: "deck size 1..1000" },
    riffles: { type: "string", value: "K|A-B", description: `riffle count or range, 0..${MAX_RIFFLES}` },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const cards = intOption(values, "cards", 1, 1000);
    const [a, b] = parseRange(requireOption(values, "riffles"));
    const limits = limitsOption(values, "fewer --cards or --riffles");
    const progress = progressOption(values, io.stderr, "cards tv");
    const check = () => limits.check();
    // The table prints TABLE_DIGITS decimals: once both distances are surely below half its last
    // digit (n(n−1)/2^(k+1) bounds them), the row is 0 and the big integers are not needed.
    const printsZero = (k: number) => !json && log2DistanceBound(cards, k) < -TABLE_DIGITS * Math.log2(10) - 1;
    const rows = [];
    try {
      for (let k = a; k <= b; k++) {
        progress.update(k - a, b - a + 1);
        if (printsZero(k)) {
          const zero = `0.${"0".repeat(30)}`;
          rows.push({ riffles: k, tv: 0, separation: 0, tvDecimal: zero, separationDecimal: zero });
          continue;
        }
        check();
        const d = riffleDistance(cards, k, check);
        rows.push({
          riffles: k,
          tv: toNumber(d.tv),
          separation: toNumber(d.separation),
          tvDecimal: toDecimal(d.tv, 30),
          separationDecimal: toDecimal(d.separation, 30),
        });
      }
    } finally {
      progress.finish();
    }
    if (json) {
      io.stdout.write(`${JSON.stringify({ cards, rows })}\n`);
      return;
    }
    const width = TABLE_DIGITS + 2;
    io.stdout.write(`${cards} cards, GSR riffles (exact, rounded to ${TABLE_DIGITS} digits)\nriffles  ${"TV".padEnd(width)}  separation\n`);
    for (const r of rows)
      io.stdout.write(`${String(r.riffles).padStart(7)}  ${roundDecimal(r.tvDecimal, TABLE_DIGITS)}  ${roundDecimal(r.separationDecimal, TABLE_DIGITS)}\n`);
  },
};

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

export const bestCommand: Command = {
  name: "best",
  summary: "Rank routines within a time limit, or every ordering of a family of method multisets.",
  usage: '--time T|any [--cards N] [--family "<multiset>[, …]"|paper] [--limit K] [--trials T]',
  details: [
    "Without --family: each method repeated as often as T allows (the paper's single-method",
    "comparison), then the best routines found by a beam search over step sequences within T.",
    'With --family: every distinct ordering of each multiset, e.g. "D R4, D R3 H3" (commas or',
    `semicolons between multisets); "paper" is the paper's one-deal 60 s family (${PAPER_FAMILY_60}, 396 orderings).`,
    "--time any: the repeats each method needs to bring its distance to --threshold (default 0.25).",
    "Ranking: each routine's TV lies in [lower, upper], both exact: lower = the exact TV where the",
    "shape allows it, else the worst card's position TV from the exact heatmap or the counting bound;",
    "upper = the TV of its longest run of consecutive riffles (1 without riffles). Routines rank by",
    "the upper bound (what is guaranteed), then the lower one. Lower bounds are blind to some",
    "structure (cuts flatten the heatmap): --trials T raises them for the top --limit routines with",
    "sampled bounds (rising sequences, successions, …, 95 % confidence).",
    "Example: pnpm arcade cards best --time 60 --family paper --json",
  ].join("\n"),
  options: {
    ...LAB_OPTIONS,
    time: { type: "string", value: "T|any", description: "time limit in seconds, or any" },
    family: { type: "string", value: "MULTISETS", description: 'multisets to order, e.g. "D R4, D R3 H3", or "paper"' },
    limit: { type: "string", value: "K", description: "how many ranked routines to print (default 10)" },
    beam: { type: "string", value: "B", description: "beam width of the search (default 24)" },
    trials: { type: "string", value: "T", description: "re-rank the top K with T simulated decks each (default 0)" },
    seed: { type: "string", value: "S", description: 'simulation seed for --trials (default "cards")' },
    threshold: { type: "string", value: "D", description: "target distance for --time any (default 0.25)" },
    ...LIMIT_OPTIONS,
  },
  run({ values, json, io }) {
    const lab = labOption(values);
    const timeText = requireOption(values, "time");
    const limit = intOption(values, "limit", 1, 100_000, 10);
    const trials = intOption(values, "trials", 0, 100_000, 0);
    const seed = values.seed === undefined ? "cards" : seedText(requireOption(values, "seed"), "--seed");
    const limits = limitsOption(values, "a shorter --time, a smaller --beam or fewer --trials");
    const progress = progressOption(values, io.stderr, "cards best");
    try {
      bestRun();
    } finally {
      progress.finish();
    }
    function bestRun(): void {
      const control = runControl(limits, progress);
      if (timeText.trim().toLowerCase() === "any") {
        if (values.family !== undefined) throw new InputError("cannot be combined with --time any", "--family");
        const threshold = values.threshold === undefined ? 0.25 : numberOption(values, "threshold")!;
        const needs = repeatsNeeded(threshold, lab);
        if (json) io.stdout.write(`${JSON.stringify({ time: "any", cards: lab.cards, threshold, needs })}\n`);
        else
          for (const need of needs)
            io.stdout.write(`${need.method}: ${need.repeats === null ? "never" : `${need.repeats} times, ${need.seconds} s`} (${need.basis})\n`);
        return;
      }
      const time = numberOption(values, "time");
      if (time === undefined || time > 100_000)
        throw new InputError(`must be a positive number of seconds up to 100000, or any; got ${JSON.stringify(timeText)}`, "--time");
      let single: RoutineScore[] | null = null;
      let ranking: RoutineScore[];
      let mode: "family" | "search";
      let count: number;
      if (values.family !== undefined) {
        const familyText = requireOption(values, "family");
        const family = underOption("--family", () => parseFamily(familyText.trim().toLowerCase() === "paper" ? PAPER_FAMILY_60 : familyText));
        const all = underOption("--family", () => rankFamily(family, lab, control));
        const within = all.filter((r) => r.seconds <= time + 1e-9);
        mode = "family";
        count = within.length;
        ranking = within.slice(0, limit);
        if (within.length < all.length) io.stderr.write(`${all.length - within.length} orderings take longer than ${time} s and were left out\n`);
      } else {
        single = bestSingleMethods(time, lab);
        ranking = bestRoutines(time, lab, { beam: intOption(values, "beam", 1, 1000, 24), limit }, control);
        mode = "search";
        count = ranking.length;
      }
      const rows = ranking.map((r) => ({ ...r, measuredLowerBound: null as number | null }));
      if (trials > 0) {
        for (const row of rows) checkSimulation(trials * rows.length, parseRoutine(row.routine), lab.cards, "--trials");
        for (const row of rows) {
          const report = measureRoutine(parseRoutine(row.routine), lab, { trials, seed }, control);
          row.measuredLowerBound = report.tvLowerBound;
          if (report.tvLowerBound > row.tvLowerBound) {
            row.tvLowerBound = report.tvLowerBound;
            row.source = report.tvLowerBoundSource as RoutineScore["source"];
          }
        }
        rows.sort(compareScores);
      }
      if (json) {
        io.stdout.write(`${JSON.stringify({ time, cards: lab.cards, mode, count, trials, ranking: rows.map((r, i) => ({ rank: i + 1, ...r })), single })}\n`);
        return;
      }
      const table = (list: RoutineScore[]) =>
        list
          .map((r, i) => {
            const tv =
              r.tvExact !== null
                ? `TV = ${r.tvExact.toFixed(4)}`
                : r.tvUpperBound < 1
                  ? `TV in [${r.tvLowerBound.toFixed(4)}, ${r.tvUpperBound.toFixed(4)}]`
                  : `TV ≥ ${r.tvLowerBound.toFixed(4)}`;
            return `${String(i + 1).padStart(4)}. ${r.routine.padEnd(24)} ${String(r.seconds).padStart(4)} s  ${tv}  (lower: ${r.source}; worst card ${r.maxCardTv.toFixed(4)})`;
          })
          .join("\n");
      if (single) io.stdout.write(`Single methods within ${time} s:\n${table(single)}\n\n`);
      io.stdout.write(`${mode === "family" ? `Orderings within ${time} s (${count})` : `Best routines found within ${time} s`}:\n${table(rows)}\n`);
    }
  },
};

export const group: CommandGroup = {
  name: "cards",
  summary: "The card-shuffle lab: exact distances to random, heatmaps, metrics and rankings of shuffle routines.",
  commands: [tvCommand, runCommand, bestCommand],
};
