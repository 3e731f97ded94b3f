import { DEFAULT_ARR_MS, DEFAULT_DAS_MS, InputError, findMode, located, type GameSession, type MountOptions } from "@arcade/core";
import { CopyPopup, GameShell, PanelPopup, PastePopup, PausePopup, ResultsPopup, type PanelContent, type TouchLayout } from "@arcade/core/stage";
import type { CalculatorResultJson } from "../analysis/calculator-service.ts";
import type { Condition } from "../analysis/probability.ts";
import { parsePairList, printPair, printPairList, type Pair } from "../rules/pair.ts";
import { parsePosition } from "../rules/position.ts";
import { meta } from "../meta.ts";
import type { Field } from "../rules/field.ts";
import { parseField, printField } from "../rules/field-text.ts";
import { fieldFromPuyop, fieldToPuyop } from "../rules/puyop.ts";
import { percent, placementLines } from "./calculator-client.ts";
import { EditorScreen, conditionText, describe, type OddsSettings } from "./editor.ts";
import { PuyoScreen, type PuyoMode } from "./screen.ts";

/** The conditions the app offers, in the order the Condition button steps through them (the CLI takes any). */
const CONDITIONS: readonly Condition[] = [
  { kind: "chain", chains: 2 },
  { kind: "chain", chains: 3 },
  { kind: "chain", chains: 4 },
  { kind: "chain", chains: 5 },
  { kind: "chain", chains: 1 },
  { kind: "clear", puyos: 8 },
  { kind: "allclear" },
  { kind: "score", score: 1000 },
];
/** Pairs the app offers (n = 4 takes seconds on a phone; more is for the CLI). */
const MAX_APP_MOVES = 4;
/** Placements listed in the calculator's panel (the heat map on the field shows every one). */
const TABLE_LINES = 8;

const BUTTONS: TouchLayout = {
  move: [
    { action: "left", label: "◀", name: "Move left" },
    { action: "softDrop", label: "▼", name: "Soft drop" },
    { action: "right", label: "▶", name: "Move right" },
  ],
  act: [
    { action: "undo", label: "Undo", name: "Undo (practice)" },
    { action: "rotateCCW", label: "⟲", name: "Rotate counter-clockwise" },
    { action: "rotateCW", label: "⟳", name: "Rotate clockwise" },
    { action: "hardDrop", label: "Drop", name: "Drop" },
  ],
};

/**
 * One mounted Puyo Puyo: the shared GameShell (stage, keys, touch, pause button, popups) with the
 * game screen on top. Endless keeps a score table; practice starts from a shared field and has
 * undo; versus plays the bot (both on the same seed's pairs, nuisance both ways).
 */
export class PuyoSession {
  private screen: PuyoScreen | null = null;
  private editor: EditorScreen | null = null;
  /** The mode being played (the editor's Practice button switches to practice). */
  private current: PuyoMode | null = null;

  private constructor(
    private readonly shell: GameShell,
    private readonly options: MountOptions,
  ) {}

  static async mount(host: HTMLElement, options: MountOptions): Promise<GameSession> {
    let session: PuyoSession | null = null;
    const shell = await GameShell.create(host, options, {
      onAction: (action, pressed) => session?.screen?.input(action, pressed),
      gamepad: { 14: "left", 15: "right", 13: "softDrop", 12: "hardDrop", 0: "rotateCW", 1: "rotateCCW", 3: "undo", 9: "pause" },
      touchButtons: BUTTONS,
      gestures: { cellSize: () => session?.screen?.cellSize ?? 24, onGesture: (gesture) => session?.screen?.gesture(gesture) },
      pauseMenu: () => session?.pauseMenu() ?? null,
    });
    session = new PuyoSession(shell, options);
    session.start(options.seed);
    return shell;
  }

  private get mode(): PuyoMode {
    return this.current ?? ((findMode(meta, this.options.mode) ?? meta.modes[0]!).id as PuyoMode);
  }

  private startEditor(field: Field | undefined, pairs = this.linkPairs()): void {
    this.screen = null;
    const editor = new EditorScreen({
      ...(field ? { field } : {}),
      pairs,
      chainSpeed: this.number("chainSpeed", 1),
      reducedMotion: this.options.settings.shared.reducedMotion,
      soundVolume: this.options.settings.shared.soundVolume,
      palette: this.options.settings.shared.palette,
      onShare: (f, p) => this.shareField(f, "editor", p),
      onPractice: (f) => {
        this.current = "practice";
        this.start(this.options.seed, f);
      },
      onImport: (apply) => this.importPosition(apply),
      onOdds: (settings, last, start) => this.oddsSettings(settings, last, start),
      report: (values) => this.shell.report(values),
    });
    this.editor = editor;
    this.shell.report({ mode: "editor", seed: this.options.seed });
    void this.shell.showScreen(editor);
  }

