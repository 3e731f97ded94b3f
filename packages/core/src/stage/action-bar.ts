// The one in-game button bar: a game's own buttons during play (undo, hint, the assist
// toggles) as real DOM buttons the shell places — in the top row beside the pause button, or down
// the movement buttons' column on a landscape phone — and counts in its insets, so no game draws
// its field under them.
import { SIDE_COLUMN, SIDE_BUTTON, TOP_ROW, TOUCH_GAP, TOUCH_PADDING, type BarPlace } from "./shell-layout.ts";
import { installStyle } from "./style.ts";

export interface BarButton {
  /** Stable id: `data-id` on the button, and what `update` names. */
  id: string;
  /** The visible label (a word, or a symbol such as "↶"). */
  label: string;
  /** What a screen reader says, when the label is a symbol or too short; it keeps a word label in it. */
  name?: string;
  /** A toggle: `aria-pressed` shows whether it is on. Omitted: a plain button. */
  pressed?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  run(): void;
}

// The side column's free height is what the touch buttons below leave (see SIDE_COLUMN).
const SIDE_BOTTOM = 2 * SIDE_BUTTON + TOUCH_GAP + 2 * TOUCH_PADDING + TOUCH_GAP;
const STYLE_ID = "arcade-action-bar-style";
const CSS = `
.arcade-action-bar{position:absolute;z-index:3;display:flex;gap:4px;box-sizing:border-box;pointer-events:none}
.arcade-action-bar[hidden]{display:none}
.arcade-action-bar button{pointer-events:auto;min-width:44px;min-height:44px;padding:0 10px;border-radius:8px;border:1px solid #3b3b66;background:#1f1f3acc;color:#ecebf5;font:600 14px/1.1 system-ui,sans-serif;cursor:pointer;touch-action:manipulation;user-select:none;-webkit-user-select:none}
.arcade-action-bar button[aria-pressed="true"]{background:#ecebf5;color:#111;border-color:#fff}
.arcade-action-bar button:disabled{opacity:.45;cursor:default}
.arcade-action-bar[data-place="top"]{top:calc(4px + env(safe-area-inset-top));left:${TOP_ROW}px;right:calc(${TOP_ROW}px + env(safe-area-inset-right));height:44px;justify-content:flex-end}
.arcade-action-bar[data-place="left"],.arcade-action-bar[data-place="right"]{top:${TOP_ROW}px;bottom:${SIDE_BOTTOM}px;width:${SIDE_COLUMN - 2 * TOUCH_PADDING}px;flex-direction:column;overflow:hidden}
.arcade-action-bar[data-place="left"]{left:${TOUCH_PADDING}px}
.arcade-action-bar[data-place="right"]{right:${TOUCH_PADDING}px}
`;

/**
 * The accessible name for a button: its `name` when that already contains the visible label (or
 * the label is a symbol, with no letter or digit to say), else "label (name)" — speech input users
 * say what they see, so the visible word must be in the name (Lighthouse's label-content-name-mismatch).
 */
export function accessibleName(label: string, name: string | undefined): string | null {
  if (name === undefined || name === label) return null;
  const symbol = !/[\p{L}\p{N}]/u.test(label);
  return symbol || name.toLowerCase().includes(label.toLowerCase()) ? name : `${label} (${name})`;
}

/** `shell.bar`: set the buttons for the current screen, update one as state changes. */
export class ActionBar {
  readonly element = document.createElement("div");
  private list: BarButton[] = [];
  private readonly elements = new Map<string, HTMLButtonElement>();

  constructor(host: HTMLElement) {
    installStyle(STYLE_ID, CSS);
    this.element.className = "arcade-action-bar";
    this.element.setAttribute("role", "toolbar");
    this.element.setAttribute("aria-label", "Game actions");
    this.element.dataset.place = "top";
    this.element.hidden = true;
    host.append(this.element);
  }

  /** The buttons as last set and updated. */
  get buttons(): readonly BarButton[] {
    return this.list;
  }

  /** Replaces the bar's buttons (an empty list hides the bar). Ids must be unique. */
  set(buttons: readonly BarButton[]): void {
    const ids = new Set(buttons.map((b) => b.id));
    if (ids.size !== buttons.length) throw new Error(`bar buttons need unique ids (${buttons.map((b) => b.id).join(", ")})`);
    this.list = buttons.map((b) => ({ ...b }));
    this.elements.clear();
    this.element.replaceChildren(...this.list.map((b) => this.make(b)));
    this.refresh();
  }

  /** Changes one button in place (its label, pressed state, …); the focus and the other buttons stay. */
  update(id: string, partial: Partial<Omit<BarButton, "id">>): void {
    const at = this.list.findIndex((b) => b.id === id);
    if (at === -1) throw new Error(`no bar button "${id}" (buttons: ${this.list.map((b) => b.id).join(", ") || "none"})`);
    const next = { ...this.list[at]!, ...partial };
    this.list[at] = next;
    this.paint(this.elements.get(id)!, next);
    this.refresh();
  }

  /** Puts the bar in the top row or down a side column (the shell's layout decides). */
  place(place: BarPlace): void {
    this.element.dataset.place = place;
  }

  destroy(): void {
    this.element.remove();
    this.elements.clear();
    this.list = [];
  }

  private make(spec: BarButton): HTMLButtonElement {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.id = spec.id;
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      const current = this.list.find((b) => b.id === spec.id);
      if (current && !current.disabled) current.run();
      button.blur(); // Space and Enter stay the game's keys, not this button's
    });
    this.elements.set(spec.id, button);
    this.paint(button, spec);
    return button;
  }

  private paint(button: HTMLButtonElement, spec: BarButton): void {
    button.textContent = spec.label;
    const name = accessibleName(spec.label, spec.name);
    if (name === null) button.removeAttribute("aria-label");
    else button.setAttribute("aria-label", name);
    if (spec.pressed === undefined) button.removeAttribute("aria-pressed");
    else button.setAttribute("aria-pressed", String(spec.pressed));
    button.disabled = spec.disabled === true;
    button.hidden = spec.hidden === true;
  }

  /** No visible button: no bar (nothing of it covers the top row's middle for the toasts). */
  private refresh(): void {
    this.element.hidden = this.list.every((b) => b.hidden === true);
  }
}
