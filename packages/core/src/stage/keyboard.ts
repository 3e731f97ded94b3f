import { keyLookup, type KeyBindings } from "../input/keymap.ts";

/** Receives every action press and release (a game's action ids), from any input device. */
export type ActionSink = (action: string, pressed: boolean) => void;

/**
 * Keyboard → actions through the player's (remappable) bindings. Auto-repeat events from the OS
 * are ignored (games run their own DAS/ARR), bound keys don't scroll the page, and when the page
 * loses focus every held key is released, so no key stays "stuck" after an alt-tab.
 */
export function bindKeyboard(bindings: KeyBindings, sink: ActionSink, target: Window = window): () => void {
  const byCode = keyLookup(bindings);
  const held = new Map<string, string>();

  const onDown = (event: KeyboardEvent) => {
    const action = byCode.get(event.code);
    if (!action) return;
    event.preventDefault();
    if (event.repeat || held.has(event.code)) return;
    held.set(event.code, action);
    sink(action, true);
  };
  const onUp = (event: KeyboardEvent) => {
    const action = held.get(event.code);
    if (!action) return;
    event.preventDefault();
    held.delete(event.code);
    sink(action, false);
  };
  const releaseAll = () => {
    for (const [code, action] of held) {
      held.delete(code);
      sink(action, false);
    }
  };
  const onVisibility = () => {
    if (target.document.visibilityState === "hidden") releaseAll();
  };

  target.addEventListener("keydown", onDown);
  target.addEventListener("keyup", onUp);
  target.addEventListener("blur", releaseAll);
  target.document.addEventListener("visibilitychange", onVisibility);
  return () => {
    releaseAll();
    target.removeEventListener("keydown", onDown);
    target.removeEventListener("keyup", onUp);
    target.removeEventListener("blur", releaseAll);
    target.document.removeEventListener("visibilitychange", onVisibility);
  };
}
