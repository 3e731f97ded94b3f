// Draws the log player's table with Pixi: the hand's header with the dora indicators, the event
// that led here, the four seats (name, wind, score, riichi; the concealed tiles, or backs where
// the view hides them; the calls; the river with the riichi tile outlined and called tiles
// greyed), the result panel at the hand's end, and the step and view buttons. What is shown comes
// from log-playback.ts; this file only places it.
import { thousands } from "@arcade/core";
import { Container, Graphics } from "pixi.js";
import { tileOf, type TileId } from "../../table/tile-ids.ts";
import type { Seat, TableMeld, TableRules } from "../../table/types.ts";
import { buttonView, label, tileView } from "../tile-view.ts";
import type { SeatAtStep, TableAtStep } from "./log-playback.ts";

export interface PlayerPicture {
  table: TableAtStep;
  rules: TableRules;
  textLabels: boolean;
  /** Each seat's title: "A (East)". */
  seatTitles: string[];
  header: string;
  eventLine: string;
  /** The seat that acted last (outlined), or null. */
  actor: Seat | null;
  /** The result's lines at the hand's end, else null. */
  result: string[] | null;
  /** null: all hands open. */
  viewSeat: Seat | null;
  names: string[];
}

export interface PlayerControls {
  handBack: () => void;
  stepBack: () => void;
  stepForward: () => void;
  handForward: () => void;
  view: (seat: Seat | null) => void;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  bottom: number;
}

const BUTTON_ROWS = 2;
const BUTTON_H = 40;
const TILE_BACK = 0x2f7a4f;

function place<T extends Container>(parent: Container, child: T, x: number, y: number): T {
  child.position.set(Math.round(x), Math.round(y));
  parent.addChild(child);
  return child;
}

/** Where the buttons' centres are ("x,y"), for the end-to-end tests: the four steps, then the five views. */
export interface PlayerButtons {
  steps: string[];
  views: string[];
}

/** A rectangle on the stage (CSS px). */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The player's whole picture in `box`: its view, the buttons' centres, and where it drew its
 * board (the four seats' panels and the result) and its words and buttons (the header and event
 * line above the board, the two rows of buttons below it).
 */
export function drawPlayer(p: PlayerPicture, box: Box, controls: PlayerControls): { view: Container; buttons: PlayerButtons; board: Area; text: Area[] } {
  const view = new Container();
  const { left, width } = box;
  let y = box.top;
  // The dora indicators at the header's right, the header wrapping clear of them.
  const doraW = 22;
  const doraX = left + width - p.table.doraIndicators.length * (doraW + 2);
  p.table.doraIndicators.forEach((id, i) =>
    place(view, tileView(tileOf(id, p.rules.redFives), { width: doraW, textLabels: p.textLabels }), doraX + i * (doraW + 2), y),
  );
  const caption = label("Dora", 11, 0xb9b8d0);
  place(view, caption, doraX - caption.width - 6, y + 8);
  const header = place(view, label(p.header, 15, 0xecebf5, doraX - caption.width - 14 - left), left, y);
  y += Math.max(34, Math.ceil(header.height) + 4);
  const event = place(view, label(p.eventLine, 13, 0xffd84a, width), left, y);
  y += Math.ceil(event.height) + 8;

  const buttonsTop = box.bottom - BUTTON_ROWS * (BUTTON_H + 8) + 8;
  const board: Area = { x: left, y, width, height: buttonsTop - 8 - y };
  const text: Area[] = [
    { x: left, y: box.top, width, height: y - box.top },
    { x: left, y: buttonsTop, width, height: box.bottom - buttonsTop },
  ];
  const cols = width >= 760 ? 2 : 1;
  const gap = 12;
  const panelW = (width - (cols - 1) * gap) / cols;
  const rows = 4 / cols;
  const panelH = Math.floor((buttonsTop - 8 - y - (rows - 1) * gap) / rows);
  p.table.seats.forEach((seat, s) => {
    const x = left + (s % cols) * (panelW + gap);
    const top = y + Math.floor(s / cols) * (panelH + gap);
    place(view, seatPanel(p, seat, s as Seat, panelW, panelH), x, top);
  });
  if (p.result) {
    const panel = new Container();
    const text = label(p.result.join("\n"), 14, 0xecebf5, width - 40);
    const h = Math.ceil(text.height) + 24;
    panel.addChild(new Graphics().roundRect(0, 0, width, h, 12).fill({ color: 0x16162b, alpha: 0.94 }).stroke({ width: 2, color: 0x8fd694 }));
    place(panel, text, 20, 12);
    place(view, panel, left, Math.max(y, buttonsTop - 8 - h));
  }

  // Steps: « hand, ‹ back, next ›, hand »; then the view: all open or one seat's.
  const stepW = (width - 3 * 8) / 4;
  const steps: [string, () => void][] = [
    ["« Hand", controls.handBack],
    ["‹ Back", controls.stepBack],
    ["Next ›", controls.stepForward],
    ["Hand »", controls.handForward],
  ];
  const centre = (x: number, w: number, y: number) => `${Math.round(x + w / 2)},${Math.round(y + BUTTON_H / 2)}`;
  const buttons: PlayerButtons = { steps: [], views: [] };
  steps.forEach(([text, run], i) => {
    place(view, buttonView(text, stepW, run), left + i * (stepW + 8), buttonsTop);
    buttons.steps.push(centre(left + i * (stepW + 8), stepW, buttonsTop));
  });
  const viewW = (width - 4 * 8) / 5;
  const views: [string, Seat | null][] = [["All open", null], ...p.names.map((n, s) => [n || `Seat ${s}`, s as Seat] as [string, Seat])];
  views.forEach(([text, seat], i) => {
    place(
      view,
      buttonView(text, viewW, () => controls.view(seat), true, p.viewSeat === seat),
      left + i * (viewW + 8),
      buttonsTop + BUTTON_H + 8,
    );
    buttons.views.push(centre(left + i * (viewW + 8), viewW, buttonsTop + BUTTON_H + 8));
  });
  return { view, buttons, board, text };
}

