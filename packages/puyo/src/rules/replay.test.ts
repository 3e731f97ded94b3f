import { InputError, parseReplay, stringifyReplay, type Replay } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { chooseMove } from "../analysis/bot.ts";
import { selfplay, type ChoosePlacement } from "./autoplay.ts";
import { parseField } from "./field-text.ts";
import { DEFAULT_REPLAY_OPTIONS, PuyoRecorder, RULES_VERSION, configOf, finalState, newConfig, runReplay, type PuyoConfig } from "./replay.ts";

const bot: ChoosePlacement = (game) => chooseMove(game.field, game.pairsPreview().slice(0, 2))?.placement ?? null;
/** A bot that takes the first legal placement: fast, and it fills the field (top-outs). */
const first: ChoosePlacement = (game) => game.legalPlacements()[0] ?? null;

function config(seed: string, extra: Partial<PuyoConfig["options"]> = {}): PuyoConfig {
  return { seed, mode: "endless", options: { ...DEFAULT_REPLAY_OPTIONS, ...extra } };
}

function errorOf(run: () => unknown): InputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error("no error");
}

describe("replays of the frame-stepped game", () => {
  test.prop(
    [
      fc.stringMatching(/^[a-z0-9]{1,10}$/),
      fc.integer({ min: 1, max: 25 }),
      fc.constantFrom(0, 2, 5),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 40 })), { maxLength: 6 }),
    ],
    { numRuns: 25 },
  )("a record (bot inputs, nuisance from outside, soft drop) re-runs to the same final state, and through JSON", (seed, pieces, framesPerAction, nuisance) => {
    const recorder = new PuyoRecorder(config(seed));
    const arrivals = [...nuisance].sort((a, b) => a[0] - b[0]);
    // The bot plays; nuisance arrives at its frames; soft drop is held on odd pairs.
    selfplay(
      recorder,
      pieces,
      (game) => {
        while (arrivals.length > 0 && arrivals[0]![0] <= recorder.game.frame) recorder.receive(arrivals.shift()![1]);
        recorder.apply(game.index % 2 === 1 ? "sdOn" : "sdOff");
        return first(game);
      },
      framesPerAction,
    );
    const replay = recorder.replay();
    const again = parseReplay(stringifyReplay(replay));
    expect(finalState(runReplay(again))).toEqual(finalState(recorder.game));
    expect(finalState(PuyoRecorder.resume(again).game)).toEqual(finalState(recorder.game));
  });
  it("a resumed recorder records on as if never stopped", () => {
    const whole = selfplay(new PuyoRecorder(config("r")), 12, bot);
    const half = selfplay(new PuyoRecorder(config("r")), 6, bot);
    const resumed = selfplay(PuyoRecorder.resume(parseReplay(stringifyReplay(half.replay()))), 12, bot);
    expect(resumed.replay()).toEqual(whole.replay());
  });
  it("practice records keep their start field and undo", () => {
    const recorder = new PuyoRecorder({ seed: "p", mode: "practice", options: { ...DEFAULT_REPLAY_OPTIONS, undo: true, field: "RRR..." } });
    selfplay(recorder, 2, first);
    while (recorder.game.phase !== "control") recorder.tick();
    expect(recorder.apply("undo")).toBe(true);
    expect(recorder.game.game.index).toBe(1);
    const replay = recorder.replay();
    expect(finalState(runReplay(replay))).toEqual(finalState(recorder.game));
  });
  it("a practice top-out waits for an undo, which takes the last pair back; the record re-runs through both", () => {
    const recorder = new PuyoRecorder({ seed: "p", mode: "practice", options: { ...DEFAULT_REPLAY_OPTIONS, undo: true } });
    // Every pair dropped as it spawns (column 3) fills the X within a few pairs.
    for (let i = 0; i < 2000 && !recorder.game.toppedOut; i++) {
      if (recorder.game.phase === "control") recorder.apply("drop");
      recorder.tick();
    }
    const stepped = recorder.game;
    expect(stepped.toppedOut).toBe(true);
    expect(stepped.over).toBe(false);
    const placed = stepped.game.index;
    const frame = stepped.frame;
    recorder.tick();
    expect(stepped.frame).toBe(frame + 1); // time runs on while it waits
    expect(recorder.apply("drop")).toBe(false);
    expect(recorder.apply("undo")).toBe(true);
    expect(stepped.toppedOut).toBe(false);
    expect(stepped.game.index).toBe(placed - 1);
    expect(stepped.phase).toBe("control");
    recorder.apply("right");
    recorder.apply("drop");
    recorder.tick();
    while (stepped.phase === "resolve") recorder.tick();
    expect(stepped.game.index).toBe(placed);
    expect(finalState(runReplay(recorder.replay()))).toEqual(finalState(stepped));
  });
  it("without undo a top-out ends the game and nothing takes it back", () => {
    const recorder = new PuyoRecorder(config("p"));
    for (let i = 0; i < 2000 && !recorder.game.over; i++) {
      if (recorder.game.phase === "control") recorder.apply("drop");
      recorder.tick();
    }
    expect(recorder.game.over).toBe(true);
    expect(recorder.apply("undo")).toBe(false);
  });
});

