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
  // Information fades by itself; a toast that offers an action stays until it is used or closed.
  if (!action) setTimeout(() => box.remove(), TOAST_MS);
}

const TOAST_MS = 8000;

/** Removes every toast: a game needs the whole screen, and its controls must not be covered. */
export function clearToasts(): void {
  document.getElementById("toasts")?.replaceChildren();
}
