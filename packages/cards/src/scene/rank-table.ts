// The ranking as a scrollable table that reads on a phone: per routine its rank, the routine written
// out with its shorthand, seconds, then its exact distance and its measured one in words (each up to
// two lines), dragged or wheeled to scroll, a tap opening the routine. Only the rows in sight exist as Pixi objects (a family has hundreds of orderings).
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent, type FederatedWheelEvent } from "pixi.js";
import type { RankRow } from "../analysis/ranking.ts";
import { routineTextWords, rowReadings } from "./plain-words.ts";
import { ACCENT, INK, MUTED, PANEL, textStyle } from "./widgets.ts";

/** Row heights: the title and two lines of distance, or two more when some row has a measured one. */
const ROW_SHORT = 62;
const ROW_TALL = 96;
/** Room for a distance's two lines. */
const READING_H = 34;
/** A press that moves less than this is a tap, not a scroll. */
const TAP_SLOP = 8;

class RowView {
  readonly view = new Container();
  readonly bg = new Graphics();
  readonly title = new Text({ text: "", style: textStyle(15, INK, { fontWeight: "bold" }) });
  readonly exact = new Text({ text: "", style: textStyle(12.5, INK) });
  readonly measured = new Text({ text: "", style: textStyle(12.5, ACCENT) });
  readonly tag = new Text({ text: "", style: textStyle(12, MUTED) });
  constructor() {
    this.view.addChild(this.bg, this.title, this.tag, this.exact, this.measured);
    this.title.position.set(8, 4);
    this.exact.position.set(8, 23);
    this.measured.position.set(8, 23 + READING_H);
  }
}

/** Scales a text down until it is at most `width` wide and `height` tall. */
function fit(t: Text, width: number, height: number): void {
  t.scale.set(1);
  const scale = Math.min(1, width / Math.max(1, t.width), height / Math.max(1, t.height));
  t.scale.set(scale);
}

export class RankTable {
  readonly view = new Container();
  private readonly clip = new Graphics();
  private readonly content = new Container();
  private readonly empty = new Text({ text: "", style: textStyle(13, MUTED, { wordWrap: true, lineHeight: 18 }) });
  private readonly pool: RowView[] = [];
  private rows: readonly RankRow[] = [];
  private w = 360;
  private h = 400;
  private scroll = 0;
  private rowH = ROW_SHORT;
  private press: { y: number; scroll: number; moved: boolean } | null = null;

  constructor(private readonly onOpen: (routine: string) => void) {
    this.view.addChild(this.content, this.clip, this.empty);
    this.content.mask = this.clip;
    this.view.eventMode = "static";
    this.view.cursor = "pointer";
    this.view.on("pointerdown", (e: FederatedPointerEvent) => (this.press = { y: e.global.y, scroll: this.scroll, moved: false }));
    this.view.on("globalpointermove", (e: FederatedPointerEvent) => {
      if (!this.press) return;
      const dy = e.global.y - this.press.y;
      if (Math.abs(dy) > TAP_SLOP) this.press.moved = true;
      if (this.press.moved) this.scrollTo(this.press.scroll - dy);
    });
    this.view.on("pointerup", (e: FederatedPointerEvent) => {
      if (this.press && !this.press.moved) this.tap(e);
      this.press = null;
    });
    this.view.on("pointerupoutside", () => (this.press = null));
    this.view.on("wheel", (e: FederatedWheelEvent) => this.scrollTo(this.scroll + e.deltaY));
  }

  /** Shows rows (already ranked), scrolled to the top; `message` when there are none. */
  set(rows: readonly RankRow[], message = ""): void {
    this.rows = rows;
    this.scroll = 0;
    this.rowH = rows.some((r) => r.measured !== null) ? ROW_TALL : ROW_SHORT;
    this.empty.text = rows.length === 0 ? message : "";
    this.draw();
  }

  layout(x: number, y: number, w: number, h: number): void {
    this.view.position.set(x, y);
    this.w = w;
    this.h = h;
    this.view.hitArea = new Rectangle(0, 0, w, h);
    this.clip.clear().rect(0, 0, w, h).fill(0xffffff);
    this.empty.style.wordWrapWidth = w;
    this.scrollTo(this.scroll);
  }

  /** The centre of the first row as shown (for the tests' state report). */
  get firstRowCentre(): { x: number; y: number } {
    const p = this.view.toGlobal({ x: this.w / 2, y: this.rowH / 2 - this.scroll });
    return { x: Math.round(p.x), y: Math.round(p.y) };
  }

  private scrollTo(y: number): void {
    this.scroll = Math.max(0, Math.min(y, this.rows.length * this.rowH - this.h));
    this.draw();
  }

  private tap(e: FederatedPointerEvent): void {
    const local = this.view.toLocal(e.global);
    const row = this.rows[Math.floor((local.y + this.scroll) / this.rowH)];
    if (row) this.onOpen(row.routine);
  }

  private draw(): void {
    const visible = Math.ceil(this.h / this.rowH) + 1;
    while (this.pool.length < visible) {
      const row = new RowView();
      this.pool.push(row);
      this.content.addChild(row.view);
    }
    const first = Math.floor(this.scroll / this.rowH);
    this.pool.forEach((slot, i) => {
      const index = first + i;
      const row = this.rows[index];
      slot.view.visible = row !== undefined && i < visible;
      if (!row) return;
      slot.view.position.set(0, index * this.rowH - this.scroll);
      slot.bg
        .clear()
        .roundRect(0, 1, this.w, this.rowH - 4, 6)
        .fill(index % 2 === 0 ? PANEL : 0x20203e);
      slot.title.text = `${index + 1}. ${routineTextWords(row.routine)}`;
      slot.tag.text = `${row.seconds} s${row.group === "single method" ? " · one method" : ""}`;
      slot.tag.position.set(this.w - 8 - slot.tag.width, 6);
      const text = rowReadings(row);
      slot.exact.text = text.exact;
      slot.measured.text = text.measured ?? "";
      // Shrink a long title (beside the seconds) or a reading over two lines to fit rather than cut it off.
      fit(slot.title, this.w - 24 - slot.tag.width, 20);
      for (const t of [slot.exact, slot.measured]) {
        t.style.wordWrap = true;
        t.style.wordWrapWidth = this.w - 16;
        fit(t, this.w - 16, READING_H);
      }
    });
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
