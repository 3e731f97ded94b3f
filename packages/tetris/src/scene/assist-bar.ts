// The assist tools on screen, as DOM over the canvas beside the board (like the shell's pause
// button, so a touch on them never reaches the board's gestures): the advisor and bot buttons,
// "ASSISTED" and the live finesse count while playing (a watched replay has core's ReplayViewer bar
// instead); and the "why" panel. Positions come from the layout (CSS pixels of the stage).
import type { Rect } from "./layout.ts";
import type { WhyTable } from "./why.ts";

const STYLE_ID = "tetris-assist-style";
const CSS = `
.tetris-tools{position:absolute;display:flex;flex-direction:column;gap:6px;z-index:3;font-family:system-ui,sans-serif;box-sizing:border-box}
.tetris-tools button{min-height:44px;min-width:44px;padding:2px 4px;border-radius:8px;border:1px solid #3b3b66;background:#1f1f3acc;color:#ecebf5;font:600 13px/1.1 system-ui,sans-serif;cursor:pointer;touch-action:manipulation}
.tetris-tools button[aria-pressed="true"]{background:#f5f5f5;color:#111;border-color:#fff}
.tetris-tools .finesse{color:#c9c7e3;font-size:10px;line-height:1.2;pointer-events:none;text-align:center;white-space:nowrap}
.tetris-tools .finesse b{display:block;font-size:18px;color:#ecebf5}
.tetris-tools .finesse.fault,.tetris-tools .finesse.fault b{color:#ff7070}
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
  /** Finesse faults so far, or null when the live display is off. */
  finesse: number | null;
}

function button(id: string, label: string, name: string, run: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.id = id;
  b.textContent = label;
  // The visible word is the accessible name (speech input says what it sees); `name` describes it.
  b.title = name;
  b.addEventListener("click", (event) => {
    event.stopPropagation();
    run();
    b.blur(); // Space and Enter stay the game's keys, not this button's
  });
  return b;
}

export class AssistBar {
  private readonly root = document.createElement("div");
  private readonly why = document.createElement("div");
  private readonly finesse = document.createElement("div");
  private readonly buttons: Record<string, HTMLButtonElement> = {};
  private faultTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly removeStyle: () => void;

  constructor(host: HTMLElement, handlers: AssistHandlers) {
    this.removeStyle = installStyle();
    this.root.className = "tetris-tools";
    this.root.dataset.tools = "player";
    this.finesse.className = "finesse";
    this.finesse.title = "Finesse faults: key presses beyond the fewest for each placement";
    this.buttons.advisor = button("advisor-toggle", "Hint", "Placement advisor", handlers.toggleAdvisor);
    this.buttons.bot = button("bot-toggle", "Bot", "Watch the bot play", handlers.toggleBot);
    this.buttons.botSpeed = button("bot-speed", "2/s", "Bot speed", handlers.cycleBotSpeed);
    this.root.append(this.finesse, this.buttons.advisor, this.buttons.bot, this.buttons.botSpeed);
    this.why.className = "tetris-why";
    this.why.dataset.panel = "why";
    this.why.hidden = true;
    host.append(this.root, this.why);
  }

  /** Puts the tools in their column (see layout.ts); too small a column hides them. */
  place(rect: Rect): void {
    const style = this.root.style;
    style.left = `${rect.x}px`;
    style.top = `${rect.y}px`;
    style.width = `${rect.width}px`;
    style.maxHeight = `${rect.height}px`;
    this.root.hidden = rect.width < 40;
  }

  update(state: AssistState): void {
    const { buttons } = this;
    this.finesse.hidden = state.finesse === null;
    const count = document.createElement("b");
    count.textContent = String(state.finesse ?? 0);
    this.finesse.replaceChildren("finesse", count);
    buttons.advisor!.setAttribute("aria-pressed", String(state.advisor));
    buttons.bot!.textContent = state.autoplay ? "Take over" : "Bot";
    buttons.bot!.setAttribute("aria-label", state.autoplay ? "Take over from the bot" : "Watch the bot play");
    buttons.botSpeed!.hidden = !state.autoplay;
    buttons.botSpeed!.textContent = state.botSpeed;
  }

  /** A brief red flash of the finesse count on a fault. */
  flashFault(): void {
    this.finesse.classList.add("fault");
    if (this.faultTimer !== null) clearTimeout(this.faultTimer);
    this.faultTimer = setTimeout(() => {
      this.finesse.classList.remove("fault");
      this.faultTimer = null;
    }, 700);
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
    if (this.faultTimer !== null) clearTimeout(this.faultTimer);
    this.root.remove();
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
