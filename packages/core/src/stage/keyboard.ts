import type { GameAction } from "../input/actions.ts";

/** Receives every action press and release, from any input device. */
export type ActionSink = (action: GameAction, pressed: boolean) => void;

/**
 * Keyboard → actions through the player's (remappable) bindings. Auto-repeat events from the OS
 * are ignored (games run their own DAS/ARR), bound keys don't scroll the page, and when the page
 * loses focus every held key is released, so no key stays "stuck" after an alt-tab.
 */
export function bindKeyboard(bindings: Record<GameAction, string[]>, sink: ActionSink, target: Window = window): () => void {
  const byCode = new Map<string, GameAction>();
  for (const [action, codes] of Object.entries(bindings) as [GameAction, string[]][]) {
    for (const code of codes) if (!byCode.has(code)) byCode.set(code, action);
  }
  const held = new Map<string, GameAction>();

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
