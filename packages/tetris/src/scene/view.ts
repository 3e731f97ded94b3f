import { bakeGlyphSteps, bakedBitmapFont, fontSteps } from "@arcade/core/stage";
import { BitmapText, Container, Graphics, Text } from "pixi.js";
import { pieceCells } from "../rules/pieces.ts";
import { BOARD_WIDTH, VISIBLE_HEIGHT, type ActivePiece, type Board, type Cell, type PieceType, type Rotation } from "../rules/types.ts";
import type { TetrisGame } from "../rules/game.ts";
import { EffectsLayer } from "./effects-view.ts";
import type { Effect, Effects } from "./effects.ts";
import { hudText, type HudValues } from "./hud.ts";
import { layoutFor, SHOWN_ROWS, type Layout } from "./layout.ts";

export type { HudValues };
import { paletteFor } from "./palette.ts";

/** Per-piece inner marks, so the colour-blind palette never relies on colour alone. */
const MARKS: Record<Exclude<Cell, null>, (g: Graphics, x: number, y: number, s: number) => void> = {
  I: (g, x, y, s) => g.rect(x + s * 0.2, y + s * 0.45, s * 0.6, s * 0.1),
  O: (g, x, y, s) => g.rect(x + s * 0.35, y + s * 0.35, s * 0.3, s * 0.3),
  T: (g, x, y, s) => g.poly([x + s / 2, y + s * 0.3, x + s * 0.7, y + s * 0.65, x + s * 0.3, y + s * 0.65]),
  S: (g, x, y, s) => g.rect(x + s * 0.2, y + s * 0.2, s * 0.2, s * 0.2).rect(x + s * 0.6, y + s * 0.6, s * 0.2, s * 0.2),
  Z: (g, x, y, s) => g.rect(x + s * 0.6, y + s * 0.2, s * 0.2, s * 0.2).rect(x + s * 0.2, y + s * 0.6, s * 0.2, s * 0.2),
  J: (g, x, y, s) => g.rect(x + s * 0.45, y + s * 0.2, s * 0.1, s * 0.6),
  L: (g, x, y, s) => g.circle(x + s / 2, y + s / 2, s * 0.15),
  G: () => undefined,
};

/** A suggested placement to draw (the advisor's): the locked piece, and whether it needs a hold. */
export interface SuggestedPlacement {
  piece: PieceType;
  x: number;
  y: number;
  rotation: Rotation;
  hold: boolean;
}

/** The advisor's ghost: white dots round the piece's outline, unlike the coloured normal ghost. */
const ADVICE_COLOUR = 0xffffff;
const FONT = "Liberation Sans, Arial, sans-serif";
/** The finesse count's colour, and its colour after a fault. */
const FINESSE_COLOUR = 0xc9c7e3;
const FINESSE_FAULT_COLOUR = 0xff7070;
const HUD_COLOUR = 0xecebf5;
/** The characters the numbers' first frame draws besides the mode's name (`hudText`'s words). */
const HUD_WORDS = "Time Score Level Lines PPS Lv·";
const DIGITS = "0123456789:.";

/**
 * What the view's first frame would otherwise make inside it, as warm-up steps (a task each) for
 * before the view is built: the numbers' glyphs (the mode's name, the words, the digits) and the
 * finesse count's drawn into their fonts' atlases, and the labels' font measured.
 */
export function viewWarmUp(mode: string): (() => void)[] {
  const hud = { fontFamily: FONT, fill: HUD_COLOUR };
  return [
    ...bakeGlyphSteps(hud, DIGITS),
    ...bakeGlyphSteps(hud, `${mode.toUpperCase()}${HUD_WORDS}`),
    ...bakeGlyphSteps({ fontFamily: FONT, fill: FINESSE_COLOUR }, `finesse Finesse${DIGITS}`),
    ...fontSteps(FONT, [{ size: 12, weight: "normal" }]),
  ];
}

/**
 * Draws a game: the matrix with its locked cells, the ghost and the falling piece, the hold slot,
 * the next queue and the numbers. It reads the game and never changes it. Cells are redrawn only
 * when the board changed; the falling piece every frame.
 */
