// The Table mode on core's play session: choose the bots' strength, play a hanchan (kept after
// every decision, so a reload resumes at the same turn), a result panel after each hand, the final
// table with oka and uma, then the session's results (your final score goes to Scores). The log
// exports as tenhou.net/6 JSON from the pause menu and the final table; a finished hanchan is
// watched from its record.
import { InputError, describeValue as describe, type GameRecord, thousands } from "@arcade/core";
import { PanelPopup, WorkerClient, type PlaySession, type PlayScreen } from "@arcade/core/stage";
import { BOT_DESCRIPTIONS, BOT_STRENGTHS, type BotStrength } from "../../bots/decide.ts";
import { finalOf } from "../../table/hand-end.ts";
import { printTenhou6 } from "../../table/tenhou6-print.ts";
import type { HandRecord, Seat } from "../../table/types.ts";
import { tableBotJobs } from "./bot-jobs.ts";
import { TablePlay, type BotAsker, type Clock } from "./table-play.ts";
import { TableScreen } from "./table-screen.ts";
import { finalLines, handResult, placeWords, seatName } from "./table-words.ts";

const TITLE: Record<BotStrength, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** The bots' strength a record names (`options.bots`), or an InputError. */
export function strengthOf(record: GameRecord): BotStrength {
  const bots = record.options.bots ?? "medium";
  if (!(BOT_STRENGTHS as readonly unknown[]).includes(bots)) throw new InputError(`must be easy, medium or hard, got ${describe(bots)}`, "options.bots");
  return bots as BotStrength;
}

/** The table bots' worker as the play asks it: one question at a time. */
function workerBots(): BotAsker & { destroy(): void } {
  const client = new WorkerClient<typeof tableBotJobs>({
    create: () => new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" }),
    inPage: tableBotJobs,
    name: "table bots",
  });
  return {
    ask: (request, answer) => void client.run("act", request, { result: answer }),
    cancel: () => client.cancel(),
    destroy: () => client.destroy(),
  };
}

const pageClock: Clock = {
  now: () => performance.now(),
  after: (ms, run) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
};

export interface TableModeOptions {
  textLabels: boolean;
  /** Keeps the record in the host's saves (null: clears them). */
  keep: (record: GameRecord | null) => void;
}

export class TableMode<S extends PlayScreen> {
  private play: TablePlay | null = null;
  private bots: (BotAsker & { destroy(): void }) | null = null;

  constructor(
    private readonly session: PlaySession<S>,
    private readonly options: TableModeOptions,
  ) {
    session.onDestroy(() => this.stop());
  }

  private get shell() {
    return this.session.shell;
  }

