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
import {
  ORIENTATIONS,
  TBP_COLUMNS,
  TBP_ROWS,
  TbpError,
  parseBotMessage,
  type BotMessage,
  type FrontendMessage,
  type StartMessage,
  type TbpCell,
  type TbpMove,
} from "./messages.ts";

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

/** What a TBP opponent reports: a move for a plan (null = the bot forfeits), or a problem to show. */
export interface TbpOpponentEvents {
  move(key: string, actions: PlayAction[] | null): void;
  problem(message: string): void;
}

/**
 * A TBP bot as the versus opponent, the frontend's state machine (the transport is the caller's:
 * a Worker's postMessage in the app, a TbpBot in tests). It waits for the bot's `info`, sends
 * `rules`, waits for `ready`; then each position the versus bot asks about is sent as a fresh
 * game (`stop`, `start` with the board, queue, hold, combo and B2B, `suggest`), so garbage and
 * the player's attacks never put the two out of step. One question at a time: a position asked
 * while the bot thinks replaces any other waiting one, and the newest is sent when it answers.
 * The first suggested move that our move generation can reach becomes the engine actions.
 */
export class TbpOpponent {
  private state: "info" | "rules" | "ready" = "info";
  private waiting: { key: string; position: AdvisorPosition } | null = null;
  private asking: { key: string; position: AdvisorPosition } | null = null;
  private started = false;
  /** The bot's name from its `info`. */
  name: string | null = null;

  constructor(
    private readonly send: (message: FrontendMessage) => void,
    private readonly events: TbpOpponentEvents,
  ) {}

  /** A message from the bot (any value: it is checked here). */
  receive(data: unknown): void {
    let message: BotMessage | null;
    try {
      message = parseBotMessage(data);
    } catch (e) {
      if (!(e instanceof TbpError)) throw e;
      return this.events.problem(`The TBP bot sent a message that is not TBP: ${e.message}`);
    }
    if (message === null) return;
    switch (message.type) {
      case "info":
        this.name = message.name;
        this.state = "rules";
        this.send({ type: "rules" });
        return;
      case "ready":
        this.state = "ready";
        return this.flush();
      case "error":
        return this.events.problem(`The TBP bot cannot play: ${message.reason}`);
      case "suggestion": {
        const asked = this.asking;
        if (asked === null) return;
        this.asking = null;
        let actions: PlayAction[] | null = null;
        for (const move of message.moves) if ((actions = actionsForMove(asked.position, move)) !== null) break;
        this.events.move(asked.key, actions);
        return this.flush();
      }
    }
  }

  /** Asks for a move in this position (answered through `events.move` with the same key). */
  plan(key: string, position: AdvisorPosition): void {
    this.waiting = { key, position };
    this.flush();
  }

  private flush(): void {
    if (this.state !== "ready" || this.asking !== null || this.waiting === null) return;
    const asked = (this.asking = this.waiting);
    this.waiting = null;
    if (this.started) this.send({ type: "stop" });
    this.started = true;
    this.send(startMessageOf(asked.position));
    this.send({ type: "suggest" });
  }
}
