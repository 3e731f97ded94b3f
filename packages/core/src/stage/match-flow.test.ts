// @vitest-environment happy-dom
// Core's match flow on the toy game (stage/testing/play-session-fixture.ts): showing a match stops
// the one before, Restart plays it again on its seed, its results (Rematch on a new seed, Watch the
// replay, the match in Scores against an opponent), its replay's end (Play again, Watch again), and
// what runs is stopped when the game is left.
import { describe, expect, test, vi } from "vitest";
import type { PlayScreen } from "./game-definition.ts";
import { MatchFlow, type Match, type WatchedMatch } from "./match-flow.ts";
import { mountToy, tick } from "./testing/play-session-fixture.ts";
import { VersusFlow } from "./versus-flow.ts";

const screen = { view: {} } as unknown as PlayScreen;

async function matches() {
  const m = await mountToy();
  const session = m.session();
  const log: string[] = [];
  const watched: WatchedMatch<string>[] = [];
  const versus = new VersusFlow(session, {
    lines: [],
    choices: [{ id: "one", label: "One", opponent: 1 }],
    play: (level, seed) => log.push(`level ${level} on ${seed}`),
    name: (level) => `Level ${level}`,
  });
  const flow: MatchFlow<string> = new MatchFlow(
    session,
    (w) => {
      watched.push(w);
      flow.show(w, { screen }, () => log.push(`stop watching ${w.replay}`));
    },
    versus,
  );
  /** A match on `seed` shown on the toy's screen; its stop is logged. */
  const play = (seed: string): Match => {
    const match: Match = { seed, again: (next) => log.push(`again ${seed} on ${next}`) };
    flow.show(match, { screen }, () => log.push(`stop ${seed}`));
    return match;
  };
  return { ...m, log, watched, flow, versus, play };
}

describe("the match flow", () => {
  test("showing a match stops the one before; the pause menu names mode and seed, and Restart plays it again on its seed", async () => {
    const m = await matches();
    const first = m.play("a");
    expect(m.flow.isShown(first)).toBe(true);
    const second = m.play("b");
    expect(m.log).toEqual(["stop a"]);
    expect(m.flow.isShown(first)).toBe(false);
    expect(m.flow.isShown(second)).toBe(true);
    m.pause();
    expect(m.panel()?.textContent).toContain("Points · seed b");
    await m.click("restart");
    expect(m.log).toEqual(["stop a", "again b on b"]);
  });

  test("results: the seed's line first, Rematch on a new seed, the game's items then Watch the replay; a second end is ignored", async () => {
    const m = await matches();
    vi.spyOn(m.session(), "newSeed").mockReturnValue("fresh");
    const match = m.play("a");
    const items = [{ id: "send", label: "Send", run: () => undefined }];
    m.flow.results(match, { headline: "Player 2 wins!", lines: [{ player: "Player 1", figures: ["3 lines"] }], replay: "both", items });
    await tick();
    expect(m.log).toEqual(["stop a"]);
    expect(m.panel()?.textContent).toContain("Player 2 wins!");
    expect(m.panel()?.textContent).toContain("Seed a");
    expect(m.panel()?.textContent).toContain("Player 1: 3 lines");
    expect(m.panel()?.textContent).toContain("Rematch");
    expect(m.ids()).toEqual(["again", "send", "watch", "quit"]);
    expect(m.matches).toEqual([]);
    m.flow.results(match, { headline: "Again?", lines: [] });
    await tick();
    expect(m.panel()?.textContent).not.toContain("Again?");
    await m.click("again");
    expect(m.log.at(-1)).toBe("again a on fresh");
  });

  test("a match against the versus flow's opponent goes to Scores, with Another opponent last", async () => {
    const m = await matches();
    m.versus.against(1, "a");
    const match = m.play("a");
    m.flow.results(match, { headline: "You lose", lines: [], outcome: "loss", againLabel: "Play again" });
    await tick();
    expect(m.matches).toEqual([{ mode: "points", opponent: "Level 1", outcome: "loss" }]);
    expect(m.panel()?.textContent).toContain("Play again");
    expect(m.ids()).toEqual(["again", "choose-bot", "quit"]);
  });

  test("watching the replay: From the start watches again; its end offers Play again (the match, on a new seed) and Watch again", async () => {
    const m = await matches();
    vi.spyOn(m.session(), "newSeed").mockReturnValue("fresh");
    const match = m.play("a");
    m.flow.results(match, { headline: "Draw", lines: [], replay: "both" });
    await tick();
    await m.click("watch");
    expect(m.watched.map((w) => [w.replay, w.seed, w.from === match])).toEqual([["both", "a", true]]);
    m.pause();
    expect(m.panel()?.textContent).toContain("Watching a replay");
    await m.click("restart");
    expect(m.log).toEqual(["stop a", "stop watching both"]);
    expect(m.watched).toHaveLength(2);
    m.flow.replayEnded(m.watched[1]!, [{ player: "YOU", figures: ["2 lines", "1:00.00"] }]);
    await tick();
    expect(m.log.at(-1)).toBe("stop watching both");
    expect(m.panel()?.textContent).toContain("Replay finished");
    expect(m.panel()?.textContent).toContain("YOU: 2 lines · 1:00.00");
    expect(m.ids()).toEqual(["again", "watch", "quit"]);
    await m.click("watch");
    expect(m.watched).toHaveLength(3);
    m.flow.replayEnded(m.watched[2]!, []);
    await tick();
    await m.click("again");
    expect(m.log.at(-1)).toBe("again a on fresh");
  });

  test("leaving the game stops what runs for the match shown", async () => {
    const m = await matches();
    m.play("a");
    m.game.destroy();
    expect(m.log).toEqual(["stop a"]);
    expect(m.destroyShell).toHaveBeenCalled();
  });
});
