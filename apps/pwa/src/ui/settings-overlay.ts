// The Settings page over a paused game (the pause menu's "Settings"): the same page as #/settings,
// drawn into a full-screen dialog so the game stays mounted and paused underneath, and closed by
// its back button or Escape straight back into the pause menu.
import { h } from "./dom.ts";

/**
 * Opens the dialog: `draw(root, close)` renders the page into `root` (and again into it after each
 * change); `back` runs once when the dialog closes.
 */
export function openSettingsOverlay(draw: (root: HTMLElement, close: () => void) => void, back: () => void): void {
  const page = h("div", { class: "overlay-page" });
  const dialog = h("div", { class: "settings-overlay", role: "dialog", "aria-modal": "true", "aria-label": "Settings" }, page);
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    dialog.remove();
    back();
  };
  // A key the page used itself (one being captured for a binding) does not close it.
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      // Taken here: the game's keys listen on the window, and Escape must not also resume it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });
  draw(page, close);
  document.body.append(dialog);
  dialog.querySelector<HTMLElement>("[data-action=settings-back]")?.focus();
}
