import { InputError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { MjaiSeat } from "./mjai.ts";

const HAND = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "P", "C"];

function kyoku(seat: MjaiSeat, hand = HAND): void {
  seat.respond(JSON.stringify({ type: "start_game", id: 1, names: ["a", "b", "c", "d"] }));
  const hidden = Array.from({ length: 13 }, () => "?");
  seat.respond(
    JSON.stringify({
      type: "start_kyoku",
      bakaze: "E",
      dora_marker: "9m",
      kyoku: 1,
      honba: 0,
      kyotaku: 0,
      oya: 0,
      scores: [25000, 25000, 25000, 25000],
      tehais: [hidden, hand, hidden, hidden],
    }),
  );
}

describe("MjaiSeat", () => {
  for (const strength of ["easy", "medium", "hard"] as const) {
    it(`${strength}: answers its own tsumo with a dahai of a tile it holds`, () => {
      const seat = new MjaiSeat(strength);
      kyoku(seat);
      expect(seat.respond(JSON.stringify({ type: "tsumo", actor: 0, pai: "?" }))).toEqual({ type: "none" });
      expect(seat.respond(JSON.stringify({ type: "dahai", actor: 0, pai: "9p", tsumogiri: true }))).toEqual({ type: "none" });
      const answer = seat.respond(JSON.stringify({ type: "tsumo", actor: 1, pai: "N" }));
      expect(answer.type).toBe("dahai");
      expect(answer.actor).toBe(1);
      expect([...HAND, "N"]).toContain(answer.pai);
      // The lonely North or a lonely dragon goes, never a tile of a complete run.
      expect(["N", "P", "C"]).toContain(answer.pai);
      expect(answer.tsumogiri).toBe(answer.pai === "N");
    });
  }

  it("answers another seat's dahai with none or a legal call, and a dragon with pon", () => {
    const seat = new MjaiSeat("medium");
    kyoku(seat, ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "C", "C", "P", "N"]);
    expect(seat.respond(JSON.stringify({ type: "tsumo", actor: 0, pai: "?" }))).toEqual({ type: "none" });
    const pon = seat.respond(JSON.stringify({ type: "dahai", actor: 0, pai: "C", tsumogiri: false }));
    expect(pon).toEqual({ type: "pon", actor: 1, target: 0, pai: "C", consumed: ["C", "C"] });
    // The table confirms the pon; the seat must discard, and not the called kind.
    const discard = seat.respond(JSON.stringify({ type: "pon", actor: 1, target: 0, pai: "C", consumed: ["C", "C"] }));
    expect(discard.type).toBe("dahai");
    expect(["P", "N"]).toContain(discard.pai);
  });

  it("passes a tile it cannot use and takes an array of events, answering the last", () => {
    const seat = new MjaiSeat("hard");
    kyoku(seat);
    const answer = seat.respond(
      JSON.stringify([
        { type: "tsumo", actor: 3, pai: "?" },
        { type: "dahai", actor: 3, pai: "9p", tsumogiri: true },
      ]),
    );
    expect(answer).toEqual({ type: "none" });
  });

  it("rons a winning tile and declares riichi before its dahai", () => {
    const seat = new MjaiSeat("medium");
    // Ready on 3s-6s with riichi available after the draw: 123m 456p 789s 45s 11z + draw.
    kyoku(seat, ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "4s", "5s", "E", "E"]);
    seat.respond(JSON.stringify({ type: "tsumo", actor: 0, pai: "?" }));
    seat.respond(JSON.stringify({ type: "dahai", actor: 0, pai: "S", tsumogiri: true }));
    const reach = seat.respond(JSON.stringify({ type: "tsumo", actor: 1, pai: "N" }));
    expect(reach).toEqual({ type: "reach", actor: 1 });
    const dahai = seat.respond(JSON.stringify({ type: "reach", actor: 1 }));
    expect(dahai).toEqual({ type: "dahai", actor: 1, pai: "N", tsumogiri: true });
    seat.respond(JSON.stringify({ type: "dahai", actor: 1, pai: "N", tsumogiri: true }));
    seat.respond(JSON.stringify({ type: "reach_accepted", actor: 1 }));
    const ron = seat.respond(JSON.stringify({ type: "dahai", actor: 2, pai: "6s", tsumogiri: false }));
    expect(ron).toEqual({ type: "hora", actor: 1, target: 2, pai: "6s" });
  });

  it("refuses malformed lines with what and where", () => {
    const seat = new MjaiSeat("easy");
    expect(() => seat.respond("{")).toThrow(InputError);
    expect(() => seat.respond(JSON.stringify({ type: "tsumo", actor: 1, pai: "1m" }))).toThrow(/before any start_kyoku/);
    kyoku(seat);
    expect(() => seat.respond(JSON.stringify({ type: "dahai", actor: 7, pai: "1m" }))).toThrow(/actor/);
    expect(() => seat.respond(JSON.stringify({ type: "dahai", actor: 0, pai: "0m" }))).toThrow(/unknown tile/);
  });
});
