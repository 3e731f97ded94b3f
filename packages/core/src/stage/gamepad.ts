import type { ActionSink } from "./keyboard.ts";

/**
 * A game's gamepad mapping: button index of the W3C "standard" layout → action id. The indices:
 * 0 A/cross, 1 B/circle, 2 X/square, 3 Y/triangle, 4/5 shoulders, 6/7 triggers, 8 select,
 * 9 start, 12-15 d-pad up/down/left/right.
 */
export type GamepadBindings = Readonly<Partial<Record<number, string>>>;

/**
 * Gamepads have no events for buttons, so they are polled once a frame; this turns button edges
 * into action presses and releases. Call `poll()` from the ticker, `release()` on blur.
 */
export class GamepadInput {
  private readonly held = new Set<string>();

  constructor(
    private readonly sink: ActionSink,
    private readonly bindings: GamepadBindings,
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
