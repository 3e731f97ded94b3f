// A board game's input on the stage: pointer events on the canvas become presses on cells (tap:
// primary; long press or right click: secondary), and the shell's board actions move a cursor and
// press its cell. The decisions are the pure input/cell-press.ts, input/grid-cursor.ts and
// input/grid-layout.ts; this is only the DOM glue (listeners, the long-press timer, no context menu).
import { CellPressTracker, type CellPress, type CellPressKind, type CellPressOptions } from "../input/cell-press.ts";
import { clampCell, cursorAction } from "../input/grid-cursor.ts";
import { cellAt, type Cell, type GridLayout } from "../input/grid-layout.ts";

export interface BoardInputOptions extends CellPressOptions {
  /** What the board is drawn on (the stage's canvas: `session.shell.stage.app.canvas`). */
  readonly element: HTMLElement;
  /** A press on a cell, from a pointer or the cursor's keys. */
  readonly onPress: (cell: Cell, kind: CellPressKind) => void;
  /** The cursor moved (draw it again). */
  readonly onCursor?: (cell: Cell) => void;
  /** Whether presses are taken now (not while paused, watching or after the end). Default: always. */
  readonly enabled?: () => boolean;
  /** After a pointer's press was handed on: draw again (the shell's `invalidate`; keys invalidate by themselves). */
  readonly invalidate?: () => void;
  /** Where the cursor starts (default: the board's middle once the first layout is known). */
  readonly cursor?: Cell;
}

export class BoardInput {
  private readonly tracker: CellPressTracker;
  private grid: GridLayout | null = null;
  private at: Cell | null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The long-press deadline the timer is set for. */
  private timerFor: number | null = null;
  private readonly dispose: () => void;

  constructor(private readonly options: BoardInputOptions) {
    this.tracker = new CellPressTracker(options);
    this.at = options.cursor ?? null;
    const { element } = options;
    const sample = (event: PointerEvent) => {
      const box = element.getBoundingClientRect();
      return { id: event.pointerId, x: event.clientX - box.left, y: event.clientY - box.top, t: event.timeStamp };
    };
    const down = (event: PointerEvent) => {
      this.fire(this.tracker.press(sample(event), event.button));
      this.schedule(event.timeStamp);
    };
    const move = (event: PointerEvent) => {
      this.tracker.move(sample(event));
      this.schedule(event.timeStamp);
    };
    const up = (event: PointerEvent) => {
      this.fire(this.tracker.release(sample(event)));
      this.schedule(event.timeStamp);
    };
    const cancel = (event: PointerEvent) => {
      this.tracker.cancel(event.pointerId);
      this.schedule(event.timeStamp);
    };
    // The secondary button and a held finger are the game's: no browser menu over the board.
    const menu = (event: Event) => event.preventDefault();
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", cancel);
    element.addEventListener("contextmenu", menu);
    this.dispose = () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", cancel);
      element.removeEventListener("contextmenu", menu);
    };
  }

  /** The cursor's cell (the top left until a layout is known; then the board's middle unless given). */
  get cursor(): Cell {
    return this.at ?? { row: 0, column: 0 };
  }

  get layout(): GridLayout | null {
    return this.grid;
  }

  /** The board's place for the current stage size (call it from the screen's resize). */
  setLayout(layout: GridLayout): void {
    this.grid = layout;
    const { rows, columns } = layout;
    this.at = clampCell(this.at ?? { row: Math.floor((rows - 1) / 2), column: Math.floor((columns - 1) / 2) }, rows, columns);
  }

  /** A device action from the shell: true when it was a board action (moved the cursor or pressed its cell). */
  input(action: string, pressed: boolean): boolean {
    const { grid } = this;
    if (grid === null) return false;
    const outcome = cursorAction(this.cursor, action, grid.rows, grid.columns);
    if (outcome === null) return false;
    if (!pressed || !this.enabled()) return true;
    this.at = outcome.cell;
    if (outcome.type === "moved") this.options.onCursor?.(outcome.cell);
    else this.options.onPress(outcome.cell, outcome.kind);
    return true;
  }

  destroy(): void {
    this.stopTimer();
    this.dispose();
  }

  private enabled(): boolean {
    return this.options.enabled?.() ?? true;
  }

  private fire(press: CellPress | null): void {
    if (press === null || this.grid === null || !this.enabled()) return;
    const cell = cellAt(this.grid, press.x, press.y);
    if (cell === null) return;
    this.at = cell;
    this.options.onPress(cell, press.kind);
    this.options.invalidate?.();
  }

  /** Keeps one timer on the tracker's long-press deadline (none when no press is pending). */
  private schedule(now: number): void {
    const { deadline } = this.tracker;
    if (deadline === this.timerFor) return;
    this.stopTimer();
    if (deadline === null) return;
    this.timerFor = deadline;
    this.timer = setTimeout(
      () => {
        this.timer = this.timerFor = null;
        this.fire(this.tracker.due(deadline));
      },
      Math.max(0, deadline - now),
    );
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = this.timerFor = null;
  }
}
