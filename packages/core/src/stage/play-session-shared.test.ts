// @vitest-environment happy-dom
// What core's play session does so that no game writes it: a record checked before it is watched,
// a game over once its results are up, a game whose state is a record it keeps itself, the link's
// position read, a result's seed, the versus flow's next opponent, a screen's rectangles reported, a
// game's end and a record watched never kept. On the toy game (testing/play-session-fixture.ts).
import { describe, expect, test } from "vitest";
import { InputError } from "../errors.ts";
import type { GameRecord } from "../sim/record.ts";
import { stringifyReplay } from "../sim/replay.ts";
import { mountToy, record, rules, tick } from "./testing/play-session-fixture.ts";
import { VersusFlow } from "./versus-flow.ts";
import type { PlayScreen, ShownGame } from "./game-definition.ts";

describe("watching a record", () => {
  test("a record of other rules, a header the game cannot create or an input the game refuses is refused before the game sees it", async () => {
    const checked: GameRecord[] = [];
    const checkWatched = (r: GameRecord) => {
      checked.push(r);
      if (r.inputs.some((i) => i.action !== "add")) throw new InputError(`is not an action, got "${r.inputs[0]!.action}"`, "inputs[0]");
    };
    const create = (header: { options: Record<string, unknown> }) => {
      if (header.options.size !== undefined) throw new InputError("must be 1 to 9", "options.size");
      return rules.create(header as never);
    };
    const m = await mountToy({ definition: { checkWatched, rules: { ...rules, create } } });
    const watch = (r: GameRecord) => InputError.attempt(() => m.session().watch(r));
    expect(String(watch({ ...record, rulesVersion: 1 }))).toContain("rules version 1");
    expect(String(watch({ ...record, options: { size: 12 } }))).toContain("must be 1 to 9");
    expect(checked).toEqual([]);
    expect(String(watch({ ...record, inputs: [{ frame: 1, action: "jump" }] }))).toContain('is not an action, got "jump"');
    expect(m.watched).toEqual([]);
    expect(watch(record)).toBeUndefined();
    expect(m.watched).toEqual([record]);
  });

  test("a bad watch link gets the problem popup with the check's reason", async () => {
    const checkWatched = () => {
      throw new InputError("is past the end", "inputs[3]");
    };
    const m = await mountToy({ options: { watch: stringifyReplay(record) }, definition: { checkWatched } });
    expect(m.panel()?.textContent).toContain("This replay cannot be played");
    expect(m.panel()?.textContent).toContain("inputs[3]: is past the end");
    expect(m.watched).toEqual([]);
  });
});

describe("a game that does not say when it is over", () => {
  test("is over once its results are up: nothing kept, no pause menu; the next game shown is not", async () => {
    const m = await mountToy({ shown: { over: undefined } as unknown as Partial<ShownGame> });
    expect(m.pause()).not.toBeNull();
    await m.session().results({ headline: "Done", lines: [] });
    m.saves.keep.mockClear();
    m.session().keep();
    expect(m.saves.keep).not.toHaveBeenCalled();
    expect(m.config().saveState!()).toBeNull();
    expect(m.pause()).toBeNull();
    m.session().start("t");
    expect(m.pause()).not.toBeNull();
    expect(m.config().saveState!()).not.toBeNull();
  });
});

describe("a game whose state is a record it keeps itself", () => {
  test("is kept as that record when its inputs grew; null keeps nothing", async () => {
    let current: GameRecord | null = null;
    const m = await mountToy();
    m.session().show({ screen: m.shown[0]!, record: () => current });
    await tick();
    m.saves.keep.mockClear();
    m.session().changed(); // no move yet
    expect(m.saves.keep).not.toHaveBeenCalled();
    current = record;
    m.session().changed();
    expect(m.saves.keep).toHaveBeenCalledTimes(1);
    expect(m.saves.keep.mock.calls[0]![1]).toBe("s");
    m.session().changed(); // the same record: not kept again
    expect(m.saves.keep).toHaveBeenCalledTimes(1);
    current = null;
    expect(m.config().saveState!()).toBeNull();
  });
});

describe("the link's position", () => {
  test("is undefined without one, the value when it reads, the InputError when it does not", async () => {
    const parse = (text: string) => {
      if (!/^\d+$/.test(text)) throw new InputError(`must be digits, got "${text}"`, "position");
      return Number(text);
    };
    expect((await mountToy()).session().linkPosition(parse)).toBeUndefined();
    expect((await mountToy({ options: { position: "  " } })).session().linkPosition(parse)).toBeUndefined();
    expect((await mountToy({ options: { position: "42" } })).session().linkPosition(parse)).toBe(42);
    const bad = (await mountToy({ options: { position: "x" } })).session().linkPosition(parse);
    expect(bad).toBeInstanceOf(InputError);
    expect(String((bad as InputError).message)).toContain('must be digits, got "x"');
  });
});

