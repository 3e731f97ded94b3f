// @vitest-environment happy-dom
// Core's play session beyond its start: the pause menu (game items, Restart, a watched record's),
// results when the player already left, a watched record's end, share and challenge links, the
// mode switch and a short word to the player. The toy game of stage/testing/play-session-fixture.ts; the
// pause menu is the one the session hands the shell.
import { describe, expect, test } from "vitest";
import { InputError } from "../errors.ts";
import { mountToy, record, rules, tick } from "./testing/play-session-fixture.ts";
import type { GameDefinition, PlayScreen, ShownGame } from "./game-definition.ts";
import { SessionPart } from "./session-part.ts";

const mount = (definition: Partial<GameDefinition> = {}, shown: Partial<ShownGame> = {}) => mountToy({ definition, shown, deferRank: true });

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

describe("the shell's side of the session", () => {
  test("device actions reach the screen, gestures too; the shell keeps the game and passes pause, resume and destroy on", async () => {
    const gestures: unknown[] = [];
    const m = await mountToy({ definition: { input: { gestures: true } }, shown: {} });
    m.press("left");
    expect(m.inputs).toEqual(["left down", "left up"]);
    const { gestures: touch, saveState } = m.config();
    expect(touch!.cellSize()).toBe(24); // the screen gives no cell size: the default step
    (m.shown[0] as { gesture?: (g: unknown) => void }).gesture = (g) => gestures.push(g);
    touch!.onGesture({ type: "flick", dir: "down" });
    expect(gestures).toEqual([{ type: "flick", dir: "down" }]);
    expect(saveState?.()).toEqual({ record: expect.stringContaining('"counter"') as string, seed: "s" });
    m.game.pause();
    m.game.resume();
    expect(m.pauseShell).toHaveBeenCalled();
    expect(m.resumeShell).toHaveBeenCalled();
  });

  test("the restart key over the pause menu closes it, then restarts", async () => {
    const m = await mountToy();
    m.pause();
    m.press("restart");
    await tick();
    expect(m.panel()).toBeNull();
    expect(m.started).toEqual(["points s", "points s"]);
  });

  test("a setting reads its default when the saved value is bad; the screen context is the shell's and the shared settings'", async () => {
    const m = await mountToy();
    expect(m.session().setting("hints")).toBe(true);
    const context = m.session().screenContext(true);
    expect([context.host, context.palette, context.soundVolume, context.reducedMotion]).toEqual([m.host, "standard", 0.5, true]);
  });
});

describe("starting from a link or a save", () => {
  const replay: GameDefinition["links"] = { replay: { param: "r", print: () => "CODE", parse: (code, seed) => ({ ...record, seed: `${seed}-${code}` }) } };

  test("a replay link is watched; a game's own link takes the start over", async () => {
    const linked = await mountToy({ options: { params: { r: "CODE" } }, definition: { links: replay } });
    expect(linked.watched.map((r) => r.seed)).toEqual(["s-CODE"]);
    const hint: GameDefinition["hint"] = (_session, keys) => ({ lines: [`Add: ${keys("add")}`, `Undo: ${keys("undo")}`] });
    const own = await mountToy({ play: { fromLink: () => true }, definition: { hint } });
    expect(own.started).toEqual([]);
    // The first-run hint comes over a game a link started (first-hint.test.ts) as over a new one, with the player's own keys, but not over a watched record.
    expect(own.hints).toEqual([]);
    own.session().show({ screen: { view: {} } as unknown as PlayScreen });
    expect(own.hints).toEqual(["counter-hint · How to play · Add: A / Undo: unbound · Got it"]);
    const watching = await mountToy({ options: { params: { r: "CODE" } }, definition: { links: replay, hint } });
    expect(watching.hints).toEqual([]);
    const named = await mountToy({ definition: { hint: () => ({ id: "two", title: "Two players", lines: ["Halves"], ok: "Start" }) } });
    expect(named.hints).toEqual(["two · Two players · Halves · Start"]);
  });

  test("a kept game the game cannot continue (an InputError) says why and starts anew; another error is not swallowed", async () => {
    const kept = (await import("../sim/kept-game.ts")).printKeptGame(record);
    const m = await mountToy({
      options: { resume: kept },
      play: {
        resume: () => {
          throw new InputError("is missing", "the bot's side");
        },
      },
    });
    expect(m.saves.clear).toHaveBeenCalled();
    expect(m.panel()?.textContent).toContain("Your saved game could not be continued (the bot's side: is missing), so a new game starts.");
    await m.click("quit");
    expect(m.exit).toHaveBeenCalled();
    const broken = () => {
      throw new Error("a bug");
    };
    await expect(mountToy({ play: { start: broken } })).rejects.toThrow("a bug");
    await expect(mountToy({ options: { resume: kept }, play: { resume: broken } })).rejects.toThrow("a bug");
  });

  test("a game that keeps no records cannot watch one", async () => {
    const m = await mountToy({ noWatch: true });
    expect(() => m.session().watch(record)).toThrow("cannot be watched: this game keeps no records");
  });
});

