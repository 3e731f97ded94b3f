// A player's position (the board, the piece in play and where it stands, the queue, hold, the
// chain) as one line of text and back. The versus screen reports your position this way on the
// host element (`data-position`), so an end-to-end test in another process can read the real
// game and plan its next placement with the project's own bots, then press the keys for it.
//
// The line: `board|active|queue|hold|flags`: the board's 40 rows bottom first, 10 characters
// each ("." empty, a piece letter, "G" garbage); the active piece as "T,4,19,0" (type, x, y,
// rotation); the queue's letters; the held piece or "-"; the flags "holdUsed,backToBack,combo,allow180"
// as 0/1, a number, 0/1.
import { InputError } from "@arcade/core";
import { BOARD_HEIGHT, BOARD_WIDTH, PIECE_TYPES, type Cell, type PieceType, type Rotation } from "../rules/types.ts";
import type { AdvisorPosition } from "./advisor.ts";

const CELLS = BOARD_WIDTH * BOARD_HEIGHT;

/** The position as one line (no bag: it is the game's to know, not the player's). */
export function printPosition(p: AdvisorPosition): string {
  const board = p.board.map((cell) => cell ?? ".").join("");
  const { type, x, y, rotation } = p.active;
  const flags = [p.holdUsed ? 1 : 0, p.backToBack ? 1 : 0, p.combo, p.allow180 ? 1 : 0].join(",");
  return [board, `${type},${x},${y},${rotation}`, p.queue.join(""), p.hold ?? "-", flags].join("|");
}

function pieceOf(text: string, where: string): PieceType {
  if (!(PIECE_TYPES as readonly string[]).includes(text)) throw new InputError(`must be one of ${PIECE_TYPES.join(" ")}, got ${JSON.stringify(text)}`, where);
  return text as PieceType;
}

function integer(text: string | undefined, where: string): number {
  if (text === undefined || !/^-?\d+$/.test(text)) throw new InputError(`must be a whole number, got ${JSON.stringify(text ?? "")}`, where);
  return Number(text);
}

/** A line `printPosition` made, back to the position; an InputError names the part that is wrong. */
export function parsePosition(text: string): AdvisorPosition {
  const parts = text.split("|");
  if (parts.length !== 5) throw new InputError(`must have 5 parts separated by "|", got ${parts.length}`, "position");
  const [boardText, activeText, queueText, holdText, flagsText] = parts as [string, string, string, string, string];
  if (boardText.length !== CELLS) throw new InputError(`must be ${CELLS} cells, got ${boardText.length}`, "position.board");
  const board: Cell[] = [...boardText].map((c, i) => (c === "." ? null : c === "G" ? "G" : pieceOf(c, `position.board[${i}]`)));
  const [type = "", x, y, rotation] = activeText.split(",");
  const turn = integer(rotation, "position.active.rotation");
  if (turn < 0 || turn > 3) throw new InputError(`must be 0 to 3, got ${turn}`, "position.active.rotation");
  const active = {
    type: pieceOf(type, "position.active.type"),
    x: integer(x, "position.active.x"),
    y: integer(y, "position.active.y"),
    rotation: turn as Rotation,
  };
  const queue = [...queueText].map((c, i) => pieceOf(c, `position.queue[${i}]`));
  const hold = holdText === "-" ? null : pieceOf(holdText, "position.hold");
  const [holdUsed, backToBack, combo, allow180] = flagsText.split(",").map((f, i) => integer(f, `position.flags[${i}]`));
  if (allow180 === undefined) throw new InputError(`must be 4 numbers, got ${JSON.stringify(flagsText)}`, "position.flags");
  return { board, active, queue, hold, holdUsed: holdUsed === 1, backToBack: backToBack === 1, combo: combo!, allow180: allow180 === 1 };
}
