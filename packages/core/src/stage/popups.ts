import { Container } from "pixi.js";
import type { GameHelp } from "../game-module.ts";
import type { Screen } from "./navigation.ts";

// Popups as classes on the Navigation popup stack (after pixijs/open-games): presenting one
// pauses the screen under it, dismissing it resumes that screen. Their content is DOM over the
// canvas, not Pixi: real buttons work with the keyboard, screen readers and 44 px touch targets,
// and there is nothing to redraw. Each popup's `view` is an empty container, so Navigation can
// stack it like any screen.

export interface PopupButton {
  /** Stable id for tests and analytics-free debugging: `data-id` on the button. */
  id: string;
  label: string;
  /** Called on click with the popup the button is in. */
  run: (popup: PanelPopup) => void;
}

export interface PanelContent {
  /** What kind of panel this is: `data-panel` on the overlay (pause, results, share, ...). */
  role: string;
  title: string;
  lines?: readonly string[];
  /** Read-only text the player may copy (a link, a fumen): shown selected in a text box. */
  copyText?: string;
  /**
   * A text box for the player to paste into (a fumen, a field); with `maxLength`, one line of at
   * most that many characters (a name), where Enter presses the first button.
   */
  input?: { label: string; placeholder: string; maxLength?: number };
  /** The first button is the primary one and takes the focus. */
  buttons: readonly PopupButton[];
}

const STYLE_ID = "arcade-popup-style";
const CSS = `
.arcade-popup{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:#0b0b16cc;z-index:4}
.arcade-panel{background:#1f1f3a;border:1px solid #3b3b66;border-radius:12px;padding:16px;min-width:240px;max-width:min(90%,420px);max-height:90%;overflow:auto;box-sizing:border-box;color:#ecebf5;font-family:system-ui,sans-serif;text-align:center}
.arcade-panel h2{margin:0 0 8px;font-size:1.3rem}
.arcade-panel p{margin:4px 0;color:#c9c7e3;overflow-wrap:anywhere}
.arcade-panel p.problem{color:#ff9a9a}
.arcade-panel button{display:block;width:100%;min-height:44px;margin:8px 0 0;border-radius:8px;border:1px solid #3b3b66;background:#2a2a4d;color:#ecebf5;font:inherit;cursor:pointer}
.arcade-panel button.primary{background:#8f36bd;border-color:#8f36bd}
.arcade-panel h3{margin:12px 0 4px;font-size:1.1rem}
.arcade-glossary{text-align:left;margin:0}
.arcade-glossary dt{font-weight:600;margin-top:8px}
.arcade-glossary dd{margin:2px 0 0 12px;color:#c9c7e3}
.arcade-panel[data-wide]{max-width:min(94%,560px);text-align:left}
.arcade-panel textarea{width:100%;box-sizing:border-box;min-height:4em;background:#141428;color:#ecebf5;border:1px solid #3b3b66;border-radius:6px}
.arcade-panel input[type=text]{width:100%;box-sizing:border-box;min-height:44px;padding:0 8px;background:#141428;color:#ecebf5;border:1px solid #3b3b66;border-radius:6px;font:inherit}
.arcade-pause-button{position:absolute;top:calc(4px + env(safe-area-inset-top));right:4px;width:44px;height:44px;border-radius:8px;border:1px solid #3b3b66;background:#1f1f3acc;color:#ecebf5;font-size:18px;z-index:3}
`;

/** Adds the popups' style sheet once per page; returns its remover (a no-op if it was there). */
export function installPopupStyle(): () => void {
  if (document.getElementById(STYLE_ID)) return () => undefined;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.append(style);
  return () => style.remove();
}

/** Copies text where the browser allows it; panels show the text anyway. */
export function copyToClipboard(text: string): void {
  void globalThis.navigator?.clipboard?.writeText(text).catch(() => undefined);
}

/**
 * A centred panel with a title, lines of text, optional text to copy or a box to paste into, and
 * buttons. The panel exists while the popup is shown; `destroy()` removes everything it made.
 */
export class PanelPopup implements Screen {
  readonly view = new Container();
  private overlay: HTMLElement | null = null;
  private linesBox: HTMLElement | null = null;
  private lines: readonly string[];
  private problem: HTMLParagraphElement | null = null;
  private area: HTMLTextAreaElement | HTMLInputElement | null = null;
  private readonly buttons: PopupButton[];

