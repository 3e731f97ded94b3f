import type { GameAction } from "../input/actions.ts";
import type { ActionSink } from "./keyboard.ts";

/** The W3C "standard" gamepad layout: d-pad, face buttons, shoulders, start. */
export const STANDARD_GAMEPAD_BINDINGS: Partial<Record<number, GameAction>> = {
  14: "left",
  15: "right",
  13: "softDrop",
  12: "hardDrop",
  0: "rotateCCW", // A / cross
  1: "rotateCW", // B / circle
  2: "rotateCCW", // X / square
  3: "rotate180", // Y / triangle
  4: "hold",
  5: "hold",
  9: "pause", // start
};

/**
 * Gamepads have no events for buttons, so they are polled once a frame; this turns button edges
 * into action presses and releases. Call `poll()` from the ticker, `release()` on blur.
 */
export class GamepadInput {
  private readonly held = new Set<string>();

  constructor(
    private readonly sink: ActionSink,
    private readonly bindings: Partial<Record<number, GameAction>> = STANDARD_GAMEPAD_BINDINGS,
    private readonly source: () => readonly (Gamepad | null)[] = () => globalThis.navigator?.getGamepads?.() ?? [],
  ) {}

  poll(): void {
    const now = new Set<string>();
    for (const pad of this.source()) {
      if (!pad) continue;
      pad.buttons.forEach((button, index) => {
        const action = this.bindings[index];
        if (action && button.pressed) now.add(`${pad.index}:${index}`);
      });
    }
    for (const key of [...this.held]) if (!now.has(key)) this.emit(key, false);
    for (const key of now) if (!this.held.has(key)) this.emit(key, true);
  }

  release(): void {
    for (const key of [...this.held]) this.emit(key, false);
  }

  private emit(key: string, pressed: boolean): void {
    const action = this.bindings[Number(key.split(":")[1])]!;
    if (pressed) this.held.add(key);
    else this.held.delete(key);
    this.sink(action, pressed);
  }
}
