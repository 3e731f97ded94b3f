// The "Logs & review" mode: the library of imported logs (library-view.ts), the log player
// (player-view.ts) and the reviewer (review-view.ts) on one screen that switches between them.
// Rules and words live apart (log-import.ts, log-library.ts, log-playback.ts, log-words.ts);
// this file holds the state, the buttons and keys, the worker that reviews, and the text
// alternative. The review runs in the Mahjong worker with progress; Cancel (or leaving the
// reviewer for another seat or log) stops it.
import { InputError, located, type KeyValueStorage } from "@arcade/core";
import { WorkerClient, type PanelPopup } from "@arcade/core/stage";
import { reviewJobs } from "../../analysis/review-jobs.ts";
import { summarizeReview, type DecisionReview } from "../../analysis/review.ts";
import type { Tile } from "../../analysis/tiles.ts";
import type { Seat } from "../../table/types.ts";
import { syncBar, type Bar } from "../bar.ts";
import { contentBox, topOf, usableBottom, type Insets } from "../layout.ts";
import { TableText } from "../table-text.ts";
import { faceName } from "../tile-view.ts";
import { spokenTile } from "../words.ts";
import { LogImportPopup } from "./import-popup.ts";
import { exportLog, readLogs, type CheckedLog } from "./log-import.ts";
import { addLogs, entryLine, listLogs, removeLog, type LibraryEntry } from "./log-library.ts";
import { reviewMoments, seatViewAt, tableAt } from "./log-playback.ts";
import { eventText, handName, resultLines, reviewRow, seatName, summaryLine } from "./log-words.ts";
import { drawLibrary } from "./library-view.ts";
import { drawPlayer, type Area } from "./player-view.ts";
import { drawReview } from "./review-view.ts";
import { seatWords } from "./seat-words.ts";
import { StillScreen } from "../still-screen.ts";

export interface LogsScreenOptions {
  textLabels: boolean;
  /** Where imported logs are kept (the page's localStorage). */
  storage: KeyValueStorage;
  /** Shows a popup over the screen (import, export) and takes it away. */
  present: (popup: PanelPopup) => void;
  dismiss: () => void;
  /** A popup showing text to copy (the export). */
  copy: (title: string, text: string) => void;
  report: (values: Record<string, string | number>) => void;
  host: HTMLElement;
  bar: Bar;
  insets: () => Insets;
  invalidate: () => void;
}

type View = "library" | "player" | "review";

interface Review {
  seat: Seat;
  rows: DecisionReview[] | null;
  /** "Reviewing… 40%", a problem, or "" once done. */
  status: string;
  first: number;
  moments: { hand: number; step: number }[];
}

export class LogsScreen extends StillScreen {
  private mode: View = "library";
  private entries: LibraryEntry[];
  private log: CheckedLog | null = null;
  private hand = 0;
  private step = 0;
  private viewSeat: Seat | null = null;
  private review: Review | null = null;
  private readonly text: TableText;
  private readonly client = this.own(
    new WorkerClient<typeof reviewJobs>({
      create: () => new Worker(new URL("../../analysis/table-worker.ts", import.meta.url), { type: "module" }),
      inPage: reviewJobs,
      name: "review",
    }),
  );

  constructor(private readonly options: LogsScreenOptions) {
    super();
    this.entries = listLogs(options.storage);
    this.text = new TableText(options.host, {
      name: "Logs and review",
      choicesName: "Logs, or reviewed discards",
      actionsName: "Log player",
      choose: (at) => this.choose(at),
      invalidate: () => options.invalidate(),
    });
    this.own(this.text);
  }

  /** Arrow keys: ← → a step, ↑ ↓ a hand (in the player). */
  protected override onAction(action: string): void {
    if (this.mode !== "player") return;
    if (action === "left") this.moveStep(-1);
    else if (action === "right") this.moveStep(1);
    else if (action === "handBack") this.moveHand(-1);
    else if (action === "handForward") this.moveHand(1);
  }

