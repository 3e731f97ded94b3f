// @vitest-environment happy-dom
import type { GameMeta } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { GAME_METAS } from "../games.ts";
import { recordMatch } from "../storage/matches.ts";
import type { Scores } from "../storage/index.ts";
import { renderScores } from "./scores-view.ts";

const DAY = "2026-11-20";
const entry = (value: number, replay?: string) => ({ value, higherIsBetter: true, date: `${DAY}T10:00:00.000Z`, seed: "s", ...(replay ? { replay } : {}) });

function page(scores: Scores, games?: readonly GameMeta[]): HTMLElement {
  const root = document.createElement("div");
  renderScores(root, scores, games);
  return root;
}

describe("the Scores page", () => {
  it("gives every registered mode that keeps a record its table or its way to a first entry", () => {
    const root = page({});
    const shown = [...root.querySelectorAll("[data-mode]")].map((el) => el.getAttribute("data-mode"));
    // From the registry's metas: every mode whose result is time, points or match, in meta order.
    const expected = GAME_METAS.flatMap((meta) => meta.modes.filter((m) => m.result !== "none").map((m) => `${meta.id}:${m.id}`));
    expect(shown).toEqual(expected);
    expect(expected).toContain("tetris:sprint");
    expect(expected).toContain("puyo:endless");
    expect(expected).toContain("mahjong:quiz");
    const sprint = root.querySelector("[data-mode='tetris:sprint']")!;
    expect(sprint.textContent).toBe("Sprint 40L · best timesNo games yet — play Sprint 40L");
    expect(sprint.querySelector("a")?.getAttribute("href")).toBe("#/tetris?mode=sprint");
    expect(root.querySelector("[data-mode='puyo:versus'] .empty")?.textContent).toBe("No matches yet — play Versus the bot");
    // The Shuffle Lab ranks nothing: no section.
    expect(root.querySelector("section[data-game='cards']")).toBeNull();
  });

  it("shows best times as times, Watch only where a replay was kept, and matches per opponent", () => {
    let scores: Scores = {
      tetris: {
        stats: { played: 2, timeMs: 90_000 },
        modes: {
          sprint: [
            { ...entry(61_230, "r"), higherIsBetter: false },
            { ...entry(70_000), higherIsBetter: false },
          ],
        },
      },
    };
    scores = recordMatch(scores, "tetris", "versus", "Bot (Easy)", "win", `${DAY}T10:00:00.000Z`);
    scores = recordMatch(scores, "tetris", "versus", "TBP bot", "loss", "2026-11-22T10:00:00.000Z");
    scores = recordMatch(scores, "tetris", "versus", "Bot (Easy)", "win", "2026-11-21T10:00:00.000Z");
    const root = page(scores);
    const rows = [...root.querySelectorAll("[data-mode='tetris:sprint'] tbody tr")].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(rows).toEqual([
      ["1", "1:01.23", DAY, "s", "Watch"],
      ["2", "1:10.00", DAY, "s", ""],
    ]);
    expect(root.querySelector("a.watch")?.getAttribute("href")).toBe("#/tetris?watch=sprint-1");
    const versus = [...root.querySelectorAll("[data-mode='tetris:versus'] tbody tr")].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(versus).toEqual([
      ["TBP bot", "0", "1", "0", "2026-11-22"],
      ["Bot (Easy)", "2", "0", "0", "2026-11-21"],
    ]);
    expect(root.querySelector("section[data-game='tetris'] p.stats")?.textContent).toBe("2 games, 1 min played");
    expect(root.querySelector("section[data-game='puyo'] p.stats")).toBeNull();
  });

  it("still shows a game or mode this build does not have, with its plain numbers", () => {
    const root = page({ oldgame: { stats: { played: 1, timeMs: 0 }, modes: { blitz: [entry(42)] } } }, []);
    expect(root.querySelector("section[data-game='oldgame'] h2")?.textContent).toBe("oldgame");
    expect(root.querySelector("[data-mode='oldgame:blitz'] tbody td:nth-child(2)")?.textContent).toBe("42");
    expect(page({}, []).querySelector(".empty")?.textContent).toBe("No game in this build keeps scores.");
  });
});
