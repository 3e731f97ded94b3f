// What the shuffle-lab commands (tv, run, best) share: the lab's parameters from options, the
// simulation bound, the analysis's cancel and progress hooks, and decimal rounding for tables.
import { InputError } from "@arcade/core";
import { parseRoutine, type ShuffleMethod, type ShuffleStep } from "../shuffle/routine.ts";
import { choiceOption, intOption, numberOption, type OptionValues, type Progress, type WorkLimits } from "@arcade/core/cli";
import { makeLab, MAX_CARDS, MIN_CARDS, type Lab, type LabOptions } from "../analysis/params.ts";
import type { RunControl } from "../analysis/progress.ts";

/** Card moves one command may simulate (decks × shuffle steps × cards): tens of seconds at most. */
export const MAX_SIMULATED_MOVES = 1_000_000_000;

/** The analysis's progress and cancel hooks, fed by the command's limits and progress line. */
export function runControl(limits: WorkLimits, progress: Progress): RunControl {
  return { cancel: limits.flag(), onProgress: (done, total) => progress.update(done, total) };
}

/** Refuses a simulation bigger than MAX_SIMULATED_MOVES, saying how many trials would fit. */
export function checkSimulation(trials: number, steps: readonly ShuffleStep[], cards: number, option: string): void {
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
export function underOption<T>(option: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.message, option);
    throw error;
  }
}

export const LAB_OPTIONS = {
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

export function labOption(values: OptionValues): Lab {
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
