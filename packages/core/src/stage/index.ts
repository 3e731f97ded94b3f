// @arcade/core/stage — the browser entry: the shared Pixi stage, screens, input devices, audio.
// Imports pixi.js: never import this from pure code (ESLint forbids it).
export { Stage, type StageOptions } from "./stage.ts";
export { Navigation, type Screen } from "./navigation.ts";
export { bindKeyboard, type ActionSink } from "./keyboard.ts";
export { GamepadInput, STANDARD_GAMEPAD_BINDINGS } from "./gamepad.ts";
export { mountTouchButtons, DEFAULT_TOUCH_BUTTONS, type TouchButton } from "./buttons.ts";
export { preventPageGestures } from "./no-scroll.ts";
export { bindGestures } from "./pointer.ts";
export { audioContext, installAudioUnlock, haptic } from "./audio.ts";
export { runDevPage, DEV_SETTINGS } from "./dev-page.ts";
