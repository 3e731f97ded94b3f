// Where the ranking screen's parts go, as a pure function of the screen's size, the shell's insets
// and the heights of its two wrapped texts (their widths come first, from the same function).
// Portrait and desktop: one centred column, the table below the buttons and notes. A landscape
// phone: buttons and notes on the left, the table on the right with the full height to scroll.
import { NO_INSETS, type Insets, type Rect } from "./lab-layout.ts";

export interface RankLayout {
  sideBySide: boolean;
  head: { x: number; y: number; width: number };
  experiments: Rect[];
  tools: Rect[];
  status: { x: number; y: number; width: number };
  table: Rect;
}

const PAD = 12;
const GAP = 6;

function buttons(x: number, y: number, width: number, count: number, h: number): Rect[] {
  const w = Math.floor((width - (count - 1) * GAP) / count);
  return Array.from({ length: count }, (_, i) => ({ x: x + i * (w + GAP), y, w: i === count - 1 ? width - (count - 1) * (w + GAP) : w, h }));
}

/** `subheaderH`, `statusH`: the wrapped texts' heights at the widths this returns (0 to ask for the widths). */
export function rankLayout(width: number, height: number, insets: Insets = NO_INSETS, subheaderH = 0, statusH = 0): RankLayout {
  const left = insets.left + PAD;
  const right = width - insets.right - PAD;
  const top = insets.top;
  const bottom = height - insets.bottom - 8;
  const sideBySide = width > height && height < 560;
  const columnW = sideBySide ? Math.min(420, Math.floor((right - left) * 0.45)) : Math.min(right - left, 760);
  const x = sideBySide ? left : left + Math.floor((right - left - columnW) / 2);
  // Below the shell's top row (back link, button bar, pause button): its insets.top.
  const head = { x, y: top + 2, width: columnW };
  let y = top + 30 + subheaderH + GAP;
  const experiments = buttons(x, y, columnW, 5, 48);
  y += 48 + GAP;
  const tools = buttons(x, y, columnW, 3, 44);
  y += 44 + 8;
  const status = { x, y, width: columnW };
  if (sideBySide) {
    const tableX = x + columnW + PAD;
    const tableY = top + 4;
    return { sideBySide, head, experiments, tools, status, table: { x: tableX, y: tableY, w: right - tableX, h: bottom - tableY } };
  }
  y += statusH + 8;
  return { sideBySide, head, experiments, tools, status, table: { x, y, w: columnW, h: Math.max(120, bottom - y) } };
}
