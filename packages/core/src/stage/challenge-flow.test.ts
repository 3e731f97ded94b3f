// @vitest-environment happy-dom
// Core's challenge flow on the toy game (stage/testing/play-session-fixture.ts): a link's code
// checked and its intro (Play, Watch their game), a bad code's InputError, a fresh challenge, and
// your result against the challenger's.
import { describe, expect, test } from "vitest";
import { InputError } from "../errors.ts";
import { ChallengeFlow, type ChallengeGame, type Challenger } from "./challenge-flow.ts";
import { mountToy, record } from "./testing/play-session-fixture.ts";

/** The toy's challenge: a result is a number of points, more is better. */
async function challenge(params: Record<string, string> = {}) {
  const m = await mountToy({ options: { params } });
  const ran: string[] = [];
  const game: ChallengeGame<number> = {
    param: "dare",
    verify: (code, seed) => {
      if (!code.startsWith("ok-")) throw new InputError("is damaged", "dare");
      return { name: code.slice(3), result: 12, replay: { ...record, seed } };
    },
    rules: (seed) => [`The most points on seed ${seed} wins.`],
    play: (seed, c: Challenger<number> | null) => ran.push(`play ${seed} against ${c?.name ?? "nobody"}`),
    watch: (c, seed) => ran.push(`watch ${c.name} on ${c.replay.seed} (${seed})`),
    compare: (mine, theirs) => theirs - mine,
    figures: (points) => [`${points} points`],
  };
  return { ...m, ran, flow: new ChallengeFlow(m.session(), game) };
}

describe("the challenge flow", () => {
  test("a link's code is checked; its intro offers Play and the challenger's game", async () => {
    const m = await challenge({ dare: "ok-Ann" });
    m.flow.open();
    expect(m.flow.challenger?.name).toBe("Ann");
    expect(m.panel()?.querySelector("h2")?.textContent).toBe("Ann's challenge");
    expect(m.panel()?.textContent).toContain("The most points on seed s wins.");
    expect(m.panel()?.textContent).toContain("Ann: 12 points (checked by re-playing their game)");
    await m.click("watch-challenger");
    m.flow.open();
    await m.click("play");
    expect(m.ran).toEqual(["watch Ann on s (s)", "play s against Ann"]);
  });

  test("a damaged code is the game's InputError; no link is a fresh challenge", async () => {
    const bad = await challenge({ dare: "zzz" });
    expect(() => bad.flow.open()).toThrow(InputError);
    expect(() => bad.flow.open()).toThrow("is damaged");
    expect(bad.flow.challenger).toBeNull();
    const fresh = await challenge();
    fresh.flow.open();
    expect(fresh.panel()?.querySelector("h2")?.textContent).toBe("Challenge");
    expect(fresh.panel()?.textContent).toContain("When you finish, send a link to a friend to take on your result.");
    expect(fresh.ids()).toEqual(["play", "quit"]);
  });

  test("your result against theirs: beaten, lost, tied, or alone", async () => {
    const m = await challenge({ dare: "ok-Ann" });
    m.flow.open();
    expect(m.flow.compared(20, "Done")).toEqual({
      headline: "You beat Ann!",
      lines: [
        { player: "You", figures: ["20 points"] },
        { player: "Ann", figures: ["12 points"] },
      ],
    });
    expect(m.flow.compared(3, "Done").headline).toBe("Ann wins");
    expect(m.flow.compared(12, "Done").headline).toBe("A tie");
    const alone = await challenge();
    alone.flow.open();
    expect(alone.flow.compared(3, "Done")).toEqual({ headline: "Done", lines: [{ player: "You", figures: ["3 points"] }] });
  });
});
