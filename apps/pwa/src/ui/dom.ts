import { freeSpot, gameObstacles, type Box } from "@arcade/core/stage";

/** A tiny element builder: the launcher stays a few kilobytes without a UI framework. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (key === "class") el.className = value;
    else el.setAttribute(key, value);
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

/** Shows a short message at the bottom of the screen (save repairs, update ready, errors). */
export function toast(message: string, action?: { label: string; run: () => void }): void {
  const box = h("div", { class: "toast", role: "status" }, h("span", {}, message));
  if (action) {
    const button = h("button", { type: "button" }, action.label);
    button.addEventListener("click", () => {
      box.remove();
      action.run();
    });
    box.append(button);
  }
  const close = h("button", { type: "button", class: "toast-close", "aria-label": "Dismiss" }, "×");
  close.addEventListener("click", () => box.remove());
  box.append(close);
  document.getElementById("toasts")?.append(box);
  placeToasts();
  // Information fades by itself; a toast that offers an action stays until it is used or closed.
  if (!action) setTimeout(() => box.remove(), TOAST_MS);
}

const TOAST_MS = 8000;

/** Removes every toast: a game needs the whole screen, and its controls must not be covered. */
export function clearToasts(): void {
  document.getElementById("toasts")?.replaceChildren();
}

/**
 * Room the toasts need in a game: one line with its 44 px close button (48 px with its padding,
 * 2 px clear of each side), and 280 px across (the message in two lines at most; a wider spot is
 * no better, so the top row wins a tie).
 */
const TOAST_SPACE = { minWidth: 160, minHeight: 52, enough: 280 };

/**
 * During a game the toasts go where they cover neither the game's field (its host's
 * data-field-rect) nor any control: the top row when the field leaves it free, else the widest
 * free spot beside the field (a landscape phone). Outside a game, and when no spot is free, the
 * stylesheet's place stands (the launcher's bottom; the game's top row). Called when a toast
 * comes and when the game's layout changes.
 */
export function placeToasts(): void {
  const box = document.getElementById("toasts");
  if (!box) return;
  box.removeAttribute("style");
  const host = document.querySelector<HTMLElement>(".game-stage");
  if (!host || !document.body.classList.contains("playing") || box.childElementCount === 0) return;
  // An open panel (a lobby, a prompt) is covered no more than the field is (its dimmed backdrop may be).
  const obstacles = gameObstacles(host, document.querySelectorAll(".game-screen button, .game-screen a, .game-screen .arcade-panel"));
  const area = { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
  const spotFor = (minHeight: number) => freeSpot(area, obstacles, { ...TOAST_SPACE, minHeight });
  const put = (spot: Box) => {
    Object.assign(box.style, { top: `${spot.y + 2}px`, left: `${spot.x + 2}px`, right: "auto", bottom: "auto", width: `${spot.width - 4}px` });
  };
  const first = spotFor(TOAST_SPACE.minHeight);
  if (!first) return;
  put(first);
  // Several toasts, or one wrapped to more lines, need a taller spot; none: the top row as before.
  const needed = box.scrollHeight + 4;
  if (needed <= first.height) return;
  const taller = spotFor(needed);
  if (taller) put(taller);
  else box.removeAttribute("style");
}
