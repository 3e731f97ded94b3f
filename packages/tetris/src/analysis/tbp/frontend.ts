// The frontend's side of TBP, pure: what the app (and the tests' scripted frontend) sends a TBP bot
// about one of our games, and how a move the bot suggests becomes engine actions. A TBP move says
// only where the piece locks and with what spin; the inputs that get it there are found by our own
// move generation from where the piece stands, so any bot's move is played through the real
// engine, exactly as a person's would be (a move no inputs reach is refused).
import type { PieceType, PlayAction, Rotation } from "../../rules/types.ts";
import type { AdvisorPosition } from "../advisor.ts";
import { actionsOf, startOf } from "../bot.ts";
import { SHAPES, fieldFromBoard } from "../field.ts";
import { generateMoves, type Placement } from "../movegen.ts";
import { ORIENTATIONS, TBP_COLUMNS, TBP_ROWS, type StartMessage, type TbpCell, type TbpMove } from "./messages.ts";

/** The `start` message for a position: its board, the piece in play and queue, hold, combo, B2B. */
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
