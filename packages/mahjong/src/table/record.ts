// A hanchan on core's record path: (rules version, seed, every seat's decisions in order). The
// record's "frame" is the number of decisions applied; input `i` is the i-th decision as
// action-text.ts writes it ("2 pon 55m", "0 riichi 3p drawn"). Re-running a record rebuilds the
// hanchan exactly (walls come from the seed), so the app resumes mid-hand after a reload; a
// record of another rules version is refused by core's checkRecord.
import { InputError, describeValue as describe, type GameRecord, type RecordHeader, type ReplayRules, type ReplayableGame } from "@arcade/core";
import { MAHJONG_GAME } from "../rules/game-id.ts";
import { actionText, parseAction } from "./action-text.ts";
import { newHanchan } from "./deal.ts";
import { apply, isOver } from "./engine.ts";
import { finalOf } from "./hand-end.ts";
import type { Action, FinalResult, TableRules, TableState } from "./types.ts";

/** Bump when a change of the table's rules makes an old record play differently. */
export const TABLE_RULES_VERSION = 1;
export const TABLE_MODE = "table";

export interface TableSummary {
  over: boolean;
  hands: number;
  scores: number[];
  sticks: number;
  final: FinalResult | null;
}

export function tableSummary(state: TableState): TableSummary {
  const over = isOver(state);
  return { over, hands: state.history.length, scores: state.scores.slice(), sticks: state.sticks, final: over ? finalOf(state.scores, state.sticks) : null };
}

export class TableReplay implements ReplayableGame<TableSummary> {
  state: TableState;
  private actions = 0;
  constructor(seed: string, rules: TableRules) {
    this.state = newHanchan(seed, rules);
  }
  get frame(): number {
    return this.actions;
  }
  get over(): boolean {
    return isOver(this.state);
  }
  apply(action: string, where: string): void {
    const parsed = parseAction(action, this.state, where);
    try {
      this.state = apply(this.state, parsed);
    } catch (error) {
      if (error instanceof InputError) throw new InputError(error.message, where);
      throw error;
    }
    this.actions++;
  }
  step(): void {
    throw new InputError(`has no decision for step ${this.actions + 1}`, "inputs");
  }
  summary(): TableSummary {
    return tableSummary(this.state);
  }
}

export const tableRules: ReplayRules<TableReplay> = {
  game: MAHJONG_GAME,
  rulesVersion: TABLE_RULES_VERSION,
  create(header: RecordHeader) {
    if (header.mode !== TABLE_MODE) throw new InputError(`must be ${JSON.stringify(TABLE_MODE)}, got ${describe(header.mode)}`, "mode");
    const red = header.options.redFives ?? true;
    if (typeof red !== "boolean") throw new InputError(`must be true or false, got ${describe(red)}`, "options.redFives");
    return new TableReplay(header.seed, { redFives: red });
  },
};

/** Records decisions as they are applied: `record()` is the hanchan so far. */
export class TableRecorder {
  private readonly inputs: { frame: number; action: string }[] = [];
  constructor(
    readonly seed: string,
    readonly rules: TableRules,
  ) {}
  /** Applies `action` to `state` and keeps its text; returns the next state. */
  play(state: TableState, action: Action): TableState {
    const text = actionText(action, state);
    const next = apply(state, action);
    this.inputs.push({ frame: this.inputs.length, action: text });
    return next;
  }
  record(): GameRecord {
    return {
      game: MAHJONG_GAME,
      rulesVersion: TABLE_RULES_VERSION,
      seed: this.seed,
      mode: TABLE_MODE,
      options: { redFives: this.rules.redFives },
      inputs: this.inputs.slice(),
    };
  }
}
