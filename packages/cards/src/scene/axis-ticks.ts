// Where the heatmap's axes put their numbers: positions 1 to n along a side of `side` px, zoomed by
// `scale` and shifted by `offset` (the map's pan). Pure, so the choice is tested without a canvas.

export interface Tick {
  /** The deck position, 1 = top of the deck. */
  position: number;
  /** Where its cell's centre is along the side, in px. */
  at: number;
}

/** A round step that leaves about `most` numbers in sight: 1, 2, 5, 10, 20, 50, … */
export function tickStep(visible: number, most = 6): number {
  for (let power = 1; ; power *= 10) for (const m of [1, 2, 5]) if (visible / (m * power) <= most) return m * power;
}

/**
 * The ticks in sight: position 1, then the multiples of a round step, each at its cell's centre.
 * A number too close to the one before (under `gap` px apart) is left out, so labels never overlap.
 */
export function axisTicks(n: number, side: number, scale = 1, offset = 0, gap = 18): Tick[] {
  if (n < 1 || side <= 0) return [];
  const cell = (side / n) * scale;
  const step = tickStep(n / scale);
  const ticks: Tick[] = [];
  for (let position = 1; position <= n; position = position === 1 && step > 1 ? step : position + step) {
    const at = offset + (position - 0.5) * cell;
    if (at < 0 || at > side) continue;
    const last = ticks.at(-1);
    if (last && at - last.at < gap) continue;
    ticks.push({ position, at });
  }
  return ticks;
}
