import { InputError, located } from "@arcade/core";
import { SessionPart, type GameDefinition, type PopupButton } from "@arcade/core/stage";
import { parseRoutine, type ShuffleStep } from "../shuffle/routine.ts";
import { meta } from "../meta.ts";
import type { Experiment, RankResult } from "../analysis/ranking.ts";
import { download } from "./download.ts";
import { parseFamily } from "./lab-api.ts";
import { labExports } from "./lab-exports.ts";
import { labTextRects } from "./lab-layout.ts";
import { LabScreen, type LabState } from "./lab-screen.ts";
import { labSettings, type LabSettings } from "./lab-settings.ts";
import { RankScreen } from "./rank-screen.ts";
import { labTestState, rankTestState } from "./test-state.ts";
import { warmFonts } from "./warm-text.ts";

type CardsScreen = LabScreen | RankScreen;

/**
 * Shuffle Lab on core's play session: a lab keeps no record, so the session's part is the mount,
 * the link's routine (a bad one gets the shared problem popup) and the pause menu; the lab's own
 * part is its two screens and the menu's items (the exports and typing a routine; on the ranking
 * screen, typing a family).
 */
export function cardsGame(): GameDefinition<CardsScreen> {
  return {
    meta,
    input: { gamepad: { 0: "riffle", 1: "cut", 2: "hindu", 3: "deal", 8: "undo", 9: "pause" } },
    // The first screen's fonts, measured in short slices before it is built (warm-text.ts).
    prepare: () => warmFonts(),
    play: (session) => new ShuffleLab(session),
  };
}

/** The lab's own part: its parameters from the Settings, its screens and its menu items. */
class ShuffleLab extends SessionPart<CardsScreen> {
  private state: LabState | null = null;
  /** The deck size chosen with the lab's 52/60 switch, over the link's and the Settings'. */
  private deckSize: number | null = null;
  /** The last experiment ranked, shown again when the ranking screen reopens. */
  private lastRanking: { experiment: Experiment; measured: boolean; result: RankResult | null } | undefined;

  /** The lab's parameters from the Settings, the link and the deck switch (lab-settings.ts). */
  private get settings(): LabSettings {
    return labSettings((key) => this.session.number(key), this.session.options.params, this.deckSize);
  }

  /** The lab with the link's routine; a routine that does not parse is explained, naming the place. */
  override fromLink(): boolean {
    const routine = this.session.linkPosition(parseRoutine);
    if (routine === undefined) return false;
    if (!(routine instanceof InputError)) return (this.open(routine), true);
    this.open([]);
    this.session.problem("This link's routine does not work", [`"${this.session.options.position}"`, located(routine)], {
      label: "Open the lab with an empty routine",
      run: () => undefined,
    });
    return true;
  }

  start(): void {
    this.open([]);
  }

  private open(routine: readonly ShuffleStep[]): void {
    const { session, shell } = this;
    const screen = new LabScreen({
      ...this.settings,
      seed: session.options.seed,
      animate: session.flag("animate") && !session.options.settings.shared.reducedMotion,
      routine,
      ...session.screenContext(),
      // The heatmap is the lab's main field (the layout test keeps every control off it).
      onLayout: (layout) => {
        const { map } = layout;
        const text = labTextRects(layout).map((r) => [r.x, r.y, r.w, r.h].map(Math.round).join(","));
        shell.report({ fieldRect: `${map.x},${map.y},${map.size},${map.size}`, textRect: text.join(";") });
      },
      onRank: () => this.openRanking(),
      onDeckSize: (cards) => {
        this.deckSize = cards;
        this.open(this.state?.routine ? parseRoutine(this.state.routine) : []);
      },
      onChange: (state) => {
        this.state = state;
        shell.report(labTestState(state));
      },
    });
    shell.report({ screen: "lab" });
    session.show({
      screen,
      subtitle: () => (this.state ? `${this.state.routine || "fresh deck"} · ${this.state.seconds} s` : "Shuffle Lab"),
      menu: () => this.labMenu(screen),
    });
  }

  /** The experiments screen; leaving it (a row, or Back) opens the lab again. */
  private openRanking(): void {
    const { shell } = this;
    const back = () => this.open(this.state?.routine ? parseRoutine(this.state.routine) : []);
    const ranking = new RankScreen({
      lab: this.settings.lab,
      trials: this.settings.trials,
      seed: this.session.options.seed,
      ...(this.lastRanking ? { last: this.lastRanking } : {}),
      ...this.session.screenContext(),
      onLayout: (table) => shell.report({ fieldRect: `${table.x},${table.y},${table.w},${table.h}` }),
      onOpen: (routine) => this.open(parseRoutine(routine)),
      onBack: back,
      onTypeFamily: () => this.typeFamily(ranking),
      onResult: (experiment, measured, result) => {
        this.lastRanking = { experiment, measured, result };
        shell.report(rankTestState(result, ranking.firstRowCentre));
      },
    });
    shell.bar.set([]); // the lab's tools do not apply to the rankings
    shell.report({ screen: "rank", rankCount: "", rankTop: "", textRect: "" });
    this.session.show({
      screen: ranking,
      subtitle: "Rank routines",
      menu: () => [
        { id: "family", label: "Type a family", run: this.session.closing(() => this.typeFamily(ranking)) },
        { id: "lab", label: "Back to the lab", run: this.session.closing(back) },
      ],
    });
  }

  /** The lab's items in the pause menu: typing a routine, the rankings, the exports. */
  private labMenu(screen: LabScreen): PopupButton[] {
    const { state, session } = this;
    return [
      { id: "type", label: "Type a routine", run: session.closing(() => this.typeRoutine(screen)) },
      { id: "rank", label: "Rank routines (the paper's experiments)", run: session.closing(() => this.openRanking()) },
      // The exports (lab-exports.ts), each made when chosen.
      ...(state ? labExports(state) : []).map(({ id, label, file, type, data }) => ({ id, label, run: () => download(file, data(), type) })),
    ];
  }

  private typeFamily(ranking: RankScreen): void {
    const explanation =
      'One or more multisets of steps, separated by commas, each written like a routine: "D R4, D R3 H3" ranks every ordering of four riffles and a deal, then of three riffles, three Hindu shuffles and a deal. At most 40 steps each.';
    const prompt = { role: "family", title: "Rank every ordering", explanation, placeholder: "D R4, D R3 H3", submitLabel: "Rank them" };
    this.session.ask(
      prompt,
      (text) => (parseFamily(text), text),
      (text) => ranking.runFamily(text),
    );
  }

  private typeRoutine(screen: LabScreen): void {
    const explanation = "Steps C (cut), H (Hindu), R (riffle), F (perfect faro), D (deal), each with an optional count, e.g. H10 D R4.";
    const prompt = { role: "routine", title: "Type a routine", explanation, placeholder: "R3 C H4 D R", submitLabel: "Use it" };
    this.session.ask(prompt, parseRoutine, (routine) => screen.setRoutine(routine));
  }
}
