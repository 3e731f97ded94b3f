// Key names as a player reads them, for every game's how-to lines: built from the player's own
// bindings (Settings → keys), so a hint never names a key the player has moved.
import type { KeyBindings } from "./keymap.ts";

const SYMBOLS: Readonly<Record<string, string>> = {
  ArrowLeft: "←",
  ArrowRight: "→",
  ArrowUp: "↑",
  ArrowDown: "↓",
  Semicolon: ";",
  Comma: ",",
  Period: ".",
  Slash: "/",
};

/** A key code as a player reads it: ArrowLeft → ←, KeyZ → Z, Digit9 → 9, ShiftLeft → Shift, ControlLeft → Ctrl. */
export function keyLabel(code: string): string {
  if (SYMBOLS[code]) return SYMBOLS[code];
  return code
    .replace(/^(Key|Digit)(?=.)/, "")
    .replace(/^Control(Left|Right)$/, "Ctrl")
    .replace(/^(Shift|Alt|Meta)(Left|Right)$/, "$1");
}

/** The keys bound to `action`, as "← / A", or "unbound". */
export function keysFor(bindings: KeyBindings, action: string): string {
  return (bindings[action] ?? []).map(keyLabel).join(" / ") || "unbound";
}