describe("the popups' own buttons", () => {
  test("Resume closes the pause menu; the results' Watch and New seed play; a finished replay's Quit leaves", async () => {
    const m = await mountToy();
    m.pause();
    await m.click("resume");
    expect(m.panel()).toBeNull();
    await m.session().results({ headline: "Done", lines: [], record });
    await m.click("watch");
    expect(m.watched).toEqual([record]);
    await m.session().results({ headline: "Done", lines: [], record });
    await m.click("new-seed");
    expect(m.started).toHaveLength(2);
    expect(m.started[1]).not.toBe("points s");
    m.session().replayEnded(record, []);
    await tick();
    await m.click("quit");
    expect(m.exit).toHaveBeenCalled();
  });

  test("a shared link goes back to what was shown; shareLink writes the host's link", async () => {
    const m = await mountToy();
    m.session().shareLink("Share this seed", { mode: "points", seed: "s" });
    await tick();
    expect(m.links).toEqual([{ mode: "points", seed: "s" }]);
    expect(m.panel()!.querySelector<HTMLTextAreaElement>("textarea")?.value).toBe("https://example.test/1");
    await m.click("back");
    expect(m.panel()).toBeNull();
  });

  test("ask shows a bad text's error where it was typed, then closes and uses a good one; Back closes it", async () => {
    const m = await mountToy();
    const used: number[] = [];
    const prompt = { role: "rows", title: "Rows", explanation: "A number of rows", placeholder: "5", submitLabel: "Use it" };
    const parse = (text: string) => {
      if (!/^\d+$/.test(text)) throw new InputError(`${JSON.stringify(text)} is not a number`, "rows");
      return Number(text);
    };
    m.session().ask(prompt, parse, (rows) => used.push(rows));
    await tick();
    expect(m.panel()?.getAttribute("data-panel")).toBe("rows");
    m.panel()!.querySelector("textarea")!.value = "x";
    await m.click("submit");
    expect(m.panel()?.textContent).toContain('rows: "x" is not a number');
    m.panel()!.querySelector("textarea")!.value = "7";
    await m.click("submit");
    expect(m.panel()).toBeNull();
    expect(used).toEqual([7]);
    m.session().ask(prompt, parse, (rows) => used.push(rows));
    await tick();
    await m.click("back");
    expect(m.panel()).toBeNull();
    expect(used).toEqual([7]);
  });

  test("the challenge's name box and its link go back with Back", async () => {
    const challenge: GameDefinition["links"] = { challenge: { param: "c", mode: "points", print: (name) => `${name}-CODE` } };
    const m = await mountToy({ definition: { links: challenge } });
    await m.session().results({ headline: "Done", lines: [], record });
    await m.click("challenge");
    await m.click("back");
    expect(m.panel()).toBeNull();
    await m.session().results({ headline: "Done", lines: [], record });
    await m.click("challenge");
    m.panel()!.querySelector("input")!.value = "Ann";
    await m.click("submit");
    expect(m.panel()?.getAttribute("data-panel")).toBe("share");
    await m.click("back");
    expect(m.panel()).toBeNull();
  });
});

describe("what a game's own part reads from the session", () => {
  test("settings as a flag or a number (the default when missing or bad), the shell, and a viewer whose bar goes with the game", async () => {
    const m = await mountToy();
    const session = m.session();
    expect(session.flag("hints")).toBe(true); // "yes" is no toggle's value: the default
    expect(session.number("speed")).toBe(2);
    class Part extends SessionPart {
      start(): void {}
      get mounted() {
        return this.shell;
      }
    }
    expect(new Part(session).mounted).toBe(m.shell);
    const seeks: number[] = [];
    const viewer = session.viewer(rules, record, 60, (game) => seeks.push(game.frame));
    expect(viewer.game.frame).toBe(0);
    expect(m.host.querySelector("[data-role=replay-bar]")).not.toBeNull();
    m.game.destroy();
    expect(m.host.querySelector("[data-role=replay-bar]")).toBeNull();
  });
});

describe("what the session reports and keeps as the game changes", () => {
  test("show reports the mode, the seed and watching; the game's state follows once laid out and on each change", async () => {
    let moves = 0;
    const m = await mountToy({ shown: { report: () => ({ moves }), moves: () => moves } });
    await tick();
    expect(m.host.dataset).toMatchObject({ mode: "points", seed: "s", watching: "no", moves: "0" });
    m.saves.keep.mockClear();
    moves = 1;
    m.session().changed();
    expect(m.host.dataset.moves).toBe("1");
    expect(m.saves.keep).toHaveBeenCalledTimes(1);
    m.session().changed(); // no new move: reported, not kept again
    expect(m.saves.keep).toHaveBeenCalledTimes(1);
    const screen = m.shown[0]!;
    expect([m.session().isShown(screen), m.session().isShown({ view: {} } as unknown as PlayScreen)]).toEqual([true, false]);
  });

  test("a watched record reports its own seed and watching; a seek reaches the screen shown", async () => {
    const seeks: unknown[] = [];
    const m = await mountToy();
    m.shown.length = 0;
    m.session().watch({ ...record, seed: "w" });
    await tick();
    expect([m.host.dataset.seed, m.host.dataset.watching]).toEqual(["w", "yes"]);
    (m.shown[0] as { seeked?: (game: unknown) => void }).seeked = (game) => seeks.push(game);
    const viewer = m.session().viewer(rules, record, 60);
    viewer.seek(1);
    expect(seeks).toHaveLength(1);
  });

  test("a resume that returns a text shows it as the notice", async () => {
    const kept = (await import("../sim/kept-game.ts")).printKeptGame(record);
    const m = await mountToy({ options: { resume: kept }, resumeNotice: "Resumed · 1 move" });
    expect(m.resumed).toHaveLength(1);
    expect(m.host.querySelector("[data-role=notice]")?.textContent).toBe("Resumed · 1 move");
  });
});
