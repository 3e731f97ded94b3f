// @vitest-environment happy-dom
// Core's play session with the toy game of stage/testing/play-session-fixture.ts: its start from a kept
// game, a link or new, the results, the restart key.
import { describe, expect, test } from "vitest";
import { printKeptGame } from "../sim/kept-game.ts";
import { replayToJSON } from "../sim/replay.ts";
import { mountToy, record } from "./testing/play-session-fixture.ts";

const mount = (options: { resume?: string; watch?: string; position?: string }) => mountToy({ options });

describe("the play session", () => {
  test("a kept game of newer rules gets the problem popup, the save is cleared, and the fallback plays a new game", async () => {
    const { started, saves, panel } = await mount({ resume: printKeptGame({ ...record, rulesVersion: 3 }) });
    expect(started).toEqual([]);
    expect(saves.clear).toHaveBeenCalled();
    expect(panel()?.getAttribute("data-panel")).toBe("problem");
    expect(panel()?.textContent).toMatch(/a newer version of the rules \(3; this app plays 2\)/);
    (panel()?.querySelector("button[data-id='fallback']") as HTMLButtonElement).click();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(["points s"]);
  });

  test("a bad position link gets the problem popup naming the parameter; the fallback plays the seed without the link", async () => {
    const { started, panel } = await mount({ position: "bad" });
    expect(started).toEqual([]);
    expect(panel()?.textContent).toMatch(/This link does not work.*grid: needs 5 rows/s);
    (panel()?.querySelector("button[data-id='fallback']") as HTMLButtonElement).click();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(["points s"]);
    expect(panel()).toBeNull();
  });

  test("a good position link starts there", async () => {
    expect((await mount({ position: "x" })).started).toEqual(["points s at x"]);
  });

  test("a game kept in an older shape (the record under `replay`) resumes with its extras", async () => {
    const { resumed, started } = await mount({ resume: JSON.stringify({ replay: replayToJSON(record), used: { advisor: true } }) });
    expect(started).toEqual([]);
    expect(resumed).toEqual([{ record, extras: { used: { advisor: true } } }]);
  });

  test("a watch link that is not a record says so; a new game keeps its record after a move", async () => {
    const bad = await mount({ watch: "{}" });
    expect(bad.panel()?.textContent).toMatch(/This replay cannot be played/);
    const fresh = await mount({});
    fresh.session().keep();
    expect(fresh.saves.keep).toHaveBeenCalledWith(printKeptGame(record), "s");
  });

  test("the results offer the score with its replay attached, Watch and New seed", async () => {
    const { session, scores, panel } = await mount({});
    await session().results({ headline: "Done", lines: ["3 points"], record, score: { value: 3 } });
    expect(scores).toEqual([{ value: 3, seed: "s", replay: JSON.stringify(replayToJSON(record)) }]);
    expect(panel()?.textContent).toMatch(/Done.*3 points.*Personal best #1!/s);
    const ids = [...(panel()?.querySelectorAll("button") ?? [])].map((b) => b.getAttribute("data-id"));
    expect(ids).toEqual(["again", "watch", "new-seed", "quit"]);
  });

  test("an assisted score says it is marked so in Scores", async () => {
    const { session, panel } = await mount({});
    await session().results({ headline: "Done", lines: [], record, score: { value: 3, assisted: true } });
    expect(panel()?.textContent).toMatch(/Personal best #1, marked \(assisted\) in Scores/);
  });

  test("a game's ending is ranked by the mode's result kind: the score goes to the table, the headline says it", async () => {
    const points = await mount({});
    await points.session().results({ lines: [], record, ending: { finished: false, ms: 1500, points: 40 } });
    expect(points.scores).toEqual([{ value: 40, seed: "s", replay: JSON.stringify(replayToJSON(record)) }]);
    expect(points.panel()?.textContent).toMatch(/Game over.*Personal best #1!/s);
    // A mode that keeps no table (practice) records nothing; a finished game's headline is its score.
    const practice = await mount({});
    practice.session().switchMode("practice");
    await practice.session().results({ lines: [], record, ending: { finished: true, points: 40 } });
    expect(practice.scores).toEqual([]);
    expect(practice.panel()?.textContent).toMatch(/Score 40/);
  });

  test("the restart action restarts at once with no menu, but not while another panel is up", async () => {
    const { started, press, session } = await mount({});
    expect(started).toEqual(["points s"]);
    press("restart");
    expect(started).toEqual(["points s", "points s"]);
    session().say("A word", "over the game");
    press("restart");
    expect(started).toEqual(["points s", "points s"]);
  });
});
