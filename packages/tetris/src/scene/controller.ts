import { Repeater, type Gesture } from "@arcade/core";
import { SONIC_SOFT_DROP_FACTOR } from "../rules/gravity.ts";
import type { PlayAction } from "../rules/types.ts";

export interface Handling {
  das: number;
  arr: number;
  /** SONIC_SOFT_DROP_FACTOR or more = instant (sonic) soft drop. */
  softDropFactor: number;
  allow180: boolean;
}

/** What the player asked for during one simulation frame. */
export interface FrameInput {
  actions: PlayAction[];
  softDropHeld: boolean;
  /**
   * The player's presses this frame, for finesse: each entry is the index in `actions` the press
   * came before (`actions.length` for a press that made no action yet, e.g. a soft drop key). A
   * key press counts once however long it is held (DAS repeats are not presses); a touch drag
   * counts once per change of direction (a drag is the touch player's DAS), a tap, a flick and a
   * slow drag down once each.
   */
  presses: number[];
}

/** The Tetris actions a player presses to move the piece (what finesse counts). */
const PIECE_KEYS: ReadonlySet<string> = new Set(["left", "right", "softDrop", "hardDrop", "rotateCW", "rotateCCW", "rotate180", "hold"]);

/**
 * Turns device input (keys, buttons, gamepad, gestures) into engine actions, one frame at a time.
 * Everything runs on simulation time (frame × 1000/60 ms), not wall-clock time, so DAS and ARR
 * behave the same at any frame rate and the resulting actions are what a replay records.
 */
export class Controller {
  private readonly repeater: Repeater;
  private readonly queue: { action: string; pressed: boolean }[] = [];
  /** Gesture actions waiting for the next frame; `press` marks the ones a new press started. */
  private readonly immediate: { action: PlayAction | null; press: boolean }[] = [];
  private softDrop = false;
  private gestureSoftDrop = false;
  /** The direction of the last drag step, while no other gesture came after it. */
  private dragDir: "left" | "right" | null = null;
  /** True while a countdown holds the game back (between `wait` and `go`). */
  private waiting = false;
  /** Directions still held when the countdown ended: the first frame presses them, DAS already charged. */
  private readonly precharged: ("left" | "right")[] = [];

  constructor(private readonly handling: Handling) {
    this.repeater = new Repeater({ das: handling.das, arr: handling.arr });
  }

  /**
   * A countdown starts (core's Countdown notes what is held meanwhile). Until `go`, input is
   * dropped: one-shot presses (drops, rotations, hold, taps, flicks) are not kept, as in Guideline
   * games. Otherwise presses mashed during READY would all land on the first frame and hard-drop
   * several pieces at GO.
   */
  wait(): void {
    this.releaseAll();
    this.waiting = true;
  }

  /** The countdown is over: of the actions `held` through it, directions start the first frame with DAS charged, a soft drop is held. */
  go(held: readonly string[]): void {
    if (!this.waiting) return;
    this.waiting = false;
    for (const action of held) {
      if (action === "left" || action === "right") this.precharged.push(action);
      else if (action === "softDrop") this.softDrop = true;
    }
  }

  /** A key, on-screen button or gamepad button went down or up (a Tetris action id; pause is the shell's). */
  input(action: string, pressed: boolean): void {
    if (!this.waiting) this.queue.push({ action, pressed });
  }

  /** A touch gesture (drag columns, tap rotate, flick drop/hold, slow drag soft drop). */
  gesture(g: Gesture): void {
    if (this.waiting) return;
    if (g.type === "move") {
      for (let i = 0; i < g.steps; i++) this.immediate.push({ action: g.dir, press: i === 0 && this.dragDir !== g.dir });
      this.dragDir = g.dir;
      return;
    }
    this.dragDir = null;
    switch (g.type) {
      case "tap":
        this.immediate.push({ action: g.side === "right" ? "cw" : "ccw", press: true });
        break;
      case "flick":
        this.immediate.push({ action: g.dir === "down" ? "hardDrop" : "hold", press: true });
        break;
      case "slowDragStart":
        this.gestureSoftDrop = true;
        this.immediate.push({ action: null, press: true });
        break;
      case "slowDragEnd":
        this.gestureSoftDrop = false;
        break;
    }
  }

  /** Everything held is let go (focus lost, pause): nothing may stay pressed. */
  releaseAll(): void {
    this.queue.length = 0;
    this.immediate.length = 0;
    this.repeater.releaseAll();
    this.softDrop = false;
    this.gestureSoftDrop = false;
    this.dragDir = null;
    this.precharged.length = 0;
  }

  /** The actions for the frame that starts at simulation time `t` ms. */
  frame(t: number): FrameInput {
    const actions: PlayAction[] = [];
    const presses: number[] = [];
    // Pressed a DAS ago: the press's own move now, and the auto-repeat from this frame on.
    for (const dir of this.precharged.splice(0)) {
      presses.push(actions.length);
      this.moves(this.repeater.press(dir, t - this.handling.das), actions);
    }
    for (const { action, press } of this.immediate.splice(0)) {
      if (press) presses.push(actions.length);
      if (action !== null) actions.push(action);
    }
    for (const { action, pressed } of this.queue.splice(0)) {
      if (pressed && PIECE_KEYS.has(action) && (action !== "rotate180" || this.handling.allow180)) presses.push(actions.length);
      switch (action) {
        case "left":
        case "right":
          this.moves(pressed ? this.repeater.press(action, t) : this.repeater.release(action, t), actions);
          break;
        case "softDrop":
          this.softDrop = pressed;
          break;
        case "hardDrop":
          if (pressed) actions.push("hardDrop");
          break;
        case "rotateCW":
          if (pressed) actions.push("cw");
          break;
        case "rotateCCW":
          if (pressed) actions.push("ccw");
          break;
        case "rotate180":
          if (pressed && this.handling.allow180) actions.push("180");
          break;
        case "hold":
          if (pressed) actions.push("hold");
          break;
      }
    }
    this.moves(this.repeater.update(t), actions);
    const held = this.softDrop || this.gestureSoftDrop;
    const sonic = this.handling.softDropFactor >= SONIC_SOFT_DROP_FACTOR;
    if (held && sonic) actions.push("sonicDrop");
    return { actions, softDropHeld: held && !sonic, presses };
  }

  private moves(moves: readonly { dir: "left" | "right"; steps: number }[], into: PlayAction[]): void {
    for (const { dir, steps } of moves) {
      if (steps === Infinity) into.push(dir === "left" ? "leftWall" : "rightWall");
      else for (let i = 0; i < steps; i++) into.push(dir);
    }
  }
}
