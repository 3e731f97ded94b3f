// What the layout tests check every screen against: the five sizes (phone portrait, tall phone,
// landscape phones, desktop) and whether two rectangles overlap.
import type { Rect } from "./lab-layout.ts";

export const CHECK_SIZES: readonly [number, number][] = [
  [360, 640],
  [390, 844],
  [844, 390],
  [740, 360],
  [1366, 768],
];

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
