// Drawing for a versus beyond what TetrisView draws: the compact opponent board of the phone
// layout, and the garbage meters (waiting rows orange, rows ready to rise red).
import { Container, Graphics, Text } from "pixi.js";
import type { TetrisGame } from "../rules/game.ts";
import { pieceCells } from "../rules/pieces.ts";
import { BOARD_WIDTH, VISIBLE_HEIGHT, type Cell } from "../rules/types.ts";
import { paletteFor } from "./palette.ts";
import { compactBoard, type Area, type Meter } from "./versus-layout.ts";

const LABEL_STYLE = { fill: 0xecebf5, fontFamily: "Liberation Sans, Arial, sans-serif", fontSize: 12 } as const;
const WAITING = 0xf39a2b;
const READY = 0xef4848;

/** The opponent on a phone: its stack and falling piece, its name above, its numbers below. */
export class CompactBoard extends Container {
  private readonly frame = new Graphics();
  private readonly cells = new Graphics();
  private readonly title = new Text({ text: "", style: { ...LABEL_STYLE, fontWeight: "bold" } });
  private readonly numbers = new Text({ text: "", style: { ...LABEL_STYLE, fontSize: 11, lineHeight: 14 } });
  private palette = paletteFor("standard");
  private geometry = { cell: 8, x: 0, y: 0, beside: false };
  private lastBoard: unknown = null;
  private lastPiece = "";
  private lastNumbers = "";

  constructor(palette: "standard" | "colorblind") {
    super();
    this.palette = paletteFor(palette);
    this.addChild(this.frame, this.cells, this.title, this.numbers);
  }

  layout(area: Area): void {
    const g = (this.geometry = compactBoard(area));
    // In a band above your board its words stand left of it; in a strip, name above and numbers under.
    this.title.position.set(g.beside ? area.x : g.x, g.beside ? area.y + 2 : g.y - 20);
    this.numbers.position.set(g.beside ? area.x : g.x, g.beside ? area.y + 22 : g.y + g.cell * VISIBLE_HEIGHT + 6);
    this.frame.clear();
    this.frame
      .rect(g.x - 1, g.y - 1, g.cell * BOARD_WIDTH + 2, g.cell * VISIBLE_HEIGHT + 2)
      .fill(0x0b0b16)
      .stroke({ width: 1, color: 0x4a4a78 });
    this.lastBoard = null;
    this.lastPiece = "";
  }

  draw(game: TetrisGame, name: string, numbers: string): void {
    if (this.title.text !== name) this.title.text = name;
    if (numbers !== this.lastNumbers) this.numbers.text = this.lastNumbers = numbers;
    const active = game.active;
    const pieceKey = active ? `${active.type}${active.x},${active.y},${active.rotation}` : "";
    if (game.board === this.lastBoard && pieceKey === this.lastPiece) return;
    this.lastBoard = game.board;
    this.lastPiece = pieceKey;
    const { cell, x: left, y: top } = this.geometry;
    const g = this.cells.clear();
    const put = (x: number, y: number, type: Exclude<Cell, null>) => {
      if (y >= VISIBLE_HEIGHT) return;
      g.rect(left + x * cell, top + (VISIBLE_HEIGHT - 1 - y) * cell, cell - 1, cell - 1).fill(this.palette[type]);
    };
    for (let y = 0; y < VISIBLE_HEIGHT; y++) {
      for (let x = 0; x < BOARD_WIDTH; x++) {
        const value = game.board[y * BOARD_WIDTH + x];
        if (value) put(x, y, value);
      }
    }
    if (active) {
      const offsets = pieceCells(active.type, active.rotation);
      for (let i = 0; i < offsets.length; i += 2) put(active.x + offsets[i]!, active.y + offsets[i + 1]!, active.type);
    }
  }
}

/** The incoming-garbage bar beside a board: rows waiting (orange) on top of rows ready (red). */
export class GarbageMeter extends Graphics {
  private last = "";

  draw(meter: Meter, waiting: number, ready: number): void {
    const key = `${meter.x},${meter.bottom},${waiting},${ready}`;
    if (key === this.last) return;
    this.last = key;
    this.clear();
    const rows = (n: number) => Math.min(n, VISIBLE_HEIGHT) * meter.cell;
    const readyHeight = rows(ready);
    const waitingHeight = Math.min(rows(waiting), rows(VISIBLE_HEIGHT) - readyHeight);
    if (readyHeight > 0) this.rect(meter.x, meter.bottom - readyHeight, meter.width, readyHeight).fill(READY);
    if (waitingHeight > 0) this.rect(meter.x, meter.bottom - readyHeight - waitingHeight, meter.width, waitingHeight).fill(WAITING);
  }
}
