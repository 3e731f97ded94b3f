import { describe, expect, it } from "vitest";
import { CHALLENGE_FRAMES, type ChallengeResult } from "../analysis/challenge.ts";
import { challengeTarget, resultFigures, statsFigures, targetLine } from "./versus-game.ts";

const result = (overrides: Partial<ChallengeResult>): ChallengeResult => ({
  frames: CHALLENGE_FRAMES,
  survived: true,
  sent: 14,
  received: 20,
  attack: 14,
  pieces: 300,
  lines: 120,
  ...overrides,
});

describe("a challenge's target", () => {
  it("on the board: the time left to survive, the challenger's top-out time, or their lines sent", () => {
    expect(challengeTarget(null, 0)).toBe("Survive 3:00");
    expect(challengeTarget(null, 60 * 60 + 30)).toBe("Survive 2:00"); // 119.5 s left, shown rounded up
    expect(challengeTarget(null, CHALLENGE_FRAMES)).toBe("Survive 0:00");
    expect(challengeTarget({ result: result({ survived: false, frames: 6140 }) }, 100)).toBe("Beat 1:42.33");
    expect(challengeTarget({ result: result({}) }, 100)).toBe("Beat 14 sent");
  });

  it("in the results: what was to beat beside what you did", () => {
    const anna = { name: "Anna", result: result({ survived: false, frames: 6140 }) };
    expect(targetLine(result({ survived: false, frames: 7000 }), anna)).toBe("Target: Anna's 1:42.33 · you 1:56.67");
    expect(targetLine(result({}), { name: "Bo", result: result({ sent: 9 }) })).toBe("Target: Bo survived and sent 9 · you survived and sent 14");
    expect(targetLine(result({ survived: false, frames: 3600 }), null)).toBe("Target: survive 3:00.00 · you lasted 1:00.00");
  });
});

describe("result lines", () => {
  it("count in the singular for one", () => {
    expect(resultFigures(result({ pieces: 1, lines: 1, survived: false, frames: 90 })).join(" · ")).toBe("topped out at 0:01.50 · sent 14 · 1 piece · 1 line");
    expect(statsFigures({ sent: 0, received: 0, attack: 0, pieces: 1, lines: 0, frames: 60 }).join(" · ")).toBe(
      "0.00 attack/piece · sent 0 · received 0 · 1 piece · 0:01.00",
    );
  });
});
