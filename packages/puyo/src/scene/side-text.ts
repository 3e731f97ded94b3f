// The texts of the column beside the field (NEXT's label, the score lines) and the other field's
// label, sized and placed for a layout: shared by the game screen and the online screen.
import type { Text } from "pixi.js";
import { FRAMES_PER_SECOND } from "../rules/timing.ts";
import type { PuyoLayout } from "./layout.ts";

export interface SideTexts {
  next: Text;
  /** The label over the other field (the bot's, or the online opponent's). */
  other: Text;
  hud: Text;
}

/** Sizes and places the side texts; the score lines wrap at `hudWidth`. */
export function placeSideTexts(layout: PuyoLayout, texts: SideTexts, hudWidth: number): void {
  const { side, fontSize } = layout;
  texts.next.style.fontSize = Math.max(12, fontSize - 3);
  texts.next.position.set(side.x, side.y);
  // Beside NEXT there is room above the other's shorter field; under NEXT (stacked) 18 px are kept for it.
  texts.other.style.fontSize = layout.stacked ? 13 : Math.max(13, fontSize - 3);
  const hud = texts.hud;
  hud.style.fontSize = fontSize;
  hud.style.lineHeight = Math.round(fontSize * 1.3);
  hud.style.wordWrap = true;
  hud.style.wordWrapWidth = hudWidth;
  hud.position.set(side.x, layout.scoreY);
}

/** Frames as m:ss. */
export function timeText(frames: number): string {
  const seconds = Math.floor(frames / FRAMES_PER_SECOND);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
