// @vitest-environment happy-dom
// Core's versus flow on the toy game (stage/testing/play-session-fixture.ts): the opponent chooser,
// a game against the one chosen, its results (the match in Scores, Rematch, Another opponent),
// a challenge's intro and sending a challenge by name.
import { describe, expect, test } from "vitest";
import { InputError } from "../errors.ts";
import { mountToy, tick } from "./testing/play-session-fixture.ts";
import { presentChallenge, sendChallenge, VersusFlow, type Opponents } from "./versus-flow.ts";

async function versus() {
  const m = await mountToy();
  const played: string[] = [];
  const opponents: Opponents<number> = {
    lines: ["Pick one:"],
    choices: [
      { id: "one", label: "Level one", opponent: 1 },
      { id: "two", label: "Level two", opponent: 2 },
    ],
    more: (seed) => [{ id: "other", label: "Another kind", run: () => played.push(`other on ${seed}`) }],
    play: (level, seed) => played.push(`level ${level} on ${seed}`),
    name: (level) => `Level ${level}`,
  };
  return { ...m, played, flow: new VersusFlow(m.session(), opponents) };
}

describe("the versus flow", () => {
  test("asks for an opponent first, then plays the one chosen again without asking", async () => {
    const m = await versus();
    m.flow.start("a");
    expect(m.panel()?.getAttribute("data-panel")).toBe("choose-bot");
    expect(m.panel()?.textContent).toContain("Choose your opponent");
    expect(m.panel()?.textContent).toContain("Pick one:");
    expect(m.ids()).toEqual(["one", "two", "other", "quit"]);
    await m.click("two");
    expect(m.panel()).toBeNull();
    expect(m.played).toEqual(["level 2 on a"]);
    expect(m.flow.opponent).toBe(2);
    m.flow.start("b");
    expect(m.played).toEqual(["level 2 on a", "level 2 on b"]);
    m.flow.choose("c");
    await m.click("other");
    expect(m.played.at(-1)).toBe("other on c");
    await m.click("quit");
    expect(m.exit).toHaveBeenCalled();
  });

  test("results: the match goes to Scores under the mode, with the game's lines, Rematch, the next opponent and Another opponent last", async () => {
    const m = await versus();
    m.flow.against(1, "a");
    const rematches: string[] = [];
    m.flow.results(
      "loss",
      {
        headline: "You lose",
        lines: [{ player: "You", figures: ["3 lines", "1:00"] }],
        again: () => rematches.push("again"),
        againLabel: "Rematch",
        newSeed: false,
      },
      "next",
    );
    await tick();
    expect(m.matches).toEqual([{ mode: "points", opponent: "Level 1", outcome: "loss" }]);
    expect(m.panel()?.textContent).toContain("You: 3 lines · 1:00");
    expect(m.ids()).toEqual(["again", "bot-strength", "choose-bot", "quit"]);
    await m.click("again");
    expect(rematches).toEqual(["again"]);
    m.flow.results("win", { headline: "You win!", lines: [], items: [{ id: "watch", label: "Watch", run: () => undefined }] }, "next");
    await tick();
    expect(m.ids()).toEqual(["again", "watch", "bot-strength", "choose-bot", "new-seed", "quit"]);
    await m.click("choose-bot");
    expect(m.panel()?.getAttribute("data-panel")).toBe("choose-bot");
    await m.click("one");
    expect(m.played.at(-1)).toBe("level 1 on next");
  });

  test("a link naming a choice's id (bot=two) plays it without the chooser; an unknown one asks", async () => {
    const named = await mountToy({ options: { params: { bot: "two" } } });
    const played: number[] = [];
    const opponents: Opponents<number> = {
      lines: [],
      choices: [{ id: "two", label: "Level two", opponent: 2 }],
      play: (level) => played.push(level),
      name: (level) => `Level ${level}`,
    };
    new VersusFlow(named.session(), opponents).start("a");
    expect(played).toEqual([2]);
    const unknown = await mountToy({ options: { params: { bot: "nine" } } });
    new VersusFlow(unknown.session(), opponents).start("a");
    expect(unknown.panel()?.getAttribute("data-panel")).toBe("choose-bot");
  });

  test("an opponent that cannot play: the problem popup says why and offers another opponent", async () => {
    const m = await versus();
    m.flow.against(1, "a");
    m.flow.cannotPlay("The bot cannot play", "Its script would not load.", "next");
    await tick();
    expect(m.panel()?.getAttribute("data-panel")).toBe("problem");
    expect(m.panel()?.textContent).toContain("Its script would not load.");
    expect(m.ids()).toEqual(["fallback", "quit"]);
    expect(m.panel()?.textContent).toContain("Another opponent");
    await m.click("fallback");
    expect(m.panel()?.getAttribute("data-panel")).toBe("choose-bot");
    await m.click("two");
    expect(m.played.at(-1)).toBe("level 2 on next");
  });

  test("a game with no opponent chosen (two people) keeps no match", async () => {
    const m = await versus();
    m.flow.results("draw", { headline: "Draw", lines: [] }, "next");
    await tick();
    expect(m.matches).toEqual([]);
  });
});

describe("challenges", () => {
  test("a friend's intro offers Play, Watch their game and Quit; a fresh one Play and Quit", async () => {
    const m = await mountToy();
    const ran: string[] = [];
    presentChallenge(m.session(), { name: "Ada", lines: ["Ada scored 1200."], play: () => ran.push("play"), watch: () => ran.push("watch") });
    expect(m.panel()?.getAttribute("data-panel")).toBe("challenge");
    expect(m.panel()?.querySelector("h2")?.textContent).toBe("Ada's challenge");
    expect(m.ids()).toEqual(["play", "watch-challenger", "quit"]);
    await m.click("watch-challenger");
    expect(m.panel()).toBeNull();
    presentChallenge(m.session(), { name: null, lines: ["50 pairs."], play: () => ran.push("play") });
    expect(m.panel()?.querySelector("h2")?.textContent).toBe("Challenge");
    expect(m.ids()).toEqual(["play", "quit"]);
    await m.click("play");
    expect(ran).toEqual(["watch", "play"]);
  });

  test("sending one: a bad name is refused in the box, naming where; a good one gives the link", async () => {
    const m = await mountToy();
    sendChallenge(m.session(), { mode: "points", seed: "s", param: "dare" }, (name) => {
      if (name.includes("!")) throw new InputError("letters, digits, spaces or hyphens only", "name");
      return `code-${name}`;
    });
    const input = m.panel()!.querySelector("input, textarea") as HTMLInputElement;
    input.value = "Ada!";
    await m.click(m.ids()[0]!);
    expect(m.panel()?.textContent).toContain("name: letters, digits, spaces or hyphens only");
    input.value = "Ada";
    await m.click(m.ids()[0]!);
    expect(m.links).toEqual([{ mode: "points", seed: "s", params: { dare: "code-Ada" } }]);
    expect(m.panel()?.getAttribute("data-panel")).toBe("share");
  });
});
