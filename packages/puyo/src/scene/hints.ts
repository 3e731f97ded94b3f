// The how-to-play line under the field, from the player's own key bindings (Settings → keys,
// core's keysFor) and touch scheme, so it never names a key the player has moved.
import { keysFor, type GameSettings } from "@arcade/core";

export function keysHint(settings: GameSettings): string {
  const keys = (action: string) => keysFor(settings.keys, action);
  const keyLine = `Keys: ${keys("left")} ${keys("right")} move · ${keys("softDrop")} soft drop · ${keys("rotateCW")} / ${keys("rotateCCW")} turn · ${keys("hardDrop")} drop`;
  if (settings.touchControls === "buttons") return keyLine;
  return `Touch: drag to move · tap left/right to turn · flick down to drop\n${keyLine}`;
}
