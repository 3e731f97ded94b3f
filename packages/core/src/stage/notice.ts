// A short line over the top of the game ("Resumed"), gone by itself: for news that needs no
// answer. It is a live region, so a screen reader says it too.
import { installStyle } from "./style.ts";

const STYLE_ID = "arcade-notice-style";
const CSS = `
.arcade-notice{position:absolute;left:50%;top:calc(12px + env(safe-area-inset-top));transform:translateX(-50%);padding:8px 16px;border-radius:8px;background:#101018e6;color:#ecebf5;font:15px system-ui,sans-serif;pointer-events:none;z-index:4;transition:opacity .3s}
`;

/** Shows `text` over the game for `ms`; returns a function that removes it sooner. */
export function showNotice(host: HTMLElement, text: string, ms = 2500): () => void {
  installStyle(STYLE_ID, CSS);
  const notice = document.createElement("div");
  notice.className = "arcade-notice";
  notice.dataset.role = "notice";
  notice.setAttribute("role", "status");
  notice.textContent = text;
  host.append(notice);
  const timer = setTimeout(() => notice.remove(), ms);
  return () => {
    clearTimeout(timer);
    notice.remove();
  };
}
