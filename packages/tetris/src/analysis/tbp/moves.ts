// The frontend's side of TBP, its pure helpers: what a frontend sends a TBP bot about one of our
// games, and how a move the bot suggests becomes engine actions. A TBP move says
// only where the piece locks and with what spin; the inputs that get it there are found by our own
// move generation from where the piece stands, so any bot's move is played through the real
// engine, exactly as a person's would be (a move no inputs reach is refused).
import type { PieceType, PlayAction, Rotation } from "../../rules/types.ts";
import type { AdvisorPosition } from "../advisor.ts";
import { actionsOf, startOf } from "../bot.ts";
import { SHAPES, fieldFromBoard, type Field } from "../field.ts";
import { generateMoves, type Placement } from "../movegen.ts";
import { lockInto } from "../lock.ts";
import { ORIENTATIONS, TBP_COLUMNS, TBP_ROWS, type StartMessage, type TbpCell, type TbpMove } from "./messages.ts";

/**
 * The `start` message for a position: its board, the piece in play and queue, hold, combo, B2B, and
 * (the randomizer extension) what is left of the 7-bag after the queue, when the position says.
 */
export function startMessageOf(position: AdvisorPosition): StartMessage {
  const board: TbpCell[][] = [];
  for (let y = 0; y < TBP_ROWS; y++) board.push(position.board.slice(y * TBP_COLUMNS, (y + 1) * TBP_COLUMNS));
  return {
    type: "start",
    hold: position.hold,
    queue: [position.active.type, ...position.queue],
    // Our combo counter is −1 with no combo and 0 after the first clear; TBP counts the clears.
    combo: position.combo + 1,
    back_to_back: position.backToBack,
    board,
    ...(position.bag ? { randomizer: { type: "seven_bag" as const, bag_state: [...position.bag] } } : {}),
  };
}

/** The cells a piece covers, as one comparable key (an S in rotation 0 and 2 can be the same cells). */
function cellsKey(piece: PieceType, rotation: Rotation, x: number, y: number): string {
  const cells = SHAPES[piece][rotation]!.cells;
  const out: string[] = [];
  for (let i = 0; i < 8; i += 2) out.push(`${x + cells[i]!},${y + cells[i + 1]!}`);
  return out.sort().join(" ");
}

/**
 * The engine actions (hold?, inputs, hardDrop) that lock the move's piece on the move's cells with
 * its spin, from the position; null when the piece is neither the one in play nor the one hold
 * gives (or hold was used), or no inputs reach that spot.
 */
export function actionsForMove(position: AdvisorPosition, move: TbpMove): PlayAction[] | null {
  const { type, orientation, x, y } = move.location;
  const field = fieldFromBoard(position.board);
  let hold: boolean;
  if (type === position.active.type) hold = false;
  else if (!position.holdUsed && type === (position.hold ?? position.queue[0])) hold = true;
  else return null;
  const rotation = ORIENTATIONS.indexOf(orientation) as Rotation;
  const want = cellsKey(type, rotation, x, y);
  const from = hold ? {} : startOf(field, position.active);
  const placements = generateMoves(field, type, { allow180: position.allow180, ...from });
  const found = placements.find((p: Placement) => p.spin === move.spin && cellsKey(p.piece, p.rotation, p.x, p.y) === want);
  return found ? actionsOf({ placement: found, hold }) : null;
}

/**
 * The game as the bot knows it (what `start`, `play` and `new_piece` told it): the board, the
 * pieces to come with the one to play first, and hold.
 */
export interface BotView {
  field: Field;
  pieces: PieceType[];
  hold: PieceType | null;
}

/** The bot's view of a position, as its `start` gives it. */
export function viewOf(position: AdvisorPosition): BotView {
  return { field: fieldFromBoard(position.board), pieces: [position.active.type, ...position.queue], hold: position.hold };
}

/**
 * The bot's view after it plays `move` (TBP infers hold from the piece: a piece other than the
 * first is the held one, or with hold empty the second, the first going to hold).
 */
export function viewAfter(view: BotView, move: TbpMove): BotView {
  const { type, orientation, x, y } = move.location;
  const field = view.field.slice();
  lockInto(field, { piece: type, rotation: ORIENTATIONS.indexOf(orientation) as Rotation, x, y, spin: move.spin }, { backToBack: false, combo: -1 });
  const [first, ...rest] = view.pieces;
  if (type === first) return { field, pieces: rest, hold: view.hold };
  if (view.hold === null) return { field, pieces: rest.slice(1), hold: first ?? null };
  return { field, pieces: rest, hold: first ?? null };
}

/**
 * Whether `position` continues the bot's view: the same board, hold and pieces, the position's
 * queue only longer (the new pieces, for `new_piece`). Garbage that rose, or anything else the
 * bot was not told, makes it false (the frontend then starts the bot again).
 */
export function continues(view: BotView, position: AdvisorPosition): boolean {
  const field = fieldFromBoard(position.board);
  if (position.hold !== view.hold || !field.every((row, y) => row === view.field[y])) return false;
  const pieces = [position.active.type, ...position.queue];
  return view.pieces.every((piece, i) => i >= pieces.length || pieces[i] === piece);
}
