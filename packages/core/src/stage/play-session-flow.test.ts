// @vitest-environment happy-dom
// Core's play session beyond its start: the pause menu (game items, Restart, a watched record's),
// results when the player already left, a watched record's end, share and challenge links, the
// mode switch and a short word to the player. A toy game (a counter) on a shell that only shows
// panels; the pause menu is the one the session hands the shell.
import { describe, expect, test, vi } from "vitest";
import { InputError } from "../errors.ts";
import type { GameMeta, MountOptions } from "../game-module.ts";
import type { GameRecord, ReplayRules, ReplayableGame } from "../sim/record.ts";
import type { GameDefinition, PlayScreen, ShownGame } from "./game-definition.ts";
import type { GameShell, ShellConfig } from "./game-shell.ts";
import { PlaySession } from "./play-session.ts";
import type { PanelPopup } from "./popups.ts";

class Counter implements ReplayableGame<number> {
  frame = 0;
  over = false;
  apply(): boolean {
    return true;
  }
  step(): void {
    this.frame++;
  }
  summary(): number {
    return this.frame;
  }
}
const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 1, create: () => new Counter() };
const record: GameRecord = { game: "counter", rulesVersion: 1, seed: "s", mode: "points", options: {}, inputs: [{ frame: 1, action: "add" }] };
const meta: GameMeta = {
  id: "counter",
  title: "Counter",
  description: "",
  icon: "",
  modes: [
    { id: "points", title: "Points", result: "points" },
    { id: "practice", title: "Practice", result: "none" },
  ],
  actions: {} as GameMeta["actions"],
  settings: [],
  touchControls: false,
};

const tick = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};

async function mount(definitionParts: Partial<GameDefinition> = {}, shownParts: Partial<ShownGame> = {}) {
  const host = document.createElement("div");
  const show = (popup: PanelPopup): Promise<void> => {
    host.querySelectorAll(".arcade-popup").forEach((element) => element.remove());
    popup.show();
    return Promise.resolve();
  };
  let config: ShellConfig | null = null;
  const destroyShell = vi.fn();
  const shell = {
    host,
    present: show,
    dismiss: () => Promise.resolve(host.querySelectorAll(".arcade-popup").forEach((element) => element.remove())),
    navigation: { replacePopups: show },
    showScreen: () => Promise.resolve(),
    report: () => undefined,
    destroy: destroyShell,
  } as unknown as GameShell;
  const saves = { keep: vi.fn(), clear: vi.fn() };
  const exit = vi.fn();
  const links: unknown[] = [];
  let rank: (value: unknown) => void = () => undefined;
  const options = {
    mode: "points",
    seed: "s",
    settings: { values: {} },
    services: {
      saves,
      exit,
      recordScore: () => new Promise((resolve) => (rank = resolve)),
      shareLink: (link: unknown) => (links.push(link), `https://example.test/${links.length}`),
    },
  } as unknown as MountOptions;
  const started: string[] = [];
  const watched: GameRecord[] = [];
  const screen = { view: {} } as unknown as PlayScreen;
  let session: PlaySession | null = null;
  const definition: GameDefinition = {
    meta,
    rules,
    start: (s, seed) => {
      session = s;
      started.push(`${s.mode.id} ${seed}`);
      s.show({ screen, over: () => false, kept: () => ({ record }), ...shownParts });
    },
    watch: (s, r) => {
      watched.push(r);
      s.show({ screen, watched: r, over: () => false });
    },
    ...definitionParts,
  };
  const game = await PlaySession.mount(definition, host, options, (_host, _options, given) => ((config = given), Promise.resolve(shell)));
  const panel = () => host.querySelector(".arcade-popup");
  const ids = () => [...(panel()?.querySelectorAll("button") ?? [])].map((b) => b.getAttribute("data-id"));
  const click = async (id: string) => {
    (panel()!.querySelector(`button[data-id='${id}']`) as HTMLButtonElement).click();
    await tick();
  };
  const pause = () => {
    const menu = config!.pauseMenu();
    if (menu) void show(menu);
    return menu;
  };
  return { host, game, destroyShell, saves, exit, links, started, watched, panel, ids, click, pause, rank: (n: number) => rank(n), session: () => session! };
}

describe("the pause menu", () => {
  test("has the game's items before Restart, keeps the game, and Restart starts the seed again", async () => {
    const ran: string[] = [];
    const m = await mount({}, { menu: () => [{ id: "hint", label: "Hint", run: () => ran.push("hint") }], subtitle: () => "Level 3" });
    m.pause();
    expect(m.ids()).toEqual(["resume", "hint", "restart", "quit"]);
    expect(m.panel()?.textContent).toContain("Level 3");
    expect(m.saves.keep).toHaveBeenCalledTimes(1);
    await m.click("hint");
    expect(ran).toEqual(["hint"]);
    m.pause();
    await m.click("restart");
    expect(m.started).toEqual(["points s", "points s"]);
  });

  test("offers no Restart when the game says so, plays the game's own restart otherwise, and Quit clears the save", async () => {
    const none = await mount({}, { restart: null });
    none.pause();
    expect(none.ids()).toEqual(["resume", "quit"]);
    expect(none.panel()?.textContent).toContain("Points · seed s");
    await none.click("quit");
    expect(none.saves.clear).toHaveBeenCalled();
    expect(none.exit).toHaveBeenCalled();

    let own = 0;
    const custom = await mount({}, { restart: () => own++ });
    custom.pause();
    await custom.click("restart");
    expect(own).toBe(1);
  });

  test("is none once the game is over; a watched record's menu watches it from the start, and Quit keeps the save", async () => {
    const over = await mount({}, { over: () => true });
    expect(over.pause()).toBeNull();

    const m = await mount();
    m.session().watch(record);
    m.pause();
    expect(m.ids()).toEqual(["resume", "restart", "quit"]);
    expect(m.panel()?.textContent).toContain("Replay · seed s");
    await m.click("restart");
    expect(m.watched).toEqual([record, record]);
    m.pause();
    m.saves.clear.mockClear();
    await m.click("quit");
    expect(m.saves.clear).not.toHaveBeenCalled();
  });
});

