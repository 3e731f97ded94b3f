// @vitest-environment happy-dom
import { Container } from "pixi.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { haptic, installAudioUnlock } from "./audio.ts";
import { mountTouchButtons } from "./buttons.ts";
import { GamepadInput } from "./gamepad.ts";
import { bindKeyboard } from "./keyboard.ts";
import { Navigation, type Screen } from "./navigation.ts";
import { preventPageGestures } from "./no-scroll.ts";
import { CopyPopup, PanelPopup, PastePopup, PausePopup, ResultsPopup } from "./popups.ts";
import { bindGestures } from "./pointer.ts";
import { defineActions } from "../input/keymap.ts";

// A small game's input, as a game defines it.
const ACTIONS = defineActions([
  { id: "left", label: "Left", keys: ["ArrowLeft"] },
  { id: "right", label: "Right", keys: ["ArrowRight"] },
  { id: "hardDrop", label: "Drop", keys: ["Space"] },
  { id: "hold", label: "Hold", keys: ["KeyC"] },
  { id: "rotateCCW", label: "Rotate", keys: ["KeyZ"] },
]);
const DEFAULT_KEY_BINDINGS = ACTIONS.defaults;
const LAYOUT = {
  move: [
    { action: "left", label: "◀" },
    { action: "right", label: "▶" },
  ],
  act: [
    { action: "hold", label: "Hold" },
    { action: "hardDrop", label: "Drop", name: "Hard drop" },
  ],
};

function fakeScreen(log: string[], name: string): Screen {
  return {
    view: new Container(),
    show: () => void log.push(`${name}.show`),
    hide: () => void log.push(`${name}.hide`),
    update: (dt) => void log.push(`${name}.update ${dt}`),
    resize: (w, h) => void log.push(`${name}.resize ${w}x${h}`),
    pause: () => void log.push(`${name}.pause`),
    resume: () => void log.push(`${name}.resume`),
    blur: () => void log.push(`${name}.blur`),
    focus: () => void log.push(`${name}.focus`),
    destroy: () => void log.push(`${name}.destroy`),
  };
}

describe("Navigation", () => {
  it("swaps screens through the whole lifecycle, and popups pause what is under them", async () => {
    const log: string[] = [];
    const nav = new Navigation();
    nav.resize(390, 844);
    await nav.showScreen(fakeScreen(log, "a"));
    nav.update(16);
    await nav.presentPopup(fakeScreen(log, "menu"));
    nav.update(16); // only the popup runs
    nav.blur();
    nav.focus();
    await nav.dismissPopup();
    await nav.dismissPopup(); // nothing left: no effect
    await nav.showScreen(fakeScreen(log, "b"));
    nav.destroy();
    expect(log).toEqual([
      "a.resize 390x844",
      "a.show",
      "a.update 16",
      "a.pause",
      "menu.resize 390x844",
      "menu.show",
      "menu.update 16",
      "a.blur",
      "menu.blur",
      "a.focus",
      "menu.focus",
      "menu.hide",
      "menu.destroy",
      "a.resume",
      "a.hide",
      "a.destroy",
      "b.resize 390x844",
      "b.show",
      "b.destroy",
    ]);
  });

  it("closes open popups when the screen changes", async () => {
    const log: string[] = [];
    const nav = new Navigation();
    await nav.showScreen(fakeScreen(log, "a"));
    await nav.presentPopup(fakeScreen(log, "p"));
    expect(nav.popup).not.toBeNull();
    await nav.showScreen(fakeScreen(log, "b"));
    expect(nav.popup).toBeNull();
    expect(nav.screen?.view).toBe(nav.root.children[0]);
    expect(log).toContain("p.destroy");
  });
});

describe("Navigation and render on demand", () => {
  it("is live as its top screen or popup says (omitted: live), and asks for frames on every change", async () => {
    let asked = 0;
    const nav = new Navigation(() => asked++);
    expect(nav.live()).toBe(false); // nothing shown: nothing to draw
    const still = { view: new Container(), live: () => false };
    await nav.showScreen({ view: new Container() });
    expect(nav.live()).toBe(true); // a screen without live(): drawn every frame, as before
    await nav.showScreen(still);
    expect(nav.live()).toBe(false);
    expect(asked).toBe(2);
    const host = document.createElement("div");
    const menu = new PausePopup(host, { resume: () => undefined, quit: () => undefined });
    await nav.presentPopup({ view: new Container(), live: () => true });
    expect(nav.live()).toBe(true); // the top one decides
    await nav.presentPopup(menu);
    expect(nav.live()).toBe(false); // a DOM panel: nothing moves on the canvas
    await nav.dismissPopup();
    await nav.replacePopups(new PanelPopup(host, { role: "x", title: "X", buttons: [] }));
    nav.resize(10, 10);
    nav.focus();
    nav.invalidate();
    expect(asked).toBe(9);
    nav.destroy();
  });
});

