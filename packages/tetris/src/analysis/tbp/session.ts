// The bot's side of a TBP conversation, pure: messages in, messages out, no I/O. The CLI process
// (cli/tbp.ts) and the Web Worker (tbp-worker.ts) are thin transports around it.
//
// States, as in the spec's lifecycle: the bot announces itself (`info`), waits for `rules`
// (answers `ready`), then for `start` (a position: board, queue, hold, combo, back-to-back). While
// a game runs ("calculating") it answers `suggest` with its moves, best first, follows `play` (a
// hold is inferred from the piece played) and `new_piece` (appended to the queue), until `stop`;
// `quit` ends the session. A message in the wrong state, or a play that cannot be made, is
// answered with an `error` whose reason says what was wrong, and the session goes on.
//
// The session's seed stands for the game's seed: a strength with good and bad games (form.ts)
// draws its form from it as the app and `arcade tetris versus` draw it from theirs, and a strength
// that misdrops (slip.ts) puts its misdrop first in a suggestion, drawn from the seed's "bot"
// stream. The pace is the frontend's (it decides when to ask), so form changes only the misdrops.
import { Rng } from "@arcade/core";
import type { PieceType, Rotation } from "../../rules/types.ts";
import { BOTS, configAt, searchOptionsOf, withSlips, type BotConfig } from "../bot.ts";
import { SHAPES, emptyField, fits, type Field } from "../field.ts";
import { botForGame } from "../form.ts";
import { lockInto, type Chain } from "../lock.ts";
import { search, type Candidate } from "../search.ts";
import {
  ORIENTATIONS,
  TBP_COLUMNS,
  TBP_ROWS,
  parseFrontendMessage,
  parseLine,
  printMessage,
  TbpError,
  type BotMessage,
  type FrontendMessage,
  type TbpMove,
} from "./messages.ts";

export interface TbpBotOptions {
  /** The bot that thinks (default: expert). */
  bot?: BotConfig;
  /** Its name in `info`. */
  name?: string;
  /** The game's seed (default "tbp"): draws the bot's form for the session and seeds its misdrops and noise. */
  seed?: string;
  /** How many moves a suggestion lists (the best first). */
  moves?: number;
}

type State = "rules" | "ready" | "calculating" | "quit";

interface Position {
  field: Field;
  queue: PieceType[];
  hold: PieceType | null;
  chain: Chain;
}

export const TBP_BOT_VERSION = "1";

/** The seed of a session given none. */
export const DEFAULT_TBP_SEED = "tbp";

/** The move a search candidate makes, as TBP (the engine's centre is TBP's SRS true-rotation centre). */
export function moveOf(candidate: Candidate): TbpMove {
  const { piece, x, y, rotation, spin } = candidate.placement;
  return { location: { type: piece, orientation: ORIENTATIONS[rotation]!, x, y }, spin };
}

export class TbpBot {
  private state: State = "rules";
  private position: Position | null = null;
  /** The bot as it plays this session: its form drawn from the seed (form.ts). */
  readonly config: BotConfig;
  private readonly rng: Rng;
  private readonly name: string;
  private readonly moves: number;

  constructor(options: TbpBotOptions = {}) {
    const seed = options.seed ?? DEFAULT_TBP_SEED;
    this.config = botForGame(options.bot ?? BOTS.expert, seed);
    this.rng = Rng.from(seed).fork("bot");
    this.name = options.name ?? "Pocket Arcade";
    this.moves = options.moves ?? 5;
  }

  /** What the bot sends as soon as it starts. */
  info(): BotMessage {
    return { type: "info", name: this.name, version: TBP_BOT_VERSION, author: "Pocket Arcade", features: [] };
  }

  /** The board as the bot knows it, one bit mask a row (null when no game runs). */
  get field(): Field | null {
    return this.position && this.position.field.slice();
  }

  /** True after `quit`. */
  get finished(): boolean {
    return this.state === "quit";
  }

