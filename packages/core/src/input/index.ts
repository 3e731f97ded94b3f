// The input model: what keys, touches and held directions mean to a game, without the DOM.
// The browser side (listeners turning KeyboardEvent/PointerEvent into these calls) lives in
// @arcade/core/stage; everything here runs unchanged in tests, replays and workers.
export { GAME_ACTIONS, isGameAction, type GameAction } from "./actions.ts";
export {
  Repeater,
  softDropMsPerRow,
  DEFAULT_DAS_MS,
  DEFAULT_ARR_MS,
  DEFAULT_SOFT_DROP_FACTOR,
  type HorizontalDir,
  type RepeatMove,
  type RepeaterOptions,
} from "./repeater.ts";
export {
  actionForKey,
  isKeyCode,
  keyLookup,
  parseKeyBindings,
  rebind,
  DEFAULT_KEY_BINDINGS,
  type KeyBindings,
  type ParsedKeyBindings,
} from "./keymap.ts";
export { GestureRecognizer, FLICK_WINDOW_MS, GESTURE_DEFAULTS, type Gesture, type GestureOptions, type PointerSample } from "./gestures.ts";
