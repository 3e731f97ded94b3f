// The input model: what keys, touches and held directions mean to a game, without the DOM.
// The browser side (listeners turning KeyboardEvent/PointerEvent into these calls) lives in
// @arcade/core/stage; everything here runs unchanged in tests, replays and workers.
export { Repeater, DEFAULT_DAS_MS, DEFAULT_ARR_MS, type HorizontalDir, type RepeatMove, type RepeaterOptions } from "./repeater.ts";
export {
  actionForKey,
  isKeyCode,
  keyLookup,
  parseKeyBindings,
  rebind,
  defineActions,
  defaultBindings,
  type ActionSet,
  type ActionSpec,
  type KeyBindings,
  type ParsedKeyBindings,
} from "./keymap.ts";
export { GestureRecognizer, FLICK_WINDOW_MS, GESTURE_DEFAULTS, type Gesture, type GestureOptions, type PointerSample } from "./gestures.ts";
export { keyLabel, keysFor } from "./key-names.ts";
export {
  gridLayout,
  cellAt,
  cellRect,
  rectText,
  DEFAULT_GRID_MARGIN,
  DEFAULT_MAX_CELL,
  type Cell,
  type GridLayout,
  type GridLayoutInput,
  type Rect,
} from "./grid-layout.ts";
export {
  CellPressTracker,
  CELL_PRESS_DEFAULTS,
  SECONDARY_BUTTON,
  type CellPress,
  type CellPressKind,
  type CellPressOptions,
  type PressSample,
} from "./cell-press.ts";
export { boardActions, cursorAction, clampCell, BOARD_ACTIONS, type CursorOutcome } from "./grid-cursor.ts";
export { Countdown, COUNTDOWN_MS, GO_MS, type CountdownBanner } from "./countdown.ts";