  /** The pairs of a link (`pairs=RG,BY`); none when absent or malformed. */
  private linkPairs(): Pair[] {
    try {
      return parsePairList(this.options.params?.pairs ?? "");
    } catch (error) {
      if (error instanceof InputError) return [];
      throw error;
    }
  }

  private importPosition(apply: (field: Field, pairs?: readonly Pair[]) => void): void {
    void this.shell.present(
      new PastePopup(this.shell.host, {
        role: "import",
        title: "Import a position",
        explanation:
          "Paste a puyop.com link, a link from this app, or a field in text (6 letters a row, top row first: . R G B Y P O), optionally followed by pairs (RG BY).",
        placeholder: "https://www.puyop.com/s/…",
        submitLabel: "Import",
        submit: (text) => {
          try {
            const position = parsePosition(text);
            apply(position.field, position.pairs);
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

  /** The calculator's settings panel: each choice button steps through its values; Calculate runs it. */
  private oddsSettings(settings: OddsSettings, last: CalculatorResultJson | null, start: (settings: OddsSettings) => void): void {
    const again = (next: OddsSettings) => void this.shell.dismiss().then(() => this.oddsSettings(next, null, start));
    const index = CONDITIONS.findIndex((c) => JSON.stringify(c) === JSON.stringify(settings.condition));
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "odds",
        title: "Chain odds",
        lines: [
          `${describe(settings)}, from this field with NOW and the known NEXT pairs; later pairs random (16 equally likely).`,
          ...(last
            ? [
                `${percent(last.probability)} (${last.fraction})`,
                "The best placements of NOW (all of them are on the field):",
                ...placementLines(last.placements, TABLE_LINES),
              ]
            : []),
        ],
        buttons: [
          {
            id: "calculate",
            label: "Calculate",
            run: () => {
              void this.shell.dismiss();
              start(settings);
            },
          },
          {
            id: "condition",
            label: `Condition: ${conditionText(settings.condition)}`,
            run: () => again({ ...settings, condition: CONDITIONS[(index + 1) % CONDITIONS.length]! }),
          },
          { id: "moves", label: `Pairs: ${settings.moves}`, run: () => again({ ...settings, moves: (settings.moves % MAX_APP_MOVES) + 1 }) },
          {
            id: "early",
            label: settings.early === "continue" ? "An early chain: play on" : "An early chain: counts as failed",
            run: () => again({ ...settings, early: settings.early === "continue" ? "fail" : "continue" }),
          },
          { id: "back", label: "Back", run: () => void this.shell.dismiss() },
        ],
      }),
    );
  }

  /** The start field of a link (`field` parameter: the text format or a puyop.com link). */
  private startField(): Field | undefined {
    const text = this.options.position;
    if (text === undefined || text === "") return undefined;
    try {
      return /puyop/.test(text) ? fieldFromPuyop(text) : parseField(text);
    } catch (error) {
      if (error instanceof InputError) return undefined;
      throw error;
    }
  }

  private number(key: string, fallback: number): number {
    const value = this.options.settings.values[key];
    return typeof value === "number" ? value : fallback;
  }

  private start(seed: string, given?: Field): void {
    const { shared } = this.options.settings;
    const field = given ?? this.startField();
    if (this.mode === "editor") return this.startEditor(field);
    this.editor = null;
    const screen = new PuyoScreen({
      mode: this.mode,
      seed,
      ...(field ? { field } : {}),
      das: this.number("das", DEFAULT_DAS_MS),
      arr: this.number("arr", DEFAULT_ARR_MS),
      chainSpeed: this.number("chainSpeed", 1),
      botChain: this.number("botChain", 4),
      reducedMotion: shared.reducedMotion,
      soundVolume: shared.soundVolume,
      haptics: shared.haptics,
      palette: shared.palette,
      onTurn: (s) => this.shell.report({ ...s, over: "false" }),
      onOver: (r) => void this.over(seed, r),
    });
    this.screen = screen;
    this.shell.report({ score: 0, maxChain: 0, placed: 0, chain: 0, over: "false", seed, mode: this.mode });
    void this.shell.showScreen(screen);
  }

  private async over(seed: string, r: { score: number; maxChain: number; placed: number; won: boolean | null }): Promise<void> {
    this.shell.report({ score: r.score, maxChain: r.maxChain, placed: r.placed, over: "true" });
    const endless = this.mode === "endless";
    const rank = endless ? await this.options.services.recordScore("endless", { value: r.score, seed }) : null;
    const headline = r.won === true ? "You win!" : r.won === false ? "The bot wins" : "Game over";
    void this.shell.present(
      new ResultsPopup(this.shell.host, {
        headline,
        lines: [`Score ${r.score} · max chain ${r.maxChain} · ${r.placed} pairs · seed ${seed}`, ...(rank ? [`Personal best #${rank}!`] : [])],
        again: () => {
          void this.shell.dismiss();
          this.start(seed);
        },
        items: [
          {
            id: "new-seed",
            label: "New pairs",
            run: () => {
              void this.shell.dismiss();
              this.start(Date.now().toString(36));
            },
          },
          { id: "share", label: "Share this field", run: () => this.share() },
        ],
        quit: () => this.options.services.exit(),
      }),
    );
  }

  /** A link to practise from the current field, and its puyop.com twin. */
  private share(): void {
    const field = this.screen?.game.field;
    if (field) this.shareField(field, "practice");
  }

  private shareField(field: Field, mode: PuyoMode, pairs: readonly Pair[] = []): void {
    const link = this.options.services.shareLink({
      mode,
      seed: this.options.seed,
      position: printField(field),
      ...(pairs.length > 0 ? { params: { pairs: printPairList(pairs) } } : {}),
    });
    void this.shell.present(
      new CopyPopup(this.shell.host, {
        role: "share",
        title: "Share this field",
        // The app link, the puyop.com link, and the text format (+ pairs) as Import reads it.
        text: `${link}\n${fieldToPuyop(field)}\n${[printField(field) || "empty", ...pairs.map(printPair)].join(" ")}`,
        back: () => void this.shell.dismiss(),
      }),
    );
  }

  /**
   * The calculator on the current field: P(a 2-chain or longer within 3 pairs), best placements.
   * It opens from the pause menu and keeps the game paused throughout. The progress popup's per
   * cent changes in place (PanelPopup.setLines), so Cancel is always the same button; Cancel
   * terminates the worker. The answer (or a problem) replaces the progress popup.
   */
  private odds(): void {
    const screen = this.screen;
    if (!screen) return;
    const chains = 2;
    const moves = 3;
    const question = `Chance of a ${chains}-chain or longer within ${moves} pairs (current and NEXT known, then random pairs).`;
    const computingLines = (done: number): string[] => [question, `Computing… ${Math.floor(done * 100)}%`];
    let open = true;
    // Popup changes run one after another (two replacements at once would leave both up).
    let shown: Promise<void> = Promise.resolve();
    const close = (): void => {
      open = false;
      shown = shown.then(() => this.shell.dismiss());
    };
    const answer = (content: PanelContent): void => {
      shown = shown.then(() => (open ? this.shell.navigation.replacePopups(new PanelPopup(this.shell.host, content)) : undefined));
    };
    const back = { id: "back", label: "Back", run: close };
    const progress = new PanelPopup(this.shell.host, {
      role: "odds",
      title: "Chain odds",
      lines: computingLines(0),
      buttons: [
        {
          id: "cancel",
          label: "Cancel",
          run: () => {
            cancel();
            close();
          },
        },
      ],
    });
    const cancel = screen.computeOdds(chains, moves, {
      progress: (done) => progress.setLines(computingLines(done)),
      error: (message) => answer({ role: "odds", title: "Chain odds", lines: [message], buttons: [back] }),
      result: (result, cached) =>
        answer({
          role: "odds",
          title: "Chain odds",
          lines: [
            question,
            `${percent(result.probability)} (${result.fraction})`,
            ...placementLines(result.placements, 5),
            cached ? "(computed before)" : `${result.nodes.toLocaleString("en")} fields in ${result.ms} ms`,
          ],
          buttons: [back],
        }),
    });
    if (screen.calculating) shown = shown.then(() => this.shell.navigation.replacePopups(progress));
  }

  /** Practice → the editor with this field and the pairs NOW, NEXT, NEXT 2 (chain odds, step-through). */
  private openInEditor(): void {
    const game = this.screen?.game;
    if (!game) return;
    const field = game.field.clone();
    const pairs = [game.current, game.next(1), game.next(2)];
    void this.shell.dismiss().then(() => {
      this.current = "editor";
      this.startEditor(field, pairs);
    });
  }

  private pauseMenu(): PanelPopup | null {
    if (this.editor) {
      return new PausePopup(this.shell.host, { subtitle: "Field editor", resume: () => void this.shell.dismiss(), quit: () => this.options.services.exit() });
    }
    if (!this.screen || this.screen.state.over) return null;
    const practice = this.mode === "practice";
    return new PausePopup(this.shell.host, {
      subtitle: `${findMode(meta, this.mode)?.title ?? ""} · seed ${this.options.seed}`,
      resume: () => void this.shell.dismiss(),
      items: [
        ...(practice
          ? [
              { id: "undo", label: "Undo last pair", run: () => (this.screen?.undo(), void this.shell.dismiss()) },
              { id: "editor", label: "Open in the field editor", run: () => this.openInEditor() },
            ]
          : []),
        { id: "odds", label: "Chain odds (3 pairs)", run: () => this.odds() },
        { id: "share", label: "Share this field", run: () => this.share() },
        {
          id: "restart",
          label: "Restart",
          run: () => {
            void this.shell.dismiss();
            this.start(this.options.seed);
          },
        },
      ],
      quit: () => this.options.services.exit(),
    });
  }
}