describe("keyboard", () => {
  afterEach(() => vi.restoreAllMocks());
  const key = (type: string, code: string, repeat = false) => window.dispatchEvent(new KeyboardEvent(type, { code, repeat, cancelable: true }));

  it("turns bound keys into action presses and releases, ignoring OS auto-repeat", () => {
    const events: string[] = [];
    const dispose = bindKeyboard(DEFAULT_KEY_BINDINGS, (a, p) => events.push(`${a} ${p ? "down" : "up"}`));
    key("keydown", "ArrowLeft");
    key("keydown", "ArrowLeft", true);
    key("keyup", "ArrowLeft");
    key("keydown", "KeyQ"); // unbound
    key("keydown", "Space");
    dispose(); // releases what is still held
    key("keydown", "Space");
    expect(events).toEqual(["left down", "left up", "hardDrop down", "hardDrop up"]);
  });

  it("releases held keys when the window loses focus, so nothing sticks", () => {
    const events: string[] = [];
    const dispose = bindKeyboard(DEFAULT_KEY_BINDINGS, (a, p) => events.push(`${a} ${p ? "down" : "up"}`));
    key("keydown", "ArrowRight");
    window.dispatchEvent(new Event("blur"));
    key("keyup", "ArrowRight"); // the late keyup does nothing more
    dispose();
    expect(events).toEqual(["right down", "right up"]);
  });
});

describe("gamepad", () => {
  it("turns button edges into presses and releases", () => {
    const pressed = new Set<number>();
    const pad = () => [{ index: 0, buttons: Array.from({ length: 16 }, (_, i) => ({ pressed: pressed.has(i) })) } as unknown as Gamepad];
    const events: string[] = [];
    const input = new GamepadInput((a: string, p: boolean) => events.push(`${a} ${p ? "down" : "up"}`), { 14: "left", 0: "rotateCCW" }, pad);
    pressed.add(14);
    input.poll();
    input.poll();
    pressed.delete(14);
    pressed.add(0);
    input.poll();
    input.release();
    expect(events).toEqual(["left down", "left up", "rotateCCW down", "rotateCCW up"]);
  });
});

describe("touch buttons", () => {
  it("holds an action from pointerdown to pointerup, and lays out by handedness", () => {
    const host = document.createElement("div");
    const events: string[] = [];
    const dispose = mountTouchButtons(host, (a, p) => events.push(`${a} ${p ? "down" : "up"}`), LAYOUT, "left");
    const bar = host.querySelector(".arcade-touch-buttons")!;
    expect(bar.querySelector(".arcade-touch-group button")?.getAttribute("data-action")).toBe("hold");
    const drop = host.querySelector<HTMLButtonElement>("button[data-action='hardDrop']")!;
    expect(drop.getAttribute("aria-label")).toBe("Hard drop");
    drop.dispatchEvent(new PointerEvent("pointerdown", { pointerId: 3, cancelable: true }));
    drop.dispatchEvent(new PointerEvent("pointerup", { pointerId: 4 })); // another finger: ignored
    drop.dispatchEvent(new PointerEvent("pointerup", { pointerId: 3 }));
    const left = host.querySelector<HTMLButtonElement>("button[data-action='left']")!;
    left.dispatchEvent(new PointerEvent("pointerdown", { pointerId: 5 }));
    dispose();
    expect(events).toEqual(["hardDrop down", "hardDrop up", "left down", "left up"]);
    expect(host.children).toHaveLength(0);
  });
});

describe("gestures on an element", () => {
  it("reports a tap on the right half", () => {
    const el = document.createElement("div");
    document.body.append(el);
    const gestures: string[] = [];
    const binding = bindGestures(el, { cellSize: 30, width: 300 }, (g) => gestures.push(g.type === "tap" ? `tap ${g.side}` : g.type));
    el.dispatchEvent(new PointerEvent("pointerdown", { pointerId: 1, clientX: 250, clientY: 100 }));
    el.dispatchEvent(new PointerEvent("pointermove", { pointerId: 1, clientX: 251, clientY: 100 }));
    el.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1, clientX: 251, clientY: 100 }));
    el.dispatchEvent(new PointerEvent("pointerdown", { pointerId: 2, clientX: 20, clientY: 100 }));
    el.dispatchEvent(new PointerEvent("pointercancel", { pointerId: 2 }));
    binding.resize({ cellSize: 20, width: 200 });
    binding.dispose();
    expect(gestures).toEqual(["tap right"]);
  });
});

