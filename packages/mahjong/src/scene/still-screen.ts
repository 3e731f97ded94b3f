// What every Mahjong screen (practice, quiz, analyser, table, logs) shares: a view drawn again on
// each change and never by itself (a still screen costs no frames: changes come from input, and a
// worker's or a bot's answer draws through the shell's invalidate), the stage's size, pause and
// resume (no input while paused), and freeing the parts it owns with it. A screen extends it and
// holds only what it shows: its `draw()` and its actions.
import type { Screen } from "@arcade/core/stage";
import { Container } from "pixi.js";

/** A part a screen owns and frees with itself: a worker runner, a text alternative. */
export interface Owned {
  destroy(): void;
}

export abstract class StillScreen implements Screen {
  readonly view = new Container();
  protected width = 390;
  protected height = 844;
  protected paused = false;
  /** Set when the screen is freed: work a screen left for a later task checks it. */
  protected destroyed = false;
  private readonly owned: Owned[] = [];

  /** Nothing moves by itself: every change draws at once and invalidates the stage. */
  live(): boolean {
    return false;
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.draw();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** A device action from the shell, pressed and not paused, goes to `onAction`. */
  input(action: string, pressed: boolean): void {
    if (pressed && !this.paused) this.onAction(action);
  }

  /** A screen's keys (the shell's action ids); none by default. */
  protected onAction(action: string): void {
    void action;
  }

  /** Draws the screen as it now is (after a resize, an input, an answer from a worker). */
  protected abstract draw(): void;

  /** Registers a part to free with the screen; returns it. */
  protected own<T extends Owned>(part: T): T {
    this.owned.push(part);
    return part;
  }

  /** Empties a container of the last drawing (the view by default), freeing what it held. */
  protected clear(container: Container = this.view): void {
    for (const child of container.removeChildren()) child.destroy({ children: true });
  }

  /** Adds a drawn part at whole pixels. */
  protected place(child: Container, x: number, y: number, into: Container = this.view): void {
    child.position.set(Math.round(x), Math.round(y));
    into.addChild(child);
  }

  destroy(): void {
    this.destroyed = true;
    for (const part of this.owned) part.destroy();
    this.view.destroy({ children: true });
  }
}
