// @vitest-environment happy-dom
// A screen is built in one task and shown in the next (Navigation.showScreen); the shell holds the
// game's input meanwhile (InputHold), so keys pressed while the screen is built reach it once it is
// shown, in order, and nothing reaches a screen that is not shown yet.
import { Container } from "pixi.js";
import { describe, expect, it } from "vitest";
import { InputHold } from "./input-hold.ts";
import { Navigation, type Screen } from "./navigation.ts";

/** A screen that logs its lifecycle and the input it receives, and whether it was shown by then. */
function loggingScreen(log: string[], name: string): Screen & { input(action: string): void } {
  let shown = false;
  return {
    view: new Container(),
    resize: () => void log.push(`${name}.resize`),
    show: () => void ((shown = true), log.push(`${name}.show`)),
    pause: () => void log.push(`${name}.pause`),
    destroy: () => void log.push(`${name}.destroy`),
    input: (action) => void log.push(`${name}.input ${action}${shown ? "" : " (not shown)"}`),
  };
}

describe("input held while a screen is put up", () => {
  it("reaches the new screen once it is shown, in order, before what waits for the screen; never a screen not shown", async () => {
    const log: string[] = [];
    const nav = new Navigation();
    const hold = new InputHold();
    await hold.during(nav.showScreen(loggingScreen(log, "a")));
    const b = loggingScreen(log, "b");
    // As the session does: the new screen is the game's at once, and input goes to it through the hold.
    const shown = hold.during(nav.showScreen(b)).then(() => log.push("report"));
    for (const key of ["left", "left", "drop"]) hold.pass(() => b.input(key));
    expect(hold.holding).toBe(true);
    expect(nav.screen).not.toBe(b); // built, not on the stage yet
    expect(log.filter((line) => line.startsWith("b"))).toEqual([]);
    await shown;
    expect(log).toEqual(["a.resize", "a.show", "a.destroy", "b.resize", "b.show", "b.input left", "b.input left", "b.input drop", "report"]);
    hold.pass(() => b.input("right")); // nothing held: at once
    expect(log.at(-1)).toBe("b.input right");
    nav.destroy();
  });

  it("a held key that puts up another screen holds the keys after it for that one", async () => {
    const log: string[] = [];
    const nav = new Navigation();
    const hold = new InputHold();
    let target = loggingScreen(log, "a");
    const restart = () => {
      target = loggingScreen(log, "b");
      void hold.during(nav.showScreen(target));
    };
    const first = hold.during(nav.showScreen(target));
    hold.pass(() => target.input("left"));
    hold.pass(restart);
    hold.pass(() => target.input("drop"));
    await first;
    expect(log).toEqual(["a.resize", "a.show", "a.input left"]); // "drop" waits for b
    await nav.showScreen(loggingScreen(log, "c")); // shown after b
    expect(log.slice(3)).toEqual(["a.destroy", "b.resize", "b.show", "b.input drop", "b.destroy", "c.resize", "c.show"]);
    nav.destroy();
  });

  it("a popup presented while the screen is put up goes over it, and the screen pauses", async () => {
    const log: string[] = [];
    const nav = new Navigation();
    const showing = nav.showScreen(loggingScreen(log, "a"));
    const popup = nav.presentPopup(loggingScreen(log, "hint"));
    await Promise.all([showing, popup]);
    expect(log).toEqual(["a.resize", "a.show", "a.pause", "hint.resize", "hint.show"]);
    expect(nav.popup).not.toBeNull();
    nav.destroy();
  });
});