describe("page gestures, audio and haptics", () => {
  it("blocks scrolling, zoom and context menus on the game host", () => {
    const host = document.createElement("div");
    const dispose = preventPageGestures(host);
    const menu = new Event("contextmenu", { cancelable: true });
    host.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    expect(host.style.touchAction).toBe("none");
    dispose();
    const later = new Event("contextmenu", { cancelable: true });
    host.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("unlocks audio on the first gesture and suspends it while hidden", () => {
    const calls: string[] = [];
    class FakeAudioContext {
      state = "suspended";
      resume() {
        calls.push("resume");
        return Promise.resolve();
      }
      suspend() {
        calls.push("suspend");
        return Promise.resolve();
      }
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const dispose = installAudioUnlock(window);
    window.dispatchEvent(new Event("pointerdown"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    dispose();
    vi.unstubAllGlobals();
    expect(calls).toEqual(["resume", "suspend", "resume"]);
  });

  it("vibrates briefly only when allowed and available", () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    haptic(20, false);
    haptic(20, true);
    haptic(500, true);
    expect(vibrate.mock.calls).toEqual([[20], [50]]);
  });

  it("does not vibrate before the page was touched (Chromium refuses and logs an error)", () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, "vibrate", { value: vibrate, configurable: true });
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, "userActivation", { value: activation, configurable: true });
    haptic(20, true);
    activation.hasBeenActive = true;
    haptic(30, true);
    expect(vibrate.mock.calls).toEqual([[30]]);
    Object.defineProperty(navigator, "userActivation", { value: undefined, configurable: true });
  });
});

describe("popups", () => {
  it("show a panel in the host while on the navigation stack, and the screen under them pauses", async () => {
    const host = document.createElement("div");
    const log: string[] = [];
    const nav = new Navigation();
    await nav.showScreen(fakeScreen(log, "game"));
    const clicks: string[] = [];
    const pause = new PausePopup(host, {
      subtitle: "Sprint",
      resume: () => clicks.push("resume"),
      items: [{ id: "share", label: "Share", run: () => clicks.push("share") }],
      quit: () => clicks.push("quit"),
    });
    await nav.presentPopup(pause);
    const overlay = host.querySelector<HTMLElement>(".arcade-popup[data-panel='pause']")!;
    expect([...overlay.querySelectorAll("button")].map((b) => b.dataset.id)).toEqual(["resume", "share", "quit"]);
    expect(overlay.querySelector("button")?.className).toBe("primary");
    for (const b of overlay.querySelectorAll("button")) b.click();
    expect(clicks).toEqual(["resume", "share", "quit"]);
    await nav.dismissPopup();
    expect(host.children).toHaveLength(0);
    expect(log.slice(-2)).toEqual(["game.pause", "game.resume"]);
  });

  it("a panel's lines change in place: the same buttons (a press is not lost), the focus kept, a polite live region", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const pressed: string[] = [];
    const popup = new PanelPopup(host, {
      role: "odds",
      title: "Odds",
      lines: ["Question", "Computing… 0%"],
      buttons: [{ id: "cancel", label: "Cancel", run: () => pressed.push("cancel") }],
    });
    popup.setLines(["not shown yet"]);
    popup.show();
    const button = host.querySelector<HTMLButtonElement>("button[data-id='cancel']")!;
    expect(document.activeElement).toBe(button);
    expect([...host.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["not shown yet"]);
    popup.setLines(["Question", "Computing… 40%"]);
    expect([...host.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Question", "Computing… 40%"]);
    expect(host.querySelector("[aria-live='polite']")?.textContent).toBe("QuestionComputing… 40%");
    expect(host.querySelector("button[data-id='cancel']")).toBe(button);
    expect(document.activeElement).toBe(button);
    button.click();
    expect(pressed).toEqual(["cancel"]);
    popup.hide();
    popup.setLines(["after"]);
    expect(host.children).toHaveLength(0);
    host.remove();
  });

  it("a paste popup keeps its problem on screen until the text is accepted", () => {
    const host = document.createElement("div");
    const accepted: string[] = [];
    const popup = new PastePopup(host, {
      role: "import",
      title: "Paste",
      explanation: "A number",
      placeholder: "42",
      submitLabel: "Use it",
      submit: (text) => (/^\d+$/.test(text) ? (accepted.push(text), null) : `"${text}" is not a number`),
      back: () => undefined,
    });
    popup.show();
    const area = host.querySelector("textarea")!;
    const submit = host.querySelector<HTMLButtonElement>("button[data-id='submit']")!;
    area.value = " x1 ";
    submit.click();
    expect(host.querySelector("p.problem")?.textContent).toBe('"x1" is not a number');
    area.value = "12";
    submit.click();
    expect(host.querySelector("p.problem")?.textContent).toBe("");
    expect(accepted).toEqual(["12"]);
    popup.destroy();
    expect(host.children).toHaveLength(0);
  });

  it("replacePopups closes the stack without resuming the screen", async () => {
    const host = document.createElement("div");
    const log: string[] = [];
    const nav = new Navigation();
    await nav.showScreen(fakeScreen(log, "game"));
    await nav.presentPopup(new ResultsPopup(host, { headline: "Done", lines: ["1:00.00"], again: () => undefined, quit: () => undefined }));
    await nav.replacePopups(new CopyPopup(host, { role: "share", title: "Link", text: "https://x", back: () => undefined }));
    expect(host.querySelectorAll(".arcade-popup")).toHaveLength(1);
    expect(host.querySelector<HTMLTextAreaElement>("textarea")?.value).toBe("https://x");
    expect(log.filter((l) => l === "game.resume")).toEqual([]);
    nav.destroy();
  });
});
