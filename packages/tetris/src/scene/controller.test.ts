import { describe, expect, it } from "vitest";
import { Controller } from "./controller.ts";

const HANDLING = { das: 167, arr: 33, softDropFactor: 20, allow180: true };

describe("Controller during a countdown", () => {
  it("drops one-shot presses made during READY, so mashing throws no pieces away at GO", () => {
    const controller = new Controller(HANDLING);
    controller.wait();
    for (const action of ["hardDrop", "rotateCW", "hold", "hardDrop", "rotate180"]) {
      controller.input(action, true);
      controller.input(action, false);
    }
    controller.gesture({ type: "flick", dir: "down" });
    controller.go();
    expect(controller.frame(0).actions).toEqual([]);
    // After GO, presses act as usual.
    controller.input("hardDrop", true);
    expect(controller.frame(1000 / 60).actions).toEqual(["hardDrop"]);
  });

  it("a direction held through GO starts with its DAS charged: its move and the first repeat on the first frame", () => {
    const controller = new Controller(HANDLING);
    controller.wait();
    controller.input("left", true);
    controller.go();
    const first = controller.frame(0);
    expect(first.actions).toEqual(["left", "left"]);
    expect(first.presses).toEqual([0]);
    // Then one repeat per ARR (33 ms: every second frame).
    expect(controller.frame(1000 / 60).actions).toEqual([]);
    expect(controller.frame(2000 / 60).actions).toEqual(["left"]);
  });

  it("with ARR 0 a charged direction goes straight to the wall", () => {
    const controller = new Controller({ ...HANDLING, arr: 0 });
    controller.wait();
    controller.input("right", true);
    controller.go();
    expect(controller.frame(0).actions).toEqual(["right", "rightWall"]);
  });

  it("a direction let go before GO does nothing; the last one still held wins", () => {
    const controller = new Controller(HANDLING);
    controller.wait();
    controller.input("left", true);
    controller.input("right", true);
    controller.input("left", false);
    controller.input("left", true);
    controller.input("left", false);
    controller.go();
    expect(controller.frame(0).actions).toEqual(["right", "right"]);
  });

  it("a soft drop held through GO is held on the first frame", () => {
    const controller = new Controller(HANDLING);
    controller.wait();
    controller.input("softDrop", true);
    controller.go();
    expect(controller.frame(0).softDropHeld).toBe(true);
  });

  it("a pause during the countdown lets go of what was held", () => {
    const controller = new Controller(HANDLING);
    controller.wait();
    controller.input("left", true);
    controller.releaseAll();
    controller.go();
    expect(controller.frame(0).actions).toEqual([]);
  });

  it("without a countdown every press waits for the next frame, in order", () => {
    const controller = new Controller(HANDLING);
    controller.input("rotateCW", true);
    controller.input("hardDrop", true);
    expect(controller.frame(0).actions).toEqual(["cw", "hardDrop"]);
  });
});
