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
}

/**
 * Turns device input (keys, buttons, gamepad, gestures) into engine actions, one frame at a time.
 * Everything runs on simulation time (frame × 1000/60 ms), not wall-clock time, so DAS and ARR
 * behave the same at any frame rate and the resulting actions are what a replay records.
 */
export class Controller {
  private readonly repeater: Repeater;
  private readonly queue: { action: string; pressed: boolean }[] = [];
  private readonly immediate: PlayAction[] = [];
  private softDrop = false;
  private gestureSoftDrop = false;

  constructor(private readonly handling: Handling) {
    this.repeater = new Repeater({ das: handling.das, arr: handling.arr });
  }

  /** A key, on-screen button or gamepad button went down or up (a Tetris action id; pause is the shell's). */
  input(action: string, pressed: boolean): void {
    this.queue.push({ action, pressed });
  }

  /** A touch gesture (drag columns, tap rotate, flick drop/hold, slow drag soft drop). */
  gesture(g: Gesture): void {
    switch (g.type) {
      case "move":
        for (let i = 0; i < g.steps; i++) this.immediate.push(g.dir);
        break;
      case "tap":
        this.immediate.push(g.side === "right" ? "cw" : "ccw");
        break;
      case "flick":
        this.immediate.push(g.dir === "down" ? "hardDrop" : "hold");
        break;
      case "softDropStart":
        this.gestureSoftDrop = true;
        break;
      case "softDropEnd":
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
  }

  /** The actions for the frame that starts at simulation time `t` ms. */
  frame(t: number): FrameInput {
    const actions: PlayAction[] = this.immediate.splice(0);
    for (const { action, pressed } of this.queue.splice(0)) {
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
    return { actions, softDropHeld: held && !sonic };
  }

  private moves(moves: readonly { dir: "left" | "right"; steps: number }[], into: PlayAction[]): void {
    for (const { dir, steps } of moves) {
      if (steps === Infinity) into.push(dir === "left" ? "leftWall" : "rightWall");
      else for (let i = 0; i < steps; i++) into.push(dir);
    }
  }
}
