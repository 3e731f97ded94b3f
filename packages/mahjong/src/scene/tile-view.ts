// Drawing tiles and buttons with Pixi: an ivory tile with its number (or honour letter) in the
// suit's colour, red fives in red. With "text labels" on, the face shows plain mpsz ("5m").
import { Container, Graphics, Text } from "pixi.js";
import { numberOf, type Tile } from "../analysis/tiles.ts";

const SUIT_COLOUR = [0xa32020, 0x1f5fc4, 0x1f8a48, 0x202020];
const SUIT_MARK = ["m", "p", "s", ""];
const HONOUR_LABEL = ["E", "S", "W", "N", "Wh", "Gr", "Rd"];
const FONT = "Liberation Sans, Arial, sans-serif";

export interface TileStyle {
  width: number;
  textLabels: boolean;
  highlight?: number;
  dim?: boolean;
}

/** A tile as a container (tile height = 1.35 × width); tappable when `onTap` is given. */
export function tileView(tile: Tile, style: TileStyle, onTap?: () => void): Container {
  const w = style.width;
  const h = Math.round(w * 1.35);
  const view = new Container();
  const face = new Graphics()
    .roundRect(0, 0, w, h, Math.max(3, w * 0.12))
    .fill(style.dim ? 0xb8b4a8 : 0xf4efe1)
    .stroke({ width: 1.5, color: 0x0b0b16 });
  if (style.highlight !== undefined) face.roundRect(-2, -2, w + 4, h + 4, Math.max(3, w * 0.14)).stroke({ width: 3, color: style.highlight });
  view.addChild(face);
  const suit = Math.floor(tile.kind / 9);
  const colour = tile.red ? 0xe02424 : SUIT_COLOUR[suit]!;
  const main = style.textLabels
    ? `${tile.red ? 0 : numberOf(tile.kind)}${"mpsz"[suit]!}`
    : suit === 3
      ? HONOUR_LABEL[numberOf(tile.kind) - 1]!
      : String(numberOf(tile.kind));
  const big = new Text({
    text: main,
    style: { fill: colour, fontFamily: FONT, fontWeight: "bold", fontSize: Math.round(w * (main.length > 1 ? 0.42 : 0.62)) },
  });
  big.anchor.set(0.5);
  big.position.set(w / 2, h * (style.textLabels || suit === 3 ? 0.5 : 0.42));
  view.addChild(big);
  if (!style.textLabels && suit < 3) {
    const mark = new Text({ text: SUIT_MARK[suit]!, style: { fill: colour, fontFamily: FONT, fontSize: Math.round(w * 0.34) } });
    mark.anchor.set(0.5);
    mark.position.set(w / 2, h * 0.78);
    view.addChild(mark);
  }
  if (onTap) {
    view.eventMode = "static";
    view.cursor = "pointer";
    view.on("pointertap", onTap);
  }
  return view;
}

/** A rounded text button. */
export function buttonView(label: string, width: number, onTap: () => void, enabled = true): Container {
  const view = new Container();
  const h = 40;
  view.addChild(new Graphics().roundRect(0, 0, width, h, 10).fill(enabled ? 0x3b3b66 : 0x26263f));
  const text = new Text({ text: label, style: { fill: enabled ? 0xecebf5 : 0x77778f, fontFamily: FONT, fontSize: 16 } });
  text.anchor.set(0.5);
  text.position.set(width / 2, h / 2);
  view.addChild(text);
  if (enabled) {
    view.eventMode = "static";
    view.cursor = "pointer";
    view.on("pointertap", onTap);
  }
  return view;
}

export function label(text: string, size = 16, fill = 0xecebf5): Text {
  return new Text({ text, style: { fill, fontFamily: FONT, fontSize: size, wordWrap: false } });
}

/** Tile width so that `count` tiles (plus gaps) fit in `width`, within [min, max]. */
export function fitTileWidth(width: number, count: number, min = 18, max = 56): number {
  return Math.max(min, Math.min(max, Math.floor((width - 16) / (count + 0.6)) - 2));
}
