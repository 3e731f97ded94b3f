// `pnpm arcade mahjong review FILE --seat K`: every discard seat K made in a tenhou.net/6 log,
// with the best discard by win chance and by expected score and what the choice cost. The log is
// parsed and re-run through the table's rules (table/tenhou6-parse.ts, tenhou6-check.ts); a log
// the rules refuse stops with its round and turn. Decisions come from analysis/decision-points.ts
// and are rated by analysis/review.ts. Node only (reads a file).
import { InputError } from "@arcade/core";
import { intOption, LIMIT_OPTIONS, limitsOption, progressOption, readTextFile, type Command } from "@arcade/core/cli";
import { decisionPoints } from "../analysis/decision-points.ts";
import { reviewDecisions, summarizeReview, type DecisionReview, type ReviewSummary } from "../analysis/review.ts";
import { checkLog } from "../table/tenhou6-check.ts";
import { parseTenhou6 } from "../table/tenhou6-parse.ts";
import type { Seat } from "../table/types.ts";

/** Logs larger than this are not read (a hanchan's log is a few tens of kB). */
const MAX_LOG_BYTES = 8 * 1024 * 1024;

export interface ReviewJson {
  seat: number;
  name: string;
  decisions: DecisionReview[];
  summary: ReviewSummary;
}

/** The review of one seat of a log's text. */
export function reviewLogText(
  text: string,
  seat: Seat,
  extra: { signal?: { readonly aborted: boolean }; onProgress?: (done: number, total: number) => void } = {},
): ReviewJson {
  const log = parseTenhou6(text);
  const check = checkLog(log);
  if (!check.ok) {
    const m = check.mismatch;
    throw new InputError(`the rules refuse it at ${m.roundName}, turn ${m.turn}: ${m.reason}`, "log");
  }
  const decisions = reviewDecisions(decisionPoints(check.history, seat, { redFives: log.redFives }), extra);
  return { seat, name: log.names[seat] ?? "", decisions, summary: summarizeReview(decisions) };
}

const pct = (p: number) => `${(p * 100).toFixed(1)} %`;

function reviewText(r: ReviewJson): string {
  const lines = r.decisions.map((d) => {
    const head = `${d.label.padEnd(18)} ${d.hand.padEnd(28)} discard ${d.discard.padEnd(3)} (${d.drawsLeft} draws left, ${d.model})`;
    if (d.model === "efficiency") return `${head}: efficiency best ${d.efficientDiscard!}`;
    if (d.bestByWin === null) return `${head}: not rated`;
    const cost = d.winCost === null ? "beyond the model" : `cost ${pct(d.winCost)} win, ${d.scoreCost!.toFixed(0)} points`;
    return `${head}: best ${d.bestByWin.discard} by win (${pct(d.bestByWin.win)}), ${d.bestByScore!.discard} by score (${d.bestByScore!.expectedScore.toFixed(0)}); ${cost}`;
  });
  const s = r.summary;
  lines.push(
    `seat ${r.seat} (${r.name}): ${s.decisions} discards, ${s.rated} rated; best by win ${s.bestByWin}, by score ${s.bestByScore}; total cost ${pct(s.winCost)} win, ${s.scoreCost.toFixed(0)} points`,
  );
  return lines.join("\n");
}

export const reviewCommand: Command = {
  name: "review",
  summary: "Every discard of one seat in a tenhou.net/6 log: the best by win chance and by expected score, and the choice's cost.",
  usage: "<file> --seat K [--json]",
  details: [
    "Reads a tenhou.net/6 JSON log (Tenhou's editor, Mahjong Soul exporters; a viewer URL ending in",
    "#json=… too), re-runs it through the rules (a log they refuse: exit 2 with its round and turn),",
    "and rates each discard seat K (0–3, the log's order) chose — not those forced after its riichi.",
    "Each decision: the seat's hand with its calls, every river, the others' calls and the dora",
    "indicators seen, the draws it has left (a quarter of the live wall). Rated by the odds of the",
    "`odds` command: the exact search with 3 draws left or fewer, the whole-hand model after (see",
    "`odds --help` for both models), tile efficiency only for a hand beyond 4-shanten. The odds are",
    "solo (no opponents, no riichi, no defence): the cost is against the best hand-building choice.",
    "JSON: { seat, name, decisions: [{ label, hand, discard, drawsLeft, model, bestByWin,",
    "bestByScore, chosen, winCost, scoreCost, efficientDiscard }], summary: { decisions, rated,",
    "bestByWin, bestByScore, winCost, scoreCost } }; bestByWin/bestByScore/chosen are",
    "{ discard, win, tenpai, expectedScore }; winCost and scoreCost are best − chosen.",
    "Example: pnpm arcade mahjong review game.json --seat 0 --json",
  ].join("\n"),
  options: {
    seat: { type: "string", value: "K", description: "the seat to review, 0–3 in the log's order" },
    ...LIMIT_OPTIONS,
  },
  positionals: 1,
  run({ values, positionals, json, io }) {
    const path = positionals[0];
    if (path === undefined) throw new InputError("is required", "file");
    const seat = intOption(values, "seat", 0, 3) as Seat;
    const text = readTextFile(path, MAX_LOG_BYTES);
    const limits = limitsOption(values, "a shorter log");
    const progress = progressOption(values, io.stderr, "review");
    const result = reviewLogText(text, seat, { signal: limits.flag(), onProgress: (done, total) => progress.update(done, total) });
    progress.finish();
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${reviewText(result)}\n`);
  },
};