  constructor(
    protected readonly host: HTMLElement,
    private readonly content: PanelContent,
  ) {
    this.lines = content.lines ?? [];
    this.buttons = [...content.buttons];
  }

  get role(): string {
    return this.content.role;
  }

  /** What the player typed into the input box ("" if there is none). */
  get text(): string {
    return this.area?.value.trim() ?? "";
  }

  /**
   * Changes the panel's lines in place, e.g. a progress per cent: the buttons and the focus stay,
   * so a press is never lost to a panel made again; screen readers hear the change politely.
   */
  setLines(lines: readonly string[]): void {
    this.lines = lines;
    this.linesBox?.replaceChildren(...lines.map(paragraph));
  }

  /**
   * Adds buttons before the one with id `before` (at the end if there is none), e.g. the shell's
   * "How to play" and "Settings" above a pause menu's Quit. Call before the popup is shown.
   */
  insertButtons(buttons: readonly PopupButton[], before: string): void {
    const at = this.buttons.findIndex((b) => b.id === before);
    this.buttons.splice(at === -1 ? this.buttons.length : at, 0, ...buttons);
  }

  /** Runs the button `id` as a click would (Escape/P pressing Resume); false if there is none. */
  press(id: string): boolean {
    const button = this.buttons.find((b) => b.id === id);
    button?.run(this);
    return button !== undefined;
  }

  /** Puts the keyboard focus back on the first button (after a popup over this one closed). */
  focus(): void {
    this.overlay?.querySelector("button")?.focus({ preventScroll: true });
  }

  /** Shows (or with null clears) a problem under the input, e.g. why a pasted text was refused. */
  showProblem(message: string | null): void {
    if (this.problem) this.problem.textContent = message ?? "";
  }

  show(): void {
    if (this.overlay) return;
    const { content } = this;
    const overlay = document.createElement("div");
    overlay.className = "arcade-popup";
    overlay.dataset.panel = content.role;
    const panel = document.createElement("div");
    panel.className = "arcade-panel";
    panel.setAttribute("role", "dialog");
    panel.setAttribute("aria-modal", "true");
    const title = document.createElement("h2");
    title.textContent = content.title;
    panel.setAttribute("aria-label", content.title);
    panel.append(title);
    const linesBox = document.createElement("div");
    linesBox.setAttribute("aria-live", "polite");
    linesBox.append(...this.lines.map(paragraph));
    panel.append(linesBox);
    this.linesBox = linesBox;
    if (content.copyText !== undefined) {
      const area = document.createElement("textarea");
      area.readOnly = true;
      area.value = content.copyText;
      area.setAttribute("aria-label", content.title);
      panel.append(area);
    }
    if (content.input) {
      this.area =
        content.input.maxLength === undefined ? document.createElement("textarea") : oneLine(content.input.maxLength, () => this.buttons[0]?.run(this));
      this.area.placeholder = content.input.placeholder;
      this.area.setAttribute("aria-label", content.input.label);
      this.problem = paragraph("");
      this.problem.className = "problem";
      this.problem.setAttribute("role", "alert");
      panel.append(this.area, this.problem);
    }
    this.buttons.forEach((b, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = b.label;
      button.dataset.id = b.id;
      if (i === 0) button.className = "primary";
      button.addEventListener("click", () => b.run(this));
      panel.append(button);
    });
    this.extend(panel);
    overlay.append(panel);
    this.host.append(overlay);
    this.overlay = overlay;
    // The overlay is fixed over the screen: nothing to scroll into view, and asking to would
    // force a layout of the page in the task that shows the panel (the first-run hint's at start).
    (this.area ?? panel.querySelector("button"))?.focus({ preventScroll: true });
  }

  /** A panel is DOM over the canvas: nothing on the canvas moves while it is up. */
  live(): boolean {
    return false;
  }

  /** Adds a subclass's own content to the panel, after the buttons (called by show()). */
  protected extend(panel: HTMLElement): void {
    void panel;
  }

