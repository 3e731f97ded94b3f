// The first hand of a table seed, played here with the same engine and bots the app runs: the
// bots' decisions (easy), and yours by a fixed plan (take a win, call the first chi or pon offered,
// otherwise discard what the easy bot would). The end-to-end test plays the same plan by touch and
// expects the app to reach the same decisions, turn for turn.
import { botAction, table } from "@arcade/mahjong";

export interface YourStep {
  /** Decisions made before this one (the page reports it as `turn`). */
  turn: number;
  kind: "discard" | "call" | "win";
  /** A discard's tile by mpsz name ("0p" the red five) and whether it is the tile just drawn. */
  tile?: string;
  drawn?: boolean;
  /** A call's or a win's button label. */
  label?: string;
}

export interface TableScript {
  seed: string;
  you: table.Seat;
  steps: YourStep[];
  /** Decisions in the first hand, the one that ends it included. */
  decisions: number;
  outcome: table.HandOutcome["type"];
}

const LABELS: Partial<Record<table.Action["type"], string>> = { ron: "Ron", tsumo: "Tsumo", pon: "Pon", chi: "Chi" };

/** The plan for the first hand of `seed`, or null when it needs what the plan does not do (a kan, riichi, two chi choices). */
export function scriptFor(seed: string): TableScript | null {
  let state = table.newHanchan(seed);
  const you = table.yourSeat(seed);
  const steps: YourStep[] = [];
  let turn = 0;
  let called = false;
  while (state.history.length === 0) {
    const toAct = table.seatsToAct(state);
    const bot = toAct.find((s) => s !== you);
    let action: table.Action;
    if (bot !== undefined) action = botAction(state, bot, "easy");
    else {
      const legal = table.legalActions(state, you);
      const win = legal.find((a) => a.type === "ron" || a.type === "tsumo");
      const calls = legal.filter((a) => a.type === "pon" || a.type === "chi");
      if (win) {
        action = win;
        steps.push({ turn, kind: "win", label: LABELS[win.type]! });
      } else if (calls.length === 1 && !called) {
        action = calls[0]!;
        called = true;
        steps.push({ turn, kind: "call", label: LABELS[action.type]! });
      } else if (legal.some((a) => a.type === "pass")) {
        return null;
      } else {
        action = botAction(state, you, "easy");
        if (action.type !== "discard" || legal.some((a) => a.type !== "discard")) return null;
        const drawn = state.hand.seats[you]!.drawn;
        steps.push({ turn, kind: "discard", tile: table.idName(action.tile, state.rules.redFives), drawn: action.tile === drawn });
      }
    }
    state = table.apply(state, action);
    turn++;
  }
  const outcome = state.history[0]!.outcome.type;
  return called ? { seed, you, steps, decisions: turn, outcome } : null;
}

/** The seed `table-e2e-<i>` whose first hand has a call you take and ends soonest. */
export function shortScript(tries = 60): TableScript {
  let best: TableScript | null = null;
  for (let i = 0; i < tries; i++) {
    const script = scriptFor(`table-e2e-${i}`);
    if (script && (best === null || script.decisions < best.decisions)) best = script;
  }
  if (!best) throw new Error(`no seed table-e2e-0 … table-e2e-${tries - 1} offers you a call you can take`);
  return best;
}
