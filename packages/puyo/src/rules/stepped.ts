// The frame-stepped game: one player's Puyo Puyo advancing one frame at a time (core's
// FixedStepClock, 60 a second), so the same seed and the same timed inputs give the same game on
// every device — what replays, resume, challenges and online play re-run.
//
// Each frame the caller first applies that frame's inputs in order (`apply`), then `tick`s.
// Inputs are the player's actions (move, turn, soft drop held or let go, drop, undo in practice)
// and nuisance received from outside ("nuisance:N", the opponent's attack after its offsetting).
// The placement-level rules (PuyoGame) decide everything once a pair locks; this class adds time:
// gravity, grounding, the quick-turn window, and the chain shown beat by beat (timing.ts).
//
// A turn: the pair locks → its split half falls → each chain step pops, then the puyos above fall
// → the attack offsets the nuisance pending now (including nuisance received while the chain
// played), the rest is sent, pending nuisance falls (≤ 30) → the X is checked → the next pair
// slides in and spawns.
import { InputError, ProgrammingError, describeValue as describe, type ReplayableGame, type Seed } from "@arcade/core";
import { printField } from "./field-text.ts";
import type { ChainStep } from "./chain.ts";
import type { Field } from "./field.ts";
import { PuyoGame, type LockedTurn, type TurnResult } from "./game.ts";
import { SPAWN_POSITION, fall, move, placementOf, rotate, type PairPosition } from "./moving.ts";
import { CHILD_DX, applyPlacement, type Pair } from "./pair.ts";
import {
  FALL_FRAMES,
  FRAMES_PER_SECOND,
  GROUND_FRAMES,
  NEXT_PAIR_FRAMES,
  NUISANCE_FALL_FRAMES,
  POP_FRAMES,
  QUICK_TURN_FRAMES,
  SOFT_DROP_FRAMES,
  dropFrames,
} from "./timing.ts";

/** What a player does: move, turn clockwise / counter-clockwise, drop at once, undo (practice). */
export const PLAY_ACTIONS = ["left", "right", "cw", "ccw", "drop", "undo"] as const;
export type PlayAction = (typeof PLAY_ACTIONS)[number];
/** The prefix of a received-nuisance input: "nuisance:" then the count. */
export const NUISANCE_PREFIX = "nuisance:";
export type NuisanceAction = `nuisance:${number}`;
/** Every input a frame may carry: a play action, the soft drop key's state, received nuisance. */
export type StepAction = PlayAction | "sdOn" | "sdOff" | NuisanceAction;
/** At most this much nuisance in one input (far more than a 19-chain sends). */
export const MAX_NUISANCE_INPUT = 9999;
const SIMPLE_ACTIONS: readonly string[] = [...PLAY_ACTIONS, "sdOn", "sdOff"];

/** Checks an input's action; an InputError at `where` names what is wrong. */
export function checkAction(action: string, where: string): StepAction {
  if (SIMPLE_ACTIONS.includes(action)) return action as StepAction;
  if (action.startsWith(NUISANCE_PREFIX)) {
    const count = action.slice(NUISANCE_PREFIX.length);
    if (!/^[1-9]\d{0,3}$/.test(count)) throw new InputError(`nuisance must be a count 1..${MAX_NUISANCE_INPUT}, got ${describe(action)}`, where);
    return action as StepAction;
  }
  throw new InputError(`action must be one of ${SIMPLE_ACTIONS.join(", ")} or nuisance:<count>, got ${describe(action)}`, where);
}

/** What a game came to: what selfplay prints, a record re-runs to, and a checker compares. */
export interface FinalState {
  pieces: number;
  score: number;
  maxChain: number;
  toppedOut: boolean;
  frame: number;
  sent: number;
  received: number;
  pending: number;
  field: string;
}

export interface SteppedOptions {
  seed: Seed;
  colors?: 3 | 4 | 5;
  /** A starting field (practice from a link). */
  field?: Field;
  /** In versus, which player (0 or 1): each has its own nuisance-column stream. */
  player?: number;
  /** Whether "undo" works (practice). */
  undo?: boolean;
  /** Chain beats (pop, fall) run this many times faster (1..4). */
  chainSpeed?: number;
}

export type Phase = "control" | "resolve" | "over";

/** One beat of a turn on screen: what the field looks like for `frames` frames. */
export interface Beat {
  kind: "land" | "pop" | "fall" | "nuisance" | "next";
  frames: number;
  field: Field;
  /** Cells flashing before they pop (pop beats). */
  popping: readonly { x: number; y: number }[];
  step?: ChainStep;
}

/** What happened on a frame, for the scene (sound, popups) and the other player (sent nuisance). */
export type GameEvent =
  { kind: "lock"; turn: LockedTurn } | { kind: "pop"; step: ChainStep } | { kind: "turn"; result: TurnResult } | { kind: "spawn" } | { kind: "over" };

