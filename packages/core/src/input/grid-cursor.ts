// The keyboard's (and gamepad's) way onto a board: a cursor the four directions move, one key that
// does the primary action on its cell and a second key the secondary one. The action ids are
// core's (a game labels them in its meta with `boardActions`); what the actions do is the game's.
import type { ActionSpec } from "./keymap.ts";
import type { Cell } from "./grid-layout.ts";
import type { CellPressKind } from "./cell-press.ts";

/** The board actions' ids, as the shell sends them to the screen. */
export const BOARD_ACTIONS = { up: "up", down: "down", left: "left", right: "right", primary: "primary", secondary: "secondary" } as const;

const STEPS: Readonly<Record<string, readonly [number, number]>> = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

/**
 * A board game's cursor actions with their default keys (arrows and WASD move, Enter or Space is
 * the primary action, X or F the secondary), labelled in the game's words, for `defineActions`
 * (add the game's others, and `pause`, after them).
 */
export function boardActions(labels: { readonly primary: string; readonly secondary: string }): ActionSpec[] {
  return [
    { id: BOARD_ACTIONS.up, label: "Cursor up", keys: ["ArrowUp", "KeyW"] },
    { id: BOARD_ACTIONS.down, label: "Cursor down", keys: ["ArrowDown", "KeyS"] },
    { id: BOARD_ACTIONS.left, label: "Cursor left", keys: ["ArrowLeft", "KeyA"] },
    { id: BOARD_ACTIONS.right, label: "Cursor right", keys: ["ArrowRight", "KeyD"] },
    { id: BOARD_ACTIONS.primary, label: labels.primary, keys: ["Enter", "Space"] },
    { id: BOARD_ACTIONS.secondary, label: labels.secondary, keys: ["KeyX", "KeyF"] },
  ];
}

/** What a board action does to the cursor: it moves (clamped to the board) or acts on its cell. */
export type CursorOutcome =
  { readonly type: "moved"; readonly cell: Cell } | { readonly type: "act"; readonly kind: CellPressKind; readonly cell: Cell } | null;

/** The cursor after `action` on a rows × columns board; null for an action that is not a board action. */
export function cursorAction(cursor: Cell, action: string, rows: number, columns: number): CursorOutcome {
  if (action === BOARD_ACTIONS.primary || action === BOARD_ACTIONS.secondary) return { type: "act", kind: action, cell: clampCell(cursor, rows, columns) };
  const step = STEPS[action];
  if (!step) return null;
  return { type: "moved", cell: clampCell({ row: cursor.row + step[0], column: cursor.column + step[1] }, rows, columns) };
}

/** The nearest cell on a rows × columns board (a cursor kept after the board shrank). */
export function clampCell({ row, column }: Cell, rows: number, columns: number): Cell {
  return { row: Math.min(rows - 1, Math.max(0, row)), column: Math.min(columns - 1, Math.max(0, column)) };
}
