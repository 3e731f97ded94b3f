// `pnpm arcade mahjong odds "<hand>" --draws N`: the chance to reach tenpai and to win within the
// next N draws, and the expected score, for a waiting hand as it stands or after each discard of
// a hand that just drew (analysis/odds/). Up to 3 draws the exact search answers; from 4 on the
// whole-hand model (--model chooses either). The exact search is bounded: a request beyond its
// state budget (--max-states) is refused up front, and a time limit (--max-ms) stops the rest.
import { InputError } from "@arcade/core";
import { choiceOption, intOption, LIMIT_OPTIONS, limitsOption, progressOption, type Command, type OptionValues } from "@arcade/core/cli";
import { parseHand, printHand } from "../analysis/hand.ts";
import { DEFAULT_MAX_STATES, discardOdds, handOdds, MAX_DRAWS, type OddsGoal, type OddsOptions } from "../analysis/odds/odds.ts";
import { WHOLE_HAND_MAX_SHANTEN, wholeHandDiscards, wholeHandOdds, type TurnOdds } from "../analysis/odds/whole-hand.ts";
import { parseTileList, type Tile } from "../analysis/tiles.ts";
import { situationOf } from "./score.ts";

/** Which model answered: the exact search, or the whole-hand approximation. */
export type OddsModel = "exact" | "whole-hand";

/** Up to this many draws the exact search answers by default; more draws go to the whole-hand model. */
export const EXACT_UP_TO_DRAWS = 3;

export interface OddsRowJson {
  discard: string;
  win: number;
  tenpai: number;
  expectedScore: number;
  /** Whole-hand only: the same numbers with fewer draws left, from `draws` down to 1. */
  turns?: TurnOdds[];
}

export type OddsJson =
  | { hand: string; draws: number; model: OddsModel; win: number; tenpai: number; expectedScore: number; turns?: TurnOdds[] }
  | { hand: string; draws: number; model: OddsModel; discards: OddsRowJson[] };

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
  const model = choiceOption<OddsModel | "auto">(values, "model", ["auto", "exact", "whole-hand"], "auto");
  const chosen: OddsModel = model === "auto" ? (options.draws <= EXACT_UP_TO_DRAWS ? "exact" : "whole-hand") : model;
  const head = { hand: printed, draws: options.draws, model: chosen };
  if (chosen === "whole-hand") {
    if (hand.concealed.length % 3 === 1) {
      const { win, tenpai, expectedScore, turns } = wholeHandOdds(hand, options);
      return { ...head, win, tenpai, expectedScore, turns };
    }
    const rows = wholeHandDiscards(hand, options);
    return { ...head, discards: rows.map(({ tile, win, tenpai, expectedScore, turns }) => ({ discard: tile, win, tenpai, expectedScore, turns })) };
  }
  if (hand.concealed.length % 3 === 1) {
    const { win, tenpai, expectedScore } = handOdds(hand, options);
    return { ...head, win, tenpai, expectedScore };
  }
  const rows = discardOdds(hand, options);
  return { ...head, discards: rows.map(({ tile, win, tenpai, expectedScore }) => ({ discard: tile, win, tenpai, expectedScore })) };
}

const percent = (p: number) => `${(p * 100).toFixed(2).padStart(6)} %`;
const points = (x: number) => x.toFixed(0).padStart(6);

function oddsText(r: OddsJson): string {
  const head = `${r.hand}  within ${r.draws} draw${r.draws > 1 ? "s" : ""} (${r.model === "exact" ? "exact" : "whole-hand model"})`;
  if (!("discards" in r)) return `${head}\n  win ${percent(r.win)}  tenpai ${percent(r.tenpai)}  expected score ${points(r.expectedScore)}`;
  const lines = r.discards.map(
    (d) => `  discard ${d.discard.padEnd(3)} win ${percent(d.win)}  tenpai ${percent(d.tenpai)}  expected score ${points(d.expectedScore)}`,
  );
  return [head, ...lines].join("\n");
}

export const oddsCommand: Command = {
  name: "odds",
  summary: "Chance to reach tenpai and to win within N draws, and the expected score, per discard (exact or whole-hand).",
  usage: "<hand> --draws N [--model auto|exact|whole-hand] [--seen <tiles>] [--goal win|tenpai|score] [--round E|S|W|N] [--seat E|S|W|N] [--dora <indicators>]",
  details: [
    "The solo model of the 何切る simulators: the unseen tiles (136 minus the hand, its calls, --seen",
    "and the dora indicators) are drawn one per turn; after each draw the player wins if the hand is",
    "complete (a tsumo, always taken by the whole-hand model), otherwise discards; no opponents, no",
    "calls, no riichi. Each number is under the discard choice that maximises it: win and tenpai are",
    "probabilities within the N draws, expectedScore the mean points of the hand's tsumo win (0 when",
    "it does not win or has no yaku). Red fives count in the score only; the player sees kinds.",
    `model "exact" (default up to ${EXACT_UP_TO_DRAWS} draws): every draw without replacement, every discard,`,
    "computed exactly; the policy may play on past a cheap win. Bounded by --max-states (default",
    `${DEFAULT_MAX_STATES.toLocaleString("en-US")} search states, estimated before the search) and --max-ms: exit 2, ask for fewer draws.`,
    `model "whole-hand" (default from ${EXACT_UP_TO_DRAWS + 1} draws): a graph of the hands reached by draws that lower the`,
    "shanten (the idea of mahjong-cpp's calculator, written here): any other draw is thrown back at",
    "once, a tile drawn and later discarded counts as back in the wall, a held red five counts while",
    "a five of its suit is kept and an unseen one is each extra five held with chance 1/(its copies).",
    `Hands up to ${WHOLE_HAND_MAX_SHANTEN}-shanten (discards leaving more are left out). Adds turns: the numbers with fewer`,
    "draws left (the same hand held later). Equal to exact at 1 draw; error at 2–3 in the README.",
    "13 tiles (3 fewer per call): { hand, draws, model, win, tenpai, expectedScore[, turns] }.",
    "14 tiles: { hand, draws, model, discards: [{ discard, win, tenpai, expectedScore[, turns] }] },",
    "best first by --goal (win by default, then tenpai, then score).",
    "Example: pnpm arcade mahjong odds 222567m345p33667s --draws 17 --json",
  ].join("\n"),
  options: {
    draws: { type: "string", value: "N", description: `draws to come (1–${MAX_DRAWS})` },
    model: { type: "string", value: "MODEL", description: `auto (default: exact up to ${EXACT_UP_TO_DRAWS} draws), exact or whole-hand` },
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