describe("the versus flow's next opponent", () => {
  async function versus() {
    const m = await mountToy();
    const played: string[] = [];
    const flow = new VersusFlow(m.session(), {
      lines: [],
      choices: [1, 2, 3].map((level) => ({ id: `l${level}`, label: `Level ${level}`, opponent: level })),
      play: (level, seed) => played.push(`level ${level} on ${seed}`),
      name: (level) => `Bot (level ${level})`,
    });
    return { ...m, played, flow };
  }

  test("the results offer the chooser's next opponent on the next seed, the first after the last", async () => {
    const m = await versus();
    m.flow.against(2, "a");
    m.flow.results("loss", { headline: "You lose", lines: [] }, "b");
    await tick();
    expect(m.ids()).toEqual(["again", "bot-strength", "choose-bot", "new-seed", "quit"]);
    expect(m.panel()?.querySelector("[data-id=bot-strength]")?.textContent).toBe("Play Bot (level 3)");
    await m.click("bot-strength");
    expect(m.played.at(-1)).toBe("level 3 on b");
    expect(m.flow.opponent).toBe(3);
    m.flow.results("win", { headline: "You win!", lines: [] }, "c");
    await tick();
    await m.click("bot-strength");
    expect(m.played.at(-1)).toBe("level 1 on c");
  });

  test("none for an opponent the chooser does not offer", async () => {
    const m = await versus();
    m.flow.against(7, "a");
    m.flow.results("draw", { headline: "Draw", lines: [] }, "b");
    await tick();
    expect(m.ids()).not.toContain("bot-strength");
    expect(m.ids()).toContain("choose-bot");
  });
});

describe("a result's seed", () => {
  test("a game that attaches no record says the seed it played: Scores keep it and Play again plays it", async () => {
    const m = await mountToy();
    await m.session().results({ headline: "Quiz done", lines: [], score: { value: 300 }, seed: "q2" });
    await tick();
    expect(m.scores.at(-1)).toMatchObject({ value: 300, seed: "q2" });
    await m.click("again");
    expect(m.started.at(-1)).toBe("points q2");
  });
});

describe("a screen's rectangles", () => {
  test("are reported from the screen with the game's state: each player's board and the words", async () => {
    const m = await mountToy();
    const screen = { view: {}, fieldRect: (player: number) => ["1,2,30,40", "50,2,30,40"][player] ?? "", textRect: () => "0,0,50,10" } as unknown as PlayScreen;
    m.session().show({ screen, report: () => ({ score: 7 }) });
    await tick();
    expect(m.host.dataset).toMatchObject({ fieldRect: "1,2,30,40", fieldRect2: "50,2,30,40", textRect: "0,0,50,10", score: "7" });
  });
});

describe("a game's end", () => {
  test("a game played: its results with the record it kept and Play again playing its Restart", async () => {
    const restarts: string[] = [];
    const m = await mountToy({ shown: { restart: () => restarts.push("restart") } });
    m.session().finished(m.shown.at(-1)!, { lines: ["Score 5"], ending: { finished: true, points: 5 } });
    await tick();
    expect(m.panel()?.textContent).toContain("Score 5");
    expect(m.scores.at(-1)).toMatchObject({ value: 5, replay: stringifyReplay(record) });
    await m.click("again");
    expect(restarts).toEqual(["restart"]);
  });

  test("a record watched: Replay finished with the game's lines; a screen no longer shown: nothing", async () => {
    const m = await mountToy({ options: { watch: stringifyReplay(record) } });
    const left = { view: {} } as unknown as PlayScreen;
    m.session().finished(left, { lines: ["Score 5"] });
    await tick();
    expect(m.panel()).toBeNull();
    m.session().finished(m.shown.at(-1)!, { lines: ["Score 5"] });
    await tick();
    expect(m.panel()?.textContent).toContain("Replay finished");
    expect(m.panel()?.textContent).toContain("Score 5");
    expect(m.scores).toEqual([]);
  });
});

describe("a record watched", () => {
  test("is never kept, whatever the game's kept says", async () => {
    const m = await mountToy({ options: { watch: stringifyReplay(record) }, shown: { kept: () => ({ record }) } });
    expect(m.watched).toEqual([record]);
    expect(m.config().saveState!()).toBeNull();
    m.session().keep();
    expect(m.saves.keep).not.toHaveBeenCalled();
  });
});
