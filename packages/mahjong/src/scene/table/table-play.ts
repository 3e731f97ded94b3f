// A hanchan in the app: your seat against three bots, or a recorded hanchan watched. It holds the
// table's state and its record (every decision as action text, kept after each one), asks the
// bots for their decisions (in the worker, through `BotAsker`), and plays them at a human pace so
// a player can follow the discards. Rules are the engine's (table/engine.ts); this decides only
// who is asked next and when an answer is shown. No Pixi, no DOM: timers come in as a `Clock`.
import type { GameRecord } from "@arcade/core";
import { botAction } from "../../bots/table-seat.ts";
import type { BotStrength } from "../../bots/decide.ts";
import { MAHJONG_GAME } from "../../rules/game-id.ts";
import { actionText, parseAction } from "../../table/action-text.ts";
import { newHanchan } from "../../table/deal.ts";
import { apply, isOver } from "../../table/engine.ts";
import { legalActions, seatsToAct } from "../../table/legal.ts";
import { TABLE_MODE, TABLE_RULES_VERSION } from "../../table/record.ts";
import { yourSeat } from "../../table/seating.ts";
import type { Action, HandRecord, Seat, TableRules, TableState } from "../../table/types.ts";
import type { BotRequest } from "./bot-jobs.ts";

/** Asks a bot for its action (in the worker); `cancel` forgets the question asked. */
export interface BotAsker {
  ask(request: BotRequest, answer: (action: Action) => void): void;
  cancel(): void;
}

export interface Clock {
  now(): number;
  /** Runs `run` after `ms`; returns a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** Between two shown actions of the bots: a player can follow each discard. */
export const BOT_PACE_MS = 700;
/** A bot that has not answered by then is replaced, for that decision, by the easy bot in the page. */
export const BOT_DEADLINE_MS = 4000;

export interface TablePlayOptions {
  seed: string;
  rules: TableRules;
  strength: BotStrength;
  /** Decisions already made (a resumed or watched hanchan), as action text. */
  inputs?: readonly string[];
  /** Watching: every decision comes from `inputs`, nobody is asked. */
  watch?: boolean;
  bots: BotAsker;
  clock: Clock;
  pace?: number;
  /** Something changed that the screen shows. */
  changed: () => void;
  /** A decision was made: the record to keep. */
  keep: (record: GameRecord) => void;
  /** A hand ended: show its result, then call `next` to play on. */
  handEnded: (hand: HandRecord, next: () => void) => void;
  /** The hanchan is over (or the watched record ran out). */
  finished: () => void;
}

export class TablePlay {
  state: TableState;
  /** The state before the last decision: the finished hand stays on the table while its result shows. */
  shown: TableState;
  readonly you: Seat;
  private readonly inputs: string[] = [];
  private readonly watched: readonly string[];
  /** The seat whose bot is thinking, for the screen's "thinking" mark. */
  thinking: Seat | null = null;
  /** Waiting for the result panel to be closed. */
  private between = false;
  private lastShownAt = -Infinity;
  private cancelTimer: (() => void) | null = null;
  private stopped = false;
  /** Paused (a popup is up): a decision that comes meanwhile waits here. */
  private paused = false;
  private held: (() => void) | null = null;
  /** What happened last, for the status line ("2 discard 5m"). */
  lastAction: Action | null = null;

  constructor(private readonly options: TablePlayOptions) {
    this.you = yourSeat(options.seed);
    this.state = newHanchan(options.seed, options.rules);
    this.watched = options.watch ? (options.inputs ?? []) : [];
    if (!options.watch) for (const text of options.inputs ?? []) this.applyAction(parseAction(text, this.state, `input ${this.inputs.length + 1}`));
    this.shown = this.state;
  }

  get record(): GameRecord {
    const { seed, rules, strength } = this.options;
    return {
      game: MAHJONG_GAME,
      rulesVersion: TABLE_RULES_VERSION,
      seed,
      mode: TABLE_MODE,
      options: { redFives: rules.redFives, bots: strength },
      inputs: this.inputs.map((action, frame) => ({ frame, action })),
    };
  }

