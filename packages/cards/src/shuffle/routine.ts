import { InputError, type Rng } from "@arcade/core";
import { cut } from "./cut.ts";
import { deal } from "./deal.ts";
import { faro, type FaroKind } from "./faro.ts";
import { hindu } from "./hindu.ts";
import { riffle } from "./riffle.ts";

/** C cut, H Hindu/overhand, R riffle (GSR), F perfect faro, D deal into piles. */
export type ShuffleMethod = "C" | "H" | "R" | "F" | "D";
export const SHUFFLE_METHODS: readonly ShuffleMethod[] = ["C", "H", "R", "F", "D"];

export const METHOD_NAMES: Record<ShuffleMethod, string> = {
  C: "cut",
  H: "Hindu/overhand",
  R: "riffle (Gilbert–Shannon–Reeds)",
  F: "perfect faro",
  D: "deal into piles",
};

export interface ShuffleStep {
  method: ShuffleMethod;
  times: number;
}

/** Model parameters; the defaults are the TCG-shuffle paper's. */
export interface ShuffleParams {
  cutSd?: number;
  packet?: number;
  packetSd?: number;
  piles?: number;
  faro?: FaroKind;
}

const MAX_REPEAT = 100_000;

/**
 * Parses a routine such as `H10 D R4` (Hindu ten times, one deal, four riffles). Tokens are a
 * method letter with an optional repeat count, separated by spaces. Errors name the column.
 */
export function parseRoutine(text: string): ShuffleStep[] {
  const steps: ShuffleStep[] = [];
  const token = /\s*(\S+)/y;
  let match: RegExpExecArray | null;
  while ((match = token.exec(text)) !== null) {
    const word = match[1]!;
    const column = match.index + match[0].length - word.length + 1;
    const parts = /^([A-Za-z])(\d*)$/.exec(word);
    const method = parts?.[1]?.toUpperCase();
    if (!parts || !SHUFFLE_METHODS.includes(method as ShuffleMethod)) {
      throw new InputError(
        `unknown shuffle step ${JSON.stringify(word)}: use C, H, R, F or D with an optional count, as in "H10 D R4"`,
        `routine column ${column}`,
      );
    }
    const times = parts[2] === "" ? 1 : Number(parts[2]);
    if (times < 1 || times > MAX_REPEAT) throw new InputError(`repeat count must be 1..${MAX_REPEAT}, got ${parts[2]}`, `routine column ${column}`);
    steps.push({ method: method as ShuffleMethod, times });
  }
  if (steps.length === 0) throw new InputError("is empty: give at least one step such as R or H10", "routine");
  return steps;
}

/** The canonical text of a routine: `H10 D R4`. */
export function formatRoutine(steps: readonly ShuffleStep[]): string {
  return steps.map((s) => (s.times === 1 ? s.method : `${s.method}${s.times}`)).join(" ");
}

/** One application of one method. C, H and R draw from `rng`; F and D are deterministic. */
export function applyMethod<T>(deck: readonly T[], method: ShuffleMethod, rng: Rng, params: ShuffleParams = {}): T[] {
  switch (method) {
    case "C":
      return cut(deck, rng, params.cutSd === undefined ? {} : { sd: params.cutSd });
    case "H":
      return hindu(deck, rng, {
        ...(params.packet === undefined ? {} : { packet: params.packet }),
        ...(params.packetSd === undefined ? {} : { sd: params.packetSd }),
      });
    case "R":
      return riffle(deck, rng);
    case "F":
      return faro(deck, params.faro ?? "out");
    case "D":
      return deal(deck, params.piles === undefined ? {} : { piles: params.piles });
  }
}

/** Applies every step of a routine in order, each as many times as it says. */
export function applyRoutine<T>(deck: readonly T[], steps: readonly ShuffleStep[], rng: Rng, params: ShuffleParams = {}): T[] {
  let current = deck.slice();
  for (const step of steps) {
    for (let i = 0; i < step.times; i++) current = applyMethod(current, step.method, rng, params);
  }
  return current;
}

/** The deck 0..n-1, card i starting at position i (index 0 is the top). */
export function freshDeck(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
