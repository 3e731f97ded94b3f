// Nuisance (ojama), reference sheet §5: points convert to nuisance at the target points (70 in
// Tsu), the remainder carries to the next conversion; an all clear adds 30 nuisance to the next
// chain; your new nuisance first cancels what is pending against you (offsetting); at most 30
// nuisance (5 rows) fall per turn, whole rows first, the rest in random distinct columns.
import type { Rng } from "@arcade/core";
import { NUISANCE, WIDTH } from "./cells.ts";
import type { Field } from "./field.ts";

export const TARGET_POINTS = 70;
export const ALL_CLEAR_NUISANCE = 30;
export const MAX_DROP = 30;
/** Tsu margin time: target points start falling after 96 s, then every 16 s. */
export const MARGIN_SECONDS = 96;
export const MARGIN_STEP_SECONDS = 16;

/**
 * Target points after `seconds` of play (Puyo Nexus "Margin time"): 70 until 96 s, then the first
 * step gives floor(70 × 3/4) = 52 and each later one floor(half the value two steps back), ending
 * at 1 or after 14 steps: 70, 52, 35, 26, 17, 13, 8, 6, 4, 3, 2, 1.
 */
export function targetPoints(seconds: number, base = TARGET_POINTS): number {
  if (seconds < MARGIN_SECONDS) return base;
  const steps = Math.min(14, Math.floor((seconds - MARGIN_SECONDS) / MARGIN_STEP_SECONDS) + 1);
  const values = [base, Math.floor((base * 3) / 4)];
  while (values.length <= steps && values[values.length - 1]! > 1) values.push(Math.max(1, Math.floor(values[values.length - 2]! / 2)));
  return values[Math.min(steps, values.length - 1)]!;
}

export interface Conversion {
  nuisance: number;
  /** Points left over, carried to the next conversion. */
  carry: number;
}

export function convertPoints(points: number, carry: number, target = TARGET_POINTS): Conversion {
  const total = points + carry;
  return { nuisance: Math.floor(total / target), carry: total % target };
}

export interface Offset {
  /** Nuisance still pending against the attacker after cancelling. */
  pending: number;
  /** Nuisance that goes through to the opponent. */
  sent: number;
}

export function offset(attack: number, pending: number): Offset {
  const cancelled = Math.min(attack, pending);
  return { pending: pending - cancelled, sent: attack - cancelled };
}

/**
 * Drops up to 30 of `count` pending nuisance onto the field: whole rows of 6 first, the rest in
 * distinct random columns. A puyo that would rest above row 13 is lost. Returns how many fell
 * (the caller keeps the remainder pending).
 */
export function dropNuisance(field: Field, count: number, rng: Rng): number {
  const n = Math.min(count, MAX_DROP);
  const rows = Math.floor(n / WIDTH);
  for (let r = 0; r < rows; r++) for (let x = 1; x <= WIDTH; x++) field.drop(x, NUISANCE);
  const columns = [1, 2, 3, 4, 5, 6];
  for (let i = 0; i < n % WIDTH; i++) {
    const j = i + rng.below(WIDTH - i);
    [columns[i], columns[j]] = [columns[j]!, columns[i]!];
    field.drop(columns[i]!, NUISANCE);
  }
  return n;
}
