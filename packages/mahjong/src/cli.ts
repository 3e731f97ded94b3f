// `pnpm arcade mahjong …`: the hand analyser headless. `shanten` prints the shanten per form
// (one hand, or one per line from stdin); `analyze` prints the effective tiles of a 13-tile hand
// or the ranked discards of a 14-tile hand, like Tenhou's 牌理. Node only (reads stdin).
import { InputError } from "@arcade/core";
import { choiceOption, requireOption, type Command, type CommandGroup } from "@arcade/core/cli";
import { effectiveTiles, rankDiscards, type EffectiveTile } from "./analysis/efficiency.ts";
import { parseHand, printHand, type Hand } from "./analysis/hand.ts";
import { shantenBreakdown, type ShantenBreakdown } from "./analysis/shanten.ts";
import { countsOf, KIND_COUNT, parseTileList, tileName } from "./analysis/tiles.ts";
import { scoreCommand, scoreJson, scoreLines, type ScoreJson } from "./cli/score.ts";
import { oddsCommand } from "./cli/odds.ts";
import { mjaiCommand } from "./cli/mjai.ts";
import { tableCommand } from "./cli/table.ts";
import { reviewCommand } from "./cli/review.ts";
import { logCheckCommand } from "./cli/log-check.ts";
import { isWinningHand } from "./analysis/agari.ts";
import { bestWin } from "./rules/score/score.ts";
import { situation } from "./rules/score/situation.ts";

const NOTATION = [
  "Hands are mpsz: digits then a suit letter (m characters, p circles, s bamboo, z honours",
  "1–7 = East South West North White Green Red), 0m/0p/0s = red five, e.g. 123m456p789s1122z.",
  "Calls follow in brackets: [123m] chi, [555z] pon, [5555p] open kan, {5555p} added kan,",
  "(1111z) closed kan. A hand has 13 or 14 concealed tiles, 3 fewer per call. Quote hands with",
  'calls: "23455m678p [789s] (1111z)".',
].join("\n");

export interface ShantenJson extends ShantenBreakdown {
  hand: string;
}

/** The shanten report of one hand line. */
export function shantenOfText(text: string): ShantenJson {
  const hand = parseHand(text.trim());
  return { hand: printHand(hand), ...shantenBreakdown(countsOf(hand.concealed)) };
}

function shantenText(r: ShantenJson): string {
  const form = (v: number | null) => (v === null ? "n/a (calls)" : String(v));
  return `${r.hand}\n  shanten ${r.shanten} (standard ${r.standard}, seven pairs ${form(r.chiitoitsu)}, thirteen orphans ${form(r.kokushi)})`;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Shanten reports for each non-blank line, handed to `emit` as they come (so the lines before a
 * bad one are still printed); an error names the line (and the position in it).
 */
export function shantenOfLines(text: string, emit: (result: ShantenJson) => void): void {
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    try {
      emit(shantenOfText(line));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new InputError(error.message, `line ${i + 1}${error.where === undefined ? "" : `, ${error.where}`}`);
    }
  });
}

export const shantenCommand: Command = {
  name: "shanten",
  summary: "Shanten of a hand: overall, standard (4 melds + pair), seven pairs, thirteen orphans.",
  usage: "<hand> | --stdin",
  details: [
    NOTATION,
    "",
    "Shanten = tiles away from ready: 0 is tenpai, −1 a complete hand. Seven pairs and thirteen",
    "orphans are null for hands with calls. --stdin reads one hand per line and prints one result",
    "per line (one JSON object per line with --json).",
    "Example: pnpm arcade mahjong shanten 1111m123p112233s --json",
  ].join("\n"),
  options: {
    stdin: { type: "boolean", description: "read one hand per line from standard input" },
  },
  positionals: 1,
  async run({ values, positionals, json, io }) {
    const format = (r: ShantenJson) => (json ? JSON.stringify(r) : shantenText(r));
    if (values.stdin === true) {
      if (positionals.length > 0) throw new InputError("give a hand or --stdin, not both", "--stdin");
      shantenOfLines(await readStdin(), (r) => io.stdout.write(`${format(r)}\n`));
      return;
    }
    const text = positionals[0];
    if (text === undefined) throw new InputError("is required (or --stdin)", "hand");
    io.stdout.write(`${format(shantenOfText(text))}\n`);
  },
};

export interface AnalysisJson {
  hand: string;
  shanten: number;
  /** 13-tile hands (3k+1): the effective tiles. */
  tiles?: { tile: string; remaining: number }[];
  total?: number;
  /**
   * A complete 14-tile hand (shanten −1): its best score as a tsumo (East round, East seat, the
   * winning tile that scores most), or null when no reading has a yaku; no discards then.
   */
  win?: ScoreJson | null;
  /** 14-tile hands (3k+2) that are not complete: every discard, best first. */
  discards?: { discard: string; shanten: number; total: number; secondStep: number; tiles: { tile: string; remaining: number }[] }[];
}

