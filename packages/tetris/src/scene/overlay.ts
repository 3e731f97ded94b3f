// Menus as DOM over the canvas: real buttons (keyboard, screen readers, 44 px touch targets) and
// nothing to redraw. Each function returns a remover; the screen removes them on destroy.

export interface MenuButton {
  label: string;
  id: string;
  run: () => void;
}

const STYLE_ID = "arcade-tetris-style";
const CSS = `
.tetris-overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:#0b0b16cc;z-index:4}
.tetris-panel{background:#1f1f3a;border:1px solid #3b3b66;border-radius:12px;padding:16px;min-width:240px;max-width:90%;color:#ecebf5;font-family:system-ui,sans-serif;text-align:center}
.tetris-panel h2{margin:0 0 8px;font-size:1.3rem}
.tetris-panel p{margin:4px 0;color:#c9c7e3;word-break:break-all}
.tetris-panel button{display:block;width:100%;min-height:44px;margin:8px 0 0;border-radius:8px;border:1px solid #3b3b66;background:#2a2a4d;color:#ecebf5;font:inherit;cursor:pointer}
.tetris-panel button.primary{background:#b14fe0;border-color:#b14fe0}
.tetris-panel textarea{width:100%;min-height:4em;background:#141428;color:#ecebf5;border:1px solid #3b3b66;border-radius:6px}
.tetris-pause-button{position:absolute;top:4px;right:4px;width:44px;height:44px;border-radius:8px;border:1px solid #3b3b66;background:#1f1f3acc;color:#ecebf5;font-size:18px;z-index:3}
`;

export function installStyle(): () => void {
  if (document.getElementById(STYLE_ID)) return () => undefined;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.append(style);
  return () => style.remove();
}

/** A centred panel with a title, lines of text, optional text to copy, and buttons. */
export function showPanel(
  host: HTMLElement,
  options: { title: string; lines?: string[]; copyText?: string; input?: { placeholder: string; onInput: (area: HTMLTextAreaElement) => void }; buttons: MenuButton[]; role?: string },
): () => void {
  const overlay = document.createElement("div");
  overlay.className = "tetris-overlay";
  overlay.dataset.panel = options.role ?? options.title.toLowerCase();
  const panel = document.createElement("div");
  panel.className = "tetris-panel";
  panel.setAttribute("role", "dialog");
  const title = document.createElement("h2");
  title.textContent = options.title;
  panel.append(title);
  for (const line of options.lines ?? []) {
    const p = document.createElement("p");
    p.textContent = line;
    panel.append(p);
  }
  if (options.copyText !== undefined) {
    const area = document.createElement("textarea");
    area.readOnly = true;
    area.value = options.copyText;
    panel.append(area);
  }
  if (options.input) {
    const area = document.createElement("textarea");
    area.placeholder = options.input.placeholder;
    area.setAttribute("aria-label", options.input.placeholder);
    const onInput = options.input.onInput;
    area.addEventListener("input", () => onInput(area));
    panel.append(area);
    onInput(area);
  }
  options.buttons.forEach((b, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = b.label;
    button.dataset.id = b.id;
    if (i === 0) button.className = "primary";
    button.addEventListener("click", b.run);
    panel.append(button);
  });
  overlay.append(panel);
  host.append(overlay);
  panel.querySelector("button")?.focus();
  return () => overlay.remove();
}

/** Copies text where the browser allows it; the panel shows the text anyway. */
export function copy(text: string): void {
  void navigator.clipboard?.writeText(text).catch(() => undefined);
}
