// A one-line status over the game for what the room connection is doing ("reconnecting…", "your
// opponent is not connected"): plain DOM, so a screen reader hears it (role=status) and it
// stays readable over any board size.
const STYLE =
  "position:absolute;top:calc(6px + env(safe-area-inset-top));left:50%;transform:translateX(-50%);max-width:min(80%,420px);" +
  "padding:6px 12px;border-radius:8px;background:#3b2a12ee;border:1px solid #e0a64f;color:#ffe2b0;font:14px system-ui,sans-serif;" +
  "text-align:center;z-index:3;pointer-events:none";

export class RoomBanner {
  private readonly element: HTMLDivElement;

  constructor(host: HTMLElement) {
    this.element = document.createElement("div");
    this.element.className = "arcade-online-status";
    this.element.setAttribute("role", "status");
    this.element.style.cssText = STYLE;
    this.element.hidden = true;
    host.append(this.element);
  }

  show(text: string): void {
    this.element.textContent = text;
    this.element.hidden = false;
  }

  hide(): void {
    this.element.hidden = true;
    this.element.textContent = "";
  }

  remove(): void {
    this.element.remove();
  }
}
