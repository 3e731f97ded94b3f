// Drawing tiles and buttons with Pixi: a tile shows its real face (tile-face.ts), or with "text
// labels" on plain mpsz ("5m") in the suit's colour, red fives in red.
import { Container, Graphics, Text, type FederatedPointerEvent } from "pixi.js";
import { numberOf, type Tile } from "../analysis/tiles.ts";
import { faceView } from "./tile-face.ts";

export { faceName } from "./words.ts";

const SUIT_COLOUR = [0xa32020, 0x1f5fc4, 0x1f8a48, 0x202020];
/** The font of every text the screens draw. */
export const FONT = "Liberation Sans, Arial, sans-serif";
/** The tint of a greyed tile. */
export const DIM = 0xa9a59a;

export interface TileStyle {
  width: number;
  textLabels: boolean;
  highlight?: number;
  dim?: boolean;
}

/**
 * A tile as a container (tile height = 1.35 × width); tappable when `onTap` is given, which
 * learns whether the tap was a touch ("touch") or a mouse or pen.
 */
export function tileView(tile: Tile, style: TileStyle, onTap?: (pointerType: string) => void): Container {
  const w = style.width;
  const h = Math.round(w * 1.35);
  const view = new Container();
  // A discarded or unavailable tile is greyed: its face drawn grey (a tint made on the stage
  // would copy the face again on every draw).
  const tint = style.dim ? DIM : 0xffffff;
  if (style.textLabels) {
    view.addChild(faceView(null, w, tint));
    const suit = Math.floor(tile.kind / 9);
    const main = `${tile.red ? 0 : numberOf(tile.kind)}${"mpsz"[suit]!}`;
    const text = new Text({
      text: main,
      style: { fill: tile.red ? 0xe02424 : SUIT_COLOUR[suit]!, fontFamily: FONT, fontWeight: "bold", fontSize: Math.round(w * 0.42) },
    });
    text.anchor.set(0.5);
    text.position.set(w / 2, h * 0.46);
    text.tint = tint;
    view.addChild(text);
  } else view.addChild(faceView(tile, w, tint));
  if (style.highlight !== undefined) {
    view.addChild(new Graphics().roundRect(-2, -2, w + 4, h + 4, Math.max(3, w * 0.14)).stroke({ width: 3, color: style.highlight }));
  }
  if (onTap) {
    view.eventMode = "static";
    view.cursor = "pointer";
    view.on("pointertap", (event: FederatedPointerEvent) => onTap(event.pointerType));
  }
  return view;
}

/** A rounded text button; `active` marks a toggle that is on. */
export function buttonView(label: string, width: number, onTap: () => void, enabled = true, active = false): Container {
  const view = new Container();
  const h = 40;
  const box = new Graphics().roundRect(0, 0, width, h, 10).fill(active ? 0x6b5bd6 : enabled ? 0x3b3b66 : 0x26263f);
  if (active) box.roundRect(0, 0, width, h, 10).stroke({ width: 2, color: 0xffd84a });
  view.addChild(box);
  const text = new Text({ text: label, style: { fill: enabled ? 0xecebf5 : 0x77778f, fontFamily: FONT, fontSize: 16 } });
  text.anchor.set(0.5);
  text.position.set(width / 2, h / 2);
  // A long label on a narrow phone button ("Closed kan" at 85 px) shrinks to keep a margin.
  if (text.width > width - 12) text.scale.set((width - 12) / text.width);
  view.addChild(text);
  if (enabled) {
    view.eventMode = "static";
    view.cursor = "pointer";
    view.on("pointertap", onTap);
  }
  return view;
}

/** One line of text, or wrapped lines within `wrapWidth` (then its height grows). */
export function label(text: string, size = 16, fill = 0xecebf5, wrapWidth?: number): Text {
  const wrap = wrapWidth === undefined ? { wordWrap: false } : { wordWrap: true, wordWrapWidth: wrapWidth, breakWords: true };
  return new Text({ text, style: { fill, fontFamily: FONT, fontSize: size, ...wrap } });
}
