import { Countdown } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { Controller } from "./controller.ts";

const HANDLING = { das: 167, arr: 33, softDropFactor: 20, allow180: true };

/** A controller behind a countdown, as the screens drive them: presses go to the countdown until GO. */
function counted(handling = HANDLING) {
  const controller = new Controller(handling);
  const countdown = new Countdown(true);
  controller.wait();
  return {
    controller,
    input: (action: string, pressed: boolean) => countdown.hold(action, pressed) || controller.input(action, pressed),
    releaseAll: () => (countdown.releaseAll(), controller.releaseAll()),
    go: () => (countdown.spend(1500), controller.go(countdown.takeHeld())),
  };
}

describe("Controller during a countdown", () => {
  it("drops one-shot presses made during READY, so mashing throws no pieces away at GO", () => {
    const c = counted();
    for (const action of ["hardDrop", "rotateCW", "hold", "hardDrop", "rotate180"]) {
      c.input(action, true);
      c.input(action, false);
    }
    c.controller.gesture({ type: "flick", dir: "down" });
    c.go();
    expect(c.controller.frame(0).actions).toEqual([]);
    // After GO, presses act as usual.
    c.input("hardDrop", true);
    expect(c.controller.frame(1000 / 60).actions).toEqual(["hardDrop"]);
  });

  it("a direction held through GO starts with its DAS charged: its move and the first repeat on the first frame", () => {
    const c = counted();
    c.input("left", true);
    c.go();
    const first = c.controller.frame(0);
    expect(first.actions).toEqual(["left", "left"]);
    expect(first.presses).toEqual([0]);
    // Then one repeat per ARR (33 ms: every second frame).
    expect(c.controller.frame(1000 / 60).actions).toEqual([]);
    expect(c.controller.frame(2000 / 60).actions).toEqual(["left"]);
  });

  it("with ARR 0 a charged direction goes straight to the wall", () => {
    const c = counted({ ...HANDLING, arr: 0 });
    c.input("right", true);
    c.go();
    expect(c.controller.frame(0).actions).toEqual(["right", "rightWall"]);
  });

  it("a direction let go before GO does nothing; the last one still held wins", () => {
    const c = counted();
    c.input("left", true);
    c.input("right", true);
    c.input("left", false);
    c.input("left", true);
    c.input("left", false);
    c.go();
    expect(c.controller.frame(0).actions).toEqual(["right", "right"]);
  });

  it("a soft drop held through GO is held on the first frame", () => {
    const c = counted();
    c.input("softDrop", true);
    c.go();
    expect(c.controller.frame(0).softDropHeld).toBe(true);
  });

  it("a pause during the countdown lets go of what was held", () => {
    const c = counted();
    c.input("left", true);
    c.releaseAll();
    c.go();
    expect(c.controller.frame(0).actions).toEqual([]);
  });

  it("without a countdown every press waits for the next frame, in order", () => {
    const controller = new Controller(HANDLING);
    controller.input("rotateCW", true);
    controller.input("hardDrop", true);
    expect(controller.frame(0).actions).toEqual(["cw", "hardDrop"]);
  });
});
