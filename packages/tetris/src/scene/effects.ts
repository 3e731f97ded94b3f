// Feedback effects, as data on a clock: what plays for a lock, a line clear, a level or the
// countdown, when it starts and when it ends. Fed by the game's events (through the screen), read
// by the view (effects-view.ts) to draw; the rules never see it. Every effect is short and only
// drawn: the next piece is in play the frame the last one locks, whatever is still showing.
// With reduced motion nothing moves (no collapse, bump or pop-in): the board changes at once and
// the callouts appear and disappear without animation. Pure (no Pixi), so it is unit-tested.
import type { Board, GameEvent, LockResult } from "../rules/types.ts";
import { GO_MS } from "@arcade/core";
import { landingOf, type Landing } from "./landing.ts";
import { clearTitle } from "./names.ts";

/** The cleared rows light up, then the rows above slide down over them. */
export const FLASH_MS = 90;
export const COLLAPSE_MS = 130;
/** The locked piece's cells glint. */
export const GLINT_MS = 140;
/** A hard drop: the board dips and a streak fades above the piece. */
export const DROP_MS = 150;
/** A clear's names stay this long (the last FADE_MS fading, with motion). */
export const CALLOUT_MS = 1100;
export const FADE_MS = 250;
/** "GO!" stays this long after play starts. */
export const GO_AFTER_MS = 350;
/** "Level 5" stays this long. */
export const LEVEL_MS = 900;

export type Effect =
  /** A line clear: `rows` (y before the clear) flash, then the board above collapses onto them. */
  | { kind: "rows"; rows: readonly number[]; start: number; end: number }
  /** The locked piece's cells (x, y on the board after the lock). */
  | { kind: "glint"; cells: readonly (readonly [number, number])[]; start: number; end: number }
  /** A hard drop's dip of the board and streak above the landed cells (none when they are unknown). */
  | { kind: "drop"; cells: readonly (readonly [number, number])[]; start: number; end: number }
  /** The matrix lights up (strength 0..1) and fades: faint for a lock, bright for a Tetris or a T-spin. */
  | { kind: "wash"; strength: number; start: number; end: number }
  /** A clear's names, the first large ("T-Spin Double"), then "Back-to-Back", "3 Combo", "Perfect Clear!". */
  | { kind: "callout"; lines: readonly string[]; start: number; end: number }
  /** A word in the middle of the board: READY, GO!, Level 5. */
  | { kind: "banner"; text: string; start: number; end: number };

export type EffectKind = Effect["kind"];

/** The names a lock's clear is announced with (none for a lock that cleared nothing and was no T-spin). */
export function calloutLines(result: Pick<LockResult, "clear" | "backToBack" | "combo" | "perfectClear">): string[] {
  const lines: string[] = [];
  if (result.clear !== "none") lines.push(clearTitle(result.clear));
  if (result.backToBack) lines.push("Back-to-Back");
  if (result.combo > 0) lines.push(`${result.combo} Combo`);
  if (result.perfectClear) lines.push("Perfect Clear!");
  return lines;
}

/** A clear worth a bright wash and the special sounds: a Tetris, any T-spin clear, a perfect clear. */
export function isSpecial(result: Pick<LockResult, "clear" | "lines" | "perfectClear">): boolean {
  return result.lines === 4 || (result.clear.startsWith("tspin") && result.lines > 0) || result.perfectClear;
}

/** The sounds of a lock, in order. */
export type LockSound = "hardDrop" | "lock" | "clear" | "tspin" | "backToBack" | "combo" | "perfectClear";

export function lockSounds(result: Pick<LockResult, "clear" | "lines" | "backToBack" | "combo" | "perfectClear">, hardDrop: boolean): LockSound[] {
  const sounds: LockSound[] = [hardDrop ? "hardDrop" : "lock"];
  if (result.clear.startsWith("tspin")) sounds.push("tspin");
  if (result.lines > 0) sounds.push("clear");
  if (result.backToBack) sounds.push("backToBack");
  if (result.combo > 0) sounds.push("combo");
  if (result.perfectClear) sounds.push("perfectClear");
  return sounds;
}

/**
 * The effects of one board, on a clock advanced by the screen's real time. `live` says whether
 * anything is still playing (the screen stays live, so the stage keeps drawing, until they end).
 */
export class Effects {
  private now = 0;
  private list: Effect[] = [];

  constructor(readonly reducedMotion: boolean) {}

  get active(): readonly Effect[] {
    return this.list;
  }

  get live(): boolean {
    return this.list.length > 0;
  }

  /** The first playing effect of a kind. */
  find<K extends EffectKind>(kind: K): Extract<Effect, { kind: K }> | null {
    return (this.list.find((e) => e.kind === kind) as Extract<Effect, { kind: K }> | undefined) ?? null;
  }

  /** How far an effect is, 0 at its start to 1 at its end. */
  progress(effect: Effect): number {
    return Math.min(1, Math.max(0, (this.now - effect.start) / (effect.end - effect.start)));
  }

  /** Milliseconds since an effect started. */
  age(effect: Effect): number {
    return this.now - effect.start;
  }

