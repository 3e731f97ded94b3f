import { GestureRecognizer, type Gesture, type GestureOptions } from "../input/gestures.ts";

/**
 * Feeds the pointer events of an element (the game canvas) into the pure gesture recogniser and
 * hands the gestures to the game, which maps them to its actions (tap → turn, flick down →
 * drop, ...). Coordinates are relative to the element; times are event time stamps.
 */
export function bindGestures(
  element: HTMLElement,
  options: GestureOptions,
  onGesture: (gesture: Gesture) => void,
): { resize(options: GestureOptions): void; dispose(): void } {
  const recognizer = new GestureRecognizer(options);
  const sample = (event: PointerEvent) => {
    const box = element.getBoundingClientRect();
    return { id: event.pointerId, x: event.clientX - box.left, y: event.clientY - box.top, t: event.timeStamp };
  };
  const emit = (gestures: Gesture[]) => gestures.forEach(onGesture);
  const down = (event: PointerEvent) => {
    element.setPointerCapture?.(event.pointerId);
    emit(recognizer.down(sample(event)));
  };
  const move = (event: PointerEvent) => emit(recognizer.move(sample(event)));
  const up = (event: PointerEvent) => emit(recognizer.up(sample(event)));
  const cancel = (event: PointerEvent) => emit(recognizer.cancel(event.pointerId));
  const blur = () => emit(recognizer.cancelAll());
  element.addEventListener("pointerdown", down);
  element.addEventListener("pointermove", move);
  element.addEventListener("pointerup", up);
  element.addEventListener("pointercancel", cancel);
  window.addEventListener("blur", blur);
  return {
    resize: (next) => recognizer.resize(next),
    dispose: () => {
      blur();
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", cancel);
      window.removeEventListener("blur", blur);
    },
  };
}