export class TetrisView extends Container {
  private readonly frame = new Graphics();
  private readonly cells = new Graphics();
  private readonly piece = new Graphics();
  /** The advisor's suggestion, over the falling piece (dots and a faint tint, so both show). */
  private readonly hint = new Graphics();
  private readonly hintLabel = new Text({
    text: "HOLD",
    style: { fill: ADVICE_COLOUR, fontFamily: FONT, fontSize: 12, fontWeight: "bold", stroke: { color: 0x000000, width: 3 } },
  });
  private suggestion: SuggestedPlacement | null = null;
  private lastSuggestion = "";
  private readonly side = new Graphics();
  /** The matrix and what is drawn on it: moved as one by a hard drop's dip. */
  private readonly matrix = new Container();
  private readonly fx = new EffectsLayer();
  private feedback: Effects | null = null;
  /** The line-clear effect being drawn, and the board it collapses (another board: it no longer applies). */
  private rowsEffect: Effect | null = null;
  private rowsBoard: Board | null = null;
  private sliding = false;
  // The numbers change every frame (the timer): BitmapText draws from a glyph atlas instead of
  // re-rasterising a canvas texture on every change as Text would.
  // Its glyphs are drawn in their colour (bakedBitmapFont): a 2D canvas would otherwise make a
  // tinted copy of each one in the frame that first shows it.
  private readonly hud = new BitmapText({
    text: "",
    style: { fontFamily: bakedBitmapFont({ fontFamily: FONT, fill: HUD_COLOUR }), fontSize: 14, lineHeight: 20 },
  });
  /** The live finesse count, under the numbers (under the next queue in portrait); red on a fault. */
  private readonly finesse = new BitmapText({
    text: "",
    style: { fontFamily: bakedBitmapFont({ fontFamily: FONT, fill: FINESSE_COLOUR }), fontSize: 14, lineHeight: 18 },
  });
  private finesseFault = false;
  private readonly holdLabel = new Text({ text: "HOLD", style: { fill: 0xa3a1c2, fontFamily: FONT, fontSize: 12 } });
  private readonly nextLabel = new Text({ text: "NEXT", style: { fill: 0xa3a1c2, fontFamily: FONT, fontSize: 12 } });
  private cell = 20;
  private originX = 0;
  private originY = 0;
  private box: Layout = layoutFor(400, 600);
  private lastBoard: Board | null = null;
  private lastSide = "";
  private lastHud = "";
  private palette = paletteFor("standard");
  private marks = false;

  constructor() {
    super();
    this.hintLabel.visible = false;
    this.matrix.addChild(this.frame, this.cells, this.piece, this.hint, this.hintLabel, this.fx);
    this.addChild(this.matrix, this.side, this.hud, this.finesse, this.holdLabel, this.nextLabel);
  }

  /** The effects this view draws (effects.ts); null for none. */
  setEffects(effects: Effects | null): void {
    this.feedback = effects;
  }

  setPalette(name: "standard" | "colorblind"): void {
    this.palette = paletteFor(name);
    this.marks = name === "colorblind";
    this.lastBoard = null;
    this.lastSide = "";
  }

  /** The size of one board cell on screen (also the column step of touch drags). */
  get cellSize(): number {
    return this.cell;
  }

  /** The arrangement in use (where the board, the columns and the tools are). */
  get arrangement(): Layout {
    return this.box;
  }

  /** Uses a layout worked out elsewhere (e.g. with room kept for a panel: layoutWithPanel). */
  applyLayout(layout: Layout): void {
    const box = (this.box = layout);
    this.cell = box.cell;
    this.originX = box.boardX;
    this.originY = box.boardY;
    const boardWidth = this.cell * BOARD_WIDTH;
    this.hud.style.fontSize = box.hud.fontSize;
    this.hud.style.lineHeight = box.hud.lineHeight;
    this.hud.position.set(box.hud.x, box.hud.y);
    this.finesse.style.fontSize = box.hud.fontSize;
    this.finesse.style.lineHeight = box.hud.lineHeight;
    this.finesse.position.set(box.tools.x, box.tools.y);
    for (const label of [this.holdLabel, this.nextLabel]) label.style.fontSize = Math.max(10, Math.round(box.hud.fontSize * 0.9));
    this.holdLabel.position.set(box.hold.labelX, box.hold.labelY);
    this.nextLabel.position.set(box.next.labelX, box.next.labelY);
    this.frame.clear();
    this.frame
      .rect(this.originX - 2, this.originY + this.cell * 2 - 2, boardWidth + 4, this.cell * VISIBLE_HEIGHT + 4)
      .fill(0x0b0b16)
      .stroke({ width: 2, color: 0x4a4a78 });
    for (let x = 1; x < BOARD_WIDTH; x++) {
      this.frame.moveTo(this.originX + x * this.cell, this.originY + this.cell * 2).lineTo(this.originX + x * this.cell, this.originY + this.cell * SHOWN_ROWS);
    }
    this.frame.stroke({ width: 1, color: 0x1c1c33 });
    this.lastBoard = null;
    this.lastSide = "";
    this.lastSuggestion = "";
  }