  /** Real time passes; effects that reached their end are gone. */
  advance(ms: number): void {
    this.now += ms;
    this.list = this.list.filter((e) => e.end > this.now);
  }

  /** Everything stops at once (a replay sought elsewhere, a new game). */
  clear(): void {
    this.list = [];
  }

  /** The board changed another way (garbage rose, a second lock): a collapse drawn over the old rows would lie. */
  boardChanged(): void {
    this.list = this.list.filter((e) => e.kind !== "rows" && e.kind !== "glint" && e.kind !== "drop");
  }

  private add(effect: Effect): void {
    // One of each kind at a time: a newer one replaces what is left of the older.
    this.list = this.list.filter((e) => e.kind !== effect.kind);
    this.list.push(effect);
  }

  /** A word in the middle of the board for `ms`. */
  banner(text: string, ms: number): void {
    this.add({ kind: "banner", text, start: this.now, end: this.now + ms });
  }

  /** A lock: its landing (from the two boards; null when unknown), whether it was hard-dropped. */
  lock(result: LockResult, landing: Landing | null, hardDrop: boolean): void {
    this.boardChanged();
    const now = this.now;
    const motion = !this.reducedMotion;
    if (motion && landing !== null && landing.cleared.length > 0) {
      this.add({ kind: "rows", rows: landing.cleared, start: now, end: now + FLASH_MS + COLLAPSE_MS });
    }
    if (landing?.cells) this.add({ kind: "glint", cells: landing.cells, start: now, end: now + GLINT_MS });
    if (motion && hardDrop) this.add({ kind: "drop", cells: landing?.cells ?? [], start: now, end: now + DROP_MS });
    if (motion) this.add({ kind: "wash", strength: isSpecial(result) ? 0.45 : result.lines > 0 ? 0.2 : 0.06, start: now, end: now + FADE_MS });
    const lines = calloutLines(result);
    if (lines.length > 0) this.add({ kind: "callout", lines, start: now, end: now + CALLOUT_MS });
  }

  /**
   * What a callout or banner looks like now: its opacity and scale. With motion it pops in (1.25
   * to 1 over the first 120 ms) and fades over its last FADE_MS; without, it is simply there.
   */
  look(effect: Extract<Effect, { kind: "callout" | "banner" }>): { alpha: number; scale: number } {
    if (this.reducedMotion) return { alpha: 1, scale: 1 };
    const age = this.now - effect.start;
    const left = effect.end - this.now;
    const scale = age < 120 ? 1.25 - (0.25 * age) / 120 : 1;
    return { alpha: Math.min(1, left / Math.min(FADE_MS, effect.end - effect.start)), scale };
  }

  /**
   * The collapse of a line clear now: null when none plays; else the cleared rows, how bright
   * their flash is (1 → 0.5 over the flash, then fading with the slide) and how far the rows
   * above have slid down onto them (0 → 1; the cleared rows shrink as they do).
   */
  collapse(): { rows: readonly number[]; flash: number; slide: number } | null {
    const effect = this.find("rows");
    if (effect === null) return null;
    const age = this.now - effect.start;
    const t = Math.min(1, Math.max(0, (age - FLASH_MS) / COLLAPSE_MS));
    const slide = 1 - (1 - t) * (1 - t); // eases out: fast, then settling
    const flash = age < FLASH_MS ? 1 - (0.5 * age) / FLASH_MS : 0.5 * (1 - slide);
    return { rows: effect.rows, flash, slide };
  }
}

/** A lock as the screen hears it: for its sounds. */
export interface HeardLock {
  result: LockResult;
  hardDrop: boolean;
}

/**
 * Turns one game's events after a step into its board's effects: each lock with its landing
 * (read from the board before the step and the board now), hard drops, levels. The screen drains
 * the game's events, hands them here, and plays the returned locks' sounds.
 */
export class EffectFeed {
  constructor(
    readonly effects: Effects,
    private board: Board,
  ) {}

  take(events: readonly GameEvent[], board: Board): HeardLock[] {
    const locks: HeardLock[] = [];
    let hardDrop = false;
    for (const event of events) {
      if (event.type === "move") hardDrop = event.action === "hardDrop";
      else if (event.type === "lock") {
        this.effects.lock(event.result, landingOf(this.board, board, event.result.lines), hardDrop);
        locks.push({ result: event.result, hardDrop });
        hardDrop = false;
      } else if (event.type === "levelUp") this.effects.banner(`Level ${event.level}`, LEVEL_MS);
    }
    // Garbage rose or the board was wiped without a lock: effects drawn on the old rows would lie.
    if (board !== this.board && locks.length === 0) this.effects.boardChanged();
    this.board = board;
    return locks;
  }

  /** The game jumped (a replay sought elsewhere): nothing of before plays on. */
  reset(board: Board): void {
    this.board = board;
    this.effects.clear();
  }
}

/** The countdown's banner: READY until GO!, and GO! until GO_AFTER_MS after play starts (`leftMs`: countdown left). */
export function countdownBanner(effects: Effects, banner: "READY" | "GO!", leftMs: number): void {
  effects.banner(banner, banner === "READY" ? Math.max(0, leftMs - GO_MS) : leftMs + GO_AFTER_MS);
}
