// `pnpm arcade mahjong table --seed S --bots hard,medium,easy,easy --hanchan N`: four bots play N
// hanchan at the table (seeds S/1 … S/N, each seat keeping its bot) and the command prints the
// final scores of each and, per seat, the average placement, wins, deal-ins and riichi. Node only.
import { writeFileSync } from "node:fs";
import { InputError } from "@arcade/core";
import { intOption, limitsOption, LIMIT_OPTIONS, progressOption, requireOption, type Command } from "@arcade/core/cli";
import { BOT_DESCRIPTIONS, BOT_STRENGTHS, type BotStrength } from "../bots/decide.ts";
import { emptyStats, playHanchan, tally, type SeatStats } from "../bots/match.ts";
import { printTenhou6, type Tenhou6Json } from "../table/tenhou6-print.ts";
import type { FinalResult, TableState } from "../table/types.ts";

export const MAX_HANCHAN = 1000;

export interface TableJson {
  seed: string;
  bots: BotStrength[];
  hanchan: number;
  /** Final scores and placements of each hanchan, in order. */
  finals: FinalResult[];
  seats: { seat: number; bot: BotStrength; averagePlacement: number; placements: number[]; wins: number; dealIns: number; riichi: number; hands: number }[];
}

export function parseBots(text: string): BotStrength[] {
  const names = text.split(",").map((s) => s.trim());
  if (names.length !== 4) throw new InputError(`needs four bots, one per seat (e.g. hard,medium,easy,easy), got ${names.length}`, "--bots");
  names.forEach((n, i) => {
    if (!(BOT_STRENGTHS as readonly string[]).includes(n)) throw new InputError(`seat ${i + 1}: unknown bot "${n}" (${BOT_STRENGTHS.join(", ")})`, "--bots");
  });
  return names as BotStrength[];
}

/** Plays the series, handing each finished hanchan to `onHanchan` (the log writer). */
export function playTable(
  seed: string,
  bots: BotStrength[],
  count: number,
  onHanchan: (state: TableState, index: number) => void = () => undefined,
  onAction?: () => void,
): TableJson {
  const stats: SeatStats[] = emptyStats(bots);
  const finals: FinalResult[] = [];
  for (let i = 1; i <= count; i++) {
    const state = playHanchan(`${seed}/${i}`, bots, onAction);
    finals.push(tally(stats, state));
    onHanchan(state, i);
  }
  return {
    seed,
    bots,
    hanchan: count,
    finals,
    seats: stats.map((s) => ({
      seat: s.seat,
      bot: s.strength,
      averagePlacement: s.averagePlacement,
      placements: s.placements,
      wins: s.wins,
      dealIns: s.dealIns,
      riichi: s.riichi,
      hands: s.hands,
    })),
  };
}

function tableText(r: TableJson): string {
  const lines = [`${r.hanchan} hanchan, seeds ${r.seed}/1 … ${r.seed}/${r.hanchan}`];
  r.finals.forEach((f, i) => lines.push(`  ${i + 1}: ${f.scores.map((s, seat) => `${r.bots[seat]} ${s}`).join(" · ")}`));
  lines.push("seat  bot     avg place  1st 2nd 3rd 4th  wins  deal-ins  riichi  hands");
  for (const s of r.seats) {
    lines.push(
      `${String(s.seat + 1).padStart(4)}  ${s.bot.padEnd(6)}  ${s.averagePlacement.toFixed(2).padStart(9)}  ${s.placements.map((n) => String(n).padStart(3)).join(" ")}  ${String(s.wins).padStart(4)}  ${String(s.dealIns).padStart(8)}  ${String(s.riichi).padStart(6)}  ${String(s.hands).padStart(5)}`,
    );
  }
  return lines.join("\n");
}

function writeLog(path: string, log: unknown): void {
  try {
    writeFileSync(path, `${JSON.stringify(log)}\n`);
  } catch (error) {
    throw new InputError(`cannot be written (${(error as Error).message})`, "--log-out");
  }
}

export const tableCommand: Command = {
  name: "table",
  summary: "Four bots play whole hanchan of four-player Riichi under Tenhou's rules.",
  usage: "--seed S --bots B1,B2,B3,B4 [--hanchan N] [--log-out FILE]",
  details: [
    "Seat 1 is the first dealer. Each hanchan is dealt from its own seed, S/1 … S/N, so a hanchan",
    "replays from its seed and the bots alone. Bots:",
    ...BOT_STRENGTHS.map((s) => `  ${s.padEnd(7)} ${BOT_DESCRIPTIONS[s]}`),
    "JSON: { seed, bots, hanchan, finals: [{ placements, scores }], seats: [{ seat, bot,",
    "averagePlacement, placements: [1st, 2nd, 3rd, 4th], wins, dealIns, riichi, hands }] }.",
    "--log-out writes the games as tenhou.net/6 JSON (`log-check` re-runs it): one hanchan as one",
    "log, several as an array of logs, in order.",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", description: "the series' seed (hanchan i is dealt from S/i)" },
    bots: { type: "string", value: "B1,B2,B3,B4", description: "a bot per seat: easy, medium or hard" },
    hanchan: { type: "string", value: "N", description: `how many hanchan, 1–${MAX_HANCHAN} (default 1)` },
    "log-out": { type: "string", value: "FILE", description: "write the hanchan as tenhou.net/6 JSON" },
    ...LIMIT_OPTIONS,
    progress: { type: "boolean", description: "show progress on stderr even when it is not a terminal" },
  },
  run({ values, json, io }) {
    const seed = requireOption(values, "seed");
    const bots = parseBots(requireOption(values, "bots"));
    const count = intOption(values, "hanchan", 1, MAX_HANCHAN, 1);
    const limits = limitsOption(values, "fewer hanchan (--hanchan)");
    const logOut = values["log-out"] === undefined ? null : requireOption(values, "log-out");
    const progress = progressOption(values, io.stderr, "hanchan");
    const logs: Tenhou6Json[] = [];
    const names = bots.map((b, i) => `${b} ${i + 1}`);
    const result = playTable(
      seed,
      bots,
      count,
      (state, i) => {
        if (logOut !== null) logs.push(printTenhou6(state, names, ["Pocket Arcade", `${seed}/${i}`]));
        progress.update(i, count);
      },
      () => limits.check(),
    );
    progress.finish();
    if (logOut !== null) writeLog(logOut, count === 1 ? logs[0] : logs);
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${tableText(result)}\n`);
  },
};