describe("the end of a game", () => {
  test("shows no results when the player left the game while the score was being recorded", async () => {
    const m = await mount();
    const results = m.session().results({ headline: "Done", lines: [], record, score: { value: 5 } });
    m.session().start("other"); // a new game replaced the one that ended
    m.rank(1);
    await results;
    expect(m.panel()).toBeNull();
    expect(m.started).toEqual(["points s", "points other"]);
  });

  test("Play again replays the seed, the game's items come first, New seed can be the game's words or none", async () => {
    const m = await mount();
    const results = m
      .session()
      .results({ headline: "Done", lines: ["1"], record, items: [{ id: "mine", label: "Mine", run: () => undefined }], newSeed: "New puzzle" });
    await results;
    expect(m.ids()).toEqual(["again", "mine", "watch", "new-seed", "quit"]);
    expect(m.panel()?.textContent).toContain("New puzzle");
    await m.click("again");
    expect(m.started.at(-1)).toBe("points s");
    await m.session().results({ headline: "Done", lines: [], newSeed: false });
    expect(m.ids()).toEqual(["again", "quit"]);
    await m.click("quit");
    expect(m.exit).toHaveBeenCalled();
  });

  test("a watched record's end offers watching again and playing its seed", async () => {
    const m = await mount();
    m.session().replayEnded({ ...record, seed: "w" }, ["3 points"]);
    await tick();
    expect(m.panel()?.textContent).toMatch(/Replay finished.*3 points/s);
    expect(m.ids()).toEqual(["again", "play", "quit"]);
    await m.click("again");
    expect(m.watched.map((r) => r.seed)).toEqual(["w"]);
    m.session().replayEnded(record, []);
    await tick();
    await m.click("play");
    expect(m.started.at(-1)).toBe("points s");
  });
});

describe("links", () => {
  const links: GameDefinition["links"] = {
    replay: { param: "r", print: () => "CODE", parse: () => record },
    challenge: {
      param: "c",
      mode: "points",
      print: (name) => {
        if (name === "") throw new InputError("must not be empty", "name");
        return `${name}-CODE`;
      },
    },
  };

  test("the results share the replay as a link and ask a name for a challenge, refusing a bad one where it was typed", async () => {
    const m = await mount({ links });
    await m.session().results({ headline: "Done", lines: [], record });
    expect(m.ids()).toEqual(["again", "watch", "share-replay", "challenge", "new-seed", "quit"]);
    await m.click("share-replay");
    expect(m.panel()?.getAttribute("data-panel")).toBe("share");
    expect(m.links.at(-1)).toEqual({ mode: "points", seed: "s", params: { r: "CODE" } });

    await m.session().results({ headline: "Done", lines: [], record });
    await m.click("challenge");
    expect(m.panel()?.getAttribute("data-panel")).toBe("challenge-name");
    await m.click("submit");
    expect(m.panel()?.textContent).toContain("name: must not be empty");
    m.panel()!.querySelector("input")!.value = "Ann";
    await m.click("submit");
    expect(m.panel()?.getAttribute("data-panel")).toBe("share");
    expect(m.links.at(-1)).toEqual({ mode: "points", seed: "s", params: { c: "Ann-CODE" } });
  });
});

describe("the session's other services", () => {
  test("switchMode plays another mode from now on; say and share put a popup over the game; destroy frees the shell and the game's parts", async () => {
    const undone: string[] = [];
    const m = await mount();
    m.session().onDestroy(() => undone.push("worker"));
    m.session().switchMode("practice");
    expect(m.session().mode.id).toBe("practice");
    m.session().start("t");
    expect(m.started.at(-1)).toBe("practice t");
    m.session().say("Hint", "Try the corner");
    await tick();
    expect(m.panel()?.getAttribute("data-panel")).toBe("notice");
    await m.click("ok");
    expect(m.panel()).toBeNull();
    m.session().share("Share", "https://example.test/x");
    await tick();
    expect(m.panel()?.getAttribute("data-panel")).toBe("share");
    m.game.destroy();
    expect(undone).toEqual(["worker"]);
    expect(m.destroyShell).toHaveBeenCalled();
  });

  test("a problem popup's own fallback runs instead of a new game, and the definition's fallback mode is offered", async () => {
    const m = await mount({ fallback: () => ({ mode: "practice" }) });
    m.session().problem("No", "reason");
    await tick();
    expect(m.panel()?.textContent).toContain("Play Practice instead");
    await m.click("fallback");
    expect(m.started.at(-1)).toBe("practice s");
    let own = 0;
    m.session().problem("No", ["a", "b"], { label: "Back to the editor", run: () => own++ });
    await tick();
    expect(m.panel()?.textContent).toContain("Back to the editor");
    await m.click("fallback");
    expect(own).toBe(1);
  });
});
