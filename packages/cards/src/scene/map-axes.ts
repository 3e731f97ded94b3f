// What makes the heatmap readable without the help: the axes' titles ("position before" across the
// top, "position after" down the left), their numbers (deck positions, 1 = top, following the zoom),
// and a drawn colour legend under the map (white = never, mid grey = even odds, black = twice even
// or more: the contrast scale of analysis/image.ts).
import { Container, Graphics, Text } from "pixi.js";
import { axisTicks } from "./axis-ticks.ts";
import { INK, MUTED, textStyle } from "./widgets.ts";

/** Room the axes take left of and above the map (px). */
export const AXIS_ROOM = 30;
const LEGEND_BAR_H = 8;
const LEGEND_STEPS = 24;

export class MapAxes {
  readonly view = new Container();
  private readonly marks = new Graphics();
  private readonly across = new Text({ text: "position before →", style: textStyle(11, INK) });
  private readonly down = new Text({ text: "position after →", style: textStyle(11, INK) });
  private readonly numbers: Text[] = [];
  private readonly legend = new Container();
  private readonly bar = new Graphics();
  private readonly legendWords = [
    new Text({ text: "never", style: textStyle(10, MUTED) }),
    new Text({ text: "even odds", style: textStyle(10, MUTED) }),
    new Text({ text: "2× even +", style: textStyle(10, MUTED) }),
  ];
  private readonly legendTitle = new Text({ text: "shade = chance a card (column) ends at a place (row)", style: textStyle(10, MUTED) });

  constructor() {
    // Read top to bottom, as the positions after it run.
    this.down.rotation = Math.PI / 2;
    this.legend.addChild(this.bar, ...this.legendWords, this.legendTitle);
    this.view.addChild(this.marks, this.across, this.down, this.legend);
  }

  /**
   * Draws the axes for an n×n map whose side is `side` px at (AXIS_ROOM, AXIS_ROOM), zoomed by
   * `scale` and panned by (dx, dy); the legend under it when `legend`, within `width` px.
   */
  draw(n: number, side: number, view: { scale: number; x: number; y: number }, legend: boolean, width: number): void {
    const r = AXIS_ROOM;
    this.across.position.set(r, 0);
    this.down.position.set(12, r);
    const top = axisTicks(n, side, view.scale, view.x, 20);
    const left = axisTicks(n, side, view.scale, view.y, 14);
    while (this.numbers.length < top.length + left.length) {
      const t = new Text({ text: "", style: textStyle(9, MUTED) });
      this.numbers.push(t);
      this.view.addChild(t);
    }
    this.marks.clear();
    let used = 0;
    for (const tick of top) {
      const t = this.numbers[used++]!;
      t.text = String(tick.position);
      t.anchor.set(0.5, 1);
      t.position.set(r + tick.at, r - 4);
      this.marks.moveTo(r + tick.at, r - 3).lineTo(r + tick.at, r - 1);
    }
    for (const tick of left) {
      const t = this.numbers[used++]!;
      t.text = String(tick.position);
      t.anchor.set(1, 0.5);
      t.position.set(r - 4, r + tick.at);
      this.marks.moveTo(r - 3, r + tick.at).lineTo(r - 1, r + tick.at);
    }
    this.marks.stroke({ width: 1, color: MUTED });
    this.numbers.forEach((t, i) => (t.visible = i < used));
    this.legend.visible = legend;
    if (legend) this.drawLegend(r + side + 4, Math.min(side, 150), width);
  }

  private drawLegend(y: number, barW: number, width: number): void {
    const x = AXIS_ROOM;
    this.bar.clear();
    // White to black in even steps: the map's own scale (P·n/2, capped at 1).
    for (let i = 0; i < LEGEND_STEPS; i++) {
      const grey = Math.round(255 * (1 - i / (LEGEND_STEPS - 1)));
      this.bar.rect(x + (i * barW) / LEGEND_STEPS, y, barW / LEGEND_STEPS + 0.5, LEGEND_BAR_H).fill((grey << 16) | (grey << 8) | grey);
    }
    this.bar.rect(x, y, barW, LEGEND_BAR_H).stroke({ width: 1, color: MUTED });
    this.bar
      .moveTo(x + barW / 2, y - 2)
      .lineTo(x + barW / 2, y + LEGEND_BAR_H + 2)
      .stroke({ width: 1, color: 0xffd84a });
    const [never, even, twice] = this.legendWords as [Text, Text, Text];
    const labelY = y + LEGEND_BAR_H + 2;
    never.anchor.set(0, 0);
    never.position.set(x, labelY);
    even.anchor.set(0.5, 0);
    even.position.set(x + barW / 2, labelY);
    twice.anchor.set(1, 0);
    twice.position.set(x + barW, labelY);
    // The title beside the bar when the room allows (the axes' titles say the rest).
    this.legendTitle.style.wordWrap = true;
    this.legendTitle.style.wordWrapWidth = Math.max(80, width - barW - 12);
    const beside = width - barW - 10 >= 120;
    this.legendTitle.visible = beside;
    this.legendTitle.position.set(x + barW + 8, y - 2);
  }
}
