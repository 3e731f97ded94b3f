// Chain feedback for one board: the popping groups flashing, swelling and bursting, the chain
// number over each link, the score counting up link by link, the all-clear message, and the cues
// the screen turns into sounds. Everything is timed in the game's own frames and driven by the
// rules' events (SteppedGame.takeEvents), so it pauses with the game, speeds up with a replay at 4×,
// and never touches the game: records and their timing are the same with or without it. Pure (no
// Pixi): effects-view.ts draws what this says.
import type { Cell } from "../rules/cells.ts";
import type { GameEvent, SteppedGame } from "../rules/stepped.ts";

/** How long a link's chain number stays up (or until the next link). */
export const LINK_FRAMES = 60;
/** How long the sparks of a burst fly after its puyos vanish. */
export const BURST_FRAMES = 20;
/** How long ALL CLEAR stays up. */
export const ALL_CLEAR_FRAMES = 150;
/** The last share of a pop beat: the group swells and fades (before it, it blinks). */
export const SWELL_SHARE = 0.3;
/** Frames between the popping group's blinks. */
const BLINK_FRAMES = 4;
/** Each frame the shown score closes this share of the gap to its target (at least 1 point). */
const ROLL_SHARE = 0.25;
/** A link's number starts this much larger and settles over POUNCE_FRAMES. */
const POUNCE = 0.4;
const POUNCE_FRAMES = 8;

/** Something to hear: a pair placed, a chain link, nuisance landing, an all clear. */
export type Cue = { kind: "place" } | { kind: "link"; chain: number } | { kind: "nuisance"; count: number } | { kind: "allClear" };

export interface PoppingCell {
  x: number;
  y: number;
  cell: Cell;
}

/** How the popping cells look now: their opacity, size and white glow (0..1). */
export interface PopLook {
  alpha: number;
  scale: number;
  glow: number;
}

/** A link's number over its popping cells (field coordinates: their middle column, the row above their top). */
export interface LinkLabel {
  chain: number;
  score: number;
  x: number;
  y: number;
  scale: number;
  alpha: number;
}

/** One burst's cells and how far its sparks have flown (0 just vanished … 1 gone). */
export interface Burst {
  cells: readonly PoppingCell[];
  t: number;
}

interface Pop {
  start: number;
  frames: number;
  cells: PoppingCell[];
  chain: number;
  score: number;
}

export class ChainEffects {
  /** The score as drawn: it rolls toward `target` a little each frame. */
  shownScore: number;
  /** The longest chain as drawn: it grows with the links on screen, not at the lock. */
  shownMaxChain: number;
  /**
   * The turn on screen (null under control): the score and longest chain before it, what its
   * links have popped so far and the latest link.
   */
  private turn: { base: number; popped: number; maxBefore: number; link: number } | null = null;
  /** The latest pops (a burst can outlast the next link's start). */
  private pops: Pop[] = [];
  private allClearAt = -Infinity;

  constructor(
    game: SteppedGame,
    private readonly reducedMotion: boolean,
  ) {
    this.shownScore = game.game.score;
    this.shownMaxChain = game.game.maxChain;
  }

  /** The score the shown one heads for: the turn's links so far while a chain plays, else the game's. */
  target(game: SteppedGame): number {
    return this.turn ? this.turn.base + this.turn.popped : game.game.score;
  }

  /**
   * The rules' events of the frame just ticked (`game.frame`); returns what to play. The game has
   * already counted a whole chain when its pair locks, so the turn's base is the score before it.
   */
  take(game: SteppedGame, events: readonly GameEvent[]): Cue[] {
    const cues: Cue[] = [];
    const frame = game.frame;
    for (const e of events) {
      switch (e.kind) {
        case "lock":
          this.turn = { base: game.game.score - e.turn.chain.score, popped: 0, maxBefore: this.shownMaxChain, link: 0 };
          cues.push({ kind: "place" });
          break;
        case "pop": {
          if (this.turn) {
            this.turn.popped += e.step.score;
            this.turn.link = e.step.chain;
          }
          const beat = game.beat;
          const field = beat?.field;
          const cells = e.step.removed.map(({ x, y }) => ({ x, y, cell: field ? field.get(x, y) : 0 }));
          this.pops = [
            ...this.pops.filter((p) => frame < p.start + p.frames + BURST_FRAMES),
            { start: frame, frames: beat?.frames ?? 1, cells, chain: e.step.chain, score: e.step.score },
          ];
          cues.push({ kind: "link", chain: e.step.chain });
          break;
        }
        case "turn":
          this.turn = null;
          if (e.result.chain.allClear) {
            this.allClearAt = frame;
            cues.push({ kind: "allClear" });
          }
          if (e.result.dropped > 0) cues.push({ kind: "nuisance", count: e.result.dropped });
          break;
        default:
          break;
      }
    }
    return cues;
  }

