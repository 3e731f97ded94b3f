import { GameRecording, rerun, Rng } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { newHanchan } from "./deal.ts";
import { actionText } from "./action-text.ts";
import { isOver } from "./engine.ts";
import { seatsToAct } from "./legal.ts";
import { tableRules, tableSummary, TableRecorder } from "./record.ts";
import { testAction } from "./test-player.ts";
import { TENHOU_RULES } from "./types.ts";

function played(seed: string, stopAfter = Infinity) {
  const rng = Rng.from(`decisions ${seed}`);
  const recorder = new TableRecorder(seed, TENHOU_RULES);
  let s = newHanchan(seed);
  for (let i = 0; !isOver(s) && i < stopAfter; i++) s = recorder.play(s, testAction(s, seatsToAct(s)[0]!, rng));
  return { state: s, record: recorder.record() };
}

describe("table records", () => {
  it("re-running a whole hanchan's record reproduces its final scores", () => {
    const { state, record } = played("record 1");
    const game = rerun(tableRules, record);
    expect(game.over).toBe(true);
    expect(game.summary()).toEqual(tableSummary(state));
    expect(game.summary().final!.scores.reduce((a, b) => a + b, 0)).toBe(100_000);
  });

  it("resumes mid-hanchan where the record stopped, and goes on recording", () => {
    const { state, record } = played("record 2", 150);
    const recording = GameRecording.resume(tableRules, record);
    expect(recording.game.state.hand.seats).toEqual(state.hand.seats);
    expect(recording.game.state.phase).toEqual(state.phase);
    const seat = seatsToAct(recording.game.state)[0]!;
    const next = testAction(recording.game.state, seat, Rng.from("more"));
    expect(recording.input(actionText(next, recording.game.state))).toBe(true);
    expect(recording.record().inputs.length).toBe(151);
  });

  it("refuses a record of another rules version and a damaged decision, naming where", () => {
    const { record } = played("record 3", 20);
    expect(() => rerun(tableRules, { ...record, rulesVersion: 99 })).toThrow(/rules version 99/);
    const inputs = record.inputs.map((x, i) => (i === 5 ? { ...x, action: "3 ron" } : x));
    expect(() => rerun(tableRules, { ...record, inputs })).toThrow(
      expect.objectContaining({ where: "inputs[5]", message: expect.stringMatching(/3 ron is not legal now/) as unknown }),
    );
    expect(() => rerun(tableRules, { ...record, mode: "practice" })).toThrow(/"table"/);
  });
});
