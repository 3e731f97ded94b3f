// What every board game's screen shares: the board placed by core's grid layout for the stage's
// size (its fieldRect and textRect reported to the shell, which keeps notices off both), core's
// BoardInput on the canvas (tap, long press, right click, the keyboard cursor), pause and resume,
// and freeing it all. A game's screen extends it and draws its own board in `draw()`.
import { Container } from "pixi.js";
import type { CellPressKind } from "../input/cell-press.ts";
import { gridLayout, rectText, type Cell, type GridLayout } from "../input/grid-layout.ts";
import { BoardInput } from "./board-input.ts";
import type { PlayScreen } from "./game-definition.ts";
import type { GameShell } from "./game-shell.ts";

export interface BoardScreenOptions {
  readonly rows: number;
  readonly columns: number;
  /** The smallest block the game's text needs, beside or above the board (gridLayout). */
  readonly text: { readonly width: number; readonly height: number };
  /** CSS px kept clear at the bottom besides the shell's insets (a replay bar). */
  readonly reserveBottom?: number;
  readonly maxCell?: number;
  /** Whether the player may press now (the screen adds: not paused). */
  readonly taking: () => boolean;
  /** A press on a cell, from a pointer or the cursor's keys. */
  readonly onPress: (cell: Cell, kind: CellPressKind) => void;
}

export abstract class BoardScreen implements PlayScreen {
  readonly view = new Container();
  protected layout: GridLayout | null = null;
  protected paused = false;
  protected readonly board: BoardInput;

  constructor(
    protected readonly shell: Pick<GameShell, "stage" | "insets" | "invalidate" | "report">,
    private readonly boardOptions: BoardScreenOptions,
  ) {
    this.board = new BoardInput({
      element: shell.stage.app.canvas,
      enabled: () => !this.paused && boardOptions.taking(),
      onPress: boardOptions.onPress,
      onCursor: () => this.draw(),
      invalidate: () => shell.invalidate(),
    });
  }

  resize(width: number, height: number): void {
    const { rows, columns, text, maxCell, reserveBottom = 0 } = this.boardOptions;
    const { insets } = this.shell;
    this.layout = gridLayout({
      rows,
      columns,
      width,
      height,
      text,
      insets: { ...insets, bottom: Math.max(insets.bottom, reserveBottom) },
      ...(maxCell ? { maxCell } : {}),
    });
    this.board.setLayout(this.layout);
    this.shell.report({ fieldRect: rectText(this.layout.fieldRect), textRect: rectText(this.layout.textRect) });
    this.draw();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** A device action from the shell: the board's cursor and press keys (pause is the shell's). */
  input(action: string, pressed: boolean): void {
    this.board.input(action, pressed);
  }

  /** Draws the board as it now is (after a resize, a press, a cursor move); `this.layout` says where. */
  protected abstract draw(): void;

  destroy(): void {
    this.board.destroy();
    this.view.destroy({ children: true });
  }
}
