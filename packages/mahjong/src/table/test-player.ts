// A quick player for tests and property runs (not one of the table's bots): wins whenever it
// can, declares riichi when it can, discards a tile that keeps its shanten lowest (ties at
// random), and takes calls and kans at the given rates so that random games reach every rule.
import type { Rng } from "@arcade/core";
import { shanten } from "../analysis/shanten.ts";
import { apply, isOver } from "./engine.ts";
import { legalActions, seatsToAct } from "./legal.ts";
import { kindCounts } from "./tile-ids.ts";
import type { Action, Seat, TableState } from "./types.ts";

export interface TestPlayerRates {
  call: number;
  kan: number;
  kyuushu: number;
}

export function testAction(state: TableState, seat: Seat, rng: Rng, rates: TestPlayerRates = { call: 0.3, kan: 0.8, kyuushu: 0.5 }): Action {
  const legal = legalActions(state, seat);
  const win = legal.find((a) => a.type === "tsumo" || a.type === "ron");
  if (win) return win;
  const pick = (type: Action["type"], rate: number) => (rng.chance(rate) ? legal.find((a) => a.type === type) : undefined);
  const special = pick("kyuushu", rates.kyuushu) ?? pick("closedKan", rates.kan) ?? pick("addedKan", rates.kan) ?? pick("openKan", rates.kan);
  if (special) return special;
  const calls = legal.filter((a) => a.type === "pon" || a.type === "chi");
  if (calls.length > 0 && rng.chance(rates.call)) return rng.pick(calls);
  const riichi = legal.filter((a) => a.type === "discard" && a.riichi === true);
  if (riichi.length > 0) return rng.pick(riichi);
  const discards = legal.filter((a): a is Extract<Action, { type: "discard" }> => a.type === "discard");
  if (discards.length === 0) return legal.find((a) => a.type === "pass")!;
  const concealed = state.hand.seats[seat]!.concealed;
  const after = discards.map((a) => shanten(kindCounts(concealed.filter((id) => id !== a.tile)), concealed.length - 1));
  const best = Math.min(...after);
  return rng.pick(discards.filter((_, i) => after[i] === best));
}

/** Plays a whole hanchan from `state` with test players; returns every state passed through if asked. */
export function playOut(state: TableState, rng: Rng, rates?: TestPlayerRates, onState?: (s: TableState, a: Action) => void): TableState {
  let s = state;
  for (let steps = 0; !isOver(s); steps++) {
    if (steps > 100_000) throw new Error("a hanchan did not end");
    const seat = seatsToAct(s)[0]!;
    const a = testAction(s, seat, rng, rates);
    s = apply(s, a);
    onState?.(s, a);
  }
  return s;
}
