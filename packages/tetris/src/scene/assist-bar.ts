// The assist tools while playing: the advisor and bot buttons on the shell's one button bar
// (core's ActionBar: real DOM buttons in the top row, or down the movement column on a landscape
// phone, counted in the shell's insets), and the "why" panel as DOM over the canvas, where the
// layout puts it. A watched replay has core's ReplayViewer bar instead. The live finesse count is
// drawn with the numbers (view.ts).
import type { ActionBar } from "@arcade/core/stage";
import type { Rect } from "./layout.ts";
import type { WhyTable } from "./why.ts";

const STYLE_ID = "tetris-assist-style";
const CSS = `
.tetris-why{position:absolute;z-index:2;pointer-events:none;background:#14142bee;border:1px solid #3b3b66;border-radius:8px;padding:4px 6px;box-sizing:border-box;color:#ecebf5;font:12px/1.2 system-ui,sans-serif;overflow:hidden}
.tetris-why.stale table{opacity:.5}
.tetris-why table{border-collapse:collapse;width:100%}
.tetris-why th,.tetris-why td{padding:0 3px;text-align:right;white-space:nowrap}
.tetris-why th{white-space:pre;vertical-align:bottom}
.tetris-why th:first-child,.tetris-why td:first-child{text-align:left}
.tetris-why td.w{color:#a3a1c2}
.tetris-why th.best,.tetris-why td.best{color:#fff;font-weight:700}
`;

export interface AssistHandlers {
  toggleAdvisor: () => void;
  /** Starts the bot, or takes over from it. */
  toggleBot: () => void;
  cycleBotSpeed: () => void;
}

export interface AssistState {
  advisor: boolean;
  autoplay: boolean;
  botSpeed: string;
}

export class AssistBar {
  private readonly why = document.createElement("div");
  private readonly removeStyle: () => void;
  private last = "";

  constructor(
    host: HTMLElement,
    private readonly bar: ActionBar,
    handlers: AssistHandlers,
  ) {
    this.removeStyle = installStyle();
    bar.set([
      { id: "advisor-toggle", label: "Hint", name: "Placement advisor", pressed: false, run: handlers.toggleAdvisor },
      { id: "bot-toggle", label: "Bot", name: "Watch the bot play", run: handlers.toggleBot },
      { id: "bot-speed", label: "2/s", name: "Bot speed, pieces a second", hidden: true, run: handlers.cycleBotSpeed },
    ]);
    this.why.className = "tetris-why";
    this.why.dataset.panel = "why";
    this.why.hidden = true;
    host.append(this.why);
  }

  update(state: AssistState): void {
    const key = `${state.advisor}${state.autoplay}${state.botSpeed}`;
    if (key === this.last) return;
    this.last = key;
    this.bar.update("advisor-toggle", { pressed: state.advisor });
    this.bar.update("bot-toggle", state.autoplay ? { label: "Take over", name: "Take over from the bot" } : { label: "Bot", name: "Watch the bot play" });
    this.bar.update("bot-speed", { hidden: !state.autoplay, label: state.botSpeed });
  }

  /** Shows the why panel at `rect` with `table`, or hides it (null). */
  showWhy(rect: Rect | null, table: WhyTable | null): void {
    this.why.hidden = rect === null;
    if (rect === null) return;
    Object.assign(this.why.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.width}px`, maxHeight: `${rect.height}px` });
    // While the next advice is worked out (a few ms), the last table stays, dimmed, instead of flickering.
    const waiting = table === null || table.head.length === 0;
    this.why.classList.toggle("stale", waiting);
    if (!waiting || this.why.querySelector("table") === null) this.why.replaceChildren(whyElement(table));
  }

  destroy(): void {
    this.bar.set([]);
    this.why.remove();
    this.removeStyle();
  }
}

function whyElement(table: WhyTable | null): HTMLElement {
  if (table === null || table.head.length === 0) {
    const p = document.createElement("div");
    p.textContent = "Why: thinking…";
    return p;
  }
  const t = document.createElement("table");
  const cell = (tag: "th" | "td", text: string, className = "") => {
    const c = document.createElement(tag);
    c.textContent = text;
    if (className) c.className = className;
    return c;
  };
  const head = document.createElement("tr");
  head.append(cell("th", "Why"), cell("th", "weight"), ...table.head.map((h, i) => cell("th", h, i === 0 ? "best" : "")));
  t.append(head);
  for (const row of table.rows) {
    const tr = document.createElement("tr");
    tr.append(cell("td", row.label), cell("td", row.weight, "w"), ...row.values.map((v, i) => cell("td", v, i === 0 ? "best" : "")));
    t.append(tr);
  }
  return t;
}

let styleUsers = 0;

/** The tools' style sheet, once per page while any bar is shown. */
function installStyle(): () => void {
  styleUsers++;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }
  return () => {
    if (--styleUsers === 0) document.getElementById(STYLE_ID)?.remove();
  };
}
