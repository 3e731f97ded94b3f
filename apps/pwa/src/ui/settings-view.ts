import { alsoText, parseNumberInput, rebind, type GameMeta, type NumberField, type SettingField } from "@arcade/core";
import { GAMES } from "../games.ts";
import { checkRoomsServer } from "../rooms-server.ts";
import { defaultGameSettings, type GameSettingsSave, type Settings, type SharedSave } from "../storage/index.ts";
import { h } from "./dom.ts";

type Change = (next: Settings) => void;

function slider(label: string, id: string, value: number, min: number, max: number, step: number, unit: string, set: (v: number) => void): HTMLElement {
  const output = h("output", { for: id }, `${value}${unit}`);
  const input = h("input", { type: "range", id, name: id, min: String(min), max: String(max), step: String(step), value: String(value) });
  input.addEventListener("input", () => (output.textContent = `${input.value}${unit}`));
  input.addEventListener("change", () => set(Number(input.value)));
  return h("div", { class: "field" }, h("label", { for: id }, label), input, output);
}

/**
 * A number typed in, its unit after it and, for a field with a second unit, the value in that unit
 * beside (frames and their milliseconds), following what is typed. A committed value (Enter, or
 * leaving the field) is saved; a bad one is refused with the reason beside the field and the typed
 * text left there to correct, while the saved value stays.
 */
function numberInput(id: string, field: NumberField, value: number, set: (v: number) => void): HTMLElement {
  const error = h("small", { class: "field-error", id: `${id}-error`, "aria-live": "polite" });
  const input = h("input", {
    type: "text",
    id,
    name: id,
    value: String(value),
    inputmode: "decimal",
    autocomplete: "off",
    class: "number-input",
    "aria-describedby": `${id}-also ${id}-error`,
  });
  // The unit, and the value in the second unit while what is typed reads as a number.
  const shown = (v: number) => [field.unit.trim(), alsoText(field, v)].filter(Boolean).join(" · ");
  const also = h("output", { for: id, id: `${id}-also`, class: "also" }, shown(value));
  input.addEventListener("input", () => {
    const read = parseNumberInput(field, input.value);
    if ("value" in read) also.textContent = shown(read.value);
  });
  input.addEventListener("change", () => {
    const read = parseNumberInput(field, input.value);
    if ("problem" in read) {
      input.setAttribute("aria-invalid", "true");
      error.textContent = `${read.problem} Kept ${value}${field.unit}.`;
      return;
    }
    input.removeAttribute("aria-invalid");
    error.textContent = "";
    input.value = String(read.value);
    set(read.value);
  });
  return h("div", { class: "field number-field" }, h("label", { for: id }, field.label), h("span", { class: "number-box" }, input, also), error);
}

function choice<T extends string>(label: string, id: string, value: T, options: readonly (readonly [T, string])[], set: (v: T) => void): HTMLElement {
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

/**
 * The online rooms server: a web address, empty for the default (shown as the placeholder). A
 * committed value (Enter, or leaving the field) is checked; a bad one is refused with the reason
 * beside the field and the typed text left there to correct, while the saved server stays.
 */
function serverField(value: string, defaultServer: string, set: (server: string) => void): HTMLElement {
  const id = "roomsServer";
  const error = h("small", { class: "field-error", id: `${id}-error`, "aria-live": "polite" });
  const input = h("input", {
    type: "text",
    id,
    name: id,
    value,
    placeholder: defaultServer,
    inputmode: "url",
    autocomplete: "off",
    autocapitalize: "off",
    spellcheck: "false",
    "aria-describedby": `${id}-hint ${id}-error`,
  });
  input.addEventListener("change", () => {
    if (input.value.trim() === "") return set("");
    const checked = checkRoomsServer(input.value);
    if (checked.ok) return set(checked.server);
    input.setAttribute("aria-invalid", "true");
    error.textContent = `Not saved: this address ${checked.problem}. Play online still uses ${value || defaultServer}.`;
  });
  return h(
    "div",
    { class: "field text-field" },
    h("label", { for: id }, "Online rooms server"),
    input,
    h("small", { class: "hint", id: `${id}-hint` }, "Where Play online connects: an https:// or wss:// address. Leave it empty for the default."),
    error,
  );
}

/** A control for one of a game's own settings fields; its id is `<game>-<key>`. */
function fieldControl(gameId: string, field: SettingField, value: unknown, set: (v: number | string | boolean) => void): HTMLElement {
  const id = `${gameId}-${field.key}`;
  const control =
    field.kind === "range"
      ? slider(field.label, id, typeof value === "number" ? value : field.default, field.min, field.max, field.step, field.unit, set)
      : field.kind === "number"
        ? numberInput(id, field, typeof value === "number" ? value : field.default, set)
        : field.kind === "choice"
          ? choice(field.label, id, typeof value === "string" ? value : field.default, field.options, set)
          : toggle(field.label, id, typeof value === "boolean" ? value : field.default, set);
  if (field.hint) control.append(h("small", { class: "hint" }, field.hint));
  return control;
}

/** One row per action: its keys, and a button that captures the next key pressed. */
function keyRow(meta: GameMeta, section: GameSettingsSave, actionId: string, label: string, set: (keys: GameSettingsSave["keys"]) => void): HTMLElement {
  const keys = section.keys[actionId] ?? [];
  const button = h("button", { type: "button", class: "rebind", "data-game": meta.id, "data-action": actionId }, keys.length ? keys.join(", ") : "—");
  button.addEventListener("click", () => {
    button.textContent = "Press a key… (Esc: clear)";
    const capture = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      window.removeEventListener("keydown", capture, true);
      // A key belongs to one action of the game only: rebind takes it away from any other.
      set(rebind(section.keys, actionId, event.code === "Escape" ? [] : [event.code]));
    };
    window.addEventListener("keydown", capture, true);
  });
  return h("div", { class: "field" }, h("span", {}, label), button);
}

