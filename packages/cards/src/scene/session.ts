import { numberSetting, InputError, located, settingOf, type GameSession, type MountOptions, type SettingValue } from "@arcade/core";
import { parseRoutine, SHUFFLE_METHODS, type ShuffleMethod, type ShuffleStep } from "../shuffle/routine.ts";
import { meta } from "../meta.ts";
import { GameShell, PanelPopup, PastePopup, PausePopup } from "@arcade/core/stage";
import type { Experiment, RankResult } from "../analysis/ranking.ts";
import { download } from "./download.ts";
import { heatmapCsv, heatmapImage, metricsCsv, parseFamily, toPgmBytes, toPng, type LabOptions } from "./lab-api.ts";
import { LabScreen, type LabState } from "./lab-screen.ts";
import { RankScreen } from "./rank-screen.ts";

/**
 * One mounted Shuffle Lab: the shared GameShell (stage, keys, menu button, popups) with the lab
 * screen or the experiments (ranking) screen on top. The menu (the shell's pause path) holds the
 * exports and typing a routine; on the ranking screen, typing a family.
 */
export class CardsSession {
  private screen: LabScreen | null = null;
  private ranking: RankScreen | null = null;
  private state: LabState | null = null;
  /** The last experiment ranked, shown again when the ranking screen reopens. */
  private lastRanking: { experiment: Experiment; measured: boolean; result: RankResult | null } | undefined;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {}

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: CardsSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => session?.screen?.input(action, pressed),
      gamepad: { 0: "riffle", 1: "cut", 2: "hindu", 3: "deal", 8: "undo", 9: "pause" },
      pauseMenu: () => session?.menu() ?? null,
    });
    session = new CardsSession(shell, options);
    session.startFromLink();
    return shell;
  }

  /** A setting's value (its default from meta when it is missing or bad). */
  private setting(key: string): SettingValue {
    return settingOf(meta.settings, this.options.settings.values, key);
  }

  private number(key: string): number {
    return numberSetting(meta.settings, this.options.settings.values, key);
  }

  /** The lab's parameters from the Settings. */
  private get labOptions(): LabOptions {
    const cards = Math.round(this.number("cards"));
    const costs: Partial<Record<ShuffleMethod, number>> = {};
    for (const method of SHUFFLE_METHODS) costs[method] = this.number(`cost${method}`);
    return {
      cards,
      packet: Number(this.setting("packet")),
      cutSd: this.number("cutSd"),
      // Never more piles than cards.
      piles: Math.min(Math.round(this.number("piles")), cards),
      costs,
    };
  }

  private get trials(): number {
    return Number(this.setting("trials"));
  }

  /** The lab with the link's routine; a routine that does not parse is explained, naming the place. */
  private startFromLink(): void {
    const text = this.options.position;
    let steps: ShuffleStep[] = [];
    let problem: string | null = null;
    if (text !== undefined && text.trim() !== "") {
      try {
        steps = parseRoutine(text);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        problem = located(error);
      }
    }
    this.start(steps);
    if (problem !== null) {
      void this.shell.present(
        new PanelPopup(this.shell.host, {
          role: "problem",
          title: "This link's routine does not work",
          lines: [`"${text}"`, problem],
          buttons: [
            { id: "fallback", label: "Open the lab with an empty routine", run: () => void this.shell.dismiss() },
            { id: "quit", label: "Quit", run: () => this.options.services.exit() },
          ],
        }),
      );
    }
  }

  private start(routine: readonly ShuffleStep[]): void {
    const lands = Math.round(this.number("lands"));
    this.ranking = null;
    const screen = new LabScreen({
      lab: this.labOptions,
      trials: this.trials,
      lands,
      seed: this.options.seed,
      animate: this.setting("animate") === true && !this.options.settings.shared.reducedMotion,
      routine,
      host: this.shell.host,
      invalidate: () => this.shell.invalidate(),
      bar: this.shell.bar,
      insets: () => this.shell.insets,
      // The heatmap is the lab's main field (the layout test keeps every control off it).
      onLayout: ({ map }) => this.shell.report({ fieldRect: `${map.x},${map.y},${map.size},${map.size}` }),
      onRank: () => this.openRanking(),
      onChange: (state) => {
        this.state = state;
        this.shell.report({
          routine: state.routine,
          seconds: state.seconds,
          tvLowerBound: state.score.tvLowerBound,
          exact: String(state.score.tvExact !== null),
          measured: String(state.report !== null),
          zoom: state.zoom.toFixed(2),
          mapBox: state.mapBox,
        });
      },
    });
    this.screen = screen;
    this.shell.report({ screen: "lab" });
    void this.shell.showScreen(screen);
  }

  /** The experiments screen; leaving it (a row, or Back) opens the lab again. */
  private openRanking(): void {
    const back = this.state?.routine ? parseRoutine(this.state.routine) : [];
    const ranking = new RankScreen({
      lab: this.labOptions,
      trials: this.trials,
      seed: this.options.seed,
      ...(this.lastRanking ? { last: this.lastRanking } : {}),
      host: this.shell.host,
      invalidate: () => this.shell.invalidate(),
      insets: () => this.shell.insets,
      onLayout: (table) => this.shell.report({ fieldRect: `${table.x},${table.y},${table.w},${table.h}` }),
      onOpen: (routine) => this.start(parseRoutine(routine)),
      onBack: () => this.start(back),
      onTypeFamily: () => this.typeFamily(),
      onResult: (experiment, measured, result) => {
        this.lastRanking = { experiment, measured, result };
        const first = ranking.firstRowCentre;
        this.shell.report({
          rankTitle: result.title,
          rankCount: result.count,
          rankTop: result.rows[0]?.routine ?? "",
          rankTopMeasured: String(result.rows[0]?.measured != null),
          rankTrials: result.trials,
          rankFirstRow: `${first.x},${first.y}`,
        });
      },
    });
    this.screen = null;
    this.ranking = ranking;
    this.shell.bar.set([]); // the lab's tools do not apply to the rankings
    this.shell.report({ screen: "rank", rankCount: "", rankTop: "" });
    void this.shell.showScreen(ranking);
  }

  private fileName(extension: string): string {
    const routine = (this.state?.routine ?? "routine").replace(/\s+/g, "-") || "fresh";
    return `shuffle-${routine}.${extension}`;
  }

  private menu(): PanelPopup | null {
    if (this.ranking) return this.rankingMenu();
    const state = this.state;
    const back = () => void this.shell.dismiss();
    const items = [
      { id: "type", label: "Type a routine", run: () => void this.shell.dismiss().then(() => this.typeRoutine()) },
      { id: "rank", label: "Rank routines (the paper's experiments)", run: () => void this.shell.dismiss().then(() => this.openRanking()) },
      ...(state
        ? [
            { id: "png", label: "Heatmap as PNG", run: () => download(this.fileName("png"), toPng(heatmapImage(state.heatmap, { cell: 8 })), "image/png") },
            {
              id: "pgm",
              label: "Heatmap as PGM",
              run: () => download(this.fileName("pgm"), toPgmBytes(heatmapImage(state.heatmap)), "image/x-portable-graymap"),
            },
            {
              id: "csv",
              label: "Numbers as CSV",
              run: () => download(this.fileName("csv"), `${state.report ? metricsCsv(state.report) : ""}\n${heatmapCsv(state.heatmap, "paper")}`, "text/csv"),
            },
          ]
        : []),
    ];
    return new PausePopup(this.shell.host, {
      subtitle: state ? `${state.routine || "fresh deck"} · ${state.seconds} s` : "Shuffle Lab",
      resume: back,
      items,
      quit: () => this.options.services.exit(),
    });
  }

  private rankingMenu(): PanelPopup {
    return new PausePopup(this.shell.host, {
      subtitle: "Rank routines",
      resume: () => void this.shell.dismiss(),
      items: [
        { id: "family", label: "Type a family", run: () => void this.shell.dismiss().then(() => this.typeFamily()) },
        {
          id: "lab",
          label: "Back to the lab",
          run: () => void this.shell.dismiss().then(() => this.start(this.state?.routine ? parseRoutine(this.state.routine) : [])),
        },
      ],
      quit: () => this.options.services.exit(),
    });
  }

  private typeFamily(): void {
    void this.shell.present(
      new PastePopup(this.shell.host, {
        role: "family",
        title: "Rank every ordering",
        explanation:
          'One or more multisets of steps, separated by commas, each written like a routine: "D R4, D R3 H3" ranks every ordering of four riffles and a deal, then of three riffles, three Hindu shuffles and a deal. At most 40 steps each.',
        placeholder: "D R4, D R3 H3",
        submitLabel: "Rank them",
        submit: (text) => {
          try {
            parseFamily(text);
          } catch (error) {
            if (error instanceof InputError) return located(error);
            throw error;
          }
          void this.shell.dismiss().then(() => this.ranking?.runFamily(text));
          return null;
        },
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  private typeRoutine(): void {
    void this.shell.present(
      new PastePopup(this.shell.host, {
        role: "routine",
        title: "Type a routine",
        explanation: "Steps C (cut), H (Hindu), R (riffle), F (perfect faro), D (deal), each with an optional count, e.g. H10 D R4.",
        placeholder: "R3 C H4 D R",
        submitLabel: "Use it",
        submit: (text) => {
          try {
            const steps = parseRoutine(text);
            this.screen?.setRoutine(steps);
            void this.shell.dismiss();
            return null;
          } catch (error) {
            if (error instanceof InputError) return located(error);
            throw error;
          }
        },
        back: () => void this.shell.dismiss(),
      }),
    );
  }
}
