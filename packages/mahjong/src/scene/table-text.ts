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

/** A control beside the tiles (a toggle shows `pressed`): the analyser's situation and added kans. */
export interface TextAction {
  label: string;
  pressed?: boolean;
  run: () => void;
}

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
  /** The group of controls beside the tiles (`setActions`), when the screen has any. */
  actionsName?: string;
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
  private readonly actions: HTMLElement;
  private actionList: readonly TextAction[] = [];

  constructor(host: HTMLElement, options: TableTextOptions) {
    installStyle();
    this.element = element("section", "mahjong-text");
    this.element.setAttribute("aria-label", options.name);
    this.lines = element("div", "mahjong-text-lines");
    // A press (click, Enter, Space or a screen reader's activation) picks by the button's index.
    this.choices = buttonGroup(options.choicesName, (index) => options.choose(index), options.invalidate);
    this.actions = buttonGroup(options.actionsName ?? "Options", (index) => this.actionList[index]?.run(), options.invalidate);
    this.details = element("div", "mahjong-text-details");
    this.live = element("p", "mahjong-text-live");
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("role", "status");
    this.element.append(this.lines, this.choices, this.actions, this.details, this.live);
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
    fillButtons(this.choices, choices).forEach((button, i) => (button.disabled = choices[i]!.disabled === true));
  }

  /** Controls beside the tiles (none: the group is empty); toggles carry aria-pressed. */
  setActions(actions: readonly TextAction[]): void {
    this.actionList = actions;
    fillButtons(this.actions, actions).forEach((button, i) => {
      const pressed = actions[i]!.pressed;
      if (pressed === undefined) button.removeAttribute("aria-pressed");
      else button.setAttribute("aria-pressed", String(pressed));
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

/** A named group of buttons; a press on an enabled one runs `press` with its index, then `invalidate`. */
function buttonGroup(name: string, press: (index: number) => void, invalidate: () => void): HTMLElement {
  const group = element("div", "mahjong-text-choices");
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", name);
  group.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest("button");
    if (!button || button.disabled) return;
    press(Number(button.dataset.index));
    invalidate();
  });
  return group;
}

/** One button per labelled item in `group`, in order, reusing the buttons it has (the focus stays). */
function fillButtons(group: HTMLElement, items: readonly { label: string }[]): HTMLButtonElement[] {
  const buttons = fill(
    group,
    "button",
    items.map((item) => item.label),
  ) as HTMLButtonElement[];
  buttons.forEach((button, i) => {
    button.type = "button";
    button.dataset.index = String(i);
  });
  return buttons;
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
