// The legal decisions of a seat at any moment: on its own turn (discard, riichi with a discard
// that keeps it tenpai, tsumo, closed or added kan, nine terminals), and when another seat
// discards or adds to a pon (ron, pon, open kan, chi from the left seat only, pass). Tenhou's
// limits: no call but ron on the last discard, no kan without a draw left or after four kans,
// riichi only closed and tenpai with ≥ 4 draws left and ≥ 1,000 points, after riichi only the
// drawn tile is thrown and a closed kan must not change the waits, and kuikae is forbidden (a chi
// or pon that would leave no legal discard is not offered).
import { isRedId, kindCounts, kindOf, sortIds, type TileId } from "./tile-ids.ts";
import type { Action, ClaimWindow, Seat, SeatHand, TableState, TurnPhase } from "./types.ts";
import { isFuriten, isKyuushu, waitsOf } from "./waits.ts";
import { tilesLeft } from "./wall.ts";
import { scoreWinAt } from "./win.ts";

/** The distinct tiles among `ids`: one id per kind and redness (the lowest). */
function distinct(ids: readonly TileId[], redFives: boolean): TileId[] {
  const seen = new Set<string>();
  const out: TileId[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const key = `${kindOf(id)}${isRedId(id, redFives) ? "r" : ""}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(id);
    }
  }
  return out;
}

const isClosed = (seat: SeatHand) => seat.melds.every((m) => m.type === "closedKan");
const without = (ids: readonly TileId[], remove: readonly TileId[]) => ids.filter((id) => !remove.includes(id));

/** Kuikae: the kinds a seat may not discard after calling `called` into a run starting at `low` (or a pon). */
export function forbiddenAfterCall(called: number, runLow: number | null): number[] {
  if (runLow === null) return [called];
  const out = [called];
  const suit = Math.floor(called / 9);
  if (called === runLow && called + 3 < 27 && Math.floor((called + 3) / 9) === suit) out.push(called + 3);
  if (called === runLow + 2 && called - 3 >= 0 && Math.floor((called - 3) / 9) === suit) out.push(called - 3);
  return out;
}

function hasLegalDiscard(rest: readonly TileId[], forbidden: readonly number[]): boolean {
  return rest.some((id) => !forbidden.includes(kindOf(id)));
}

/** The discards that leave a closed hand tenpai (riichi candidates). */
function riichiDiscards(seat: SeatHand): Set<TileId> {
  const out = new Set<TileId>();
  for (const id of seat.concealed) if (waitsOf(without(seat.concealed, [id])).length > 0) out.add(id);
  return out;
}

export function turnActions(state: TableState, phase: TurnPhase): Action[] {
  const { hand, rules } = state;
  const seatIndex = phase.seat;
  const seat = hand.seats[seatIndex]!;
  const out: Action[] = [];
  const left = tilesLeft(hand);
  const drawn = seat.drawn;
  // The hand before the draw waited on the drawn kind, or the draw cannot complete it.
  if (!phase.afterCall && drawn !== null && seat.waits.includes(kindOf(drawn))) {
    const score = scoreWinAt(hand, rules, seatIndex, drawn, { tsumo: true, rinshan: phase.rinshan, chankan: false, honba: 0, sticks: 0 });
    if (score !== null) out.push({ type: "tsumo", seat: seatIndex });
  }
  if (!phase.afterCall && !hand.called && seat.river.length === 0 && drawn !== null && isKyuushu(seat.concealed))
    out.push({ type: "kyuushu", seat: seatIndex });
  if (!phase.afterCall && left > 0 && hand.kans.length < 4) {
    const counts = kindCounts(seat.concealed);
    for (let k = 0; k < 34; k++) {
      if (counts[k] !== 4) continue;
      if (seat.riichi !== "none") {
        // Only the drawn tile may make the kan, and the waits must stay as they were.
        if (drawn === null || kindOf(drawn) !== k) continue;
        const after = waitsOf(seat.concealed.filter((id) => kindOf(id) !== k));
        if (after.join() !== seat.waits.join()) continue;
      }
      out.push({ type: "closedKan", seat: seatIndex, kind: k });
    }
    if (seat.riichi === "none") {
      for (const m of seat.melds) {
        if (m.type !== "pon") continue;
        const fourth = seat.concealed.find((id) => kindOf(id) === kindOf(m.tiles[0]!));
        if (fourth !== undefined) out.push({ type: "addedKan", seat: seatIndex, tile: fourth });
      }
    }
  }
  if (seat.riichi !== "none" && drawn !== null) {
    out.push({ type: "discard", seat: seatIndex, tile: drawn });
    return out;
  }
  const fromHand = distinct(without(seat.concealed, drawn === null ? [] : [drawn]), rules.redFives);
  const choices = drawn === null ? fromHand : [...fromHand, drawn];
  const legal = choices.filter((id) => !seat.forbidden.includes(kindOf(id)));
  for (const id of legal) out.push({ type: "discard", seat: seatIndex, tile: id });
  const canRiichi = seat.riichi === "none" && isClosed(seat) && !phase.afterCall && left >= 4 && state.scores[seatIndex]! >= 1000;
  if (canRiichi) {
    const tenpai = riichiDiscards(seat);
    for (const id of legal) if (tenpai.has(id)) out.push({ type: "discard", seat: seatIndex, tile: id, riichi: true });
  }
  return out;
}

/** Ron on `tile` by `seat`: a wait, not furiten, and a yaku. */
export function canRon(state: TableState, seatIndex: Seat, tile: TileId, source: ClaimWindow["source"]): boolean {
  const seat = state.hand.seats[seatIndex]!;
  if (!seat.waits.includes(kindOf(tile)) || isFuriten(seat)) return false;
  const chankan = source !== "discard";
  const score = scoreWinAt(state.hand, state.rules, seatIndex, tile, { tsumo: false, rinshan: false, chankan, honba: 0, sticks: 0 });
  if (score === null) return false;
  // A closed kan can be robbed only for thirteen orphans (Tenhou).
  return source !== "closedKan" || score.form === "kokushi";
}

/** What `seat` may answer to a discard, an added kan or a closed kan (pass included when anything else is). */
export function claimActions(state: TableState, seatIndex: Seat, w: Pick<ClaimWindow, "from" | "tile" | "source">): Action[] {
  if (seatIndex === w.from) return [];
  const { hand, rules } = state;
  const seat = hand.seats[seatIndex]!;
  const out: Action[] = [];
  if (canRon(state, seatIndex, w.tile, w.source)) out.push({ type: "ron", seat: seatIndex });
  const callable = w.source === "discard" && seat.riichi === "none" && tilesLeft(hand) > 0;
  if (callable) {
    const k = kindOf(w.tile);
    const same = sortIds(
      seat.concealed.filter((id) => kindOf(id) === k),
      rules.redFives,
    );
    if (same.length >= 2) {
      const pairs = distinctPairs(same, rules.redFives);
      for (const pair of pairs) {
        if (hasLegalDiscard(without(seat.concealed, pair), [k])) out.push({ type: "pon", seat: seatIndex, tiles: pair });
      }
    }
    if (same.length === 3 && hand.kans.length < 4) out.push({ type: "openKan", seat: seatIndex });
    if (seatIndex === (w.from + 1) % 4 && k < 27) out.push(...chiActions(seat, seatIndex, w.tile, rules.redFives));
  }
  if (out.length > 0) out.push({ type: "pass", seat: seatIndex });
  return out;
}

/** The distinct two-tile choices from same-kind tiles (two plain, or the red and a plain). */
function distinctPairs(same: readonly TileId[], redFives: boolean): TileId[][] {
  const red = same.filter((id) => isRedId(id, redFives));
  const plain = same.filter((id) => !isRedId(id, redFives));
  const out: TileId[][] = [];
  if (plain.length >= 2) out.push([plain[0]!, plain[1]!]);
  if (red.length > 0 && plain.length > 0) out.push([red[0]!, plain[0]!]);
  return out;
}

function chiActions(seat: SeatHand, seatIndex: Seat, tile: TileId, redFives: boolean): Action[] {
  const k = kindOf(tile);
  const out: Action[] = [];
  for (let low = k - 2; low <= k; low++) {
    if (low < 0 || Math.floor(low / 9) !== Math.floor(k / 9) || (low % 9) + 2 > 8) continue;
    const others = [low, low + 1, low + 2].filter((x) => x !== k);
    const firsts = distinct(
      seat.concealed.filter((id) => kindOf(id) === others[0]),
      redFives,
    );
    const seconds = distinct(
      seat.concealed.filter((id) => kindOf(id) === others[1]),
      redFives,
    );
    for (const a of firsts) {
      for (const b of seconds) {
        if (hasLegalDiscard(without(seat.concealed, [a, b]), forbiddenAfterCall(k, low))) out.push({ type: "chi", seat: seatIndex, tiles: [a, b] });
      }
    }
  }
  return out;
}

/** Every legal decision of `seat` now (empty when it has none to make). */
export function legalActions(state: TableState, seat: Seat): Action[] {
  const phase = state.phase;
  if (phase.type === "turn") return phase.seat === seat ? turnActions(state, phase) : [];
  if (phase.type === "claim") return phase.waiting[seat] ? claimActions(state, seat, phase) : [];
  return [];
}

/** The seats that have a decision to make now. */
export function seatsToAct(state: TableState): Seat[] {
  const phase = state.phase;
  if (phase.type === "turn") return [phase.seat];
  if (phase.type === "claim") return ([0, 1, 2, 3] as Seat[]).filter((s) => phase.waiting[s]);
  return [];
}