const NO_CELLS: readonly { x: number; y: number }[] = [];

export class SteppedGame implements ReplayableGame<FinalState> {
  readonly game: PuyoGame;
  /** Frames ticked so far: the time stamp of the next input. */
  frame = 0;
  /** The pair under control, or null while a turn resolves. */
  pair: PairPosition | null = null;
  softDrop = false;
  /** Nuisance received in all (the inputs from outside). */
  received = 0;
  /** Nuisance sent in all (after offsetting). */
  sent = 0;
  private readonly undoAllowed: boolean;
  private readonly chainSpeed: number;
  private fallCount = 0;
  private groundCount = 0;
  private armedAt = -Infinity;
  private beats: Beat[] = [];
  private beatLeft = 0;
  private locked: LockedTurn | null = null;
  private events: GameEvent[] = [];

  constructor(options: SteppedOptions) {
    const speed = options.chainSpeed ?? 1;
    if (!Number.isInteger(speed) || speed < 1 || speed > 4) throw new ProgrammingError(`chainSpeed must be 1..4, got ${speed}`);
    this.chainSpeed = speed;
    this.undoAllowed = options.undo === true;
    this.game = new PuyoGame({
      seed: options.seed,
      ...(options.colors ? { colors: options.colors } : {}),
      ...(options.field ? { field: options.field } : {}),
      ...(options.player !== undefined ? { player: options.player } : {}),
    });
    if (!this.game.over) this.spawn();
  }

  get phase(): Phase {
    return this.game.over ? "over" : this.pair ? "control" : "resolve";
  }

  /**
   * The game has ended: a top-out, except where undo is allowed (practice), where a top-out waits
   * for an undo (or for the player to stop) and time runs on, so a record goes on past it.
   */
  get over(): boolean {
    return this.game.over && !this.undoAllowed;
  }

  /** The X cell filled (the game's top-out, even where an undo may take it back). */
  get toppedOut(): boolean {
    return this.game.over;
  }

  /** The current beat while a turn resolves (null under control). */
  get beat(): Beat | null {
    return this.beats[0] ?? null;
  }

  /** The field as it should be drawn now, with the cells flashing before a pop. */
  get shown(): { field: Field; popping: readonly { x: number; y: number }[] } {
    const beat = this.beats[0];
    return beat ? { field: beat.field, popping: beat.popping } : { field: this.game.field, popping: NO_CELLS };
  }

  /** Nuisance the chain on screen will make when it ends (0 under control), before offsetting. */
  get attacking(): number {
    return this.locked?.attack ?? 0;
  }

  /** The pair in play (or coming next while a turn resolves). */
  get currentPair(): Pair {
    return this.locked ? this.game.next(1) : this.game.current;
  }

  /** NEXT and NEXT 2 as the player sees them now. */
  preview(): [Pair, Pair] {
    const k = this.locked ? 2 : 1;
    return [this.game.next(k), this.game.next(k + 1)];
  }

  /** The events since the last call (the scene plays them). */
  takeEvents(): GameEvent[] {
    const out = this.events;
    this.events = [];
    return out;
  }

  /**
   * Applies one input now; returns whether it changed anything (only those are worth recording).
   * An action that is not one is an InputError at `where` (a record's `inputs[i]`).
   */
  apply(input: string, where = "action"): boolean {
    const action = checkAction(input, where);
    if (action === "sdOn" || action === "sdOff") {
      const held = action === "sdOn";
      if (held === this.softDrop) return false;
      this.softDrop = held;
      return true;
    }
    if (action === "undo") return this.undo();
    if (this.game.over) return false;
    if (action.startsWith(NUISANCE_PREFIX)) {
      const count = Number(action.slice(NUISANCE_PREFIX.length));
      this.game.receive(count);
      this.received += count;
      return true;
    }
    const pair = this.pair;
    if (!pair) return false;
    const field = this.game.field;
    switch (action) {
      case "left":
      case "right": {
        const next = move(field, pair, action === "left" ? -1 : 1);
        if (next) this.pair = next;
        return next !== null;
      }
      case "cw":
      case "ccw": {
        const armed = this.frame - this.armedAt <= QUICK_TURN_FRAMES;
        const result = rotate(field, pair, action === "cw" ? 1 : -1, armed);
        this.armedAt = result.quickTurnArmed ? this.frame : -Infinity;
        const moved = result.position !== pair;
        this.pair = result.position;
        return moved || result.quickTurnArmed;
      }
      case "drop":
        for (let below = fall(field, pair); below; below = fall(field, this.pair)) this.pair = below;
        this.lock();
        return true;
      default:
        throw new ProgrammingError(`unknown action ${action as string}`);
    }
  }

