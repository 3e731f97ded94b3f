import { Container } from "pixi.js";
import { nextSlice } from "./slices.ts";

/**
 * The lifecycle every game screen follows (after pixijs/open-games): all hooks are optional.
 * `pause`/`resume` are the game's own pause (its clock stops); `blur`/`focus` tell it the page
 * lost or regained attention, where a game shows its pause menu and waits for the player.
 */
export interface Screen {
  readonly view: Container;
  show?(): void | Promise<void>;
  hide?(): void | Promise<void>;
  update?(deltaMs: number): void;
  resize?(width: number, height: number): void;
  pause?(): void;
  resume?(): void;
  blur?(): void;
  focus?(): void;
  destroy?(): void;
  /**
   * True while the screen changes by itself, without input: a running game clock, an effect or
   * animation playing, a countdown, a replay playing, a bot moving. While the top screen is not
   * live the stage draws only when something invalidates it (input, a resize, a popup, or
   * `invalidate()` for a change made outside `update()`), so a still screen costs nothing.
   * Omitted: always live (drawn every frame). Include "an effect is still playing", or the
   * screen freezes mid-effect.
   */
  live?(): boolean;
}

/**
 * One screen at a time, plus popups on top of it. Presenting a popup pauses the screen below;
 * dismissing the last popup resumes it. Showing a new screen hides and destroys the old one.
 */
export class Navigation {
  readonly root = new Container();
  private current: Screen | null = null;
  private readonly popups: Screen[] = [];
  private width = 0;
  private height = 0;
  /** Settles once the screen being put on the stage is shown (see showScreen); null: none is. */
  private showing: Promise<void> | null = null;
  private destroyed = false;

  /** `onInvalidate`: what asks the stage for fresh frames (the Stage's render schedule). */
  constructor(private readonly onInvalidate: () => void = () => undefined) {}

  /**
   * "My state changed outside update(): draw again." Screens changed by a worker's answer, a
   * timer or a setting call this; input, resizes and popups invalidate by themselves.
   */
  invalidate(): void {
    this.onInvalidate();
  }

  /** Whether the top-most screen or popup changes by itself (see Screen.live); nothing shown: no. */
  live(): boolean {
    const top = this.popups.at(-1) ?? this.current;
    if (!top) return false;
    return top.live?.() ?? true;
  }

  get screen(): Screen | null {
    return this.current;
  }

  get popup(): Screen | null {
    return this.popups.at(-1) ?? null;
  }

  /**
   * Shows `screen` in the task after the one that built it (a screen's build and its first layout
   * were one long task): the old screen stays until then, its taps off. A popup presented meanwhile
   * waits for the new screen and goes over it, a task later. Input meant for the screen must be
   * held by the caller until this settles (GameShell's `InputHold`): the screen is not shown yet.
   */
  showScreen(screen: Screen): Promise<void> {
    const shown = (this.showing ?? Promise.resolve()).then(() => this.swapIn(screen));
    const settled: Promise<void> = shown
      .catch(() => undefined)
      .then(() => {
        if (this.showing === settled) this.showing = null;
      });
    this.showing = settled;
    return shown;
  }

  private async swapIn(screen: Screen): Promise<void> {
    this.root.interactiveChildren = false;
    try {
      await nextSlice();
    } finally {
      this.root.interactiveChildren = true;
    }
    if (this.destroyed) return screen.destroy?.();
    while (this.popups.length > 0) await this.closeTopPopup();
    const old = this.current;
    if (old) {
      await old.hide?.();
      this.root.removeChild(old.view);
      old.destroy?.();
    }
    this.current = screen;
    this.root.addChild(screen.view);
    screen.resize?.(this.width, this.height);
    await screen.show?.();
    this.invalidate();
  }

  async presentPopup(popup: Screen): Promise<void> {
    // Over the screen being put up, in a task after its own (a DOM panel forces a layout).
    if (this.showing) await this.showing.then(() => nextSlice());
    (this.popups.at(-1) ?? this.current)?.pause?.();
    this.popups.push(popup);
    this.root.addChild(popup.view);
    popup.resize?.(this.width, this.height);
    await popup.show?.();
    this.invalidate();
  }

  async dismissPopup(): Promise<void> {
    if (this.showing) await this.showing;
    await this.closeTopPopup();
  }

  private async closeTopPopup(): Promise<void> {
    const popup = this.popups.pop();
    if (!popup) return;
    await popup.hide?.();
    this.root.removeChild(popup.view);
    popup.destroy?.();
    (this.popups.at(-1) ?? this.current)?.resume?.();
    this.invalidate();
  }

  /**
   * Closes every popup and shows `popup` alone, keeping the screen paused throughout (for a
   * state that must not resume, like a lost GPU context).
   */
  async replacePopups(popup: Screen): Promise<void> {
    if (this.showing) await this.showing;
    if (this.popups.length === 0) this.current?.pause?.();
    for (const old of this.popups.splice(0).reverse()) {
      await old.hide?.();
      this.root.removeChild(old.view);
      old.destroy?.();
    }
    this.popups.push(popup);
    this.root.addChild(popup.view);
    popup.resize?.(this.width, this.height);
    await popup.show?.();
    this.invalidate();
  }

  /** Only the top-most screen or popup runs; the ones below are paused. */
  update(deltaMs: number): void {
    (this.popups.at(-1) ?? this.current)?.update?.(deltaMs);
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.current?.resize?.(width, height);
    for (const popup of this.popups) popup.resize?.(width, height);
    this.invalidate();
  }

  blur(): void {
    this.current?.blur?.();
    for (const popup of this.popups) popup.blur?.();
  }

  focus(): void {
    this.current?.focus?.();
    for (const popup of this.popups) popup.focus?.();
    this.invalidate();
  }

  destroy(): void {
    this.destroyed = true;
    for (const popup of this.popups.splice(0)) popup.destroy?.();
    this.current?.destroy?.();
    this.current = null;
    this.root.destroy({ children: true });
  }
}
