// The frontend's side of TBP: `TbpOpponent`, a TBP bot as a versus opponent, following the spec's
// flow (tbp-spec, the first version and its randomizer extension). The transport is the caller's:
// a Worker's postMessage in the app, a child process's stdin/stdout in the CLI, a TbpBot in tests.
//
//   bot: info → frontend: rules (randomizer "seven_bag") → bot: ready
//   frontend: start (once per game, with the 7-bag's state) … thinking time … suggest
//   bot: suggestion → the first move our move generation reaches is played
//   frontend: play (that move), new_piece (each piece the queue gained) … thinking time … suggest
//   and so on; `stop` then a fresh `start` only when the board changed in a way the bot was not
//   told (garbage rose), and `quit` at the end.
//
// A bot that sends `error`, a message that is not TBP, or (with `answerMs`) stays silent past its
// time forfeits with a sentence saying why; a suggestion with no reachable move is a forfeit too.
import type { PlayAction } from "../../rules/types.ts";
import type { AdvisorPosition } from "../advisor.ts";
import { TbpError, parseBotMessage, type BotMessage, type FrontendMessage, type TbpMove } from "./messages.ts";
import { actionsForMove, continues, startMessageOf, viewAfter, viewOf, type BotView } from "./moves.ts";

export { actionsForMove, startMessageOf } from "./moves.ts";

/** What a TBP opponent reports: a move for a plan (null = the bot forfeits), or a problem to show. */
export interface TbpOpponentEvents {
  move(key: string, actions: PlayAction[] | null): void;
  problem(message: string): void;
}

/** A timer: runs `run` after `ms` milliseconds; the function returned cancels it. */
export type After = (ms: number, run: () => void) => () => void;

const realTimer: After = (ms, run) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/** The bot thinks this long on each position before it is asked for its move (under the expert's pace). */
export const DEFAULT_THINK_MS = 200;

export interface TbpOpponentOptions {
  /** Milliseconds between a position (`start`, or `play` and `new_piece`) and its `suggest`. */
  thinkMs?: number;
  /** Milliseconds the bot has to send a `suggestion` before it forfeits; absent = no limit. */
  answerMs?: number;
  /** Milliseconds it has to start (send `info`, then `ready`); absent = `answerMs`. A bot may load a lot first. */
  startMs?: number;
  after?: After;
}

interface Ask {
  key: string;
  position: AdvisorPosition;
}

export class TbpOpponent {
  private phase: "info" | "rules" | "ready" | "over" = "info";
  /** The newest position asked about while another is being answered. */
  private waiting: Ask | null = null;
  /** The position the bot is thinking about or answering. */
  private asking: Ask | null = null;
  private suggestSent = false;
  /** The game as the bot knows it (null before its `start`). */
  private view: BotView | null = null;
  /** The move the last suggestion gave, not yet told to the bot with `play`. */
  private chosen: { move: TbpMove; position: AdvisorPosition } | null = null;
  private cancel: (() => void) | null = null;
  private readonly thinkMs: number;
  private readonly after: After;
  /** The bot's name and features from its `info`. */
  name: string | null = null;
  features: readonly string[] = [];

  constructor(
    private readonly send: (message: FrontendMessage) => void,
    private readonly events: TbpOpponentEvents,
    private readonly options: TbpOpponentOptions = {},
  ) {
    this.thinkMs = options.thinkMs ?? DEFAULT_THINK_MS;
    this.after = options.after ?? realTimer;
    this.expectAnswer("info", options.startMs ?? options.answerMs);
  }

  /** A message from the bot (any value: it is checked here). */
  receive(data: unknown): void {
    if (this.phase === "over") return;
    let message: BotMessage | null;
    try {
      message = parseBotMessage(data);
    } catch (e) {
      if (!(e instanceof TbpError)) throw e;
      return this.forfeit(`The TBP bot sent a message that is not TBP: ${e.message}`);
    }
    if (message === null) return;
    switch (message.type) {
      case "info":
        if (this.phase !== "info") return;
        this.name = message.name;
        this.features = message.features;
        this.phase = "rules";
        // The randomizer extension, always: our pieces come from a 7-bag (a bot that does not
        // know the extension ignores the field, as the spec asks).
        this.send({ type: "rules", randomizer: "seven_bag" });
        return this.expectAnswer("ready", this.options.startMs ?? this.options.answerMs);
      case "ready":
        if (this.phase !== "rules") return;
        this.stopTimer();
        this.phase = "ready";
        return this.next();
      case "error":
        return this.forfeit(`The TBP bot cannot play: ${message.reason}`);
      case "suggestion":
        return this.suggested(message.moves);
    }
  }

