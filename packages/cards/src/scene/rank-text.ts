// The ranking as text in the page for a screen reader (the table itself is painted on the canvas):
// the experiment's title, the first rows with their distance in words and figures, and a polite
// live region that says when a ranking finished and what came first.
import type { RankResult } from "../analysis/ranking.ts";
import { plural } from "@arcade/core";
import { routineTextWords, rowReadings } from "./plain-words.ts";
import { VISUALLY_HIDDEN } from "./results-panel.ts";

/** Rows given as text (a family can have hundreds; the rest are a tap away in the lab). */
const ROWS = 20;

function cell(tag: "td" | "th", text: string): HTMLTableCellElement {
  const e = document.createElement(tag);
  e.textContent = text;
  return e;
}

export class RankText {
  readonly element = document.createElement("section");
  private readonly table = document.createElement("table");
  private readonly status = document.createElement("p");

  constructor(host: HTMLElement) {
    this.element.className = "cards-ranking";
    this.element.setAttribute("aria-label", "Ranked routines");
    this.element.style.cssText = VISUALLY_HIDDEN;
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    this.element.append(this.table, this.status);
    host.append(this.element);
  }

  /** Shows a finished ranking and says so. */
  set(result: RankResult): void {
    const caption = document.createElement("caption");
    caption.textContent = `${result.title}: ${plural(result.count, "routine")} ranked by ${result.rankedBy}${result.rows.length > ROWS ? `; the first ${ROWS}` : ""}.`;
    const head = document.createElement("tr");
    head.append(cell("th", "Rank"), cell("th", "Routine"), cell("th", "Seconds"), cell("th", "Distance to random"), cell("th", "Measured"));
    const rows = result.rows.slice(0, ROWS).map((row, i) => {
      const words = rowReadings(row);
      const tr = document.createElement("tr");
      tr.append(
        cell("td", String(i + 1)),
        cell("td", routineTextWords(row.routine)),
        cell("td", String(row.seconds)),
        cell("td", words.exact),
        cell("td", words.measured ?? "not measured"),
      );
      return tr;
    });
    const thead = document.createElement("thead");
    thead.append(head);
    const tbody = document.createElement("tbody");
    tbody.append(...rows);
    this.table.replaceChildren(caption, thead, tbody);
    const first = result.rows[0];
    this.say(
      first
        ? `Ranking finished: ${result.title}. First: ${routineTextWords(first.routine)}, ${rowReadings(first).exact}.`
        : `Ranking finished: ${result.title}. Nothing ranked.`,
    );
  }

  /** A sentence for the live region (started, cancelled, failed). */
  say(text: string): void {
    this.status.textContent = text;
  }

  destroy(): void {
    this.element.remove();
  }
}
