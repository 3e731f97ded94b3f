// Where a message may go during a game: the widest empty rectangle that avoids the game's field
// (what it reports as `data-field-rect`) and every control on screen. Used by the shell's notices
// and the app's toasts, so neither ever covers the board or a button, in any orientation.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The empty rectangle inside `area` (overlapping none of `obstacles`) at least `minHeight` tall
 * that is widest, counting width only up to `enough` (a message needs no more), then highest, then
 * nearest the middle; null when none is `minWidth` wide. Its edges are among the area's and the
 * obstacles' edges, so every maximal empty rectangle is a candidate.
 *
 * Band by band (a top and a bottom edge), the obstacles across the band are kept sorted by their
 * right edge with the least left edge of each suffix: a box from a left edge may reach right as far
 * as the least left edge among the obstacles ending right of it, found by a pointer that only moves
 * forward as the left edge does. So no candidate is tested against the obstacles one by one, and a
 * band with no room `minWidth` wide ends the taller bands from the same top (they hold it).
 */
export function freeSpot(area: Box, obstacles: readonly Box[], options: { minWidth: number; minHeight: number; enough: number }): Box | null {
  const right = (o: Box) => o.x + o.width;
  const inside = obstacles.filter((o) => o.width > 0 && o.height > 0 && overlaps(o, area)).sort((p, q) => right(p) - right(q));
  const clampX = (v: number) => Math.min(area.x + area.width, Math.max(area.x, v));
  const clampY = (v: number) => Math.min(area.y + area.height, Math.max(area.y, v));
  const xs = [...new Set([area.x, area.x + area.width, ...inside.flatMap((o) => [clampX(o.x), clampX(o.x + o.width)])])].sort((a, b) => a - b);
  const ys = [...new Set([area.y, area.y + area.height, ...inside.flatMap((o) => [clampY(o.y), clampY(o.y + o.height)])])].sort((a, b) => a - b);
  const middle = area.x + area.width / 2;
  let best: { box: Box; width: number } | null = null;
  for (let i = 0; i < ys.length; i++) {
    for (let j = i + 1; j < ys.length; j++) {
      const top = ys[i]!;
      const height = ys[j]! - top;
      if (height < options.minHeight) continue;
      const across = inside.filter((o) => o.y < top + height && top < o.y + o.height); // sorted by right edge
      const leastLeft = across.map((o) => o.x);
      for (let k = leastLeft.length - 2; k >= 0; k--) leastLeft[k] = Math.min(leastLeft[k]!, leastLeft[k + 1]!);
      let roomy = false;
      let next = 0; // the first obstacle across the band that ends right of the left edge
      for (let a = 0; a < xs.length; a++) {
        const left = xs[a]!;
        while (next < across.length && right(across[next]!) <= left) next++;
        const limit = next < across.length ? Math.max(left, leastLeft[next]!) : Infinity;
        for (let b = a + 1; b < xs.length && xs[b]! <= limit; b++) {
          const box = { x: left, y: top, width: xs[b]! - left, height };
          if (box.width < options.minWidth) continue;
          roomy = true;
          const width = Math.min(box.width, options.enough);
          if (best === null || better(box, width, best, middle)) best = { box, width };
        }
      }
      if (!roomy) break; // a taller band from this top holds this one's obstacles and more
    }
  }
  return best?.box ?? null;
}

function better(box: Box, width: number, best: { box: Box; width: number }, middle: number): boolean {
  if (width !== best.width) return width > best.width;
  if (box.y !== best.box.y) return box.y < best.box.y;
  const off = (b: Box) => Math.abs(b.x + b.width / 2 - middle);
  return off(box) < off(best.box);
}

/** A `data-field-rect` value ("x,y,w,h") as a box offset by (dx, dy); null when absent or malformed. */
export function parseFieldRect(text: string | undefined, dx = 0, dy = 0): Box | null {
  const parts = text?.split(",").map(Number) ?? [];
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [x, y, width, height] = parts as [number, number, number, number];
  return { x: x + dx, y: y + dy, width, height };
}

/**
 * What a message must not cover in a game's host: its reported field rects, the words it draws on
 * the canvas that the player is reading or pressing (`textRect`: a header, the analysis lines,
 * canvas buttons; several boxes separated by ";" where they are apart, as a header above the
 * field and a keyboard below it), and every visible control (buttons, links, the touch buttons,
 * the bar), in viewport coordinates.
 */
export function gameObstacles(host: HTMLElement, controls: Iterable<Element>): Box[] {
  const origin = host.getBoundingClientRect();
  const boxes: Box[] = [];
  for (const key of ["fieldRect", "fieldRect2", "textRect"]) {
    for (const text of (host.dataset[key] ?? "").split(";")) {
      const field = parseFieldRect(text, origin.left, origin.top);
      if (field) boxes.push(field);
    }
  }
  for (const control of controls) {
    const r = control.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) boxes.push({ x: r.left, y: r.top, width: r.width, height: r.height });
  }
  return boxes;
}
