// The canvas's text alternative: what a screen shows, as lines of text in the page's DOM, a group
// of buttons for the tiles a player can pick (discard in practice and the quiz, take back in the
// analyser) and a polite live region that says what changed. Off-screen (read, not seen, and
// over nothing the layout tests measure) until it holds the keyboard focus; then it shows as a
// panel at the top of the game, so a keyboard player sees the button they are on. Buttons are kept and relabelled (not rebuilt) between draws, so the focus
// stays on the same place in the hand after a discard.

const STYLE_ID = "mahjong-table-text-style";
const CSS = `
.mahjong-text{position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden}
.mahjong-text:focus-within{left:8px;right:8px;top:calc(56px + env(safe-area-inset-top));width:auto;height:auto;max-height:45%;overflow:auto;
  padding:8px 10px;border-radius:10px;background:#16162bf2;border:1px solid #5f5fa0;color:#ecebf5;font:14px system-ui,sans-serif;z-index:3}
.mahjong-text p{margin:2px 0}
.mahjong-text-choices{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0}
.mahjong-text-choices button{min-width:44px;min-height:44px;padding:4px 8px;border-radius:8px;border:1px solid #5f5fa0;background:#2c2c4a;color:#ecebf5;font:14px system-ui,sans-serif}
.mahjong-text-choices button:disabled{opacity:.5}
.mahjong-text-choices button:focus-visible{outline:3px solid #ffd84a;outline-offset:1px}
`;

/** One pickable tile: its button text (also its accessible name) and whether it may be picked now. */
export interface TextChoice {
  label: string;
  disabled?: boolean;
}

export interface TableTextOptions {
  /** The region's name ("Practice table"). */
  name: string;
  /** The button group's name ("Discard a tile"). */
  choicesName: string;
  /** A button was pressed: its index in the last `setChoices`. */
  choose: (index: number) => void;
  /**
   * Draws the canvas again after a choice: a screen reader may press a button with a bare click
   * (no pointer or key event reaches the stage to wake it).
   */
  invalidate: () => void;
}

export class TableText {
  readonly element: HTMLElement;
  private readonly lines: HTMLElement;
  private readonly choices: HTMLElement;
  private readonly details: HTMLElement;
  private readonly live: HTMLElement;

  constructor(host: HTMLElement, options: TableTextOptions) {
    installStyle();
    this.element = element("section", "mahjong-text");
    this.element.setAttribute("aria-label", options.name);
    this.lines = element("div", "mahjong-text-lines");
    this.choices = element("div", "mahjong-text-choices");
    this.choices.setAttribute("role", "group");
    this.choices.setAttribute("aria-label", options.choicesName);
    this.choices.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement).closest("button");
      if (!button || button.disabled) return;
      options.choose(Number(button.dataset.index));
      options.invalidate();
    });
    this.details = element("div", "mahjong-text-details");
    this.live = element("p", "mahjong-text-live");
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("role", "status");
    this.element.append(this.lines, this.choices, this.details, this.live);
    host.append(this.element);
  }

  /** The state as lines above the buttons (the header, the hand, the analysis). */
  setLines(lines: readonly string[]): void {
    fill(this.lines, "p", lines);
  }

  /** Lines below the buttons (the river, a table of discards). */
  setDetails(lines: readonly string[]): void {
    fill(this.details, "p", lines);
  }

  /** The tiles to pick, as buttons; existing buttons are relabelled in place. */
  setChoices(choices: readonly TextChoice[]): void {
    const buttons = fill(
      this.choices,
      "button",
      choices.map((c) => c.label),
    ) as HTMLButtonElement[];
    buttons.forEach((button, i) => {
      button.type = "button";
      button.dataset.index = String(i);
      button.disabled = choices[i]!.disabled === true;
    });
  }

  /**
   * Says a change (a polite live region: read after what the reader is saying). The same words
   * twice in a row (the same verdict on another discard) are said again: a no-break space makes
   * them a change.
   */
  announce(text: string): void {
    if (text === "") return;
    this.live.textContent = this.live.textContent === text ? `${text}\u00a0` : text;
  }

  /** The live region's text, the lines and the choices, for tests. */
  get text(): string {
    return this.element.textContent ?? "";
  }

  destroy(): void {
    this.element.remove();
  }
}

function element(tag: string, className: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = className;
  return e;
}

/** Makes `parent` hold one `tag` child per text, reusing the children it has. */
function fill(parent: HTMLElement, tag: string, texts: readonly string[]): HTMLElement[] {
  while (parent.children.length > texts.length) parent.lastElementChild!.remove();
  while (parent.children.length < texts.length) parent.append(document.createElement(tag));
  const children = [...parent.children] as HTMLElement[];
  children.forEach((child, i) => {
    if (child.textContent !== texts[i]) child.textContent = texts[i]!;
  });
  return children;
}

function installStyle(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.append(style);
}
