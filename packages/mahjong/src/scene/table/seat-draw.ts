// Drawing one seat at the table with Pixi, in the seat's own frame (the seat below the centre, see
// table-layout.ts), and the upright parts: the centre box, the corner labels and the header.
// Nothing here decides a rule: it draws what the state says.
import { thousands } from "@arcade/core";
import { Container, Graphics, Text } from "pixi.js";
import { tileOf, type TileId } from "../../table/tile-ids.ts";
import type { RiverTile, Seat, TableMeld, TableRules } from "../../table/types.ts";
import { label, tileView } from "../tile-view.ts";
import { meldRow, riverSpot, type Rect, type TableLayout } from "./table-layout.ts";

const BACK = 0xc9782a;
const FONT = "Liberation Sans, Arial, sans-serif";

export interface TileLook {
  rules: TableRules;
  textLabels: boolean;
}

/** A tile lying sideways (a riichi discard, a called tile): `w` wide when upright, so `h` wide lying. */
function sideways(id: TileId, w: number, look: TileLook, dim = false): Container {
  const holder = new Container();
  const tile = tileView(tileOf(id, look.rules.redFives), { width: w, textLabels: look.textLabels, dim });
  tile.rotation = -Math.PI / 2;
  tile.position.set(0, w);
  holder.addChild(tile);
  return holder;
}

function upright(id: TileId, w: number, look: TileLook, dim = false): Container {
  return tileView(tileOf(id, look.rules.redFives), { width: w, textLabels: look.textLabels, dim });
}

/** A face-down tile (the outer tiles of a closed kan). */
function back(w: number, h: number): Graphics {
  return new Graphics()
    .roundRect(0, 0, w, h, Math.max(2, w * 0.12))
    .fill(BACK)
    .stroke({ width: 1, color: 0x6b3d12 });
}

/** A seat's river in its frame: rows of six, the riichi tile sideways, tiles taken by a call faded. */
export function riverView(river: readonly RiverTile[], layout: TableLayout, look: TileLook): Container {
  const { r, rh, c } = layout;
  const view = new Container();
  const flags = river.map((t) => t.riichi);
  river.forEach((t, i) => {
    const spot = riverSpot(i, r, rh, c, flags);
    const tile = t.riichi ? sideways(t.tile, r, look, t.calledBy !== null) : upright(t.tile, r, look, t.calledBy !== null);
    tile.position.set(spot.x, spot.y + (t.riichi ? rh - r : 0));
    if (t.calledBy !== null) tile.alpha = 0.45;
    view.addChild(tile);
  });
  return view;
}

/**
 * A seat's melds in its frame, laid from the right edge leftward, each with the called tile
 * sideways on the side of the seat it came from (left seat: first, across: middle, right: last).
 */
export function meldsView(melds: readonly TableMeld[], seat: Seat, layout: TableLayout, look: TileLook): Container {
  const { r, rh, c } = layout;
  const row = meldRow(rh, c);
  const view = new Container();
  let x = row.right;
  for (const meld of melds) {
    const parts = meldParts(meld, seat);
    const width = parts.reduce((sum, p) => sum + (p.sideways ? rh : r), 0);
    x -= width;
    let at = x;
    for (const part of parts) {
      const tile = part.back ? back(r, rh) : part.sideways ? sideways(part.id, r, look) : upright(part.id, r, look);
      tile.position.set(at, row.y + (part.sideways ? rh - r : 0));
      view.addChild(tile);
      if (part.added !== null) {
        const added = sideways(part.added, r, look);
        added.position.set(at, row.y + rh - 2 * r);
        view.addChild(added);
      }
      at += part.sideways ? rh : r;
    }
    x -= 4;
  }
  return view;
}

interface MeldPart {
  id: TileId;
  sideways: boolean;
  back: boolean;
  /** An added kan's fourth tile, lying on the called one. */
  added: TileId | null;
}

function meldParts(meld: TableMeld, seat: Seat): MeldPart[] {
  if (meld.type === "closedKan") return meld.tiles.map((id, i) => ({ id, sideways: false, back: i === 0 || i === 3, added: null }));
  const own = meld.tiles.filter((id) => id !== meld.called && id !== meld.added);
  const plain = own.map((id): MeldPart => ({ id, sideways: false, back: false, added: null }));
  const called: MeldPart = { id: meld.called!, sideways: true, back: false, added: meld.added };
  const from = ((meld.from! - seat + 4) % 4) as 1 | 2 | 3;
  const at = from === 3 ? 0 : from === 2 ? 1 : plain.length;
  plain.splice(at, 0, called);
  return plain;
}