  /** Decisions made so far. */
  get turn(): number {
    return this.inputs.length;
  }

  get over(): boolean {
    return isOver(this.state);
  }

  get watching(): boolean {
    return this.options.watch === true;
  }

  /** Your legal actions now (none while a bot is deciding, between hands, or watching). */
  get yourLegal(): Action[] {
    if (this.watching || this.between || this.stopped || this.cancelTimer !== null) return [];
    if (seatsToAct(this.state).some((s) => s !== this.you)) return [];
    return legalActions(this.state, this.you);
  }

  /** Starts (or continues) the play: asks whoever decides next. */
  start(): void {
    // The table shows before the first bot moves (a resumed hand too).
    this.lastShownAt = this.options.clock.now();
    this.next();
  }

  /** Stops every timer and question (the game is left). */
  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.options.bots.cancel();
  }

  /** Holds the bots' decisions while a popup is up (the pause menu, a hand's result). */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    const held = this.held;
    this.held = null;
    held?.();
  }

  /** Your decision (one of `yourLegal`); an InputError from the engine if it is not legal. */
  play(action: Action): void {
    if (this.yourLegal.length === 0) return;
    this.decide(action);
  }

  private applyAction(action: Action): void {
    const text = actionText(action, this.state);
    this.shown = this.state;
    this.state = apply(this.state, action);
    this.inputs.push(text);
    this.lastAction = action;
  }

  private decide(action: Action): void {
    if (this.paused) {
      this.held = () => this.decide(action);
      return;
    }
    const hands = this.state.history.length;
    this.applyAction(action);
    this.lastShownAt = this.options.clock.now();
    if (!this.watching) this.options.keep(this.record);
    if (this.state.history.length > hands) {
      this.between = true;
      this.options.changed();
      this.options.handEnded(this.state.history.at(-1)!, () => {
        this.between = false;
        this.shown = this.state;
        this.next();
      });
      return;
    }
    this.shown = this.state;
    this.next();
  }

  /** Whoever decides next: the watched record, a bot (others first in a claim), or you. */
  private next(): void {
    if (this.stopped) return;
    this.options.changed();
    if (this.over) return this.options.finished();
    if (this.watching) {
      const text = this.watched[this.inputs.length];
      if (text === undefined) return this.options.finished();
      return this.later(parseAction(text, this.state, `input ${this.inputs.length + 1}`), true);
    }
    const toAct = seatsToAct(this.state);
    const bot = toAct.find((s) => s !== this.you);
    if (bot !== undefined) return this.askBot(bot);
    const legal = legalActions(this.state, this.you);
    // After riichi the drawn tile goes by itself when nothing else may be done (Tenhou's auto-discard).
    if (legal.length === 1) this.later(legal[0]!, true);
  }

  private askBot(seat: Seat): void {
    const { bots, clock, strength } = this.options;
    this.thinking = seat;
    let answered = false;
    const deadline = clock.after(BOT_DEADLINE_MS, () => {
      if (answered) return;
      answered = true;
      bots.cancel();
      this.answered(botAction(this.state, seat, "easy"));
    });
    bots.ask({ state: this.state, seat, strength }, (action) => {
      if (answered) return;
      answered = true;
      deadline();
      this.answered(action);
    });
  }

  private answered(action: Action): void {
    this.thinking = null;
    // A bot's pass is not seen at the table: no pause for it.
    this.later(action, action.type !== "pass");
  }

  /** Plays `action` once the pace allows (at once for what nobody sees). */
  private later(action: Action, paced: boolean): void {
    if (!paced) return this.decide(action);
    const wait = Math.max(0, this.lastShownAt + (this.options.pace ?? BOT_PACE_MS) - this.options.clock.now());
    this.cancelTimer = this.options.clock.after(wait, () => {
      this.cancelTimer = null;
      if (!this.stopped) this.decide(action);
    });
  }
}
