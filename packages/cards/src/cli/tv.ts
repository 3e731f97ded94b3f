// `pnpm arcade cards tv`: exact distances to random after k riffles.
import { InputError } from "@arcade/core";
import { intOption, LIMIT_OPTIONS, limitsOption, progressOption, requireOption, type Command } from "@arcade/core/cli";
import { log2DistanceBound, riffleDistance } from "../analysis/exact-tv.ts";
import { toDecimal, toNumber } from "../analysis/fraction.ts";
import { roundDecimal } from "./lab-options.ts";

const MAX_RIFFLES = 64;
/** Digits the table prints. */
const TABLE_DIGITS = 6;

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
