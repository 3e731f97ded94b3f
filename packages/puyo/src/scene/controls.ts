// What the player's keys, buttons and touch gestures mean in a Puyo game, shared by the screens
// that play one (screen.ts, online-screen.ts): the step action each stands for. Moves held down
// repeat through core's Repeater (DAS/ARR); the screens apply what these return at the current frame.
import type { Gesture } from "@arcade/core";
import { WIDTH } from "../rules/cells.ts";
import type { StepAction } from "../rules/stepped.ts";

/** A key or on-screen button other than a move: soft drop held or let go, a turn, a drop, undo (on press). */
export function buttonAction(action: string, pressed: boolean): StepAction | null {
  if (action === "softDrop") return pressed ? "sdOn" : "sdOff";
  if (!pressed) return null;
  if (action === "rotateCW") return "cw";
  if (action === "rotateCCW") return "ccw";
  if (action === "hardDrop") return "drop";
  if (action === "undo") return "undo";
  return null;
}

/** Touch: drag to move, tap a side to turn, flick down to drop, hold-drag down for soft drop. */
export function gestureActions(g: Gesture): StepAction[] {
  if (g.type === "move") return Array.from({ length: g.steps }, () => g.dir);
  if (g.type === "tap") return [g.side === "left" ? "ccw" : "cw"];
  if (g.type === "flick" && g.dir === "down") return ["drop"];
  if (g.type === "slowDragStart") return ["sdOn"];
  if (g.type === "slowDragEnd") return ["sdOff"];
  return [];
}

/** Plays the Repeater's moves (an unbounded step count: to the wall) until one is refused. */
export function playMoves(moves: readonly { dir: "left" | "right"; steps: number }[], send: (dir: "left" | "right") => boolean): void {
  for (const m of moves) {
    const steps = Number.isFinite(m.steps) ? m.steps : WIDTH;
    for (let i = 0; i < steps; i++) if (!send(m.dir)) break;
  }
}
