// The arithmetic of zooming a square map inside its frame (pure, so it is unit-tested without a
// canvas): a view is a scale and the map's offset; zooming keeps a chosen point of the frame
// fixed, pinching follows two fingers, and clamping keeps the map covering the frame.

/** Zoom factor (1 = the whole map fits the frame) and the map's top-left corner in frame px (≤ 0). */
export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MAX_ZOOM = 10;

/** Clamps the scale to 1..MAX_ZOOM and the offset so the map always covers a frame of `size` px. */
export function clampView(view: MapView, size: number): MapView {
  const scale = Math.min(MAX_ZOOM, Math.max(1, Number.isFinite(view.scale) ? view.scale : 1));
  const min = size - size * scale;
  const clamp = (v: number) => Math.min(0, Math.max(min, v));
  return { scale, x: clamp(view.x), y: clamp(view.y) };
}

/** The view zoomed to `scale` with the frame point `at` staying over the same spot of the map. */
export function zoomAt(view: MapView, at: Point, scale: number): MapView {
  const k = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

/**
 * Two fingers moved from `from` to `to`: the map point under their midpoint follows the midpoint,
 * and the zoom changes by the ratio of their distances. Clamped.
 */
export function pinchView(start: MapView, from: readonly [Point, Point], to: readonly [Point, Point], size: number): MapView {
  const dist = (p: readonly [Point, Point]) => Math.max(1, Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y));
  const mid = (p: readonly [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const a = mid(from);
  const b = mid(to);
  const scale = Math.min(MAX_ZOOM, Math.max(1, (start.scale * dist(to)) / dist(from)));
  const zoomed = zoomAt(start, a, scale);
  return clampView({ scale, x: zoomed.x + b.x - a.x, y: zoomed.y + b.y - a.y }, size);
}
