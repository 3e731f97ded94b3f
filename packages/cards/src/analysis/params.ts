// The lab's parameters: deck size, the shuffle models' parameters and the time each method costs.
// Defaults are the TCG-shuffle paper's (60 cards, cut ~ N(30, 5), Hindu packets ~ N(10, 10/6),
// 10 piles; cut 2 s, Hindu 3 s, riffle/faro 7 s, deal 30 s).
import { InputError } from "@arcade/core";
import type { FaroKind } from "../shuffle/faro.ts";
import type { ShuffleMethod, ShuffleParams, ShuffleStep } from "../shuffle/routine.ts";

export const MIN_CARDS = 2;
export const MAX_CARDS = 200;

/** Seconds per single application of each method (the paper's timings; F shares the riffle's). */
export const DEFAULT_COSTS: Readonly<Record<ShuffleMethod, number>> = { C: 2, H: 3, R: 7, F: 7, D: 30 };

export interface LabOptions {
  /** Deck size, 2..200 (default 60). */
  cards?: number;
  /** Hindu mean packet size h (default 10). */
  packet?: number;
  /** Hindu packet size standard deviation (default h/6). */
  packetSd?: number;
  /** Cut point standard deviation around n/2 (default 5). */
  cutSd?: number;
  /** Piles of the deal (default 10, or the deck size if smaller). */
  piles?: number;
  /** Perfect faro kind (default out). */
  faro?: FaroKind;
  /** Seconds per method; missing ones take the defaults. */
  costs?: Partial<Record<ShuffleMethod, number>>;
}

/** Every parameter resolved and checked. */
export interface Lab {
  readonly cards: number;
  readonly packet: number;
  readonly packetSd: number;
  readonly cutSd: number;
  readonly piles: number;
  readonly faro: FaroKind;
  readonly costs: Readonly<Record<ShuffleMethod, number>>;
}

function finite(value: number, where: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw new InputError(`must be a number from ${min} to ${max}, got ${String(value)}`, where);
  }
  return value;
}

function whole(value: number, where: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InputError(`must be a whole number from ${min} to ${max}, got ${String(value)}`, where);
  }
  return value;
}

/** Resolves the options against the paper's defaults; bad values throw InputError naming the option. */
export function makeLab(options: LabOptions = {}): Lab {
  const cards = whole(options.cards ?? 60, "cards", MIN_CARDS, MAX_CARDS);
  const packet = finite(options.packet ?? 10, "packet", 1, MAX_CARDS);
  const packetSd = finite(options.packetSd ?? packet / 6, "packetSd", 0, MAX_CARDS);
  const cutSd = finite(options.cutSd ?? 5, "cutSd", 0, MAX_CARDS);
  const piles = whole(options.piles ?? Math.min(10, cards), "piles", 1, cards);
  const faro = options.faro ?? "out";
  if (faro !== "out" && faro !== "in") throw new InputError(`must be "out" or "in", got ${JSON.stringify(faro)}`, "faro");
  const costs = { ...DEFAULT_COSTS };
  for (const [method, seconds] of Object.entries(options.costs ?? {})) {
    if (!(method in DEFAULT_COSTS)) throw new InputError(`unknown method ${JSON.stringify(method)}`, "costs");
    costs[method as ShuffleMethod] = finite(seconds, `costs.${method}`, 0, 3600);
  }
  return { cards, packet, packetSd, cutSd, piles, faro, costs };
}

/** The parameters in the form core's shuffles take. */
export function shuffleParams(lab: Lab): ShuffleParams {
  return { cutSd: lab.cutSd, packet: lab.packet, packetSd: lab.packetSd, piles: lab.piles, faro: lab.faro };
}

/** The time a routine takes, in seconds. */
export function routineSeconds(steps: readonly ShuffleStep[], lab: Lab): number {
  return steps.reduce((sum, step) => sum + lab.costs[step.method] * step.times, 0);
}

/** Whether a method draws randomness (C, H, R) or is a fixed permutation (F, D). */
export function isRandomMethod(method: ShuffleMethod): boolean {
  return method === "C" || method === "H" || method === "R";
}
