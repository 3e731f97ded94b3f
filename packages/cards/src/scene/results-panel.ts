// The lab's results as real text in the page, not painted on the canvas: a screen reader reads
// them and the browser zooms them. Each figure is a button that opens its one-line meaning. On a
// portrait phone the panel is not a box of its own that scrolls: it runs on below the screen and the
// whole lab scrolls as one page (flow layout); beside the map on a wide screen it scrolls. Beside the
// readings it keeps text alternatives of the canvas pictures (the distance plot as a table, the
// simulated deck as a list of cards, the heatmap in words) and a polite live region that says the
// result when a measurement finishes.
import type { CurvePoint } from "../analysis/lab-session.ts";
import type { ExactReadout, MeasuredReadout } from "./lab-readout.ts";
import { figure, type Reading } from "./plain-words.ts";

const TONE = { ok: "#ecebf5", warn: "#ffd84a", bad: "#ff8a8a" } as const;

/** Styles that hide an element from the eye but not from a screen reader. */
export const VISUALLY_HIDDEN = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style = "", text = ""): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (style) e.style.cssText = style;
  if (text) e.textContent = text;
  return e;
}

/** A figure as a button that looks like quiet text, underlined with dots: it opens the figure's meaning. */
const FIGURE_BUTTON =
  "display:inline;margin:0;padding:2px 0;border:0;background:none;color:#b9b7d6;font:inherit;text-align:left;cursor:help;" +
  "text-decoration:underline dotted;text-underline-offset:3px;touch-action:manipulation";

let meaningIds = 0;

/**
 * A list item: the sentence, then its figure in a quieter colour as a button; pressing it (a tap,
 * a click, Enter or Space) shows or hides the figure's meaning on a line below.
 */
function readingItem(r: Reading, colour: string, open: Set<string>): HTMLLIElement {
  const li = element("li", `margin:0 0 0.35em;color:${colour}`);
  const button = element("button", FIGURE_BUTTON, `— ${r.figure}`);
  button.type = "button";
  button.className = "cards-figure";
  const meaning = element("div", "margin:0.15em 0 0.2em;padding-left:0.6em;border-left:2px solid #6a68b0;color:#dcdaf2", r.meaning);
  meaning.className = "cards-figure-meaning";
  meaning.id = `cards-meaning-${++meaningIds}`;
  button.setAttribute("aria-controls", meaning.id);
  const show = (shown: boolean) => {
    meaning.hidden = !shown;
    button.setAttribute("aria-expanded", String(shown));
  };
  // Kept open across new results (a measurement finishing redraws the list).
  show(open.has(r.meaning));
  button.addEventListener("click", () => {
    const shown = meaning.hidden === true;
    if (shown) open.add(r.meaning);
    else open.delete(r.meaning);
    show(shown);
  });
  li.append(element("span", "", r.sentence), " ", button, meaning);
  return li;
}

