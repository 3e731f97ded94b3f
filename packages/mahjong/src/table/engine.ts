// The table's one way forward: `apply(state, action)` checks the action against the seat's legal
// actions and returns the next state (the given one is never changed). Draws happen inside: after
// a discard nobody claims, the next seat draws; after a kan, the kan's owner draws a replacement.
// Claims are answered by every seat that has one, then resolved by priority: ron (two rons are a
// double ron, three an abortive draw) over pon and open kan over chi.
import { InputError } from "@arcade/core";
import { take, drawLive } from "./deal.ts";
import { settleAbortive, settleExhaustive, settleWins, type Winner } from "./hand-end.ts";
import { actionText } from "./action-text.ts";
import { claimActions, forbiddenAfterCall, legalActions } from "./legal.ts";
import { paoCompletedBy } from "./pao.ts";
import { kindOf, sortIds, type TileId } from "./tile-ids.ts";
import type { Action, ClaimWindow, HandState, Seat, TableMeld, TableState } from "./types.ts";
import { waitsOf } from "./waits.ts";
import { RINSHAN_AT, tilesLeft } from "./wall.ts";

/** A copy of the state deep enough to change the hand in play (finished hands are shared). */
function draft(state: TableState): TableState {
  const h = state.hand;
  const hand: HandState = {
    ...h,
    seats: h.seats.map((seat) => ({
      ...seat,
      concealed: seat.concealed.slice(),
      melds: seat.melds.map((m) => ({ ...m, tiles: m.tiles.slice() })),
      river: seat.river.map((r) => ({ ...r })),
    })),
    kans: h.kans.slice(),
    events: h.events.slice(),
  };
  const phase =
    state.phase.type === "claim" ? { ...state.phase, waiting: state.phase.waiting.slice(), answers: state.phase.answers.slice() } : { ...state.phase };
  return { ...state, scores: state.scores.slice(), hand, phase };
}

export function isOver(state: TableState): boolean {
  return state.phase.type === "over";
}

/** The next state after `action`; an InputError when it is not legal now. */
export function apply(state: TableState, action: Action): TableState {
  const legal = legalActions(state, action.seat);
  const text = actionText(action, state);
  const chosen = legal.find((a) => actionText(a, state) === text);
  if (chosen === undefined) {
    const options = legal.map((a) => actionText(a, state)).join(", ");
    throw new InputError(`${text} is not legal now (${options === "" ? `seat ${action.seat} has nothing to decide` : `legal: ${options}`})`, "action");
  }
  const s = draft(state);
  if (s.phase.type === "turn") onTurn(s, chosen);
  else onClaim(s, chosen);
  return s;
}

function revealPendingDora(s: TableState): void {
  const hand = s.hand;
  while (hand.pendingDora > 0) {
    hand.pendingDora--;
    hand.doraRevealed++;
    hand.events.push({ type: "dora", indicator: hand.wall[126 + hand.doraRevealed - 1]! });
  }
}

function breakIppatsu(hand: HandState): void {
  hand.called = true;
  for (const seat of hand.seats) seat.ippatsu = false;
}

function drawRinshan(s: TableState, seat: Seat): void {
  const hand = s.hand;
  const tile = hand.wall[RINSHAN_AT + hand.rinshanDrawn]!;
  hand.rinshanDrawn++;
  take(s, seat, tile, true);
}

/** Opens a claim window if anyone may answer; returns whether it did. */
function openClaims(s: TableState, from: Seat, tile: TileId, source: ClaimWindow["source"], riichi: boolean): boolean {
  const w: ClaimWindow = { type: "claim", from, tile, source, riichi, waiting: [false, false, false, false], answers: [null, null, null, null] };
  for (const seat of [0, 1, 2, 3] as Seat[]) w.waiting[seat] = claimActions(s, seat, w).length > 0;
  if (!w.waiting.some(Boolean)) return false;
  s.phase = w;
  return true;
}

