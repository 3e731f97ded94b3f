// The screen sizes the layout and warm-start tests check (test data, used by no screen).
import type { Insets, ScreenSize } from "./layout.ts";

/** Mahjong has no touch buttons: the shell covers its top row (pause button, back link, button bar) at every size. */
export const TOP_ROW: Insets = { top: 52, right: 0, bottom: 0, left: 0 };

/** The five sizes every layout is checked at (phone portrait, landscape phones, desktop). */
export const FIVE: ScreenSize[] = [
  { width: 360, height: 640, insets: TOP_ROW },
  { width: 390, height: 844, insets: TOP_ROW },
  { width: 844, height: 390, insets: TOP_ROW },
  { width: 740, height: 360, insets: TOP_ROW },
  { width: 1366, height: 768, insets: TOP_ROW },
];