export class ResultsPanel {
  readonly element = element(
    "section",
    "position:absolute;overflow-y:auto;overscroll-behavior:contain;touch-action:pan-y;user-select:text;-webkit-user-select:text;" +
      "font:13px/1.4 'Liberation Sans',Arial,sans-serif;color:#ecebf5;box-sizing:border-box;padding:0 4px 0 0;outline-offset:2px",
  );
  /** The pinned routine A, when comparing. */
  private readonly pinned = element("p", "margin:0 0 0.4em;padding-bottom:0.3em;border-bottom:1px solid #4a4a80");
  /** The measurement's progress or failure, first so it is seen without scrolling. */
  private readonly progress = element("p", "margin:0 0 0.35em;color:#ffd84a");
  private readonly exact = element("ul", "list-style:none;margin:0;padding:0");
  private readonly exactNotes = element("p", "margin:0 0 0.5em;color:#ff8a8a");
  private readonly measuredTitle = element("p", "margin:0.4em 0 0.3em;color:#b9b7d6");
  private readonly measured = element("ul", "list-style:none;margin:0;padding:0");
  private readonly measuredNotes = element("p", "margin:0.3em 0 0;color:#ffd84a");
  private readonly plotTable = element("table", VISUALLY_HIDDEN);
  private readonly deckText = element("p", VISUALLY_HIDDEN);
  private readonly heatmapText = element("p", VISUALLY_HIDDEN);
  /** Says the new result once a measurement finishes (polite: after what the reader is saying). */
  private readonly status = element("p", VISUALLY_HIDDEN);
  private readonly stopTouch = (event: Event) => event.stopPropagation();
  /** The figures whose meanings are open (by meaning). */
  private readonly open = new Set<string>();
  /** The host's own styles before the flow layout made it scroll, to put back. */
  private readonly hostStyle: { overflowY: string; touchAction: string };
  /** Whether the last layout let the host scroll (the flow layout). */
  private flowing = false;
  /** The panel's last line: while it is out of the panel's view, more text waits below. */
  private readonly end = element("div", "height:1px;margin-top:-1px");
  /**
   * Watches `end` against the panel. The browser tells when it comes into view or leaves it, with
   * its own layout, after the frame: reading the panel's scroll height after each change instead
   * forced a layout of the whole page each time (most of the lab's first screen's task). No
   * observer (unit tests), no fade.
   */
  private readonly endWatch =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => this.fade(!entries[entries.length - 1]!.isIntersecting), { root: this.element, rootMargin: "0px 0px 2px 0px" })
      : null;

  constructor(private readonly host: HTMLElement) {
    const e = this.element;
    e.className = "cards-results";
    e.setAttribute("aria-label", "Shuffle Lab results");
    // Keyboard users can focus it to scroll it.
    e.tabIndex = 0;
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    this.status.className = "cards-results-status";
    this.pinned.hidden = true;
    this.pinned.className = "cards-results-pinned";
    this.progress.className = "cards-results-progress";
    e.append(
      this.pinned,
      this.progress,
      this.exact,
      this.exactNotes,
      this.measuredTitle,
      this.measured,
      this.measuredNotes,
      this.heatmapText,
      this.plotTable,
      this.deckText,
      this.status,
      this.end,
    );
    // The shell stops touch moves on the game (no page scrolling); a drag on the panel scrolls
    // it, or in the flow layout the host (the whole lab).
    e.addEventListener("touchmove", this.stopTouch, { passive: true });
    this.hostStyle = { overflowY: host.style.overflowY, touchAction: host.style.touchAction };
    host.append(e);
    this.endWatch?.observe(this.end);
  }

  /** Fades the last line while more text waits below, so a short panel shows that it scrolls. */
  private fade(more: boolean): void {
    const fade = more ? "linear-gradient(to bottom, #000 calc(100% - 28px), transparent)" : "";
    this.element.style.setProperty("mask-image", fade);
    this.element.style.setProperty("-webkit-mask-image", fade);
  }

  /**
   * Places the panel (CSS px in the host). `flow`: the panel takes the height its text needs, at
   * least `height`, and the host scrolls (the canvas with it), so the results read as one page;
   * otherwise the panel is `height` tall and scrolls itself.
   */
  layout(x: number, y: number, width: number, height: number, fontPx = 13, flow = false): void {
    const s = this.element.style;
    s.left = `${x}px`;
    s.top = `${y}px`;
    s.width = `${width}px`;
    s.height = flow ? "auto" : `${Math.max(0, height)}px`;
    s.minHeight = flow ? `${Math.max(0, height)}px` : "";
    s.paddingBottom = flow ? "16px" : "";
    s.overflowY = flow ? "visible" : "auto";
    s.fontSize = `${fontPx}px`;
    const host = this.host.style;
    host.overflowY = flow ? "auto" : this.hostStyle.overflowY;
    host.touchAction = flow ? "pan-y" : this.hostStyle.touchAction;
    // Back from the flow layout, the host scrolls no more (written only then: a write of
    // scrollTop lays the page out).
    if (this.flowing && !flow) this.host.scrollTop = 0;
    this.flowing = flow;
  }

  setExact(r: ExactReadout): void {
    const colour = TONE[r.tone];
    this.exact.replaceChildren(...r.readings.map((reading, i) => readingItem(reading, i === 0 ? colour : TONE.ok, this.open)));
    this.exactNotes.textContent = r.notes.join(" ");
    this.exactNotes.style.color = r.tone === "ok" ? TONE.ok : TONE.bad;
  }

  /** The pinned routine's line when comparing (null: not comparing). */
  setPinned(text: string | null): void {
    this.pinned.textContent = text ?? "";
    this.pinned.hidden = text === null;
  }

  setMeasured(r: MeasuredReadout): void {
    this.progress.textContent = r.status ?? "";
    this.progress.hidden = r.status === null;
    this.measuredTitle.textContent = r.title;
    this.measured.replaceChildren(...r.readings.map((reading) => readingItem(reading, TONE.ok, this.open)));
    this.measuredNotes.textContent = r.notes.join(" ");
  }

  /** The sentence a screen reader says now (after a measurement). */
  announce(text: string): void {
    this.status.textContent = text;
  }

  /** The distance plot as a table: shuffles done, the distance and whether it is exact. */
  setPlot(points: readonly CurvePoint[]): void {
    const caption = element("caption", "", "Distance to random after each shuffle");
    const head = element("tr");
    for (const title of ["Shuffles", "Seconds", "Distance to random (TV)"]) head.append(element("th", "", title));
    const rows = points.map((p) => {
      const tr = element("tr");
      const distance = p.exact
        ? `${figure(p.distance)}, exact`
        : p.upper < 1
          ? `${figure(p.distance)} to ${figure(p.upper)}`
          : `at least ${figure(p.distance)}`;
      tr.append(element("td", "", String(p.applications)), element("td", "", String(p.seconds)), element("td", "", distance));
      return tr;
    });
    const thead = element("thead");
    thead.append(head);
    const tbody = element("tbody");
    tbody.append(...rows);
    this.plotTable.replaceChildren(caption, thead, tbody);
  }

  /** The simulated deck, top to bottom, cards numbered by where they started. */
  setDeck(order: readonly number[], lands: number): void {
    const cards = order.map((card) => String(card + 1)).join(", ");
    const landsNote = lands === 1 ? " Card 1 is the land." : lands > 1 ? ` Cards 1 to ${lands} are the lands.` : "";
    this.deckText.textContent = `One simulated deck, top to bottom, each card numbered by where it started: ${cards}.${landsNote}`;
  }

  /** The heatmap in words (it is a picture of where each card can end up). */
  setHeatmap(text: string): void {
    this.heatmapText.textContent = text;
  }

  /** Every text in the panel, for the tests. */
  get text(): string {
    return this.element.textContent ?? "";
  }

  destroy(): void {
    this.element.removeEventListener("touchmove", this.stopTouch);
    this.endWatch?.disconnect();
    this.element.remove();
    this.host.style.overflowY = this.hostStyle.overflowY;
    this.host.style.touchAction = this.hostStyle.touchAction;
    this.host.scrollTop = 0;
  }
}
