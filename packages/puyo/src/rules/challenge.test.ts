import { InputError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { chooseMove } from "../analysis/bot.ts";
import { selfplay } from "./autoplay.ts";
import { CHALLENGE_PAIRS, challengeCode, compareChallenge, verifyChallenge } from "./challenge.ts";
import { DEFAULT_REPLAY_OPTIONS, PuyoRecorder, finalState } from "./replay.ts";
import { replayCode } from "./replay-code.ts";

function played(seed: string, pieces: number, mode: "challenge" | "endless" = "challenge") {
  const recorder = new PuyoRecorder({ seed, mode, options: { ...DEFAULT_REPLAY_OPTIONS } });
  selfplay(recorder, pieces, (game) => chooseMove(game.field, game.pairsPreview().slice(0, 2))?.placement ?? null, 3);
  return recorder;
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  return "no error";
}

describe("challenges", () => {
  const recorder = played("ch", CHALLENGE_PAIRS);
  const code = challengeCode("Ann", recorder.replay());
  it("the receiver re-runs the challenger's game to its result", () => {
    const verified = verifyChallenge(code, "ch");
    const final = finalState(recorder.game);
    expect(verified.name).toBe("Ann");
    expect(verified.result).toEqual({ score: final.score, maxChain: final.maxChain, pieces: CHALLENGE_PAIRS, toppedOut: false, frames: final.frame });
  });
  it("refuses a game cut short, another mode, a damaged code", () => {
    expect(messageOf(() => verifyChallenge(`Ann~${replayCode(played("ch", 10).replay())}`, "ch"))).toContain("stopped after 10 of its 50 pairs");
    expect(messageOf(() => verifyChallenge(`Ann~${replayCode(played("ch", 3, "endless").replay())}`, "ch"))).toContain("not a challenge");
    expect(messageOf(() => verifyChallenge(code.slice(0, -2), "ch"))).toContain("damaged");
    expect(messageOf(() => verifyChallenge("no tilde", "ch"))).toContain("not a challenge");
  });
  it("ranks by score, then chain, then time", () => {
    const base = { score: 1000, maxChain: 3, pieces: 50, toppedOut: false, frames: 3000 };
    expect(compareChallenge(base, { ...base, score: 900 })).toBeLessThan(0);
    expect(compareChallenge(base, { ...base, maxChain: 4 })).toBeGreaterThan(0);
    expect(compareChallenge(base, { ...base, frames: 3100 })).toBeLessThan(0);
  });
  it("opens a challenge link made before the shared codec", () => {
    const verified = verifyChallenge("Ana-1~p1.c.4020.5d30d30d30d30d30d.91f0d8f1", "link-test");
    expect(verified.name).toBe("Ana-1");
    expect(verified.replay.inputs).toHaveLength(6);
    expect(verified.result.toppedOut).toBe(true);
  });
});
