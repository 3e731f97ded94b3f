import { describe, expect, it } from "vitest";
import { buttonAction, gestureActions, playMoves } from "./controls.ts";

describe("Puyo controls", () => {
  it("buttons: soft drop both ways, turns and drops on press only, moves and pause are not theirs", () => {
    expect(buttonAction("softDrop", true)).toBe("sdOn");
    expect(buttonAction("softDrop", false)).toBe("sdOff");
    expect(buttonAction("rotateCW", true)).toBe("cw");
    expect(buttonAction("rotateCCW", true)).toBe("ccw");
    expect(buttonAction("hardDrop", true)).toBe("drop");
    expect(buttonAction("hardDrop", false)).toBe(null);
    expect(buttonAction("undo", true)).toBe("undo");
    expect(buttonAction("left", true)).toBe(null);
    expect(buttonAction("pause", true)).toBe(null);
  });
  it("gestures: a drag of 3 columns is 3 moves, a tap turns toward its side, a flick down drops", () => {
    expect(gestureActions({ type: "move", dir: "right", steps: 3 } as never)).toEqual(["right", "right", "right"]);
    expect(gestureActions({ type: "tap", side: "left" } as never)).toEqual(["ccw"]);
    expect(gestureActions({ type: "tap", side: "right" } as never)).toEqual(["cw"]);
    expect(gestureActions({ type: "flick", dir: "down" } as never)).toEqual(["drop"]);
    expect(gestureActions({ type: "flick", dir: "up" } as never)).toEqual([]);
    expect(gestureActions({ type: "slowDragStart" } as never)).toEqual(["sdOn"]);
  });
  it("moves stop at the first refused step; an unbounded move goes at most the field's width", () => {
    const sent: string[] = [];
    playMoves([{ dir: "left", steps: Infinity }], (dir) => sent.push(dir) < 3);
    expect(sent).toEqual(["left", "left", "left"]);
    const all: string[] = [];
    playMoves([{ dir: "right", steps: Infinity }], (dir) => all.push(dir) > 0);
    expect(all).toHaveLength(6);
  });
});
