// Finesse counted on scripted inputs through the real Controller and engine, against counts
// worked out by hand from Jstris's rules (a tap, a DAS to the wall, a rotation and the hard drop
// each one press).
import { describe, expect, it } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import type { PlayAction } from "../rules/types.ts";
import { Controller } from "./controller.ts";
import { applyFrame, FinesseWatch } from "./finesse-watch.ts";

const FRAME_MS = 1000 / 60;

/** A zen game on a fixed queue, a controller with DAS 100 ms / ARR 0, and a watch. */
function setup(queue: string) {
  const game = new TetrisGame({ seed: "finesse", mode: "zen", allow180: true, softDropFactor: 20, queue: [...queue] as never });
  const controller = new Controller({ das: 100, arr: 0, softDropFactor: 20, allow180: true });
  const watch = new FinesseWatch(true);
  const results: { optimal: number | null; faults: number }[] = [];
  /** Runs one frame as the screen does: the controller's actions, then a tick. */
  const frame = () => {
    const input = controller.frame(game.frame * FRAME_MS);
    results.push(...applyFrame(game, input, watch, (a: PlayAction) => game.apply(a)));
    watch.before(game);
    game.tick(input.softDropHeld);
    const locked = watch.after(game);
    if (locked) results.push(locked);
  };
  /** A key pressed and released within one frame (a tap). */
  const tap = (key: string) => {
    controller.input(key, true);
    controller.input(key, false);
    frame();
  };
  /** A key held for `frames` frames (DAS charges), then released. */
  const hold = (key: string, frames: number) => {
    controller.input(key, true);
    for (let i = 0; i < frames; i++) frame();
    controller.input(key, false);
    frame();
  };
  return { game, controller, watch, results, frame, tap, hold };
}

describe("finesse through the controller", () => {
  it("four taps to the wall with an O are three faults; DAS to the wall is none", () => {
    const { tap, hold, results, watch } = setup("OO");
    for (let i = 0; i < 4; i++) tap("left");
    tap("hardDrop");
    hold("left", 10); // DAS 100 ms = 6 frames, then ARR 0 reaches the wall: one press
    tap("hardDrop");
    expect(results).toEqual([
      { optimal: 2, faults: 3 },
      { optimal: 2, faults: 0 },
    ]);
    expect(watch.faults).toBe(3);
    expect(watch.pieces).toBe(2);
    expect(watch.perfectShare).toBe(0.5);
  });

  it("a rotation undone by the opposite one costs two presses; key releases and repeats cost none", () => {
    const { tap, results } = setup("T");
    tap("rotateCW");
    tap("rotateCCW");
    tap("hardDrop");
    expect(results).toEqual([{ optimal: 1, faults: 2 }]);
  });

  it("a press and a hard drop in the same frame are judged for the right pieces", () => {
    const { controller, frame, tap, results } = setup("IJ");
    controller.input("hardDrop", true);
    controller.input("hardDrop", false);
    controller.input("right", true); // after the drop, so it belongs to the J
    controller.input("right", false);
    frame();
    tap("hardDrop");
    expect(results).toEqual([
      { optimal: 1, faults: 0 },
      { optimal: 2, faults: 0 },
    ]);
  });

  it("presses before a hold are not counted against the piece that comes out", () => {
    const { tap, results } = setup("SZ");
    tap("left");
    tap("left");
    tap("hold"); // the Z comes in; the S's presses are forgotten
    tap("hardDrop");
    expect(results).toEqual([{ optimal: 1, faults: 0 }]);
  });

  it("a soft drop press counts, and a lock by gravity is judged where the piece lay", () => {
    const { controller, frame, tap, results } = setup("L");
    tap("rotateCW");
    tap("rotateCCW");
    controller.input("softDrop", true); // the third press: straight down needs one (a hard drop)
    for (let i = 0; i < 200 && results.length === 0; i++) frame(); // soft drop brings it down, lock delay locks it
    expect(results).toEqual([{ optimal: 1, faults: 2 }]);
  });

  it("a touch drag counts once per direction, a tap and a flick once each", () => {
    const { controller, frame, results } = setup("OT");
    controller.gesture({ type: "move", dir: "left", steps: 2 });
    frame();
    controller.gesture({ type: "move", dir: "left", steps: 2 }); // the same drag goes on
    frame();
    controller.gesture({ type: "flick", dir: "down" });
    frame();
    controller.gesture({ type: "move", dir: "right", steps: 1 });
    controller.gesture({ type: "move", dir: "left", steps: 1 }); // back: a second press
    controller.gesture({ type: "tap", side: "right" });
    controller.gesture({ type: "tap", side: "left" }); // rotated back
    controller.gesture({ type: "flick", dir: "down" });
    frame();
    expect(results).toEqual([
      { optimal: 2, faults: 0 },
      { optimal: 1, faults: 4 },
    ]);
  });

  it("an abandoned piece (placed by the bot) is not judged", () => {
    const { game, watch, results, tap } = setup("OT");
    watch.sync(game);
    watch.abandon();
    tap("hardDrop");
    tap("hardDrop");
    expect(results).toEqual([{ optimal: 1, faults: 0 }]);
  });
});