function onTurn(s: TableState, a: Action): void {
  const hand = s.hand;
  const seat = hand.seats[a.seat]!;
  const phase = s.phase as Extract<TableState["phase"], { type: "turn" }>;
  switch (a.type) {
    case "tsumo":
      settleWins(s, [{ seat: a.seat, from: a.seat, tile: seat.drawn!, tsumo: true, rinshan: phase.rinshan, chankan: false }]);
      return;
    case "kyuushu":
      settleAbortive(s, "kyuushu");
      return;
    case "closedKan": {
      const tile = seat.concealed.find((id) => kindOf(id) === a.kind)!;
      if (!openClaims(s, a.seat, tile, "closedKan", false)) makeClosedKan(s, a.seat, a.kind);
      return;
    }
    case "addedKan":
      if (!openClaims(s, a.seat, a.tile, "addedKan", false)) makeAddedKan(s, a.seat, a.tile);
      return;
    case "discard":
      discard(s, a.seat, a.tile, a.riichi === true);
      return;
    default:
      throw new Error(`${a.type} on a turn`);
  }
}

function makeClosedKan(s: TableState, seatIndex: Seat, kind: number): void {
  const hand = s.hand;
  const seat = hand.seats[seatIndex]!;
  const tiles = seat.concealed.filter((id) => kindOf(id) === kind);
  seat.concealed = seat.concealed.filter((id) => kindOf(id) !== kind);
  seat.drawn = null;
  const meld: TableMeld = { type: "closedKan", tiles: sortIds(tiles, s.rules.redFives), called: null, from: null, added: null };
  seat.melds.push(meld);
  seat.waits = waitsOf(seat.concealed);
  breakIppatsu(hand);
  hand.kans.push(seatIndex);
  hand.events.push({ type: "call", seat: seatIndex, meld });
  // Tenhou turns a closed kan's dora at once (an earlier open kan's first).
  revealPendingDora(s);
  hand.pendingDora++;
  revealPendingDora(s);
  drawRinshan(s, seatIndex);
}

function makeAddedKan(s: TableState, seatIndex: Seat, tile: TileId): void {
  const hand = s.hand;
  const seat = hand.seats[seatIndex]!;
  const at = seat.melds.findIndex((m) => m.type === "pon" && kindOf(m.tiles[0]!) === kindOf(tile));
  const pon = seat.melds[at]!;
  const meld: TableMeld = { ...pon, type: "addedKan", tiles: [...pon.tiles, tile], added: tile };
  seat.melds[at] = meld;
  seat.concealed = seat.concealed.filter((id) => id !== tile);
  seat.drawn = null;
  seat.waits = waitsOf(seat.concealed);
  breakIppatsu(hand);
  hand.kans.push(seatIndex);
  hand.events.push({ type: "call", seat: seatIndex, meld });
  revealPendingDora(s);
  hand.pendingDora++;
  drawRinshan(s, seatIndex);
}

function discard(s: TableState, seatIndex: Seat, tile: TileId, riichi: boolean): void {
  const hand = s.hand;
  const seat = hand.seats[seatIndex]!;
  const tsumogiri = tile === seat.drawn;
  seat.concealed = seat.concealed.filter((id) => id !== tile);
  seat.drawn = null;
  seat.forbidden = [];
  seat.furitenPassed = false;
  seat.ippatsu = false;
  seat.river.push({ tile, tsumogiri, riichi, calledBy: null });
  seat.waits = waitsOf(seat.concealed);
  hand.events.push({ type: "discard", seat: seatIndex, tile, tsumogiri, riichi });
  revealPendingDora(s);
  if (!openClaims(s, seatIndex, tile, "discard", riichi))
    resolveClaims(s, {
      type: "claim",
      from: seatIndex,
      tile,
      source: "discard",
      riichi,
      waiting: [false, false, false, false],
      answers: [null, null, null, null],
    });
}

function onClaim(s: TableState, a: Action): void {
  const w = s.phase as ClaimWindow;
  w.answers[a.seat] = a;
  w.waiting[a.seat] = false;
  if (!w.waiting.some(Boolean)) resolveClaims(s, w);
}