  hide(): void {
    this.overlay?.remove();
    this.overlay = null;
    this.linesBox = null;
    this.area = null;
    this.problem = null;
  }

  destroy(): void {
    this.hide();
    this.view.destroy();
  }
}

function paragraph(text: string): HTMLParagraphElement {
  const p = document.createElement("p");
  p.textContent = text;
  return p;
}

/** The pause menu every game shows: Resume first, the game's own items, Quit last. */
export class PausePopup extends PanelPopup {
  constructor(host: HTMLElement, options: { subtitle?: string; resume: () => void; items?: readonly PopupButton[]; quit: () => void }) {
    super(host, {
      role: "pause",
      title: "Paused",
      lines: options.subtitle === undefined ? [] : [options.subtitle],
      buttons: [{ id: "resume", label: "Resume", run: options.resume }, ...(options.items ?? []), { id: "quit", label: "Quit", run: options.quit }],
    });
  }
}

/**
 * A game's help: how to play, then its words as a definition list. Back returns to the pause menu
 * it was opened from.
 */
export class HelpPopup extends PanelPopup {
  constructor(
    host: HTMLElement,
    private readonly help: GameHelp,
    back: () => void,
  ) {
    super(host, { role: "help", title: "How to play", lines: help.howToPlay, buttons: [{ id: "back", label: "Back", run: back }] });
  }

  protected override extend(panel: HTMLElement): void {
    panel.dataset.wide = "";
    const glossary = this.help.glossary ?? [];
    if (glossary.length === 0) return;
    const heading = document.createElement("h3");
    heading.textContent = "Words";
    const list = document.createElement("dl");
    list.className = "arcade-glossary";
    for (const { term, meaning } of glossary) {
      const dt = document.createElement("dt");
      dt.textContent = term;
      const dd = document.createElement("dd");
      dd.textContent = meaning;
      list.append(dt, dd);
    }
    // The words go between the how-to lines and the Back button.
    panel.querySelector("button")?.before(heading, list);
  }
}

/** The end of a game: a headline, the numbers, what to do next (Play again first), Quit last. */
export class ResultsPopup extends PanelPopup {
  /** `againLabel`: the first button's words ("Play again"; a versus says "Rematch"). */
  constructor(
    host: HTMLElement,
    options: { headline: string; lines: readonly string[]; again: () => void; againLabel?: string; items?: readonly PopupButton[]; quit: () => void },
  ) {
    super(host, {
      role: "results",
      title: options.headline,
      lines: options.lines,
      buttons: [
        { id: "again", label: options.againLabel ?? "Play again", run: options.again },
        ...(options.items ?? []),
        { id: "quit", label: "Quit", run: options.quit },
      ],
    });
  }
}

/** Shows a text to copy (a link, a position), copies it where allowed, and goes back. */
export class CopyPopup extends PanelPopup {
  constructor(host: HTMLElement, options: { role: string; title: string; text: string; back: () => void }) {
    super(host, { role: options.role, title: options.title, copyText: options.text, buttons: [{ id: "back", label: "Back", run: options.back }] });
    copyToClipboard(options.text);
  }
}

/**
 * Asks for a pasted text and hands it to `submit`, which returns a problem to show (the popup
 * stays) or null when it was accepted.
 */
/** A one-line text box of at most `maxLength` characters; Enter runs `enter`. */
function oneLine(maxLength: number, enter: () => void): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "text";
  input.maxLength = maxLength;
  input.autocomplete = "off";
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    enter();
  });
  return input;
}

export class PastePopup extends PanelPopup {
  constructor(
    host: HTMLElement,
    options: {
      role: string;
      title: string;
      explanation: string;
      placeholder: string;
      /** A one-line box of at most this many characters (a name) instead of a multi-line one. */
      maxLength?: number;
      submitLabel: string;
      submit: (text: string) => string | null;
      back: () => void;
    },
  ) {
    super(host, {
      role: options.role,
      title: options.title,
      lines: [options.explanation],
      input: { label: options.title, placeholder: options.placeholder, ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }) },
      buttons: [
        { id: "submit", label: options.submitLabel, run: (popup) => popup.showProblem(options.submit(popup.text)) },
        { id: "back", label: "Back", run: options.back },
      ],
    });
  }
}