  /** Shows the advisor's suggested placement (null hides it); "HOLD" marks one that needs a hold. */
  setSuggestion(suggestion: SuggestedPlacement | null): void {
    this.suggestion = suggestion;
  }

  private drawSuggestion(): void {
    const s = this.suggestion;
    const key = s === null ? "" : `${s.piece}${s.x},${s.y},${s.rotation},${s.hold}`;
    if (key === this.lastSuggestion) return;
    this.lastSuggestion = key;
    const g = this.hint;
    g.clear();
    this.hintLabel.visible = false;
    if (s === null) return;
    const cells = pieceCells(s.piece, s.rotation);
    const own = new Set<string>();
    for (let i = 0; i < cells.length; i += 2) own.add(`${s.x + cells[i]!},${s.y + cells[i + 1]!}`);
    const size = this.cell;
    const dot = Math.max(3, Math.round(size / 7));
    const dots = 4;
    let top = Infinity;
    let left = Infinity;
    const shown: [number, number, number, number][] = []; // cell x, y and its top-left on screen
    for (let i = 0; i < cells.length; i += 2) {
      const cx = s.x + cells[i]!;
      const cy = s.y + cells[i + 1]!;
      if (cy >= SHOWN_ROWS) continue;
      const [px, py] = this.at(cx, cy);
      shown.push([cx, cy, px, py]);
      top = Math.min(top, py);
      left = Math.min(left, px);
      g.rect(px, py, size, size);
    }
    // Pixi fills every shape added since the last fill: the tints first, then all the dots.
    g.fill({ color: ADVICE_COLOUR, alpha: 0.18 });
    for (const [cx, cy, px, py] of shown) {
      // Dots along each side of the piece's outline (sides shared by two of its cells are inside).
      const sides: [number, number, number, number, number, number][] = [
        [0, 1, px, py, 1, 0],
        [0, -1, px, py + size - dot, 1, 0],
        [-1, 0, px, py, 0, 1],
        [1, 0, px + size - dot, py, 0, 1],
      ];
      for (const [dx, dy, sx, sy, ax, ay] of sides) {
        if (own.has(`${cx + dx},${cy + dy}`)) continue;
        for (let d = 0; d < dots; d++) {
          const along = ((size - dot) * d) / (dots - 1);
          g.rect(sx + ax * along, sy + ay * along, dot, dot);
        }
      }
    }
    g.fill({ color: ADVICE_COLOUR, alpha: 0.95 });
    if (s.hold && top !== Infinity) {
      this.hintLabel.style.fontSize = Math.max(11, Math.round(size * 0.5));
      this.hintLabel.position.set(left, Math.max(0, top - this.hintLabel.height - 2));
      this.hintLabel.visible = true;
    }
  }

  /** Screen position of the top-left corner of cell (x, y) of the matrix (y-up; y may be fractional while rows slide). */
  private at(x: number, y: number): [number, number] {
    return [this.originX + x * this.cell, this.originY + (SHOWN_ROWS - 1 - y) * this.cell];
  }

  private block(g: Graphics, px: number, py: number, size: number, cell: Exclude<Cell, null>, alpha = 1): void {
    g.rect(px + 1, py + 1, size - 2, size - 2).fill({ color: this.palette[cell], alpha });
    if (this.marks && alpha === 1) {
      MARKS[cell](g, px, py, size);
      g.fill({ color: 0x000000, alpha: 0.45 });
    }
  }