  /** One game frame passed: the shown score rolls on (at once with reduced motion, or when it went down: undo). */
  tick(game: SteppedGame): void {
    this.shownMaxChain = this.turn ? Math.max(this.turn.maxBefore, this.turn.link) : game.game.maxChain;
    const target = this.target(game);
    const gap = target - this.shownScore;
    if (gap <= 0 || this.reducedMotion) this.shownScore = target;
    else this.shownScore += Math.max(1, Math.ceil(gap * ROLL_SHARE));
  }

  /** Everything shown at its final state (the game ended, or the viewer jumped to another frame). */
  settle(game: SteppedGame): void {
    this.turn = null;
    this.pops = [];
    this.allClearAt = -Infinity;
    this.shownScore = game.game.score;
    this.shownMaxChain = game.game.maxChain;
  }

  /** The pop on its beat now: the cells popping and how they look (null when none is popping). */
  popping(frame: number): { cells: readonly PoppingCell[]; look: PopLook } | null {
    const pop = this.pops[this.pops.length - 1];
    if (!pop) return null;
    const age = frame - pop.start;
    if (age < 0 || age >= pop.frames) return null;
    if (this.reducedMotion) return { cells: pop.cells, look: { alpha: 0.6, scale: 1, glow: 0.5 } };
    const swellFrom = pop.frames * (1 - SWELL_SHARE);
    if (age < swellFrom) return { cells: pop.cells, look: { alpha: 1, scale: 1, glow: Math.floor(age / BLINK_FRAMES) % 2 === 0 ? 0.6 : 0 } };
    const t = (age - swellFrom) / (pop.frames - swellFrom);
    return { cells: pop.cells, look: { alpha: 1 - t, scale: 1 + 0.3 * t, glow: 0.8 } };
  }

  /** The bursts whose sparks are flying (none with reduced motion). */
  bursts(frame: number): Burst[] {
    if (this.reducedMotion) return [];
    const out: Burst[] = [];
    for (const pop of this.pops) {
      const age = frame - (pop.start + pop.frames);
      if (age >= 0 && age < BURST_FRAMES) out.push({ cells: pop.cells, t: age / BURST_FRAMES });
    }
    return out;
  }

  /** The latest link's number while it is up. */
  link(frame: number): LinkLabel | null {
    const pop = this.pops[this.pops.length - 1];
    if (!pop) return null;
    const age = frame - pop.start;
    if (age < 0 || age >= LINK_FRAMES) return null;
    // Centred over the group, just above its top.
    const n = Math.max(1, pop.cells.length);
    const x = pop.cells.reduce((sum, c) => sum + c.x, 0) / n;
    const y = pop.cells.reduce((top, c) => Math.max(top, c.y), 0) + 1;
    const pounce = this.reducedMotion ? 0 : POUNCE * Math.max(0, 1 - age / POUNCE_FRAMES);
    const fade = this.reducedMotion ? 1 : Math.min(1, (LINK_FRAMES - age) / 12);
    return { chain: pop.chain, score: pop.score, x, y, scale: 1 + pounce, alpha: fade };
  }

  /** ALL CLEAR while it is up: its opacity and size. */
  allClear(frame: number): { alpha: number; scale: number } | null {
    const age = frame - this.allClearAt;
    if (age < 0 || age >= ALL_CLEAR_FRAMES) return null;
    if (this.reducedMotion) return { alpha: 1, scale: 1 };
    return { alpha: Math.min(1, (ALL_CLEAR_FRAMES - age) / 20), scale: 1 + 0.5 * Math.max(0, 1 - age / 10) };
  }

  /** Whether anything is still moving on its own (the screen stays live until it is done). */
  active(game: SteppedGame): boolean {
    const frame = game.frame;
    return (
      this.shownScore !== this.target(game) ||
      this.popping(frame) !== null ||
      this.bursts(frame).length > 0 ||
      this.link(frame) !== null ||
      this.allClear(frame) !== null
    );
  }
}
