import { InputError } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { selfplay } from "./autoplay.ts";
import { DEFAULT_REPLAY_OPTIONS, PuyoRecorder, finalState, runReplay } from "./replay.ts";
import { parseReplayCode, replayCode } from "./replay-code.ts";

function recorded(seed: string, pieces: number, nuisanceEvery: number, field: string | null = null) {
  const recorder = new PuyoRecorder({ seed, mode: field ? "practice" : "endless", options: { ...DEFAULT_REPLAY_OPTIONS, field, undo: field !== null } });
  selfplay(
    recorder,
    pieces,
    (game) => {
      if (nuisanceEvery > 0 && game.index % nuisanceEvery === 0) recorder.receive(game.index + 1);
      return game.legalPlacements()[(game.index * 5) % 11] ?? null;
    },
    1,
  );
  return recorder.replay();
}

function whereOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return `${error.where}: ${error.message}`;
    throw error;
  }
  return "no error";
}

describe("record codes for links", () => {
  test.prop([fc.stringMatching(/^[a-z0-9]{1,8}$/), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 0, max: 4 })], { numRuns: 20 })(
    "a code gives back the same record (and so the same game)",
    (seed, pieces, every) => {
      const replay = recorded(seed, pieces, every);
      const back = parseReplayCode(replayCode(replay), seed);
      expect(back).toEqual(replay);
      expect(finalState(runReplay(back))).toEqual(finalState(runReplay(replay)));
    },
  );
  it("keeps a practice field", () => {
    const replay = recorded("f", 3, 0, "RRGGBB");
    expect(parseReplayCode(replayCode(replay), "f")).toEqual(replay);
    expect(replayCode(replay)).toMatch(/^p1\.p\.4110-RRGGBB\./);
  });
  it("says what is wrong with a damaged code, or one of other rules", () => {
    const code = replayCode(recorded("d", 4, 2));
    expect(whereOf(() => parseReplayCode(code.replace(/^p1\./, "p7."), "d"))).toContain("rules version 7");
    expect(whereOf(() => parseReplayCode(code.slice(0, -3), "d"))).toContain("damaged");
    expect(whereOf(() => parseReplayCode(code.replace(".", ".x"), "d"))).toContain("damaged");
    expect(whereOf(() => parseReplayCode("hello", "d"))).toContain("is not a Puyo record");
  });
  // Made by the codec this game had before core's (SHA-256 check): such links must still open.
  it("opens a replay link made before the shared codec, to the same record", () => {
    const old = "p1.e.4020.5l40c40d40r40r40d40a40d40l40c35n3-20z.fe7bdc31";
    const replay = parseReplayCode(old, "link-test");
    expect(replay.options).toEqual({ colors: 4, undo: false, chainSpeed: 2, player: 0, field: null });
    expect(replay.frames).toBe(420);
    expect(replay.inputs.at(-1)).toEqual({ frame: 400, action: "nuisance:3" });
    expect(replayCode(replay)).toBe(old);
  });
});