  private drawPiece(g: Graphics, piece: ActivePiece, alpha: number): void {
    const cells = pieceCells(piece.type, piece.rotation); // [dx0, dy0, dx1, dy1, ...]
    for (let i = 0; i < cells.length; i += 2) {
      const y = piece.y + cells[i + 1]!;
      if (y >= SHOWN_ROWS) continue;
      const [px, py] = this.at(piece.x + cells[i]!, y);
      if (alpha < 1) g.rect(px + 2, py + 2, this.cell - 4, this.cell - 4).stroke({ width: 2, color: this.palette[piece.type], alpha: 0.8 });
      else this.block(g, px, py, this.cell, piece.type);
    }
  }

  private drawMini(g: Graphics, type: PieceType, left: number, top: number, size: number, dim: boolean): void {
    const cells = pieceCells(type, 0);
    for (let i = 0; i < cells.length; i += 2) this.block(g, left + (cells[i]! + 1) * size, top + (1 - cells[i + 1]!) * size, size, type, dim ? 0.35 : 1);
  }

  /**
   * Draws the locked cells. While a line clear's collapse plays on this very board, each row is
   * drawn part-way between where it was before the clear and where it is now.
   */
  private drawCells(board: Board): void {
    const effects = this.feedback;
    const rowsEffect = effects?.find("rows") ?? null;
    if (rowsEffect !== this.rowsEffect) {
      this.rowsEffect = rowsEffect;
      this.rowsBoard = board;
    }
    const collapse = rowsEffect && board === this.rowsBoard ? effects!.collapse() : null;
    if (board === this.lastBoard && collapse === null && !this.sliding) return;
    this.lastBoard = board;
    this.sliding = collapse !== null;
    this.cells.clear();
    let below = 0; // cleared rows under the row being drawn
    let before = 0; // its row before the clear
    for (let y = 0; y < SHOWN_ROWS; y++, before++) {
      if (collapse) {
        while (collapse.rows.includes(before)) {
          before++;
          below++;
        }
      }
      const shownY = y + below * (1 - (collapse?.slide ?? 1));
      if (shownY >= SHOWN_ROWS) break;
      for (let x = 0; x < BOARD_WIDTH; x++) {
        const cell = board[y * BOARD_WIDTH + x];
        if (!cell) continue;
        const [px, py] = this.at(x, shownY);
        this.block(this.cells, px, py, this.cell, cell);
      }
    }
  }

  draw(game: TetrisGame, hud: HudValues): void {
    // The engine replaces the board array whenever it changes (a lock, a zen wipe) and never
    // edits it in place, so a new array is exactly when the cells need redrawing.
    this.drawCells(game.board);
    this.drawSuggestion();
    this.piece.clear();
    const active = game.active;
    const ghost = game.ghost();
    if (ghost && active && ghost.y !== active.y) this.drawPiece(this.piece, ghost, 0.3);
    if (active) this.drawPiece(this.piece, active, 1);

    const next = game.next(5);
    const sideKey = `${game.hold ?? "-"}${game.holdUsed ? "*" : ""}|${next.join("")}`;
    if (sideKey !== this.lastSide) {
      this.lastSide = sideKey;
      this.side.clear();
      const { hold, next: queue } = this.box;
      if (game.hold) this.drawMini(this.side, game.hold, hold.x, hold.y, hold.mini, game.holdUsed);
      next.forEach((type, i) => this.drawMini(this.side, type, queue.x, queue.y + i * queue.step, queue.mini, false));
    }
    const text = hudText(hud, this.box.hud.compact);
    if (text !== this.lastHud) {
      this.lastHud = text;
      this.hud.text = text;
    }
    const finesse =
      hud.finesse === undefined || hud.finesse === null ? "" : this.box.kind === "portrait" ? `finesse\n${hud.finesse}` : `Finesse ${hud.finesse}`;
    if (this.finesse.text !== finesse) this.finesse.text = finesse;
    const fault = hud.fault === true;
    if (fault !== this.finesseFault) {
      this.finesseFault = fault;
      this.finesse.style.fontFamily = bakedBitmapFont({ fontFamily: FONT, fill: fault ? FINESSE_FAULT_COLOUR : FINESSE_COLOUR });
    }
    if (this.feedback) {
      this.matrix.y = EffectsLayer.dip(this.feedback, this.cell);
      this.fx.draw(this.feedback, { x: this.originX, y: this.originY, cell: this.cell, rows: SHOWN_ROWS });
    }
  }
}