  /** The replies to one message (none for most). */
  handle(message: FrontendMessage): BotMessage[] {
    if (this.state === "quit") return [];
    switch (message.type) {
      case "rules":
        if (this.state === "calculating") return [error("rules: a game is running (send stop first)")];
        this.state = "ready";
        return [{ type: "ready" }];
      case "start":
        if (this.state === "rules") return [error("start: send rules first")];
        this.position = {
          field: fieldOf(message.board),
          queue: [...message.queue],
          hold: message.hold,
          chain: { backToBack: message.back_to_back, combo: message.combo - 1 },
        };
        this.state = "calculating";
        return [];
      case "stop":
        if (this.state === "calculating") this.state = "ready";
        this.position = null;
        return [];
      case "quit":
        this.state = "quit";
        return [];
      case "suggest":
        if (this.position === null) return [error("suggest: no game is running (send start first)")];
        return [{ type: "suggestion", moves: this.suggest(this.position) }];
      case "play":
        if (this.position === null) return [error("play: no game is running (send start first)")];
        return this.play(this.position, message.move);
      case "new_piece":
        if (this.position === null) return [error("new_piece: no game is running (send start first)")];
        this.position.queue.push(message.piece);
        return [];
    }
  }

  /**
   * One line of the stdin/stdout transport in, the lines to write out. A line that is not valid
   * TBP is answered with an error naming the field.
   */
  handleLine(line: string): string[] {
    if (line.trim() === "") return [];
    let message: FrontendMessage | null;
    try {
      message = parseLine(line, parseFrontendMessage);
    } catch (e) {
      if (e instanceof TbpError) return [printMessage(error(e.message))];
      throw e;
    }
    return message === null ? [] : this.handle(message).map(printMessage);
  }

  private suggest(position: Position): TbpMove[] {
    const [current, ...queue] = position.queue;
    if (current === undefined) return [];
    // As `think` does: the harder search on a high stack, the digging evaluator higher still, and
    // now and then a misdrop of the best move, listed first (the move meant follows it).
    const bot = configAt(this.config, position.field);
    const result = search(
      { field: position.field, current, queue, hold: position.hold, chain: position.chain },
      { ...searchOptionsOf(bot, true, this.rng), preview: Math.min(bot.preview, queue.length) },
    );
    const played = withSlips(result, bot, position.field, position.chain, this.rng, true, false);
    if (result === null || played === null) return [];
    const listed = played.best === result.best ? [result.best] : [played.best, result.best];
    return [...listed, ...result.alternatives].slice(0, this.moves).map(moveOf);
  }

  private play(position: Position, move: TbpMove): BotMessage[] {
    const { type, orientation, x, y } = move.location;
    const [current, after] = position.queue;
    let queue: PieceType[];
    let hold = position.hold;
    if (type === current) {
      queue = position.queue.slice(1);
    } else if (current !== undefined && hold !== null && type === hold) {
      queue = position.queue.slice(1);
      hold = current;
    } else if (current !== undefined && hold === null && type === after) {
      queue = position.queue.slice(2);
      hold = current;
    } else {
      return [error(`play.move.location.type: ${type} is neither the piece in play (${current ?? "none"}) nor the one hold would give`)];
    }
    const rotation = ORIENTATIONS.indexOf(orientation) as Rotation;
    if (!fits(position.field, SHAPES[type][rotation]!, x, y))
      return [error(`play.move.location: ${type} ${orientation} at (${x}, ${y}) overlaps the board or a wall`)];
    const field = position.field.slice();
    const lock = lockInto(field, { piece: type, x, y, rotation, spin: move.spin }, position.chain);
    this.position = { field, queue, hold, chain: lock.chain };
    return [];
  }
}

function error(reason: string): BotMessage {
  return { type: "error", reason };
}

function fieldOf(board: readonly (readonly unknown[])[]): Field {
  const field = emptyField();
  for (let y = 0; y < TBP_ROWS; y++) {
    let row = 0;
    for (let x = 0; x < TBP_COLUMNS; x++) if (board[y]![x] !== null) row |= 1 << x;
    field[y] = row;
  }
  return field;
}
