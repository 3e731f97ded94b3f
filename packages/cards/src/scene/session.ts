import { parseRoutine, InputError, located, type GameSession, type MountOptions } from "@arcade/core";
import { GameShell, PastePopup, PausePopup, type PanelPopup } from "@arcade/core/stage";
import { download } from "./download.ts";
import { heatmapCsv, heatmapImage, metricsCsv, toPgmBytes, toPng, type LabOptions } from "./lab-api.ts";
import { LabScreen, type LabState } from "./lab-screen.ts";

/**
 * One mounted Shuffle Lab: the shared GameShell (stage, keys, menu button, popups) with the lab
 * screen on top. The menu (the shell's pause path) holds the exports and typing a routine.
 */
export class CardsSession {
  private screen: LabScreen | null = null;
  private state: LabState | null = null;

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
    session.start();
    return shell;
  }

  private get labOptions(): LabOptions {
    const values = this.options.settings.values;
    const cards = typeof values.cards === "number" ? Math.round(values.cards) : 60;
    const packet = Number(values.packet ?? 10);
    // The paper's 10 piles (fewer for a deck smaller than that).
    return { cards, packet, piles: Math.min(10, cards) };
  }

  private start(): void {
    const values = this.options.settings.values;
    const lands = typeof values.lands === "number" ? Math.round(values.lands) : 24;
    const screen = new LabScreen({
      lab: this.labOptions,
      trials: Number(values.trials ?? 10_000),
      lands,
      seed: this.options.seed,
      animate: values.animate !== false && !this.options.settings.shared.reducedMotion,
      routine: this.options.position ? safeRoutine(this.options.position) : [],
      onChange: (state) => {
        this.state = state;
        this.shell.report({
          routine: state.routine,
          seconds: state.seconds,
          tvLowerBound: state.score.tvLowerBound,
          exact: String(state.score.tvExact !== null),
          measured: String(state.report !== null),
        });
      },
    });
    this.screen = screen;
    void this.shell.showScreen(screen);
  }

  private fileName(extension: string): string {
    const routine = (this.state?.routine ?? "routine").replace(/\s+/g, "-") || "fresh";
    return `shuffle-${routine}.${extension}`;
  }

  private menu(): PanelPopup | null {
    const state = this.state;
    const back = () => void this.shell.dismiss();
    const items = [
      { id: "type", label: "Type a routine", run: () => void this.shell.dismiss().then(() => this.typeRoutine()) },
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

/** A routine from a deep link, or none if it does not parse (the link still opens the lab). */
function safeRoutine(text: string) {
  try {
    return parseRoutine(text);
  } catch {
    return [];
  }
}
