// The how-to-play line under the field, from the player's own key bindings (Settings → keys) and
// touch scheme, so it never names a key the player has moved.
import type { GameSettings } from "@arcade/core";

const ARROWS: Readonly<Record<string, string>> = { ArrowLeft: "←", ArrowRight: "→", ArrowUp: "↑", ArrowDown: "↓" };

/** A key code as a player reads it: KeyZ → Z, ArrowLeft → ←, ControlLeft → Ctrl. */
export function keyLabel(code: string): string {
  if (ARROWS[code]) return ARROWS[code];
  if (/^(Key|Digit)./.test(code)) return code.replace(/^(Key|Digit)/, "");
  return code.replace(/^Control(Left|Right)$/, "Ctrl").replace(/^(Shift|Alt|Meta)(Left|Right)$/, "$1");
}

function keys(settings: GameSettings, action: string): string {
  return (settings.keys[action] ?? []).map(keyLabel).join(" / ") || "unbound";
}

export function keysHint(settings: GameSettings): string {
  const keyLine = `Keys: ${keys(settings, "left")} ${keys(settings, "right")} move · ${keys(settings, "softDrop")} soft drop · ${keys(settings, "rotateCW")} / ${keys(settings, "rotateCCW")} turn · ${keys(settings, "hardDrop")} drop`;
  if (settings.touchControls === "buttons") return keyLine;
  return `Touch: drag to move · tap left/right to turn · flick down to drop\n${keyLine}`;
}