  // --- the library ---

  private importLogs(): void {
    const popup = new LogImportPopup(
      this.options.host,
      (text) => {
        try {
          const logs = readLogs(text);
          const added = addLogs(this.options.storage, logs, new Date());
          this.entries = listLogs(this.options.storage);
          this.options.dismiss();
          // One log opens at once in the player; several stay listed.
          if (added.length === 1) this.open(added[0]!.id);
          else this.showView("library");
          this.text.announce(`Imported ${added.length === 1 ? "a log" : `${added.length} logs`}`);
          return null;
        } catch (error) {
          if (error instanceof InputError) return located(error);
          throw error;
        }
      },
      () => this.options.dismiss(),
    );
    this.options.present(popup);
  }

  private open(id: string): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return;
    this.cancelReview();
    this.log = readLogs(entry.text)[0]!;
    this.hand = 0;
    this.step = 0;
    this.viewSeat = null;
    this.review = null;
    this.showView("player");
  }

  private remove(id: string): void {
    removeLog(this.options.storage, id);
    this.entries = listLogs(this.options.storage);
    this.text.announce("Log deleted");
    this.draw();
  }

  // --- the player ---

  private get record() {
    return this.log!.history[this.hand]!;
  }

  private moveStep(delta: number): void {
    const steps = this.record.events.length;
    const next = this.step + delta;
    // Past a hand's end the next hand begins; before its deal, the end of the one before.
    if (next > steps && this.hand + 1 < this.log!.history.length) return this.moveHand(1);
    if (next < 0 && this.hand > 0) {
      this.hand--;
      this.step = this.record.events.length;
    } else this.step = Math.max(0, Math.min(steps, next));
    this.changed();
  }

  private moveHand(delta: number): void {
    const next = Math.max(0, Math.min(this.log!.history.length - 1, this.hand + delta));
    if (next === this.hand && delta !== 0) this.step = delta > 0 ? this.record.events.length : 0;
    else this.step = 0;
    this.hand = next;
    this.changed();
  }

  private setView(seat: Seat | null): void {
    this.viewSeat = seat;
    this.changed();
  }

  private exportCurrent(): void {
    if (this.log) this.options.copy("tenhou.net/6 log", JSON.stringify(exportLog(this.log)));
  }

  // --- the reviewer ---

  private startReview(seat: Seat): void {
    const log = this.log!;
    this.cancelReview();
    const review: Review = { seat, rows: null, status: "Reviewing…", first: 0, moments: reviewMoments(log.history, seat) };
    this.review = review;
    this.client.run(
      "reviewLog",
      { history: log.history, seat, rules: log.rules },
      {
        progress: (f) => {
          review.status = `Reviewing… ${Math.round(f * 100)}% (${Math.round(f * review.moments.length)} of ${review.moments.length} discards)`;
          this.changedOutside();
        },
        result: (rows) => {
          review.rows = rows;
          review.status = summaryLine(summarizeReview(rows));
          this.text.announce(`Review done: ${review.status}`);
          this.changedOutside();
        },
        error: (message) => {
          review.status = `The review stopped: ${message}`;
          this.changedOutside();
        },
      },
    );
    this.showView("review");
  }

  private cancelReview(): void {
    this.client.cancel();
    if (this.review && this.review.rows === null) this.review.status = "Cancelled: choose a seat to review again";
  }

  private jump(row: number): void {
    const moment = this.review?.moments[row];
    if (!moment) return;
    this.hand = moment.hand;
    this.step = moment.step;
    this.viewSeat = this.review!.seat;
    this.showView("player");
  }

  // --- drawing ---

  private showView(mode: View): void {
    this.mode = mode;
    this.changed();
  }

  private changed(): void {
    this.draw();
    this.options.invalidate();
  }

  /** A worker's answer: redrawn only while the reviewer shows it. */
  private changedOutside(): void {
    if (this.mode === "review") this.changed();
    else this.report();
  }

  private choose(at: number): void {
    if (this.mode === "library") this.open(this.entries[at]?.id ?? "");
    else if (this.mode === "review") this.jump(at);
  }

  protected draw(): void {
    this.clear();
    const screen = { width: this.width, height: this.height, insets: this.options.insets() };
    const { left, width } = contentBox(screen);
    const box = { left, width, top: topOf(screen), bottom: usableBottom(screen) };
    if (this.mode === "library" || !this.log) this.drawLibrary(box);
    else if (this.mode === "player") this.drawPlayer(box);
    else this.drawReview(box);
    this.report();
  }

  private drawLibrary(box: { left: number; width: number; top: number; bottom: number }): void {
    const drawn = drawLibrary(this.entries, box, { open: (id) => this.open(id), remove: (id) => this.remove(id) });
    this.view.addChild(drawn.view);
    // The list (its heading, what to do, the logs' rows) is what the player reads: the field.
    this.reportAreas({ x: box.left, y: box.top, width: box.width, height: drawn.bottom - box.top }, []);
    syncBar(this.options.bar, [{ id: "import", label: "Import", name: "Import a tenhou.net/6 log", run: () => this.importLogs() }]);
    this.text.setLines(["Logs and review.", this.entries.length === 0 ? "No logs yet: import one." : `${this.entries.length} logs kept.`]);
    this.text.setChoices(this.entries.map((e) => ({ label: `Open ${entryLine(e)}` })));
    this.text.setActions(this.entries.map((e) => ({ label: `Delete ${entryLine(e)}`, run: () => this.remove(e.id) })));
    this.text.setDetails([]);
  }

  private drawPlayer(box: { left: number; width: number; top: number; bottom: number }): void {
    const log = this.log!;
    const record = this.record;
    const full = tableAt(record, this.step, log.rules);
    const table = this.viewSeat === null ? full : seatViewAt(full, record, this.viewSeat);
    const names = [0, 1, 2, 3].map((s) => log.log.names[s] ?? "");
    const last = table.last;
    const eventLine =
      last === null
        ? `Step 0 of ${table.steps}: the deal`
        : `Step ${table.step} of ${table.steps}: ${eventText(last, names, record.round, log.rules, (t: Tile) => faceName(t, this.options.textLabels))}`;
    const header = `${handName(record)} · ${record.sticks} riichi stick${record.sticks === 1 ? "" : "s"} · hand ${this.hand + 1} of ${log.history.length}`;
    const seatTitles = [0, 1, 2, 3].map((s) => seatName(names, s, record.round));
    const picture = {
      table,
      rules: log.rules,
      textLabels: this.options.textLabels,
      seatTitles,
      header,
      eventLine,
      actor: last !== null && last.type !== "dora" ? last.seat : null,
      result: table.ended ? resultLines(record, names, log.rules, (t: Tile) => faceName(t, this.options.textLabels)) : null,
      viewSeat: this.viewSeat,
      names,
    };
    const drawn = drawPlayer(picture, box, {
      handBack: () => this.moveHand(-1),
      stepBack: () => this.moveStep(-1),
      stepForward: () => this.moveStep(1),
      handForward: () => this.moveHand(1),
      view: (seat) => this.setView(seat),
    });
    this.view.addChild(drawn.view);
    this.options.report({ logStepButtons: drawn.buttons.steps.join(" "), logViewButtons: drawn.buttons.views.join(" ") });
    this.reportAreas(drawn.board, drawn.text);
    syncBar(this.options.bar, [
      { id: "logs", label: "Logs", name: "Back to the list of logs", run: () => this.showView("library") },
      {
        id: "review",
        label: "Review",
        name: "Review a seat's discards",
        run: () => (this.review ? this.showView("review") : this.startReview(this.viewSeat ?? 0)),
      },
      { id: "export", label: "Export", name: "Copy this log as tenhou.net/6 JSON", run: () => this.exportCurrent() },
    ]);
    this.text.setLines([
      `${header}.`,
      `${last === null ? `Step 0 of ${table.steps}: the deal` : `Step ${table.step} of ${table.steps}: ${eventText(last, names, record.round, log.rules, spokenTile)}`}.`,
      ...table.seats.map((seat, s) => seatWords(seatTitles[s]!, seat, log.rules)),
      ...(picture.result ?? []),
    ]);
    this.text.setChoices([]);
    this.text.setActions([
      { label: "Previous hand", run: () => this.moveHand(-1) },
      { label: "Step back", run: () => this.moveStep(-1) },
      { label: "Next step", run: () => this.moveStep(1) },
      { label: "Next hand", run: () => this.moveHand(1) },
      { label: "All hands open", pressed: this.viewSeat === null, run: () => this.setView(null) },
      ...names.map((n, s) => ({ label: `${n || `Seat ${s}`}'s view`, pressed: this.viewSeat === s, run: () => this.setView(s as Seat) })),
    ]);
    this.text.setDetails([]);
  }

  private drawReview(box: { left: number; width: number; top: number; bottom: number }): void {
    const log = this.log!;
    const review = this.review!;
    const names = [0, 1, 2, 3].map((s) => log.log.names[s] ?? "");
    const rows = review.rows ?? [];
    const texts = rows.map(reviewRow);
    const running = review.rows === null && review.status.startsWith("Reviewing");
    const picture = {
      title: `Review of ${names[review.seat] || `Seat ${review.seat}`}: each discard against the best by win chance and by expected score`,
      status: review.status,
      rows: texts,
      best: rows.map((r) => r.winCost !== null && r.winCost <= 1e-12 && r.scoreCost !== null && r.scoreCost <= 1e-9),
      first: review.first,
      seat: review.seat,
      names,
    };
    const page = (first: number) => {
      review.first = first;
      this.changed();
    };
    const drawn = drawReview(picture, box, { seat: (seat) => this.startReview(seat), jump: (row) => this.jump(row), page });
    this.view.addChild(drawn.view);
    this.options.report({ reviewRowPoints: drawn.rows.join(" "), reviewFirst: review.first });
    this.reportAreas(drawn.list, drawn.text);
    syncBar(this.options.bar, [
      { id: "player", label: "Player", name: "Back to the log player", run: () => this.showView("player") },
      { id: "cancel", label: "Cancel", name: "Stop the review", hidden: !running, run: () => (this.cancelReview(), this.changed()) },
    ]);
    this.text.setLines([`Review of ${names[review.seat] || `Seat ${review.seat}`}.`, review.status]);
    this.text.setChoices(texts.map((t) => ({ label: `Show in the player: ${t}` })));
    this.text.setActions(names.map((n, s) => ({ label: `Review ${n || `Seat ${s}`}`, pressed: review.seat === s, run: () => this.startReview(s as Seat) })));
    this.text.setDetails([]);
  }

  /** The view's field and its words and buttons, for the shell: toasts and notices keep off both. */
  private reportAreas(field: Area, text: readonly Area[]): void {
    const rect = (a: Area) => [a.x, a.y, a.width, a.height].map(Math.round).join(",");
    this.options.report({
      fieldRect: rect(field),
      textRect: text
        .filter((a) => a.height > 0)
        .map(rect)
        .join(";"),
    });
  }

  /** What the end-to-end tests read on the host element. */
  private report(): void {
    const review = this.review;
    this.options.report({
      logsView: this.mode,
      logCount: this.entries.length,
      logHand: this.log ? `${this.hand + 1}/${this.log.history.length}` : "",
      logStep: this.log ? `${this.step}/${this.record.events.length}` : "",
      logViewSeat: this.viewSeat === null ? "all" : this.viewSeat,
      reviewSeat: review ? review.seat : "",
      reviewRows: review?.rows ? review.rows.length : "",
      reviewStatus: review ? review.status : "",
    });
  }
}
