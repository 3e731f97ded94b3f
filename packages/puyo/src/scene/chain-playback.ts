// The editor's chain playback: the field's chain as frames (the settled field, each step's pop
// and fall, the end), played at ½× to 4×, paused, or stepped one frame at a time; each pop is
// announced with its rising tone. The rules resolve the chain; this only keeps its time.
import { resolveChain, type ChainResult, type ChainStep } from "../rules/chain.ts";
import type { Field } from "../rules/field.ts";
import type { Synth } from "@arcade/core/stage";
import { chainTone } from "./sound.ts";

export const SPEEDS = [0.5, 1, 2, 4];

interface Frame {
  field: Field;
  popping: readonly { x: number; y: number }[];
  ms: number;
  step?: ChainStep;
}

export class ChainPlayback {
  private frames: Frame[] = [];
  private frameMs = 0;
  playing = false;
  /** Index into SPEEDS. */
  speed: number;

  constructor(
    chainSpeed: number,
    private readonly reducedMotion: boolean,
    private readonly synth: Synth,
    /** A step pops (its text for the info line). */
    private readonly onStep: (step: ChainStep) => void,
  ) {
    const speed = SPEEDS.indexOf(chainSpeed);
    this.speed = speed < 0 ? 1 : speed;
  }

  /** Whether a chain is on screen (playing or paused). */
  get active(): boolean {
    return this.frames.length > 0;
  }

  /** The frame on screen, if a chain is. */
  get shown(): Frame | undefined {
    return this.frames[0];
  }

  get speedLabel(): string {
    return `Speed ${SPEEDS[this.speed] === 0.5 ? "½" : SPEEDS[this.speed]}×`;
  }

  cycleSpeed(): void {
    this.speed = (this.speed + 1) % SPEEDS.length;
  }

  /** Plays the chain on a copy (floating puyos fall first); the edited field comes back after it. */
  start(field: Field, play: boolean): ChainResult {
    const work = field.clone();
    work.settle();
    const settled = work.clone();
    const result = resolveChain(work, true);
    const fast = this.reducedMotion ? 0.4 : 1;
    const frames: Frame[] = [{ field: settled, popping: [], ms: 300 * fast }];
    let before = settled;
    for (const step of result.steps) {
      frames.push({ field: before, popping: step.removed, ms: 450 * fast, step });
      frames.push({ field: step.after, popping: [], ms: 300 * fast });
      before = step.after;
    }
    frames.push({ field: before, popping: [], ms: 900 });
    this.frames = frames;
    this.frameMs = 0;
    this.playing = play;
    return result;
  }

  stop(): void {
    this.frames = [];
    this.playing = false;
  }

  /** One frame on, paused (the Step button). */
  step(): void {
    this.playing = false;
    this.frameMs = 0;
    this.advance();
  }

  /** Real time passes; returns whether the frame on screen changed. */
  update(deltaMs: number): boolean {
    if (!this.playing || this.frames.length === 0) return false;
    this.frameMs += deltaMs * SPEEDS[this.speed]!;
    let changed = false;
    while (this.frames.length > 0 && this.frameMs >= this.frames[0]!.ms) {
      this.frameMs -= this.frames[0]!.ms;
      this.advance();
      changed = true;
    }
    return changed;
  }

  /** Drops the frame on screen; announces the next one's pop with its tone. */
  private advance(): void {
    this.frames.shift();
    const step = this.frames[0]?.step;
    if (step) {
      this.onStep(step);
      chainTone(this.synth, step.chain);
    }
    if (this.frames.length === 0) this.playing = false;
  }
}
