// `pnpm arcade cards best`: rank routines within a time limit, or every ordering of a family.
import { InputError, seedText } from "@arcade/core";
import { parseRoutine } from "../shuffle/routine.ts";
import { intOption, LIMIT_OPTIONS, limitsOption, numberOption, progressOption, requireOption, type Command } from "@arcade/core/cli";
import {
  bestRoutines,
  bestSingleMethods,
  compareScores,
  PAPER_FAMILY_60,
  parseFamily,
  rankFamily,
  repeatsNeeded,
  type RoutineScore,
} from "../analysis/experiments.ts";
import { measureRoutine } from "../analysis/measure.ts";
import { checkSimulation, LAB_OPTIONS, labOption, runControl, underOption } from "./lab-options.ts";

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