  /** One frame of the record path (core's ReplayableGame): the same as `tick`. */
  step(): void {
    this.tick();
  }

  summary(): FinalState {
    const g = this.game;
    return {
      pieces: g.index,
      score: g.score,
      maxChain: g.maxChain,
      toppedOut: g.over,
      frame: this.frame,
      sent: this.sent,
      received: this.received,
      pending: g.pending,
      field: printField(g.field),
    };
  }

  /** The end of the frame: gravity and grounding under control, or the next beat of the turn. */
  tick(): void {
    if (this.game.over) {
      // Topped out in practice: time runs on until an undo or the end of the game.
      if (this.undoAllowed) this.frame++;
      return;
    }
    this.frame++;
    if (this.pair) this.gravity(this.pair);
    else if (--this.beatLeft <= 0) this.nextBeat();
  }

  private gravity(pair: PairPosition): void {
    const field = this.game.field;
    if (++this.fallCount >= (this.softDrop ? SOFT_DROP_FRAMES : FALL_FRAMES)) {
      this.fallCount = 0;
      const below = fall(field, pair);
      if (below) {
        this.pair = below;
        this.groundCount = 0;
      }
    }
    if (!fall(field, this.pair!)) {
      this.groundCount++;
      if (this.groundCount >= GROUND_FRAMES || this.softDrop) this.lock();
    }
  }

  /** Under control, or topped out: back to before the last pair (not while a turn resolves). */
  private undo(): boolean {
    if (!this.undoAllowed || !(this.pair || this.game.over) || !this.game.undo()) return false;
    this.spawn();
    return true;
  }

  private spawn(): void {
    this.pair = { ...SPAWN_POSITION };
    this.fallCount = 0;
    this.groundCount = 0;
    this.armedAt = -Infinity;
    this.events.push({ kind: "spawn" });
  }

  private speed(frames: number): number {
    return Math.max(1, Math.ceil(frames / this.chainSpeed));
  }

  private lock(): void {
    const pair = this.pair!;
    const field = this.game.field;
    // A sideways pair over uneven columns splits: the higher-resting half falls on its own.
    const rests = (x: number) => field.height(x) + 1;
    const split = pair.rotation === 1 || pair.rotation === 3 ? Math.max(pair.y - rests(pair.x), pair.y - rests(pair.x + CHILD_DX[pair.rotation]!)) : 0;
    const placement = placementOf(pair);
    const placed = field.clone();
    applyPlacement(placed, this.game.current, placement);
    this.pair = null;
    const locked = this.game.lockPair(placement, this.frame / FRAMES_PER_SECOND, false);
    this.locked = locked;
    this.events.push({ kind: "lock", turn: locked });
    const beats: Beat[] = [];
    if (split > 0) beats.push({ kind: "land", frames: dropFrames(split), field: placed, popping: NO_CELLS });
    let before = placed;
    for (const step of locked.chain.steps) {
      beats.push({ kind: "pop", frames: this.speed(POP_FRAMES), field: before, popping: step.removed, step });
      beats.push({ kind: "fall", frames: this.speed(dropFrames(fallRows(step.removed))), field: step.after, popping: NO_CELLS });
      before = step.after;
    }
    this.beats = beats;
    this.startBeat();
  }

  /** Starts the first queued beat, or (none left) moves the turn on. */
  private startBeat(): void {
    for (;;) {
      const beat = this.beats[0];
      if (beat) {
        this.beatLeft = beat.frames;
        if (beat.step) this.events.push({ kind: "pop", step: beat.step });
        return;
      }
      if (this.locked) {
        this.endTurn(this.locked);
        if (this.game.over) return;
        continue;
      }
      this.spawn();
      return;
    }
  }

  private nextBeat(): void {
    this.beats.shift();
    this.startBeat();
  }

  private endTurn(locked: LockedTurn): void {
    this.locked = null;
    const result = this.game.endTurn(locked);
    this.sent += result.sent;
    this.events.push({ kind: "turn", result });
    if (result.over) {
      this.beats = [];
      this.events.push({ kind: "over" });
      return;
    }
    const field = this.game.field.clone();
    if (result.dropped > 0) this.beats.push({ kind: "nuisance", frames: NUISANCE_FALL_FRAMES, field, popping: NO_CELLS });
    this.beats.push({ kind: "next", frames: NEXT_PAIR_FRAMES, field, popping: NO_CELLS });
  }
}

/** The longest fall after a pop: the most cells removed from one column (what sits above falls that far). */
function fallRows(removed: readonly { x: number; y: number }[]): number {
  const perColumn = [0, 0, 0, 0, 0, 0, 0];
  for (const cell of removed) perColumn[cell.x]!++;
  return Math.max(...perColumn);
}