/** One seat: its title line, its hand and calls, its river. */
function seatPanel(p: PlayerPicture, seat: SeatAtStep, s: Seat, width: number, height: number): Container {
  const panel = new Container();
  const active = p.actor === s;
  panel.addChild(
    new Graphics()
      .roundRect(0, 0, width, height, 8)
      .fill({ color: active ? 0x262646 : 0x1a1a30 })
      .stroke({ width: active ? 2 : 1, color: active ? 0xffd84a : 0x34345a }),
  );
  const title = `${p.seatTitles[s]} · ${thousands(seat.score)}${seat.riichi ? " · riichi" : ""}`;
  place(panel, label(title, 13, seat.riichi ? 0xff7ab0 : 0xecebf5), 8, 4);
  const inner = width - 16;
  // The hand and calls in one row: tiles of the calls count too, with a gap before the drawn tile and the calls.
  const meldTiles = seat.melds.reduce((n, m) => n + m.tiles.length, 0);
  const handCount = seat.count + meldTiles;
  const handW = Math.max(12, Math.min(30, Math.floor((inner - 16) / Math.max(14, handCount + 1))));
  const handH = Math.round(handW * 1.35);
  const riverTop = 22 + handH + 6;
  // River tiles: two rows in the room left (a long river takes a third).
  const roomRows = Math.max(1, Math.ceil(seat.river.length / Math.max(1, Math.floor(inner / 24))));
  const riverW = Math.max(10, Math.min(24, Math.floor((height - riverTop - 6) / Math.max(2, roomRows) / 1.35) - 2));
  let x = 8;
  const style = { width: handW, textLabels: p.textLabels };
  if (seat.concealed) {
    for (const id of seat.concealed) {
      place(panel, tileView(tileOf(id, p.rules.redFives), style), x, 22);
      x += handW + 1;
    }
    if (seat.drawn !== null) {
      x += 4;
      place(panel, tileView(tileOf(seat.drawn, p.rules.redFives), { ...style, highlight: 0xffd84a }), x, 22);
      x += handW + 1;
    }
  } else {
    for (let i = 0; i < seat.count; i++) {
      place(panel, back(handW), x, 22);
      x += handW + 1;
    }
  }
  x += 6;
  for (const meld of seat.melds) {
    for (const [i, id] of meld.tiles.entries()) {
      const hidden = meld.type === "closedKan" && (i === 0 || i === 3);
      place(panel, hidden ? back(handW) : tileView(tileOf(id, p.rules.redFives), calledStyle(style, meld, id)), x, 22);
      x += handW + 1;
    }
    x += 4;
  }
  const perRow = Math.max(1, Math.floor(inner / (riverW + 1)));
  seat.river.forEach((r, i) => {
    const rs = { width: riverW, textLabels: p.textLabels, dim: r.calledBy !== null, ...(r.riichi ? { highlight: 0xff7ab0 } : {}) };
    place(
      panel,
      tileView(tileOf(r.tile, p.rules.redFives), rs),
      8 + (i % perRow) * (riverW + 1),
      riverTop + Math.floor(i / perRow) * (Math.round(riverW * 1.35) + 2),
    );
  });
  return panel;
}

/** A called tile is outlined in the meld, so it reads as taken from another seat. */
function calledStyle(style: { width: number; textLabels: boolean }, meld: TableMeld, id: TileId) {
  return meld.called === id ? { ...style, highlight: 0x5fb3ff } : style;
}

/** A tile's back: what a seat's hidden tiles show. */
function back(width: number): Graphics {
  const h = Math.round(width * 1.35);
  return new Graphics()
    .roundRect(0, 0, width, h, Math.max(2, width * 0.12))
    .fill(TILE_BACK)
    .stroke({ width: 1, color: 0x1d4d31 });
}