  /** Asks for a move in this position (answered through `events.move` with the same key). */
  plan(key: string, position: AdvisorPosition): void {
    this.waiting = { key, position };
    this.next();
  }

  /** The bot's process ended (or its worker died): it forfeits unless the game is over. */
  exited(detail: string): void {
    this.forfeit(`The TBP bot exited (${detail}); it forfeits.`);
  }

  /** Ends the session: `quit` to the bot, no timers left. */
  close(): void {
    this.stopTimer();
    if (this.phase !== "over") this.send({ type: "quit" });
    this.phase = "over";
  }

  private suggested(moves: readonly TbpMove[]): void {
    const asked = this.asking;
    if (asked === null || !this.suggestSent) return;
    this.stopTimer();
    this.asking = null;
    this.suggestSent = false;
    // The first move that is legal here (a list may repeat moves; later ones are fallbacks).
    for (const move of moves) {
      const actions = actionsForMove(asked.position, move);
      if (actions === null) continue;
      this.chosen = { move, position: asked.position };
      this.events.move(asked.key, actions);
      return this.next();
    }
    // No legal move: the bot forfeits, and is told to stop calculating.
    this.send({ type: "stop" });
    this.view = null;
    this.chosen = null;
    this.events.move(asked.key, null);
    this.next();
  }

  /** Tells the bot about the next waiting position, then asks after its thinking time. */
  private next(): void {
    if (this.phase !== "ready" || this.asking !== null || this.waiting === null) return;
    const asked = (this.asking = this.waiting);
    this.waiting = null;
    this.tell(asked.position);
    this.cancel = this.after(this.thinkMs, () => {
      this.cancel = null;
      if (this.phase !== "ready") return;
      this.suggestSent = true;
      this.send({ type: "suggest" });
      this.expectAnswer("suggestion", this.options.answerMs);
    });
  }

  /** Brings the bot's game to `position`: nothing, `play` and `new_piece`, or `stop` and `start`. */
  private tell(position: AdvisorPosition): void {
    const view = this.view;
    if (view !== null && this.chosen !== null) {
      const after = viewAfter(view, this.chosen.move);
      if (continues(after, position)) {
        this.send({ type: "play", move: this.chosen.move });
        this.chosen = null;
        return this.newPieces(after, position);
      }
    }
    // The same position again (asked anew, the chosen move not played): the bot already has it.
    if (view !== null && continues(view, position)) {
      this.chosen = null;
      return this.newPieces(view, position);
    }
    if (view !== null) this.send({ type: "stop" });
    this.chosen = null;
    this.send(startMessageOf(position));
    this.view = viewOf(position);
  }

  private newPieces(view: BotView, position: AdvisorPosition): void {
    const pieces = [position.active.type, ...position.queue];
    for (const piece of pieces.slice(view.pieces.length)) this.send({ type: "new_piece", piece });
    this.view = { ...view, pieces: pieces.length > view.pieces.length ? pieces : view.pieces };
  }

  private expectAnswer(what: string, ms: number | undefined): void {
    this.stopTimer();
    if (ms === undefined) return;
    this.cancel = this.after(ms, () => {
      this.cancel = null;
      this.forfeit(`The TBP bot did not answer (no ${what} within ${ms / 1000} s); it forfeits.`);
    });
  }

  private stopTimer(): void {
    this.cancel?.();
    this.cancel = null;
  }

  private forfeit(message: string): void {
    if (this.phase === "over") return;
    this.stopTimer();
    this.phase = "over";
    this.events.problem(message);
  }
}