/** Riichi stick in the seat's frame, inside the centre box by the seat's edge. */
export function riichiStick(layout: TableLayout): Graphics {
  const { r, c } = layout;
  const w = Math.round(3 * r);
  const y = c - 10;
  return new Graphics()
    .roundRect(-w / 2, y, w, 5, 2)
    .fill(0xf4f1e8)
    .circle(0, y + 2.5, 2)
    .fill(0xd02020);
}

/** The centre box: the tiles left in the wall, and each seat's wind by its edge (the dealer's in gold). */
export function centreBox(layout: TableLayout, tilesLeft: number, winds: readonly string[], dealerPlace: number): Container {
  const { c, square } = layout;
  const cx = square.x + square.width / 2;
  const cy = square.y + square.height / 2;
  const view = new Container();
  view.addChild(
    new Graphics()
      .roundRect(cx - c, cy - c, 2 * c, 2 * c, 8)
      .fill(0x15213a)
      .stroke({ width: 1, color: 0x3b4f7a }),
  );
  const left = label(String(tilesLeft), Math.max(14, Math.round(c * 0.42)), 0xecebf5);
  left.anchor.set(0.5);
  left.position.set(cx, cy - 4);
  const caption = label("left", Math.max(9, Math.round(c * 0.18)), 0x9fa8c8);
  caption.anchor.set(0.5);
  caption.position.set(cx, cy + c * 0.3);
  view.addChild(left, caption);
  // Winds by the edges, upright: you (bottom), right, across (top), left.
  const at = [
    [cx, cy + c - 22],
    [cx + c - 22, cy],
    [cx, cy - c + 22],
    [cx - c + 22, cy],
  ] as const;
  winds.forEach((wind, place) => {
    const t = label(wind[0]!, Math.max(10, Math.round(c * 0.2)), place === dealerPlace ? 0xffd84a : 0xc9c7e3);
    t.anchor.set(0.5);
    t.position.set(at[place]![0], at[place]![1]);
    view.addChild(t);
  });
  return view;
}

export interface CornerInfo {
  name: string;
  wind: string;
  score: number;
  /** Its turn (or its decision) now. */
  active: boolean;
  thinking: boolean;
  riichi: boolean;
}

/** A seat's name, wind and score in its corner, upright; the seat whose turn it is in gold. */
export function cornerLabel(rect: Rect, info: CornerInfo): Container {
  const view = new Container();
  const size = Math.max(11, Math.min(16, Math.round(rect.width / 7)));
  const colour = info.active ? 0xffd84a : 0xecebf5;
  const lines = [`${info.name} · ${info.wind}`, thousands(info.score), info.thinking ? "thinking…" : info.riichi ? "riichi" : ""];
  const height = Math.min(rect.height, 3 * (size + 6) + 8);
  view.addChild(new Graphics().roundRect(rect.x, rect.y, rect.width, height, 8).fill({ color: 0x101a2e, alpha: info.active ? 0.9 : 0.55 }));
  lines.forEach((line, i) => {
    if (line === "") return;
    const t = new Text({
      text: line,
      style: { fill: i === 2 ? 0x9fe0ff : colour, fontFamily: FONT, fontSize: i === 1 ? size + 2 : size, fontWeight: i === 1 ? "bold" : "normal" },
    });
    if (t.width > rect.width - 8) t.scale.set((rect.width - 8) / t.width);
    t.position.set(rect.x + 6, rect.y + 6 + i * (size + 6));
    view.addChild(t);
  });
  return view;
}

/** The header: round, honba and riichi sticks on the left, the dora indicators on the right. */
export function headerView(rect: Rect, title: string, dora: readonly TileId[], look: TileLook): Container {
  const view = new Container();
  const size = Math.min(18, Math.max(13, Math.round(rect.height * 0.55)));
  const text = label(title, size, 0xecebf5);
  text.position.set(rect.x, rect.y + (rect.height - text.height) / 2);
  view.addChild(text);
  const w = Math.floor((rect.height - 2) / 1.35);
  const caption = label("Dora", size - 2, 0xc9c7e3);
  let x = rect.x + rect.width - dora.length * (w + 2);
  caption.position.set(x - caption.width - 6, rect.y + (rect.height - caption.height) / 2);
  view.addChild(caption);
  for (const id of dora) {
    const tile = upright(id, w, look);
    tile.position.set(x, rect.y + 1);
    view.addChild(tile);
    x += w + 2;
  }
  return view;
}
