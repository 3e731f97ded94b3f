import type { ActionSink } from "./keyboard.ts";
import { SIDE_BUTTON, TOUCH_GAP, TOUCH_PADDING } from "./shell-layout.ts";
import { installStyle } from "./style.ts";

export { TOUCH_BUTTONS_HEIGHT } from "./shell-layout.ts";

export interface TouchButton {
  /** The game's action id. */
  action: string;
  label: string;
  /** What a screen reader says (defaults to the action id). */
  name?: string;
}

/**
 * A game's on-screen buttons: movement on one side, actions on the other (a game supplies them).
 * Movement is listed left to right as it shows in portrait; on a landscape stage a row of three
 * (◀ ▼ ▶) folds into a d-pad, the middle one under the other two.
 */
export interface TouchLayout {
  move: readonly TouchButton[];
  act: readonly TouchButton[];
}

// The buttons style themselves, so a game's dev page looks the same as the app. Movement is one
// row of three, the actions a 2×2 block: together they fit a 320 px wide phone. On a landscape
// stage the shell marks the host data-shell-buttons="sides": each group goes to the foot of its
// side column, two buttons across (shell-layout.ts's SIDE_COLUMN).
const STYLE_ID = "arcade-touch-buttons-style";
const CSS = `
.arcade-touch-buttons{position:absolute;left:0;right:0;bottom:env(safe-area-inset-bottom);display:flex;justify-content:space-between;align-items:flex-end;padding:8px;box-sizing:border-box;pointer-events:none;z-index:3}
.arcade-touch-group{display:grid;grid-auto-flow:column;gap:6px;pointer-events:auto}
.arcade-touch-group[data-group="act"]{grid-auto-flow:row;grid-template-columns:repeat(2,auto)}
.arcade-touch-group button{width:min(3.6rem,14vw);height:min(3.6rem,14vw);border-radius:50%;border:1px solid #ffffff40;background:#ffffff1a;color:#ecebf5;font:inherit;font-size:0.95rem;touch-action:none;user-select:none;-webkit-user-select:none}
.arcade-touch-group button.held{background:#ffffff40}
[data-shell-buttons="sides"] .arcade-touch-buttons{top:0;padding:${TOUCH_PADDING}px}
[data-shell-buttons="sides"] .arcade-touch-group,[data-shell-buttons="sides"] .arcade-touch-group[data-group="act"]{grid-auto-flow:row;grid-template-columns:repeat(2,${SIDE_BUTTON}px);gap:${TOUCH_GAP}px}
[data-shell-buttons="sides"] .arcade-touch-group button{width:${SIDE_BUTTON}px;height:${SIDE_BUTTON}px}
[data-shell-buttons="sides"] .arcade-touch-group[data-group="move"] button:nth-child(2):nth-last-child(2){grid-column:1/span 2;grid-row:2;justify-self:center}
`;

/**
 * On-screen buttons as DOM elements over the canvas (real buttons: large touch targets that work
 * with multi-touch, each finger independently). A button is held from pointerdown until that
 * pointer goes up, is cancelled or leaves it. `handedness` puts the action buttons under the
 * thumb of the player's main hand.
 */
export function mountTouchButtons(host: HTMLElement, sink: ActionSink, layout: TouchLayout, handedness: "right" | "left" = "right"): () => void {
  installStyle(STYLE_ID, CSS);
  const bar = document.createElement("div");
  bar.className = "arcade-touch-buttons";
  bar.dataset.handedness = handedness;
  const groups = handedness === "right" ? (["move", "act"] as const) : (["act", "move"] as const);
  const cleanups: (() => void)[] = [];
  for (const name of groups) {
    const group = layout[name];
    const column = document.createElement("div");
    column.className = "arcade-touch-group";
    column.dataset.group = name;
    for (const { action, label, name } of group) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.dataset.action = action;
      button.setAttribute("aria-label", name ?? action);
      let pointer: number | null = null;
      const down = (e: PointerEvent) => {
        e.preventDefault();
        if (pointer !== null) return;
        pointer = e.pointerId;
        button.setPointerCapture?.(e.pointerId);
        button.classList.add("held");
        sink(action, true);
      };
      const up = (e: PointerEvent) => {
        if (e.pointerId !== pointer) return;
        pointer = null;
        button.classList.remove("held");
        sink(action, false);
      };
      button.addEventListener("pointerdown", down);
      for (const type of ["pointerup", "pointercancel", "lostpointercapture"] as const) button.addEventListener(type, up);
      cleanups.push(() => {
        if (pointer !== null) sink(action, false);
      });
      column.appendChild(button);
    }
    bar.appendChild(column);
  }
  host.appendChild(bar);
  return () => {
    for (const undo of cleanups) undo();
    bar.remove();
  };
}