/** Every seat has answered (or none could): ron, else the kan goes on, else a call, else play on. */
function resolveClaims(s: TableState, w: ClaimWindow): void {
  const hand = s.hand;
  const order = [1, 2, 3].map((i) => ((w.from + i) % 4) as Seat);
  const rons = order.filter((seat) => w.answers[seat]?.type === "ron");
  // A winning tile let pass: furiten until the seat's next discard (for the hand, after riichi).
  for (const seat of order) {
    const h = hand.seats[seat]!;
    if (rons.includes(seat) || !h.waits.includes(kindOf(w.tile))) continue;
    h.furitenPassed = true;
    if (h.riichi !== "none") h.furitenRiichi = true;
  }
  if (rons.length === 3) return settleAbortive(s, "sanchahou");
  if (rons.length > 0) {
    const winners: Winner[] = rons.map((seat) => ({ seat, from: w.from, tile: w.tile, tsumo: false, rinshan: false, chankan: w.source !== "discard" }));
    return settleWins(s, winners);
  }
  if (w.source === "closedKan") return makeClosedKan(s, w.from, kindOf(w.tile));
  if (w.source === "addedKan") return makeAddedKan(s, w.from, w.tile);
  if (w.riichi && acceptRiichi(s, w.from)) return;
  const call =
    order.map((seat) => w.answers[seat]).find((x) => x?.type === "pon" || x?.type === "openKan") ??
    order.map((seat) => w.answers[seat]).find((x) => x?.type === "chi");
  if (call) return makeCall(s, call, w);
  afterDiscard(s, w.from);
}

/** The riichi stands: its stick goes down, ippatsu begins. True when it was the fourth (abortive). */
function acceptRiichi(s: TableState, seatIndex: Seat): boolean {
  const hand = s.hand;
  const seat = hand.seats[seatIndex]!;
  seat.riichi = seat.river.length === 1 && !hand.called ? "double" : "riichi";
  seat.ippatsu = true;
  s.scores[seatIndex]! -= 1000;
  s.sticks++;
  hand.events.push({ type: "riichiAccepted", seat: seatIndex });
  if (hand.seats.every((h) => h.riichi !== "none")) {
    settleAbortive(s, "suucha");
    return true;
  }
  return false;
}

function makeCall(s: TableState, a: Action, w: ClaimWindow): void {
  const hand = s.hand;
  const seat = hand.seats[a.seat]!;
  const river = hand.seats[w.from]!.river;
  river[river.length - 1]!.calledBy = a.seat;
  const k = kindOf(w.tile);
  const own = a.type === "openKan" ? seat.concealed.filter((id) => kindOf(id) === k) : (a as { tiles: TileId[] }).tiles;
  seat.concealed = seat.concealed.filter((id) => !own.includes(id));
  const type = a.type === "openKan" ? "openKan" : (a.type as "pon" | "chi");
  const meld: TableMeld = { type, tiles: sortIds([...own, w.tile], s.rules.redFives), called: w.tile, from: w.from, added: null };
  seat.melds.push(meld);
  if (paoCompletedBy(seat.melds) !== null) seat.pao = w.from;
  breakIppatsu(hand);
  hand.events.push({ type: "call", seat: a.seat, meld });
  if (type === "openKan") {
    hand.kans.push(a.seat);
    seat.waits = waitsOf(seat.concealed);
    hand.pendingDora++;
    drawRinshan(s, a.seat);
    return;
  }
  const low = type === "chi" ? Math.min(...meld.tiles.map(kindOf)) : null;
  seat.forbidden = forbiddenAfterCall(k, low);
  s.phase = { type: "turn", seat: a.seat, rinshan: false, afterCall: true };
}

/** The discard stands: the abortive draws it may complete, the wall's end, or the next draw. */
function afterDiscard(s: TableState, from: Seat): void {
  const hand = s.hand;
  const rivers = hand.seats.map((h) => h.river);
  if (!hand.called && rivers.every((r) => r.length === 1)) {
    const first = kindOf(rivers[0]![0]!.tile);
    if (first >= 27 && first <= 30 && rivers.every((r) => kindOf(r[0]!.tile) === first)) return settleAbortive(s, "suufon");
  }
  if (hand.kans.length === 4 && new Set(hand.kans).size > 1) return settleAbortive(s, "suukaikan");
  if (tilesLeft(hand) === 0) return settleExhaustive(s);
  drawLive(s, ((from + 1) % 4) as Seat);
}
