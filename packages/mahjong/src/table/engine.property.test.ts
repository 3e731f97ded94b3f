import { Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { newHanchan } from "./deal.ts";
import { apply, isOver } from "./engine.ts";
import { finalOf } from "./hand-end.ts";
import { legalActions, seatsToAct } from "./legal.ts";
import { playOut, testAction } from "./test-player.ts";
import { TILE_COUNT } from "./tile-ids.ts";
import type { Seat, TableState } from "./types.ts";
import { viewOf } from "./view.ts";
import { DEAL_END, LIVE_END, RINSHAN_AT } from "./wall.ts";

/** Where every tile of the hand in play is: each id must be in exactly one place. */
function tilePlaces(s: TableState): number[] {
  const h = s.hand;
  const ids: number[] = [];
  for (const seat of h.seats) {
    ids.push(...seat.concealed);
    for (const m of seat.melds) ids.push(...m.tiles);
    for (const r of seat.river) if (r.calledBy === null) ids.push(r.tile);
  }
  ids.push(...h.wall.slice(DEAL_END + h.liveDrawn, LIVE_END), ...h.wall.slice(RINSHAN_AT + h.rinshanDrawn));
  return ids;
}

/** Tile ids a seat must not see: the others' concealed tiles and the undrawn wall (revealed dora aside). */
function hiddenFrom(s: TableState, seat: Seat): Set<number> {
  const h = s.hand;
  const hidden = new Set<number>();
  // A kan on offer to be robbed is declared: its tile is shown.
  const declared = s.phase.type === "claim" ? s.phase.tile : -1;
  h.seats.forEach((other, i) => i !== seat && other.concealed.forEach((id) => hidden.add(id)));
  const shown = new Set(h.wall.slice(126, 126 + h.doraRevealed));
  for (const id of [...h.wall.slice(DEAL_END + h.liveDrawn, LIVE_END), ...h.wall.slice(RINSHAN_AT + h.rinshanDrawn)]) if (!shown.has(id)) hidden.add(id);
  hidden.delete(declared);
  return hidden;
}

/** Every tile id found anywhere in a value (numbers under tile-bearing keys). */
function idsIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "lastHand" || key === "action") continue;
      if (typeof v === "number" && ["tile", "drawn", "called", "added"].includes(key)) out.push(v);
      else if (Array.isArray(v) && ["hand", "tiles", "doraIndicators"].includes(key)) out.push(...v.filter((x): x is number => typeof x === "number"));
      else idsIn(v, out);
    }
  }
  return out;
}

describe("random hanchan", () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 6 })(
    "ends, keeps 136 tiles in place, 100,000 points with the sticks, and hides what views must",
    (n) => {
      const rng = Rng.from(`players ${n}`);
      let hands = 0;
      const end = playOut(newHanchan(`table ${n}`), rng, { call: 0.4, kan: 1, kyuushu: 0.5 }, (s) => {
        if (!isOver(s)) {
          const places = tilePlaces(s);
          expect(places.length).toBe(TILE_COUNT);
          expect(new Set(places).size).toBe(TILE_COUNT);
        }
        if (s.history.length !== hands) {
          hands = s.history.length;
          expect(s.scores.reduce((a, b) => a + b, 0) + s.sticks * 1000).toBe(100_000);
        }
        if (!isOver(s)) {
          for (const seat of [0, 1, 2, 3] as Seat[]) {
            const hidden = hiddenFrom(s, seat);
            const leaked = idsIn(viewOf(s, seat)).filter((id) => hidden.has(id));
            expect(leaked).toEqual([]);
          }
        }
      });
      expect(isOver(end)).toBe(true);
      const final = finalOf(end.scores, end.sticks);
      expect(final.scores.reduce((a, b) => a + b, 0)).toBe(100_000);
      expect(final.placements.reduce((a, p) => a + p.points, 0)).toBeCloseTo(0, 6);
      const last = end.history.at(-1)!;
      expect(end.scores.some((x) => x < 0) || last.round >= 7).toBe(true);
    },
  );
});

describe("determinism", () => {
  it("the same seed and the same decisions give the same hanchan", () => {
    const a = playOut(newHanchan("same"), Rng.from("p"));
    const b = playOut(newHanchan("same"), Rng.from("p"));
    expect(b.scores).toEqual(a.scores);
    expect(b.history.length).toBe(a.history.length);
  });

  it("refuses an action that is not legal, naming the legal ones", () => {
    const s = newHanchan("illegal");
    expect(() => apply(s, { type: "pass", seat: 0 })).toThrow(/0 pass is not legal now \(legal: 0 discard/);
    expect(() => apply(s, { type: "discard", seat: 1, tile: s.hand.seats[1]!.concealed[0]! })).toThrow(/seat 1 has nothing to decide/);
    const seat = seatsToAct(s)[0]!;
    expect(seat).toBe(0);
    expect(legalActions(s, 0).length).toBeGreaterThan(0);
    const next = apply(s, testAction(s, 0, Rng.from("x")));
    expect(next).not.toBe(s);
    expect(s.hand.seats[0]!.concealed.length).toBe(14);
  });
});
