// A bot in the table engine's seat: the seat's view (viewOf, never the wall or another hand) and
// the order of the public discards become the bot's view and prompt, and the bot's answer becomes
// one of the seat's legal actions.
import type { Tile } from "../analysis/tiles.ts";
import { legalActions } from "../table/legal.ts";
import { isRedId, kindOf, tileOf, type TileId } from "../table/tile-ids.ts";
import type { Action, Seat, TableState } from "../table/types.ts";
import { viewOf, type SeatView } from "../table/view.ts";
import { roundWind } from "../table/win.ts";
import { decide, type BotStrength } from "./decide.ts";
import type { BotAction, BotView, ClaimPrompt, RiverTile, TurnPrompt } from "./view.ts";

/** The bot's action for `seat`, which must have a decision to make. */
export function botAction(state: TableState, seat: Seat, strength: BotStrength): Action {
  const legal = legalActions(state, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has nothing to decide`);
  if (legal.length === 1) return legal[0]!;
  const view = viewOf(state, seat);
  const botView = botViewOf(state, view);
  const prompt = promptOf(view, legal);
  return toAction(decide(botView, prompt, strength), legal, view.rules.redFives);
}

/** Every discard of the hand so far is public: its order tells what passed after a riichi. */
function discardTurns(state: TableState): Map<TileId, number> {
  const turns = new Map<TileId, number>();
  let turn = 0;
  for (const e of state.hand.events) if (e.type === "discard") turns.set(e.tile, turn++);
  return turns;
}

export function botViewOf(state: TableState, view: SeatView): BotView {
  const red = view.rules.redFives;
  const tile = (id: TileId): Tile => tileOf(id, red);
  const turns = discardTurns(state);
  const rivers: RiverTile[][] = view.seats.map((s) =>
    s.river.map((r) => ({ tile: tile(r.tile), tsumogiri: r.tsumogiri, riichi: r.riichi, turn: turns.get(r.tile) ?? 0, calledAway: r.calledBy !== null })),
  );
  return {
    seat: view.seat,
    dealer: view.dealer,
    roundWind: roundWind(view.round),
    hand: view.hand.map(tile),
    melds: view.seats.map((s) => s.melds.map((m) => ({ type: m.type, tiles: m.tiles.map(tile) }))),
    rivers,
    riichiTurn: rivers.map((river) => river.find((r) => r.riichi)?.turn ?? -1),
    doraIndicators: view.doraIndicators.map(kindOf),
    scores: view.seats.map((s) => s.score),
    honba: view.honba,
    sticks: view.sticks,
    wallLeft: view.tilesLeft,
  };
}

function promptOf(view: SeatView, legal: readonly Action[]): TurnPrompt | ClaimPrompt {
  const red = view.rules.redFives;
  const tile = (id: TileId): Tile => tileOf(id, red);
  if (view.claim !== null) {
    return {
      kind: "claim",
      tile: tile(view.claim.tile),
      from: view.claim.from,
      canRon: legal.some((a) => a.type === "ron"),
      canPon: legal.some((a) => a.type === "pon"),
      canKan: legal.some((a) => a.type === "openKan"),
      chis: legal.flatMap((a) => (a.type === "chi" ? [[tile(a.tiles[0]!), tile(a.tiles[1]!)] as [Tile, Tile]] : [])),
    };
  }
  return {
    kind: "turn",
    canTsumo: legal.some((a) => a.type === "tsumo"),
    discards: legal.flatMap((a) => (a.type === "discard" && a.riichi !== true ? [tile(a.tile)] : [])),
    riichiDiscards: legal.flatMap((a) => (a.type === "discard" && a.riichi === true ? [tile(a.tile)] : [])),
    kans: legal.flatMap((a): TurnPrompt["kans"] =>
      a.type === "closedKan" ? [{ type: "closedKan", kind: a.kind }] : a.type === "addedKan" ? [{ type: "addedKan", kind: kindOf(a.tile) }] : [],
    ),
    canKyuushu: legal.some((a) => a.type === "kyuushu"),
  };
}

function sameTile(id: TileId, t: Tile, red: boolean): boolean {
  return kindOf(id) === t.kind && isRedId(id, red) === t.red;
}

/** The legal action the bot's answer names (its first legal action if it named none). */
function toAction(answer: BotAction, legal: readonly Action[], red: boolean): Action {
  const found = legal.find((a) => {
    switch (answer.type) {
      case "discard":
        return a.type === "discard" && sameTile(a.tile, answer.tile, red) && (a.riichi === true) === answer.riichi;
      case "kan":
        return answer.kan === "closedKan" ? a.type === "closedKan" && a.kind === answer.kind : a.type === "addedKan" && kindOf(a.tile) === answer.kind;
      case "chi":
        return a.type === "chi" && sameTile(a.tiles[0]!, answer.with[0], red) && sameTile(a.tiles[1]!, answer.with[1], red);
      default:
        return a.type === answer.type;
    }
  });
  if (found === undefined) throw new Error(`the bot chose ${JSON.stringify(answer)}, which is not among the seat's legal actions`);
  return found;
}