/** A game's section: its own fields, its touch scheme if it offers one, and its keys. */
function gameSection(meta: GameMeta, settings: Settings, change: Change): HTMLElement {
  const section = settings.games[meta.id] ?? defaultGameSettings(meta);
  const setSection = (next: GameSettingsSave) => change({ ...settings, games: { ...settings.games, [meta.id]: next } });
  const fields = meta.settings.map((field) =>
    fieldControl(meta.id, field, section.values[field.key], (v) => setSection({ ...section, values: { ...section.values, [field.key]: v } })),
  );
  const touch = meta.touchControls
    ? [
        choice(
          "Controls",
          `${meta.id}-touchControls`,
          section.touchControls ?? "gestures",
          [
            ["gestures", "Gestures"],
            ["buttons", "On-screen buttons"],
          ] as const,
          (v) => setSection({ ...section, touchControls: v }),
        ),
      ]
    : [];
  const keys = meta.actions.specs.map((spec) => keyRow(meta, section, spec.id, spec.label, (next) => setSection({ ...section, keys: next })));
  return h(
    "fieldset",
    { class: "game-settings", "data-game": meta.id },
    h("legend", {}, meta.title),
    ...fields,
    ...touch,
    ...(keys.length ? [h("h2", { class: "keys-title" }, "Keys"), ...keys] : []),
  );
}

/** The page's back control: a link to the launcher, or over a game a button back into it. */
function backControl(back: (() => void) | undefined): HTMLElement {
  if (!back) return h("a", { href: "#/", class: "back", "aria-label": "Back" }, "‹");
  const button = h("button", { type: "button", class: "back", "aria-label": "Back to the game", "data-action": "settings-back" }, "‹");
  button.addEventListener("click", back);
  return button;
}

/**
 * The settings screen: the shared sections, then one section per game. Every change is saved at
 * once. `defaultServer` is the rooms server used when the player sets none (the field's placeholder).
 * `back`: what the back control does when the page is shown over a paused game (default: the launcher).
 */
export function renderSettings(root: HTMLElement, settings: Settings, change: Change, reset: () => void, defaultServer: string, back?: () => void): void {
  const setShared =
    <K extends keyof SharedSave>(key: K) =>
    (value: SharedSave[K]) =>
      change({ ...settings, shared: { ...settings.shared, [key]: value } });
  const shared = settings.shared;
  const resetButton = h("button", { type: "button", class: "button" }, "Reset to defaults");
  resetButton.addEventListener("click", reset);
  root.replaceChildren(
    h("header", { class: "page-header" }, backControl(back), h("h1", {}, "Settings")),
    ...(back ? [h("p", { class: "hint" }, "The game stays paused. Changes apply from the next game you start.")] : []),
    h(
      "form",
      { class: "settings", onsubmit: "return false" },
      h(
        "fieldset",
        {},
        h("legend", {}, "Sound"),
        slider("Sound effects", "soundVolume", Math.round(shared.soundVolume * 100), 0, 100, 1, " %", (v) => setShared("soundVolume")(v / 100)),
      ),
      h(
        "fieldset",
        {},
        h("legend", {}, "Touch"),
        choice(
          "Hand",
          "handedness",
          shared.handedness,
          [
            ["right", "Right-handed"],
            ["left", "Left-handed"],
          ] as const,
          setShared("handedness"),
        ),
        toggle("Vibration", "haptics", shared.haptics, setShared("haptics")),
      ),
      h(
        "fieldset",
        {},
        h("legend", {}, "Display"),
        choice(
          "Reduced motion",
          "reducedMotion",
          shared.reducedMotion,
          [
            ["system", "As the system"],
            ["on", "On"],
            ["off", "Off"],
          ] as const,
          setShared("reducedMotion"),
        ),
        choice(
          "Colours",
          "palette",
          shared.palette,
          [
            ["standard", "Standard"],
            ["colorblind", "Colour-blind safe"],
          ] as const,
          setShared("palette"),
        ),
        choice(
          "Graphics",
          "renderer",
          shared.renderer,
          [
            ["canvas", "Canvas: a game opens at once"],
            ["webgl", "WebGL: drawn by the GPU"],
          ] as const,
          setShared("renderer"),
        ),
      ),
      h("fieldset", {}, h("legend", {}, "Online"), serverField(shared.roomsServer, defaultServer, setShared("roomsServer"))),
      ...GAMES.map(({ meta }) => gameSection(meta, settings, change)),
      resetButton,
    ),
  );
}
