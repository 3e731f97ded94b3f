// A short line over the game ("Resumed"), gone by itself: for news that needs no answer. It is a
// live region, so a screen reader says it too. It goes where it covers neither the game's field
// (the host's data-field-rect) nor a control: the top row when that is free, else beside the field.
import { freeSpot, gameObstacles } from "./free-spot.ts";
import { installStyle } from "./style.ts";

const STYLE_ID = "arcade-notice-style";
const CSS = `
.arcade-notice{position:absolute;left:50%;top:calc(12px + env(safe-area-inset-top));transform:translateX(-50%);box-sizing:border-box;padding:8px 16px;border-radius:8px;background:#101018e6;color:#ecebf5;font:15px system-ui,sans-serif;pointer-events:none;z-index:4;transition:opacity .3s}
`;

/** Room a notice needs: one line of 15 px text with its padding, and a few words across. */
const NOTICE_SPACE = { minWidth: 120, minHeight: 40, enough: 360 };

/** Shows `text` over the game for `ms`; returns a function that removes it sooner. */
export function showNotice(host: HTMLElement, text: string, ms = 2500): () => void {
  installStyle(STYLE_ID, CSS);
  const notice = document.createElement("div");
  notice.className = "arcade-notice";
  notice.dataset.role = "notice";
  notice.setAttribute("role", "status");
  notice.textContent = text;
  host.append(notice);
  place(host, notice);
  const timer = setTimeout(() => notice.remove(), ms);
  return () => {
    clearTimeout(timer);
    notice.remove();
  };
}

/** Centres the notice in the free spot nearest the top (kept at the top centre if there is none). */
function place(host: HTMLElement, notice: HTMLElement): void {
  const area = host.getBoundingClientRect();
  if (area.width === 0 || area.height === 0) return; // not laid out (a hidden page, a test)
  const controls = [...document.querySelectorAll("button, a")].filter((c) => !notice.contains(c));
  const box = { x: area.left, y: area.top, width: area.width, height: area.height };
  const spot = freeSpot(box, gameObstacles(host, controls), NOTICE_SPACE);
  if (!spot) return;
  notice.style.left = `${spot.x - area.left + spot.width / 2}px`;
  notice.style.top = `${spot.y - area.top + 4}px`;
  notice.style.maxWidth = `${spot.width - 8}px`;
}