describe("a new game's config", () => {
  it("starts practice from the given field with undo, every other mode from an empty field without, at the chain speed chosen", () => {
    const field = parseField("RRG...");
    expect(newConfig("s", "practice", 3, field).options).toEqual({ ...DEFAULT_REPLAY_OPTIONS, field: "RRG...", undo: true, chainSpeed: 3 });
    expect(newConfig("s", "practice", 1).options).toMatchObject({ field: null, undo: true });
    for (const mode of ["endless", "versus", "challenge"] as const) {
      expect(newConfig("s", mode, 2, field)).toEqual({ seed: "s", mode, options: { ...DEFAULT_REPLAY_OPTIONS, chainSpeed: 2 } });
    }
  });
});

describe("damaged and tampered records", () => {
  const replay: Replay = selfplay(new PuyoRecorder(config("t")), 8, bot).replay();
  it("refuses another rules version, saying so", () => {
    const error = errorOf(() => runReplay({ ...replay, rulesVersion: RULES_VERSION + 1 }));
    expect(error.where).toBe("rulesVersion");
    expect(error.message).toContain(`was recorded with rules version ${RULES_VERSION + 1}, and this build plays version ${RULES_VERSION}`);
  });
  it("refuses another game's record and bad options", () => {
    expect(errorOf(() => configOf({ ...replay, game: "tetris" })).where).toBe("game");
    expect(errorOf(() => configOf({ ...replay, options: { ...replay.options, colors: 7 } })).where).toBe("options.colors");
    expect(errorOf(() => configOf({ ...replay, options: { ...replay.options, field: "RRX" } })).where).toMatch(/^options\.field/);
  });
  it("names an input that is not an action, or bad nuisance", () => {
    const bad = (action: string) => ({ ...replay, inputs: replay.inputs.map((input, i) => (i === 3 ? { ...input, action } : input)) });
    expect(errorOf(() => runReplay(bad("hardDrop"))).where).toBe("inputs[3]");
    expect(errorOf(() => runReplay(bad("nuisance:0"))).message).toContain("nuisance must be a count");
    expect(errorOf(() => runReplay(bad("nuisance:12345"))).where).toBe("inputs[3]");
  });
  it("a record claiming a far-off end stops at the top-out (pairs keep falling without inputs)", () => {
    const game = runReplay({ ...replay, frames: 1e12 });
    expect(game.over).toBe(true);
    expect(game.frame).toBeLessThan(replay.inputs.at(-1)!.frame + 20 * 300);
  });
  it("a legal but changed input gives another game", () => {
    const moved = { ...replay, inputs: replay.inputs.map((input) => (input.action === "left" ? { ...input, action: "right" } : input)) };
    expect(finalState(runReplay(moved)).field).not.toBe(finalState(runReplay(replay)).field);
  });
});
