import { GAME_ACTIONS, type GameAction } from "@arcade/core";
import type { Settings } from "../storage/index.ts";
import { h } from "./dom.ts";

const ACTION_LABELS: Record<GameAction, string> = {
  left: "Move left",
  right: "Move right",
  softDrop: "Soft drop",
  hardDrop: "Hard drop",
  rotateCW: "Rotate clockwise",
  rotateCCW: "Rotate counter-clockwise",
  rotate180: "Rotate 180°",
  hold: "Hold",
  pause: "Pause",
};

type Change = (next: Settings) => void;

function slider(label: string, id: string, value: number, min: number, max: number, step: number, unit: string, set: (v: number) => void): HTMLElement {
  const output = h("output", { for: id }, `${value}${unit}`);
  const input = h("input", { type: "range", id, name: id, min: String(min), max: String(max), step: String(step), value: String(value) });
  input.addEventListener("input", () => (output.textContent = `${input.value}${unit}`));
  input.addEventListener("change", () => set(Number(input.value)));
  return h("div", { class: "field" }, h("label", { for: id }, label), input, output);
}

function choice<T extends string>(label: string, id: string, value: T, options: [T, string][], set: (v: T) => void): HTMLElement {
  const select = h("select", { id, name: id });
  for (const [v, text] of options) select.append(h("option", { value: v, ...(v === value ? { selected: "" } : {}) }, text));
  select.addEventListener("change", () => set(select.value as T));
  return h("div", { class: "field" }, h("label", { for: id }, label), select);
}

function toggle(label: string, id: string, value: boolean, set: (v: boolean) => void): HTMLElement {
  const input = h("input", { type: "checkbox", id, name: id, ...(value ? { checked: "" } : {}) });
  input.addEventListener("change", () => set(input.checked));
  return h("div", { class: "field" }, h("label", { for: id }, label), input);
}

/** One row per action: its keys, and a button that captures the next key pressed. */
function keyRow(settings: Settings, action: GameAction, change: Change): HTMLElement {
  const keys = settings.keyBindings[action];
  const button = h("button", { type: "button", class: "rebind", "data-action": action }, keys.length ? keys.join(", ") : "—");
  button.addEventListener("click", () => {
    button.textContent = "Press a key… (Esc: clear)";
    const capture = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      window.removeEventListener("keydown", capture, true);
      const codes = event.code === "Escape" ? [] : [event.code];
      // A key belongs to one action only: take it away from any other.
      const keyBindings = Object.fromEntries(
        GAME_ACTIONS.map((a) => [a, a === action ? codes : settings.keyBindings[a].filter((c) => !codes.includes(c))]),
      ) as Settings["keyBindings"];
      change({ ...settings, keyBindings });
    };
    window.addEventListener("keydown", capture, true);
  });
  return h("div", { class: "field" }, h("span", {}, ACTION_LABELS[action]), button);
}

/** The settings screen. Every change is saved at once through `change`. */
export function renderSettings(root: HTMLElement, settings: Settings, change: Change, reset: () => void): void {
  const set = <K extends keyof Settings>(key: K) => (value: Settings[K]) => change({ ...settings, [key]: value });
  const resetButton = h("button", { type: "button", class: "button" }, "Reset to defaults");
  resetButton.addEventListener("click", reset);
  root.replaceChildren(
    h("header", { class: "page-header" }, h("a", { href: "#/", class: "back", "aria-label": "Back" }, "‹"), h("h1", {}, "Settings")),
    h("form", { class: "settings", onsubmit: "return false" },
      h("fieldset", {}, h("legend", {}, "Handling"),
        slider("DAS (delay before repeat)", "das", settings.das, 0, 500, 1, " ms", set("das")),
        slider("ARR (repeat rate, 0 = instant)", "arr", settings.arr, 0, 200, 1, " ms", set("arr")),
        slider("Soft drop speed (41 = instant)", "softDropFactor", settings.softDropFactor, 1, 41, 1, "×", set("softDropFactor")),
      ),
      h("fieldset", {}, h("legend", {}, "Touch"),
        choice("Controls", "touchControls", settings.touchControls, [["gestures", "Gestures"], ["buttons", "On-screen buttons"]], set("touchControls")),
        choice("Hand", "handedness", settings.handedness, [["right", "Right-handed"], ["left", "Left-handed"]], set("handedness")),
        toggle("Vibration", "haptics", settings.haptics, set("haptics")),
      ),
      h("fieldset", {}, h("legend", {}, "Sound"),
        slider("Sound effects", "soundVolume", Math.round(settings.soundVolume * 100), 0, 100, 1, " %", (v) => set("soundVolume")(v / 100)),
        slider("Music", "musicVolume", Math.round(settings.musicVolume * 100), 0, 100, 1, " %", (v) => set("musicVolume")(v / 100)),
      ),
      h("fieldset", {}, h("legend", {}, "Display"),
        choice("Reduced motion", "reducedMotion", settings.reducedMotion, [["system", "As the system"], ["on", "On"], ["off", "Off"]], set("reducedMotion")),
        choice("Colours", "palette", settings.palette, [["standard", "Standard"], ["colorblind", "Colour-blind safe"]], set("palette")),
      ),
      h("fieldset", { class: "keys" }, h("legend", {}, "Keys"), ...GAME_ACTIONS.map((action) => keyRow(settings, action, change))),
      resetButton,
    ),
  );
}
