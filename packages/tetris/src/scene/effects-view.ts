// Draws the playing effects of one board (effects.ts) over its matrix: the cleared rows' flash,
// the locked piece's glint, a hard drop's streaks, the wash of light, the callouts and banners.
// The collapse of the rows above a clear is drawn by TetrisView with the cells (it moves them);
// the dip of a hard drop is the view moving its matrix (`dip`).
import { Container, Graphics, Text } from "pixi.js";
import { BOARD_WIDTH, VISIBLE_HEIGHT } from "../rules/types.ts";
import type { Effect, Effects } from "./effects.ts";

const FONT = "Liberation Sans, Arial, sans-serif";
const WHITE = 0xffffff;
/** Callouts in the game's light accent, outlined so they read over any stack. */
const CALLOUT = 0xffe08a;

/** Where the board is: the top-left of the drawn rows (two buffer rows above the visible 20) and one cell's size. */
export interface BoardGeometry {
  x: number;
  y: number;
  cell: number;
  /** Rows drawn, from the bottom (the visible field and the buffer rows above it). */
  rows: number;
}

export class EffectsLayer extends Container {
  private readonly fx = new Graphics();
  private readonly title = new Text({
    text: "",
    style: { fill: CALLOUT, fontFamily: FONT, fontSize: 22, fontWeight: "bold", stroke: { color: 0x000000, width: 4 } },
  });
  private readonly extra = new Text({
    text: "",
    style: { fill: WHITE, fontFamily: FONT, fontSize: 16, fontWeight: "bold", align: "center", stroke: { color: 0x000000, width: 3 } },
  });
  private readonly banner = new Text({
    text: "",
    style: { fill: WHITE, fontFamily: FONT, fontSize: 24, fontWeight: "bold", stroke: { color: 0x000000, width: 4 } },
  });
  private drawnSomething = false;

  constructor() {
    super();
    for (const text of [this.title, this.extra, this.banner]) {
      text.anchor.set(0.5);
      text.visible = false;
    }
    this.addChild(this.fx, this.title, this.extra, this.banner);
  }

  /** The matrix's dip now (pixels down) for a hard drop: a quick drop and return. */
  static dip(effects: Effects, cell: number): number {
    const drop = effects.find("drop");
    return drop === null ? 0 : Math.round(Math.sin(Math.PI * effects.progress(drop)) * cell * 0.15);
  }

  draw(effects: Effects, board: BoardGeometry): void {
    const g = this.fx;
    const { x: left, y: top, cell, rows } = board;
    const rowTop = (y: number) => top + (rows - 1 - y) * cell;
    if (this.drawnSomething || effects.live) g.clear();
    this.drawnSomething = false;
    for (const effect of effects.active) {
      const p = effects.progress(effect);
      if (effect.kind === "wash") {
        g.rect(left, top + cell * (rows - VISIBLE_HEIGHT), cell * BOARD_WIDTH, cell * VISIBLE_HEIGHT).fill({ color: WHITE, alpha: effect.strength * (1 - p) });
      } else if (effect.kind === "glint") {
        for (const [x, y] of effect.cells) if (y < rows) g.rect(left + x * cell, rowTop(y), cell, cell).fill({ color: WHITE, alpha: 0.75 * (1 - p) });
      } else if (effect.kind === "drop") {
        this.streaks(g, effect, board, 1 - p);
      } else continue;
      this.drawnSomething = true;
    }
    const collapse = effects.collapse();
    if (collapse) {
      for (const y of collapse.rows) {
        if (y >= rows) continue;
        const height = cell * (1 - collapse.slide);
        g.rect(left, rowTop(y) + (cell - height) / 2, cell * BOARD_WIDTH, height).fill({ color: WHITE, alpha: collapse.flash });
      }
      this.drawnSomething = true;
    }
    const centre = left + (cell * BOARD_WIDTH) / 2;
    this.words(effects, effects.find("callout"), [this.title, this.extra], centre, top + cell * (rows - VISIBLE_HEIGHT + 5), cell);
    this.words(effects, effects.find("banner"), [this.banner, null], centre, top + cell * (rows - VISIBLE_HEIGHT / 2), cell);
  }

  /** Streaks above the landed piece's columns, fading: where it fell from. */
  private streaks(g: Graphics, effect: Extract<Effect, { kind: "drop" }>, board: BoardGeometry, strength: number): void {
    const { x: left, y: top, cell, rows } = board;
    const highest = new Map<number, number>();
    for (const [x, y] of effect.cells) highest.set(x, Math.max(highest.get(x) ?? -1, y));
    for (const [x, y] of highest) {
      for (let step = 1; step <= 4 && y + step < rows; step++) {
        g.rect(left + x * cell + cell * 0.15, top + (rows - 1 - y - step) * cell, cell * 0.7, cell).fill({
          color: WHITE,
          alpha: (0.28 * strength * (5 - step)) / 4,
        });
      }
    }
  }

  /** A callout (first line large, the rest under it) or a banner, centred at (x, y). */
  private words(
    effects: Effects,
    effect: Extract<Effect, { kind: "callout" | "banner" }> | null,
    [main, rest]: [Text, Text | null],
    x: number,
    y: number,
    cell: number,
  ): void {
    if (effect === null) {
      main.visible = false;
      if (rest) rest.visible = false;
      return;
    }
    const { alpha, scale } = effects.look(effect);
    const first = effect.kind === "banner" ? effect.text : (effect.lines[0] ?? "");
    main.style.fontSize = Math.max(14, Math.round(cell * (effect.kind === "banner" ? 1.1 : 0.95)));
    if (main.text !== first) main.text = first;
    // Long names ("T-Spin Mini Double") shrink to the board's width.
    const fit = Math.min(1, (cell * BOARD_WIDTH * 0.96) / Math.max(1, main.width / main.scale.x));
    main.scale.set(scale * fit);
    main.position.set(x, y);
    main.alpha = alpha;
    main.visible = true;
    if (rest && effect.kind === "callout") {
      const more = effect.lines.slice(1).join("\n");
      rest.visible = more !== "";
      if (!rest.visible) return;
      rest.style.fontSize = Math.max(12, Math.round(cell * 0.7));
      if (rest.text !== more) rest.text = more;
      rest.scale.set(scale);
      rest.position.set(x, y + main.height / 2 + rest.height / 2 + 2);
      rest.alpha = alpha;
    }
  }
}
