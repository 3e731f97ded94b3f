// The toy game that core's play-session tests run: a counter with a record, on a shell that only
// shows panels (no stage, no GPU) and on services that note what the session asked of them. Shared
// by play-session.test.ts and play-session-flow.test.ts (core's test helpers); never imported by
// shipped code.
import { vi } from "vitest";
import { InputError } from "../../errors.ts";
import type { GameMeta, MountOptions } from "../../game-module.ts";
import type { GameRecord, ReplayRules, ReplayableGame } from "../../sim/record.ts";
import type { GameDefinition, GamePlay, KeptGame, PlayScreen, ShownGame } from "../game-definition.ts";
import type { GameShell, ShellConfig } from "../game-shell.ts";
import { PlaySession } from "../play-session.ts";
import type { PanelPopup } from "../popups.ts";

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

export const rules: ReplayRules<Counter> = { game: "counter", rulesVersion: 2, create: () => new Counter() };
export const record: GameRecord = { game: "counter", rulesVersion: 2, seed: "s", mode: "points", options: {}, inputs: [{ frame: 1, action: "add" }] };
export const meta: GameMeta = {
  id: "counter",
  title: "Counter",
  description: "",
  icon: "",
  modes: [
    { id: "points", title: "Points", result: "points" },
    { id: "practice", title: "Practice", result: "none" },
  ],
  actions: {} as GameMeta["actions"], // a game without keys
  settings: [
    { kind: "toggle", key: "hints", label: "Hints", default: true },
    { kind: "range", key: "speed", label: "Speed", min: 1, max: 4, step: 1, unit: "", default: 2 },
  ],
  touchControls: false,
};

/** Lets the session's popups and promises settle. */
export async function tick(): Promise<void> {
  for (let i = 0; i < 4; i++) await Promise.resolve();
}

export interface ToyMount {
  /** The mount's link and save (`resume`, `watch`, `position`, `params`). */
  readonly options?: Partial<Pick<MountOptions, "resume" | "watch" | "position" | "params">>;
  /** Parts of the definition that replace the toy game's own. */
  readonly definition?: Partial<GameDefinition>;
  /** Parts of the game's own part (`definition.play`) that replace the toy's. */
  readonly play?: Partial<GamePlay>;
  /** What the toy's `resume` returns (default true: continued, with no notice). */
  readonly resumeNotice?: string;
  /** Parts of the game the toy's `start` and `watch` show. */
  readonly shown?: Partial<ShownGame>;
  /** The score's rank comes when the test says (`rank(n)`), not at once (#1). */
  readonly deferRank?: boolean;
  /** A game that keeps records but cannot play one back (no `watch`). */
  readonly noWatch?: boolean;
}

/** Mounts the toy game on core's play session; what it started, resumed and watched, and the shell's panels. */
export async function mountToy(given: ToyMount = {}) {
  const host = document.createElement("div");
  /** The popup on top (one at a time: a new one replaces it, as the tests need no more). */
  let current: PanelPopup | null = null;
  const clear = () => {
    host.querySelectorAll(".arcade-popup").forEach((element) => element.remove());
    current = null;
  };
  const show = (popup: PanelPopup): Promise<void> => {
    clear();
    popup.show();
    current = popup;
    return Promise.resolve();
  };
  let config: ShellConfig | null = null;
  const destroyShell = vi.fn();
  const pauseShell = vi.fn();
  const resumeShell = vi.fn();
  const shown: PlayScreen[] = [];
  /** The first-run hints the shell was asked for: "id · title · lines · button". */
  const hints: string[] = [];
  const shell = {
    host,
    present: show,
    dismiss: () => Promise.resolve(clear()),
    navigation: {
      replacePopups: show,
      get popup() {
        return current;
      },
    },
    showScreen: (screen: PlayScreen) => (shown.push(screen), Promise.resolve()),
    report: (values: Record<string, string>) => Object.assign(host.dataset, values),
    hintOnce: (id: string, title: string, lines: readonly string[], ok = "Got it") => hints.push([id, title, lines.join(" / "), ok].join(" · ")),
    pause: pauseShell,
    resume: resumeShell,
    destroy: destroyShell,
  } as unknown as GameShell;
  const scores: unknown[] = [];
  const saves = { keep: vi.fn(), clear: vi.fn() };
  const exit = vi.fn();
  const links: unknown[] = [];
  const matches: unknown[] = [];
  let rank: (value: number) => void = () => undefined;
  const options = {
    mode: "points",
    seed: "s",
    ...given.options,
    settings: { values: { hints: "yes" }, keys: { add: ["KeyA"] }, shared: { palette: "standard", soundVolume: 0.5, haptics: false, reducedMotion: true } },
    services: {
      saves,
      exit,
      recordScore: (_mode: string, entry: unknown) => {
        scores.push(entry);
        return given.deferRank ? new Promise((resolve) => (rank = resolve)) : Promise.resolve(1);
      },
      shareLink: (link: unknown) => (links.push(link), `https://example.test/${links.length}`),
      recordMatch: (mode: string, match: object) => (matches.push({ mode, ...match }), Promise.resolve()),
    },
  } as unknown as MountOptions;
  const started: string[] = [];
  const resumed: KeptGame[] = [];
  const watched: GameRecord[] = [];
  const inputs: string[] = [];
  const screen: PlayScreen = {
    view: {},
    input: (action: string, pressed: boolean) => inputs.push(`${action} ${pressed ? "down" : "up"}`),
  } as unknown as PlayScreen;
  let session: PlaySession | null = null;
  const play = (s: PlaySession): GamePlay => ({
    start: (seed) => {
      // A position link the toy game cannot read, as a game's own parser would refuse it.
      if (s.options.position === "bad") throw new InputError("needs 5 rows", "grid");
      started.push(`${s.mode.id} ${seed}${s.options.position === undefined ? "" : ` at ${s.options.position}`}`);
      s.show({ screen, over: () => false, kept: () => ({ record }), ...given.shown });
    },
    resume: (kept) => (resumed.push(kept), given.resumeNotice ?? true),
    ...(given.noWatch
      ? {}
      : {
          watch: (r: GameRecord) => {
            watched.push(r);
            s.show({ screen, watched: r, over: () => false, ...given.shown });
          },
        }),
    ...given.play,
  });
  const definition: GameDefinition = {
    meta,
    rules,
    play: (s) => ((session = s), play(s)),
    ...given.definition,
  };
  const game = await PlaySession.mount(definition, host, options, (_host, _options, shellConfig) => ((config = shellConfig), Promise.resolve(shell)));
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
  const press = (action: string) => (config!.onAction(action, true), config!.onAction(action, false));
  return {
    host,
    game,
    shell,
    config: () => config!,
    destroyShell,
    pauseShell,
    resumeShell,
    saves,
    exit,
    links,
    matches,
    scores,
    started,
    resumed,
    watched,
    inputs,
    shown,
    hints,
    panel,
    ids,
    click,
    pause,
    press,
    rank: (n: number) => rank(n),
    session: () => session!,
  };
}