  /** A new hanchan: the link's `bots=` strength, or the player chooses. */
  start(seed: string): void {
    const linked = this.session.options.params?.bots;
    const redFives = this.session.setting("redFives") !== false;
    if (linked !== undefined && (BOT_STRENGTHS as readonly string[]).includes(linked)) return this.begin(seed, linked as BotStrength, redFives, []);
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "choose-bots",
        title: "Choose your opponents",
        lines: ["A hanchan (East and South rounds) against three bots of one strength, Tenhou's rules with red fives."],
        buttons: [
          ...BOT_STRENGTHS.map((strength) => ({
            id: strength,
            label: `${TITLE[strength]}: ${BOT_DESCRIPTIONS[strength]}`,
            run: () => void this.shell.dismiss().then(() => this.begin(seed, strength, redFives, [])),
          })),
          { id: "quit", label: "Quit", run: () => this.session.options.services.exit() },
        ],
      }),
    );
  }

  /** A kept hanchan, replayed to the same turn. */
  resume(record: GameRecord): void {
    this.begin(
      record.seed,
      strengthOf(record),
      record.options.redFives !== false,
      record.inputs.map((i) => i.action),
    );
  }

  /** Watches a recorded hanchan at the table's pace, from the recording player's seat. */
  watch(record: GameRecord): void {
    this.begin(
      record.seed,
      strengthOf(record),
      record.options.redFives !== false,
      record.inputs.map((i) => i.action),
      record,
    );
  }

  private stop(): void {
    this.play?.stop();
    this.bots?.destroy();
    this.play = null;
    this.bots = null;
  }

  private begin(seed: string, strength: BotStrength, redFives: boolean, inputs: readonly string[], watched?: GameRecord): void {
    this.stop();
    const bots = workerBots();
    this.bots = bots;
    let screen: TableScreen | null = null;
    const play: TablePlay = new TablePlay({
      seed,
      rules: { redFives },
      strength,
      inputs,
      ...(watched ? { watch: true } : {}),
      bots,
      clock: pageClock,
      changed: () => screen?.changed(),
      keep: (record) => this.options.keep(record),
      handEnded: (hand, next) => this.handEnded(play, hand, next),
      finished: () => (watched ? this.session.replayEnded(watched, this.finalLinesOf(play)) : this.finished(play)),
    });
    this.play = play;
    screen = new TableScreen({
      play,
      oneTap: this.session.setting("tableOneTap") === true,
      textLabels: this.options.textLabels,
      insets: () => this.shell.insets,
      report: (values) => this.shell.report(values),
      host: this.shell.host,
      invalidate: () => this.shell.invalidate(),
    });
    // `resumedTurn`: the decisions a resumed hanchan re-ran (for the end-to-end test).
    this.shell.report({ seed, mode: "table", bots: strength, resumedTurn: watched ? 0 : inputs.length });
    const shownScreen = screen;
    this.session.show({
      screen: shownScreen as unknown as S,
      ...(watched ? { watched } : {}),
      over: () => play.over,
      kept: () => (watched || play.over ? null : { record: play.record }),
      subtitle: () => `Table vs ${TITLE[strength].toLowerCase()} bots · seed ${seed}`,
      menu: () => [{ id: "export-log", label: "Export log (tenhou.net/6)", run: () => this.exportLog(play) }],
      restart: () => this.begin(seed, strength, redFives, []),
    });
    if (inputs.length > 0 && !watched) this.options.keep(play.record);
    play.start();
  }

  private handEnded(play: TablePlay, hand: HandRecord, next: () => void): void {
    const result = handResult(hand, play.you, play.state.rules, this.options.textLabels);
    void this.shell.present(
      new PanelPopup(this.shell.host, {
        role: "hand-result",
        title: result.title,
        lines: result.lines,
        buttons: [{ id: "next", label: play.over ? "Final table" : "Next hand", run: () => void this.shell.dismiss().then(next) }],
      }),
    );
  }

  private finalLinesOf(play: TablePlay): string[] {
    const final = finalOf(play.state.scores, play.state.sticks);
    return [...finalLines(final, play.you), "Points: (score − 30,000) / 1,000, +20 oka to 1st, uma +20 / +10 / −10 / −20"];
  }

  /**
   * The final table, then the session's results. Scores keep your final score (the table's points
   * with the leftover sticks): it is the number the final table shows, and unlike the place (1–4)
   * it tells a narrow first from a runaway one.
   */
  private finished(play: TablePlay): void {
    const final = finalOf(play.state.scores, play.state.sticks);
    const you = play.you;
    this.options.keep(null);
    void this.session.results({
      headline: `${placeWords(final, you)} · ${thousands(final.scores[you]!)}`,
      lines: [...this.finalLinesOf(play), `${play.state.history.length} hands · seed ${play.state.seed}`],
      record: play.record,
      score: { value: final.scores[you]! },
      items: [{ id: "export-log", label: "Export log (tenhou.net/6)", run: () => this.exportLog(play) }],
      again: () => this.begin(play.state.seed, strengthOf(play.record), play.state.rules.redFives, []),
      newSeed: "New hanchan",
    });
  }

  /** The hands finished so far as tenhou.net/6 JSON, in the copy popup. */
  private exportLog(play: TablePlay): void {
    const names = ([0, 1, 2, 3] as Seat[]).map((s) => seatName(s, play.you));
    const json = JSON.stringify(printTenhou6(play.state, names, ["Pocket Arcade", `seed ${play.state.seed}`]));
    this.session.share("Export log (tenhou.net/6)", json);
  }
}
