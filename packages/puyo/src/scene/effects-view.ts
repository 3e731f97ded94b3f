// Drawing one board's chain feedback (effects.ts decides what and when): sparks flying from the
// cells that just popped, the link's chain number over its group, and ALL CLEAR over the field.
import { Graphics, Text, type Container } from "pixi.js";
import { ROWS, WIDTH } from "../rules/cells.ts";
import type { ChainEffects } from "./effects.ts";
import type { BoardPlace } from "./layout.ts";
import type { PuyoPalette } from "./palette.ts";

const FONT = "Liberation Sans, Arial, sans-serif";
const SPARKS = 6;

export class EffectsView {
  private readonly sparks = new Graphics();
  private readonly link = new Text({
    text: "",
    style: { fill: 0xffffff, fontFamily: FONT, fontSize: 28, fontWeight: "bold", align: "center", stroke: { color: 0x0b0b16, width: 5 } },
  });
  private readonly clear = new Text({
    text: "ALL CLEAR!",
    style: { fill: 0xffe066, fontFamily: FONT, fontSize: 32, fontWeight: "bold", stroke: { color: 0x0b0b16, width: 6 } },
  });

  constructor(parent: Container) {
    this.link.anchor.set(0.5);
    this.clear.anchor.set(0.5);
    parent.addChild(this.sparks, this.link, this.clear);
  }

  draw(effects: ChainEffects, frame: number, at: BoardPlace, palette: PuyoPalette): void {
    const { x0, y0, cell } = at;
    const cx = (x: number) => x0 + (x - 0.5) * cell;
    const cy = (y: number) => y0 + (ROWS - y + 0.5) * cell;
    const g = this.sparks.clear();
    for (const burst of effects.bursts(frame)) {
      const fly = cell * (0.25 + 0.85 * burst.t);
      const r = Math.max(1, cell * 0.13 * (1 - burst.t));
      for (const c of burst.cells) {
        const colour = palette.colours[c.cell] ?? 0xffffff;
        for (let k = 0; k < SPARKS; k++) {
          const a = (k / SPARKS) * Math.PI * 2 + c.x + c.y;
          g.circle(cx(c.x) + Math.cos(a) * fly, cy(c.y) + Math.sin(a) * fly, r).fill({ color: colour, alpha: 1 - burst.t });
        }
      }
    }
    const link = effects.link(frame);
    this.link.visible = link !== null;
    if (link) {
      this.link.text = `${link.chain} chain!\n+${link.score}`;
      setSize(this.link, Math.max(14, Math.round(cell * 0.7)));
      this.link.scale.set(link.scale);
      this.link.alpha = link.alpha;
      // Over the group, kept inside the field.
      const half = this.link.width / 2;
      const x = Math.min(Math.max(cx(link.x), x0 + half), x0 + WIDTH * cell - half);
      const y = Math.min(Math.max(cy(link.y), y0 + cell * 2), y0 + ROWS * cell - this.link.height / 2);
      this.link.position.set(x, y);
    }
    const clear = effects.allClear(frame);
    this.clear.visible = clear !== null;
    if (clear) {
      setSize(this.clear, Math.max(14, Math.round(cell * 0.8)));
      this.clear.scale.set(clear.scale);
      this.clear.alpha = clear.alpha;
      this.clear.position.set(x0 + (WIDTH * cell) / 2, y0 + (ROWS / 2) * cell);
    }
  }
}

/** A text's size, set only when it changes (a new size redraws the text's texture). */
function setSize(text: Text, size: number): void {
  if (text.style.fontSize !== size) text.style.fontSize = size;
}
