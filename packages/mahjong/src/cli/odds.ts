// `pnpm arcade mahjong odds "<hand>" --draws N`: the exact chance to reach tenpai and to win within
// the next N draws, and the expected score, for a waiting hand as it stands or after each discard
// of a hand that just drew (analysis/odds/). Bounded: a state budget (--max-states) and a time
// limit (--max-ms) stop a request that would take too long, with a one-line reason. Node only.
import { InputError } from "@arcade/core";
import { choiceOption, intOption, LIMIT_OPTIONS, limitsOption, progressOption, type Command, type OptionValues } from "@arcade/core/cli";
import { parseHand, printHand } from "../analysis/hand.ts";
import { DEFAULT_MAX_STATES, discardOdds, handOdds, MAX_DRAWS, type OddsGoal, type OddsOptions } from "../analysis/odds/odds.ts";
import { parseTileList, type Tile } from "../analysis/tiles.ts";
import { situationOf } from "./score.ts";

export interface OddsRowJson {
  discard: string;
  win: number;
  tenpai: number;
  expectedScore: number;
}

export type OddsJson =
  { hand: string; draws: number; win: number; tenpai: number; expectedScore: number } | { hand: string; draws: number; discards: OddsRowJson[] };

function seenOption(values: OptionValues): Tile[] {
  const raw = values.seen;
  if (typeof raw !== "string") return [];
  try {
    return parseTileList(raw.replace(/\s+/g, ""));
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.message, `--seen, ${error.where}`);
    throw error;
  }
}

/** The odds report of a hand text under the command's options (pure apart from the limits). */
export function oddsOfText(text: string, values: OptionValues, extra: Pick<OddsOptions, "signal" | "onProgress"> = {}): OddsJson {
  const hand = parseHand(text.trim());
  const situation = situationOf(values);
  const options: OddsOptions = {
    draws: intOption(values, "draws", 1, MAX_DRAWS),
    seen: seenOption(values),
    goal: choiceOption<OddsGoal>(values, "goal", ["win", "tenpai", "score"], "win"),
    situation: { roundWind: situation.roundWind, seatWind: situation.seatWind, dora: situation.dora },
    maxStates: intOption(values, "max-states", 1, 1_000_000_000, DEFAULT_MAX_STATES),
    ...extra,
  };
  const printed = printHand(hand);
  if (hand.concealed.length % 3 === 1) {
    const { win, tenpai, expectedScore } = handOdds(hand, options);
    return { hand: printed, draws: options.draws, win, tenpai, expectedScore };
  }
  const rows = discardOdds(hand, options);
  return { hand: printed, draws: options.draws, discards: rows.map(({ tile, win, tenpai, expectedScore }) => ({ discard: tile, win, tenpai, expectedScore })) };
}

const percent = (p: number) => `${(p * 100).toFixed(2).padStart(6)} %`;
const points = (x: number) => x.toFixed(0).padStart(6);

function oddsText(r: OddsJson): string {
  const head = `${r.hand}  within ${r.draws} draw${r.draws > 1 ? "s" : ""}`;
  if (!("discards" in r)) return `${head}\n  win ${percent(r.win)}  tenpai ${percent(r.tenpai)}  expected score ${points(r.expectedScore)}`;
  const lines = r.discards.map(
    (d) => `  discard ${d.discard.padEnd(3)} win ${percent(d.win)}  tenpai ${percent(d.tenpai)}  expected score ${points(d.expectedScore)}`,
  );
  return [head, ...lines].join("\n");
}

export const oddsCommand: Command = {
  name: "odds",
  summary: "Exact chance to reach tenpai and to win within N draws, and the expected score, per discard.",
  usage: "<hand> --draws N [--seen <tiles>] [--goal win|tenpai|score] [--round E|S|W|N] [--seat E|S|W|N] [--dora <indicators>]",
  details: [
    "The model of the 何切る simulators and mahjong-cpp's expected-score calculator: the unseen tiles",
    "(136 minus the hand, its calls, --seen and the dora indicators) are drawn uniformly without",
    "replacement; after each draw the player wins if the hand is complete, otherwise discards; no",
    "opponents, no calls, no riichi. Each number is under the policy that maximises it: win and",
    "tenpai are probabilities within the N draws, expectedScore the mean points of the hand's tsumo",
    "win (0 when it does not win or has no yaku; the policy may play on past a cheap win).",
    "13 tiles (3 fewer per call): the hand as it stands → { hand, draws, win, tenpai, expectedScore }.",
    "14 tiles: every discard → { hand, draws, discards: [{ discard, win, tenpai, expectedScore }] },",
    "best first by --goal (win by default, then tenpai, then score). Computed exactly (no sampling).",
    `--draws 1–${MAX_DRAWS}; the work is bounded by --max-states (default ${DEFAULT_MAX_STATES.toLocaleString("en-US")} search`,
    "states) and --max-ms: a request beyond them stops with exit 2 and asks for fewer draws.",
    "Example: pnpm arcade mahjong odds 222567m345p33667s --draws 3 --json",
  ].join("\n"),
  options: {
    draws: { type: "string", value: "N", description: `draws to come (1–${MAX_DRAWS})` },
    seen: { type: "string", value: "TILES", description: "visible tiles in mpsz (discards, others' calls)" },
    goal: { type: "string", value: "GOAL", description: "what orders the discards: win (default), tenpai or score" },
    round: { type: "string", value: "WIND", description: "round wind for the score: E (default), S, W, N" },
    seat: { type: "string", value: "WIND", description: "seat wind for the score: E (default, dealer), S, W, N" },
    dora: { type: "string", value: "TILES", description: "dora indicators in mpsz (they count as seen)" },
    "max-states": { type: "string", value: "N", description: `search states allowed (default ${DEFAULT_MAX_STATES})` },
    ...LIMIT_OPTIONS,
  },
  positionals: 1,
  run({ values, positionals, json, io }) {
    const text = positionals[0];
    if (text === undefined) throw new InputError("is required", "hand");
    const limits = limitsOption(values, "fewer --draws");
    const progress = progressOption(values, io.stderr, "odds");
    const result = oddsOfText(text, values, { signal: limits.flag(), onProgress: (done, total) => progress.update(done, total) });
    progress.finish();
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${oddsText(result)}\n`);
  },
};
