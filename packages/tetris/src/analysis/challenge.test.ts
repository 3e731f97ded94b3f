import { InputError, Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { boardToRows } from "../rules/board.ts";
import { runReplay } from "../rules/replay.ts";
import type { GameConfig } from "../rules/types.ts";
import { planMove } from "./versus-bot.ts";
import {
  CHALLENGE_FRAMES,
  CHALLENGE_MODE,
  ChallengeRun,
  challengeCode,
  challengeSchedule,
  compareChallenge,
  parseChallengeCode,
  verifyChallenge,
} from "./challenge.ts";
import { positionOf } from "./advisor.ts";
import type { Strength } from "./bot.ts";

const config = (seed: string): GameConfig => ({ seed, mode: CHALLENGE_MODE, allow180: true, softDropFactor: 20 });

/** A bot plays a challenge as a person would: a piece every `pace` frames, soft drop now and then. */
function playChallenge(seed: string, strength: Strength, pace: number, frames = CHALLENGE_FRAMES): ChallengeRun {
  const run = new ChallengeRun(config(seed));
  const rng = Rng.from(seed).fork("test-bot");
  while (!run.over && run.game.frame < frames) {
    const frame = run.game.frame;
    run.setSoftDrop(frame % 97 < 5);
    if (frame % pace === 0) {
      const position = positionOf(run.game);
      const plan = position && planMove(position, strength, rng);
      for (const action of plan ?? []) run.input(action);
    }
    run.tick();
  }
  return run;
}

describe("the challenge's garbage schedule", () => {
  it("is fixed by the seed, in waves of 1-4 lines whose gaps shrink from 4-7 s to 2-3.5 s", () => {
    const waves = challengeSchedule("sched");
    expect(challengeSchedule("sched")).toEqual(waves);
    expect(challengeSchedule("other")).not.toEqual(waves);
    expect(waves[0]!.frame).toBe(300);
    for (const [i, wave] of waves.entries()) {
      expect([1, 2, 3, 4]).toContain(wave.lines);
      expect(wave.frame).toBeLessThan(CHALLENGE_FRAMES);
      if (i > 0) {
        const gap = wave.frame - waves[i - 1]!.frame;
        expect(gap).toBeGreaterThanOrEqual(120);
        expect(gap).toBeLessThanOrEqual(420);
      }
    }
    // 3 minutes at gaps of 2-7 s: between 25 and 90 waves.
    expect(waves.length).toBeGreaterThan(25);
    expect(waves.length).toBeLessThan(90);
  });

  it("sends about 30/30/20/20 % waves of 1/2/3/4 lines over many seeds", () => {
    const counts = [0, 0, 0, 0, 0];
    for (let s = 0; s < 100; s++) for (const wave of challengeSchedule(`dist-${s}`)) counts[wave.lines]!++;
    const total = counts.reduce((a, b) => a + b, 0);
    expect(counts[1]! / total).toBeCloseTo(0.3, 1);
    expect(counts[2]! / total).toBeCloseTo(0.3, 1);
    expect(counts[3]! / total).toBeCloseTo(0.2, 1);
    expect(counts[4]! / total).toBeCloseTo(0.2, 1);
  });
});

describe("challenge codes", () => {
  test.prop([fc.string({ minLength: 1, maxLength: 6 }), fc.constantFrom<Strength>("easy", "medium", "hard"), fc.integer({ min: 20, max: 60 })], { numRuns: 4 })(
    "re-running a code gives exactly the challenger's result and board, garbage included",
    (seed, strength, pace) => {
      const played = playChallenge(seed, strength, pace, 60 * 60);
      const code = challengeCode("Ann-Marie 2", played.recorder);
      const verified = verifyChallenge(code, seed);
      expect(verified.name).toBe("Ann-Marie 2");
      expect(verified.result).toEqual(played.result());
      expect(boardToRows(verified.run.game.board)).toEqual(boardToRows(played.game.board));
      // The rebuilt replay (with its garbage inputs) is a valid replay of the same game.
      expect(boardToRows(runReplay(verified.run.recorder.replay()).board)).toEqual(boardToRows(played.game.board));
    },
  );

  it("a game that faces garbage records it and ends at the time limit or a top-out", () => {
    const played = playChallenge("full", "easy", 40);
    const result = played.result();
    expect(result.received).toBeGreaterThan(0);
    expect(result.survived ? result.frames === CHALLENGE_FRAMES : played.game.over !== null).toBe(true);
    expect(verifyChallenge(challengeCode("Bo", played.recorder), "full").result).toEqual(result);
  });

  it("a code is short text: digits and letters per input", () => {
    const played = playChallenge("short", "medium", 30, 600);
    const code = challengeCode("Bo", played.recorder);
    expect(code).toMatch(/^c1\.Bo\.1x20\.[0-9a-zA-Z]+\.[0-9a-z]+$/);
    expect(parseChallengeCode(code, "short").inputs.length).toBe(played.recorder.replay().inputs.filter((i) => !i.action.startsWith("garbage")).length);
  });

  const where = (fn: () => unknown): [string, string] => {
    try {
      fn();
    } catch (error) {
      if (error instanceof InputError) return [error.where ?? "", error.message];
      throw error;
    }
    return ["", "no error"];
  };

  it("says what is wrong with a bad or damaged code", () => {
    const played = playChallenge("bad", "easy", 30, 300);
    const code = challengeCode("Cy", played.recorder);
    expect(where(() => parseChallengeCode("hello", "bad"))).toEqual(["challenge", expect.stringMatching(/is not a challenge code/) as string]);
    expect(where(() => parseChallengeCode(code.slice(0, -9), "bad"))[1]).toMatch(/damaged/);
    // One hard drop of the moves turned into a move left: the check no longer matches.
    const parts = code.split(".");
    parts[3] = parts[3]!.replace("h", "l");
    const flipped = parts.join(".");
    expect(flipped).not.toBe(code);
    expect(where(() => parseChallengeCode(flipped, "bad"))[1]).toMatch(/its check does not match/);
    expect(where(() => challengeCode("", played.recorder))).toEqual(["name", expect.stringMatching(/1 to 16/) as string]);
    expect(where(() => challengeCode("a.b", played.recorder))[0]).toBe("name");
  });

  it("compares by time survived, then lines sent, then fewer pieces", () => {
    const base = { frames: 100, survived: false, sent: 5, received: 0, attack: 5, pieces: 30, lines: 10 };
    expect(compareChallenge({ ...base, frames: 200 }, base)).toBeLessThan(0);
    expect(compareChallenge({ ...base, sent: 4 }, base)).toBeGreaterThan(0);
    expect(compareChallenge({ ...base, pieces: 29 }, base)).toBeLessThan(0);
    expect(compareChallenge(base, { ...base })).toBe(0);
  });

  // Made by the codec this game had before core's (an FNV-1a check): such links must still open.
  it("opens a challenge link made before the shared codec", () => {
    const old = "c1.Bo%20B.1x20.3l30h30c30r7d10u13h30H30h30l30h30c30r30h30H30h30l30h30c30r30h30H27u.o9xipf";
    const challenge = parseChallengeCode(old, "link-test");
    expect(challenge.name).toBe("Bo B");
    expect(challenge.config).toEqual({ seed: "link-test", mode: CHALLENGE_MODE, allow180: true, softDropFactor: 20 });
    expect(challenge.inputs.slice(0, 6)).toEqual([
      [3, "left"],
      [33, "hardDrop"],
      [63, "cw"],
      [93, "right"],
      [100, "sdOn"],
      [110, "sdOff"],
    ]);
    expect(verifyChallenge(old, "link-test").result.pieces).toBeGreaterThan(5);
  });
});
