// Draws the reviewer with Pixi: the seat chosen (a button per seat), the summary or the progress,
// and a page of reviewed discards — each row a tap that opens the player at that moment — with
// Earlier / Later to page. The rows' words come from log-words.ts.
import { Container, Graphics } from "pixi.js";
import type { Seat } from "../../table/types.ts";
import { buttonView, label } from "../tile-view.ts";
import type { Area, Box } from "./player-view.ts";

export interface ReviewPicture {
  title: string;
  /** The summary once done, or the progress / the problem while not. */
  status: string;
  rows: string[];
  /** Rows marked as the best choice (drawn green) or costly (yellow). */
  best: boolean[];
  /** The first row shown. */
  first: number;
  seat: Seat;
  names: string[];
}

export interface ReviewControls {
  seat: (seat: Seat) => void;
  jump: (row: number) => void;
  page: (first: number) => void;
}

const BUTTON_H = 40;

function place<T extends Container>(parent: Container, child: T, x: number, y: number): T {
  child.position.set(Math.round(x), Math.round(y));
  parent.addChild(child);
  return child;
}

/**
 * The reviewer in `box`; `rows` are the centres ("x,y") of the rows shown from `first` (for paging
 * and the tests); `list` is where the rows go (the screen's field), `text` its title, seat
 * buttons, status and pager.
 */
export function drawReview(p: ReviewPicture, box: Box, controls: ReviewControls): { view: Container; rows: string[]; list: Area; text: Area[] } {
  const view = new Container();
  const { left, width } = box;
  let y = box.top;
  y += Math.ceil(place(view, label(p.title, 16, 0xecebf5, width), left, y).height) + 6;
  const seatW = (width - 3 * 8) / 4;
  p.names.forEach((name, s) =>
    place(
      view,
      buttonView(name || `Seat ${s}`, seatW, () => controls.seat(s as Seat), true, p.seat === s),
      left + s * (seatW + 8),
      y,
    ),
  );
  y += BUTTON_H + 8;
  y += Math.ceil(place(view, label(p.status, 13, 0x5fb3ff, width), left, y).height) + 8;

  const pagerTop = box.bottom - BUTTON_H;
  const list: Area = { x: left, y, width, height: Math.max(0, pagerTop - 8 - y) };
  const text: Area[] = [
    { x: left, y: box.top, width, height: y - box.top },
    { x: left, y: pagerTop, width, height: BUTTON_H },
  ];
  let shown = 0;
  const centres: string[] = [];
  for (let i = p.first; i < p.rows.length; i++) {
    const text = label(p.rows[i]!, 13, p.best[i] ? 0x8fd694 : 0xecebf5, width - 16);
    const h = Math.ceil(text.height) + 12;
    if (y + h > pagerTop - 8) break;
    const row = new Container();
    row.addChild(
      new Graphics()
        .roundRect(0, 0, width, h - 4, 8)
        .fill(0x1f1f3a)
        .stroke({ width: 1, color: 0x34345a }),
    );
    place(row, text, 8, 4);
    row.eventMode = "static";
    row.cursor = "pointer";
    row.on("pointertap", () => controls.jump(i));
    place(view, row, left, y);
    centres.push(`${Math.round(left + width / 2)},${Math.round(y + (h - 4) / 2)}`);
    y += h;
    shown++;
  }
  if (p.rows.length > 0) {
    const pagerW = (width - 2 * 8) / 3;
    const last = p.first + shown;
    place(
      view,
      buttonView("‹ Earlier", pagerW, () => controls.page(Math.max(0, p.first - Math.max(1, shown))), p.first > 0),
      left,
      pagerTop,
    );
    place(view, label(`${p.first + 1}–${last} of ${p.rows.length}`, 13, 0xb9b8d0), left + pagerW + 16, pagerTop + 11);
    place(
      view,
      buttonView("Later ›", pagerW, () => controls.page(last), last < p.rows.length),
      left + 2 * (pagerW + 8),
      pagerTop,
    );
  }
  return { view, rows: centres, list, text };
}
