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
export { Countdown, COUNTDOWN_MS, GO_MS, type CountdownBanner } from "./countdown.ts";
