// The tiles' faces (their art: tile-art.ts), each drawn once per tile kind and size, at the
// device's resolution so it stays crisp: on the stage (once the session names the renderer,
// `useTileRenderer`) straight onto a small canvas that becomes the texture of every sprite showing
// it (tile-pen.ts); else (tests) recorded into a shared GraphicsContext.
import { CanvasSource, Graphics, GraphicsContext, Sprite, Texture, type Container, type Renderer } from "pixi.js";
import type { Tile } from "../analysis/tiles.ts";
import { drawTileFace } from "./tile-art.ts";
import { CanvasPen } from "./tile-pen.ts";

/** A face drawn for the stage (a texture) or recorded for tests (a GraphicsContext). */
type Face = { texture: Texture; context: null } | { texture: null; context: GraphicsContext };

const cache = new Map<string, Face>();
/** Device pixels per face pixel on the stage, or null without a stage (faces are recorded). */
let resolution: number | null = null;

/** Pixels around a face's texture: the outline's outer half lies outside the tile. */
const MARGIN = 1;

/** The stage's renderer (a new stage after a remount brings a new one): faces become textures at its resolution. */
export function useTileRenderer(next: Renderer | null): void {
  const wanted = next ? next.resolution : null;
  if (wanted === resolution) return;
  for (const face of cache.values()) forget(face);
  cache.clear();
  resolution = wanted;
}

/**
 * A tile's face at `width` px as a display object: a sprite of the cached texture, or the shared
 * vectors. `tint` multiplies its colours (a greyed tile): drawn so on the stage, a Pixi tint else.
 */
export function faceView(tile: Tile | null, width: number, tint = 0xffffff): Container {
  const face = cachedFace(tile, width, tint);
  if (!face.texture) {
    const vectors = new Graphics(face.context);
    vectors.tint = tint;
    return vectors;
  }
  const sprite = new Sprite(face.texture);
  sprite.position.set(-MARGIN, -MARGIN);
  return sprite;
}

/**
 * Draws `tile`'s face at `width` px into the cache now, so the screen that shows it later finds it
 * ready (warm-start.ts paints the first screen's faces while the shanten tables are built).
 */
export function prepareFace(tile: Tile, width: number, tint = 0xffffff): void {
  cachedFace(tile, width, tint);
}

/** Faces kept at most; a resize to a new tile size builds new ones and the oldest go. */
const CACHE_LIMIT = 600;

/** The recorded face of `tile` (null: blank, for text labels) at `width` px (height 1.35 × width) without a stage, shared by every tile drawn alike. */
export function tileFace(tile: Tile | null, width: number): GraphicsContext | null {
  return cachedFace(tile, width, 0xffffff).context;
}

/** The face drawn onto a canvas at the stage's resolution, as a texture (`MARGIN` px around the tile). */
function paint(tile: Tile | null, width: number, scale: number, tint: number): Texture {
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil((width + 2 * MARGIN) * scale);
  canvas.height = Math.ceil((Math.round(width * 1.35) + 2 * MARGIN) * scale);
  const ctx = canvas.getContext("2d");
  if (ctx) drawTileFace(new CanvasPen(ctx, scale, MARGIN * scale, MARGIN * scale, tint), tile, width);
  return new Texture({ source: new CanvasSource({ resource: canvas, resolution: scale }) });
}

function forget(face: Face): void {
  face.texture?.destroy(true);
  face.context?.destroy();
}

/**
 * Least recently used first: every draw of a screen uses its faces again, so the faces evicted
 * are ones no tile on screen shows (a screen draws far fewer than CACHE_LIMIT kinds and sizes).
 */
function cachedFace(tile: Tile | null, width: number, tint: number): Face {
  const key = tile ? `${tile.kind}:${tile.red ? 1 : 0}:${tint}:${width}` : `blank:${tint}:${width}`;
  let face = cache.get(key);
  if (face) cache.delete(key);
  else {
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value!;
      forget(cache.get(oldest)!);
      cache.delete(oldest);
    }
    if (resolution === null) {
      const context = new GraphicsContext();
      drawTileFace(context, tile, width);
      face = { texture: null, context };
    } else face = { texture: paint(tile, width, resolution, tint), context: null };
  }
  cache.set(key, face);
  return face;
}
