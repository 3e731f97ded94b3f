import type { GameAction } from "../input/actions.ts";
import type { ActionSink } from "./keyboard.ts";

export interface TouchButton {
  action: GameAction;
  label: string;
}

/** Layout of the on-screen buttons: movement on one side, actions on the other. */
export const DEFAULT_TOUCH_BUTTONS: { move: TouchButton[]; act: TouchButton[] } = {
  move: [
    { action: "left", label: "◀" },
    { action: "softDrop", label: "▼" },
    { action: "right", label: "▶" },
  ],
  act: [
    { action: "hold", label: "Hold" },
    { action: "rotateCCW", label: "⟲" },
    { action: "rotateCW", label: "⟳" },
    { action: "hardDrop", label: "Drop" },
  ],
};

/**
 * On-screen buttons as DOM elements over the canvas (real buttons: large touch targets that work
 * with multi-touch, each finger independently). A button is held from pointerdown until that
 * pointer goes up, is cancelled or leaves it. `handedness` puts the action buttons under the
 * thumb of the player's main hand.
 */
export function mountTouchButtons(host: HTMLElement, sink: ActionSink, handedness: "right" | "left" = "right", layout = DEFAULT_TOUCH_BUTTONS): () => void {
  const bar = document.createElement("div");
  bar.className = "arcade-touch-buttons";
  bar.dataset.handedness = handedness;
  const groups = handedness === "right" ? [layout.move, layout.act] : [layout.act, layout.move];
  const cleanups: (() => void)[] = [];
  for (const group of groups) {
    const column = document.createElement("div");
    column.className = "arcade-touch-group";
    for (const { action, label } of group) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.dataset.action = action;
      button.setAttribute("aria-label", action);
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
