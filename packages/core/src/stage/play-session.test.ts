// @vitest-environment happy-dom
// Core's play session with a toy game (a counter) and a shell that only shows panels and reports.
import { describe, expect, test, vi } from "vitest";
import type { GameMeta, MountOptions } from "../game-module.ts";
import { InputError } from "../errors.ts";
import { printKeptGame } from "../sim/kept-game.ts";
import type { GameRecord, ReplayRules, ReplayableGame } from "../sim/record.ts";
import { replayToJSON } from "../sim/replay.ts";
import type { GameDefinition, KeptGame, PlayScreen } from "./game-definition.ts";
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
const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 2, create: () => new Counter() };
const record: GameRecord = { game: "counter", rulesVersion: 2, seed: "s", mode: "points", options: {}, inputs: [{ frame: 1, action: "add" }] };
const meta: GameMeta = {
  id: "counter",
  title: "Counter",
  description: "",
  icon: "",
  modes: [{ id: "points", title: "Points", result: "points" }],
  actions: {} as GameMeta["actions"], // a game without keys
  settings: [],
  touchControls: false,
};

async function mount(given: { resume?: string; watch?: string; position?: string }) {
  const host = document.createElement("div");
  const show = (popup: PanelPopup): Promise<void> => {
    host.querySelectorAll(".arcade-popup").forEach((element) => element.remove());
    popup.show();
    return Promise.resolve();
  };
  const shell = {
    host,
    present: show,
    dismiss: () => Promise.resolve(host.querySelectorAll(".arcade-popup").forEach((element) => element.remove())),
    navigation: {
      replacePopups: show,
      get popup() {
        return host.querySelector(".arcade-popup");
      },
    },
    showScreen: () => Promise.resolve(),
    report: (values: Record<string, string>) => Object.assign(host.dataset, values),
    destroy: () => undefined,
  } as unknown as GameShell;
  const scores: unknown[] = [];
  const saves = { keep: vi.fn(), clear: vi.fn() };
  const options = {
    mode: "points",
    seed: "s",
    ...given,
    settings: { values: {} },
    services: { saves, recordScore: (_mode: string, entry: unknown) => (scores.push(entry), Promise.resolve(1)), exit: () => undefined },
  } as unknown as MountOptions;
  const started: string[] = [];
  const resumed: KeptGame[] = [];
  let session: PlaySession | null = null;
  const screen = { view: {} } as unknown as PlayScreen;
  const definition: GameDefinition = {
    meta,
    rules,
    start: (s, seed) => {
      session = s;
      // A position link the toy game cannot read, as a game's own parser would refuse it.
      if (s.options.position === "bad") throw new InputError("needs 5 rows", "grid");
      started.push(s.options.position === undefined ? seed : `${seed} at ${s.options.position}`);
      s.show({ screen, over: () => false, kept: () => ({ record }) });
    },
    resume: (s, kept) => {
      session = s;
      resumed.push(kept);
      return true;
    },
    watch: (s) => (session = s),
  };
  let config: ShellConfig | null = null;
  await PlaySession.mount(definition, host, options, (_host, _options, given) => ((config = given), Promise.resolve(shell)));
  const panel = () => host.querySelector(".arcade-popup");
  const press = (action: string) => (config!.onAction(action, true), config!.onAction(action, false));
  return { host, started, resumed, scores, saves, panel, press, session: () => session! };
}

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
    expect(started).toEqual(["s"]);
  });

  test("a bad position link gets the problem popup naming the parameter; the fallback plays the seed without the link", async () => {
    const { started, panel } = await mount({ position: "bad" });
    expect(started).toEqual([]);
    expect(panel()?.textContent).toMatch(/This link does not work.*grid: needs 5 rows/s);
    (panel()?.querySelector("button[data-id='fallback']") as HTMLButtonElement).click();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(["s"]);
    expect(panel()).toBeNull();
  });

  test("a good position link starts there", async () => {
    expect((await mount({ position: "x" })).started).toEqual(["s at x"]);
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

  test("the restart action restarts at once with no menu, but not while another panel is up", async () => {
    const { started, press, session } = await mount({});
    expect(started).toEqual(["s"]);
    press("restart");
    expect(started).toEqual(["s", "s"]);
    session().say("A word", "over the game");
    press("restart");
    expect(started).toEqual(["s", "s"]);
  });
});