/** Visible tiles: the --seen list plus the hand's own calls; at most four of a kind overall. */
function seenCounts(hand: Hand, seenText: string | undefined): number[] {
  const seen = seenText === undefined ? new Array<number>(KIND_COUNT).fill(0) : countsOf(parseSeen(seenText));
  for (const meld of hand.melds) for (const t of meld.tiles) seen[t.kind]!++;
  const own = countsOf(hand.concealed);
  for (let k = 0; k < KIND_COUNT; k++) {
    if (own[k]! + seen[k]! > 4) throw new InputError(`${tileName(k)} appears ${own[k]! + seen[k]!} times with the hand (at most 4)`, "--seen");
  }
  return seen;
}

function parseSeen(text: string) {
  try {
    return parseTileList(text.replace(/\s+/g, ""));
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.message, `--seen, ${error.where}`);
    throw error;
  }
}

const tileRows = (tiles: EffectiveTile[]) => tiles.map(({ tile, remaining }) => ({ tile, remaining }));

export function analyzeText(text: string, seenText?: string, secondStep: "ties" | "best" | "none" = "ties"): AnalysisJson {
  const hand = parseHand(text.trim());
  const seen = seenCounts(hand, seenText);
  const counts = countsOf(hand.concealed);
  if (hand.concealed.length % 3 === 1) {
    const a = effectiveTiles(counts, seen);
    return { hand: printHand(hand), shanten: a.shanten, tiles: tileRows(a.tiles), total: a.total };
  }
  if (isWinningHand(counts)) {
    const best = bestWin(hand, situation({ tsumo: true }));
    return { hand: printHand(hand), shanten: -1, win: best && scoreJson(hand, best.win, best.score) };
  }
  const rows = rankDiscards(counts, { seen, secondStep });
  return {
    hand: printHand(hand),
    shanten: rows[0]!.shanten,
    discards: rows.map((r) => ({
      discard: r.tile,
      shanten: r.shanten,
      total: r.total,
      secondStep: Math.round(r.secondStep * 100) / 100,
      tiles: tileRows(r.tiles),
    })),
  };
}

function analysisText(a: AnalysisJson): string {
  const list = (tiles: { tile: string; remaining: number }[]) => tiles.map((t) => `${t.tile}×${t.remaining}`).join(" ");
  const lines = [`${a.hand}  shanten ${a.shanten}`];
  if (a.win === null) lines.push("  complete hand, but no yaku as a tsumo (dora alone do not count)");
  if (a.win) lines.push(`  complete hand: tsumo on ${a.win.win} (East round, East seat)`, ...scoreLines(a.win));
  if (a.tiles) lines.push(`  ${a.shanten === 0 ? "waits" : "effective tiles"}: ${list(a.tiles)}  (${a.total} tiles)`);
  for (const d of a.discards ?? []) {
    const step = d.secondStep > 0 ? `  second step ${d.secondStep}` : "";
    lines.push(`  discard ${d.discard}: shanten ${d.shanten}, ${d.total} tiles${step}  ${list(d.tiles)}`);
  }
  return lines.join("\n");
}

export const analyzeCommand: Command = {
  name: "analyze",
  summary: "Effective tiles of a 13-tile hand, or every discard of a 14-tile hand ranked (like Tenhou's 牌理).",
  usage: "<hand> [--seen <tiles>] [--second-step ties|best|none]",
  details: [
    NOTATION,
    "",
    "A complete 14-tile hand reports shanten −1 and its best score as a tsumo (East round, East",
    "seat, the winning tile that scores most); see `score` for a given win and situation.",
    "13 tiles (or 10/7/4/1 with calls): the draws that lower the shanten, with how many copies",
    "remain unseen (4 − in hand − visible). 14 tiles: one row per discard, best first: lowest",
    "shanten after it, then most effective tiles, then the second step (the average number of",
    "effective tiles after each effective draw and the best discard), then tile order.",
    "--seen lists visible tiles (discards, dora indicators, others' calls) in mpsz; the hand's own",
    "calls count as seen. --second-step: ties (default: where it decides the order), best (every",
    "discard that keeps the shanten) or none.",
    "Example: pnpm arcade mahjong analyze 1234m5678p3456s12z --seen 3m3m --json",
  ].join("\n"),
  options: {
    seen: { type: "string", value: "TILES", description: "visible tiles in mpsz (discards, dora indicators, calls)" },
    "second-step": { type: "string", value: "MODE", description: "ties (default), best or none" },
  },
  positionals: 1,
  run({ values, positionals, json, io }) {
    const text = positionals[0];
    if (text === undefined) throw new InputError("is required", "hand");
    const mode = choiceOption(values, "second-step", ["ties", "best", "none"] as const, "ties");
    const seen = values.seen === undefined ? undefined : requireOption(values, "seen");
    const result = analyzeText(text, seen, mode);
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${analysisText(result)}\n`);
  },
};

/** What the `arcade` launcher loads (package.json "arcade.cli"). */
export const group: CommandGroup = {
  name: "mahjong",
  summary:
    "Riichi Mahjong: hand analysis (shanten, effective tiles, ranked discards, odds), scoring, the table's bots over mjai, tenhou.net/6 logs and their review.",
  commands: [shantenCommand, analyzeCommand, scoreCommand, oddsCommand, tableCommand, logCheckCommand, reviewCommand, mjaiCommand],
};
