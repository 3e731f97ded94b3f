// The log player's rules: the table of a finished hand after any number of its events (step 0 is
// the deal, the last step the hand's end), what a seat could see there, each event in words, and
// where each discard the reviewer rates happened. Pure (no Pixi, no DOM): the canvas draws what
// this gives (player-view.ts), the tests check it against the hand's record.
import { sortIds, type TileId } from "../../table/tile-ids.ts";
import type { HandEvent, HandRecord, RiverTile, Seat, TableMeld, TableRules } from "../../table/types.ts";

export interface SeatAtStep {
  /** The concealed tiles, sorted, the drawn one apart; null where the view hides them. */
  concealed: TileId[] | null;
  drawn: TileId | null;
  /** How many concealed tiles (the drawn one included): what a hidden hand shows as backs. */
  count: number;
  melds: TableMeld[];
  river: RiverTile[];
  riichi: boolean;
  /** The score now: the start, minus a riichi stick once accepted; the hand's payments at its end. */
  score: number;
}

export interface TableAtStep {
  step: number;
  steps: number;
  seats: SeatAtStep[];
  doraIndicators: TileId[];
  /** The event that led here (null at the deal). */
  last: HandEvent | null;
  /** The hand is over: the result panel is shown. */
  ended: boolean;
}

const without = (tiles: TileId[], id: TileId): void => {
  const at = tiles.indexOf(id);
  if (at >= 0) tiles.splice(at, 1);
};

/** The table after the first `step` events of `record` (clamped to 0…events), all hands open. */
export function tableAt(record: HandRecord, step: number, rules: TableRules): TableAtStep {
  const steps = record.events.length;
  const upTo = Math.max(0, Math.min(steps, step));
  const concealed = record.haipai.map((h) => [...h]);
  const drawn: (TileId | null)[] = [null, null, null, null];
  const melds: TableMeld[][] = [[], [], [], []];
  const rivers: RiverTile[][] = [[], [], [], []];
  const riichi = [false, false, false, false];
  const scores = [...record.startScores];
  const revealed = record.events.filter((e) => e.type === "dora").length;
  const dora = record.doraIndicators.slice(0, record.doraIndicators.length - revealed);
  for (const e of record.events.slice(0, upTo)) {
    if (e.type === "draw") {
      concealed[e.seat]!.push(e.tile);
      drawn[e.seat] = e.tile;
    } else if (e.type === "discard") {
      without(concealed[e.seat]!, e.tile);
      drawn[e.seat] = null;
      rivers[e.seat]!.push({ tile: e.tile, tsumogiri: e.tsumogiri, riichi: e.riichi, calledBy: null });
      if (e.riichi) riichi[e.seat] = true;
    } else if (e.type === "call") {
      const m = e.meld;
      drawn[e.seat] = null;
      const own = melds[e.seat]!;
      if (m.type === "addedKan") {
        without(concealed[e.seat]!, m.added!);
        const pon = own.findIndex((p) => p.type === "pon" && p.tiles.every((id) => m.tiles.includes(id)));
        if (pon >= 0) own.splice(pon, 1, m);
        else own.push(m);
      } else {
        for (const id of m.tiles) if (id !== m.called) without(concealed[e.seat]!, id);
        if (m.from !== null) {
          const taken = rivers[m.from]!.findLast((r) => r.tile === m.called);
          if (taken) taken.calledBy = e.seat;
        }
        own.push(m);
      }
    } else if (e.type === "riichiAccepted") scores[e.seat]! -= 1000;
    else dora.push(e.indicator);
  }
  const ended = upTo === steps;
  if (ended) record.deltas.forEach((d, s) => (scores[s]! += d));
  const seats = [0, 1, 2, 3].map((s) => {
    const d = drawn[s]!;
    const rest = d === null ? concealed[s]! : concealed[s]!.filter((id) => id !== d);
    return {
      concealed: sortIds(rest, rules.redFives),
      drawn: d,
      count: concealed[s]!.length,
      melds: melds[s]!,
      river: rivers[s]!,
      riichi: riichi[s]!,
      score: scores[s]!,
    };
  });
  return { step: upTo, steps, seats, doraIndicators: dora, last: upTo === 0 ? null : record.events[upTo - 1]!, ended };
}

/**
 * What `seat` could see at that moment: its own hand, and of the others only their calls, rivers,
 * riichi and scores (their concealed tiles hidden, their count kept) — until the hand's end,
 * when a winner's hand is shown as it is laid down.
 */
export function seatViewAt(table: TableAtStep, record: HandRecord, seat: Seat): TableAtStep {
  const winners = table.ended && record.outcome.type === "win" ? record.outcome.wins.map((w) => w.seat) : [];
  return {
    ...table,
    seats: table.seats.map((s, i) => (i === seat || winners.includes(i as Seat) ? s : { ...s, concealed: null, drawn: null })),
  };
}

/**
 * The moments of the discards the reviewer rates for `seat`, in its order (analysis/
 * decision-points.ts: each discard the seat chose, not those forced after its riichi): the hand
 * and the step just before the discard, so the player shows the choice still to be made.
 */
export function reviewMoments(history: readonly HandRecord[], seat: Seat): { hand: number; step: number }[] {
  const moments: { hand: number; step: number }[] = [];
  history.forEach((record, hand) => {
    let riichi = false;
    record.events.forEach((e, i) => {
      if (e.type !== "discard" || e.seat !== seat) return;
      if (!riichi) moments.push({ hand, step: i });
      if (e.riichi) riichi = true;
    });
  });
  return moments;
}
