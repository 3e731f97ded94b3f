import { InputError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { serveMjai } from "./mjai.ts";

const hidden = Array.from({ length: 13 }, () => "?");
const START = [
  JSON.stringify({ type: "start_game", id: 2 }),
  JSON.stringify({
    type: "start_kyoku",
    bakaze: "E",
    dora_marker: "1p",
    kyoku: 1,
    honba: 0,
    kyotaku: 0,
    oya: 0,
    scores: [25000, 25000, 25000, 25000],
    tehais: [hidden, hidden, ["2m", "3m", "4m", "6p", "7p", "8p", "3s", "4s", "5s", "6s", "9s", "W", "N"], hidden],
  }),
];

describe("serveMjai", () => {
  it("answers every line, a legal dahai of its own tile on its tsumo and none or a call on another's dahai", async () => {
    const out: string[] = [];
    const lines = [
      ...START,
      JSON.stringify({ type: "tsumo", actor: 0, pai: "?" }),
      JSON.stringify({ type: "dahai", actor: 0, pai: "E", tsumogiri: true }),
      JSON.stringify({ type: "tsumo", actor: 1, pai: "?" }),
      JSON.stringify({ type: "dahai", actor: 1, pai: "9m", tsumogiri: true }),
      JSON.stringify({ type: "tsumo", actor: 2, pai: "7s" }),
    ];
    await serveMjai(lines, (line) => Promise.resolve(out.push(line)), "hard");
    const answers = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(answers).toHaveLength(lines.length);
    expect(answers.slice(0, 6)).toEqual(Array.from({ length: 6 }, () => ({ type: "none" })));
    const last = answers[6]!;
    expect(last.type).toBe("dahai");
    expect(last.actor).toBe(2);
    // The two lonely honours are the only tiles outside a shape.
    expect(["W", "N"]).toContain(last.pai);
  });

  it("names the line of a bad event", async () => {
    const error = await serveMjai([...START, "{not json"], () => Promise.resolve(), "easy").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).where).toMatch(/^line 3/);
  });
});
