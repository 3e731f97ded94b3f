import { InputError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import { positionOf, type AdvisorPosition } from "./advisor.ts";
import { parsePosition, printPosition } from "./position-text.ts";

/** The position of `game` as the player sees it (no bag: the line does not carry it). */
function seen(game: TetrisGame): AdvisorPosition {
  const { board, active, queue, hold, holdUsed, backToBack, combo, allow180 } = positionOf(game)!;
  return { board, active, queue, hold, holdUsed, backToBack, combo, allow180 };
}

/** A game some pieces in: a stack, a held piece, the piece in play moved off its spawn. */
function played(): TetrisGame {
  const game = new TetrisGame({ seed: "position-text", mode: "zen", allow180: true, softDropFactor: 20 });
  for (const action of ["left", "left", "hardDrop", "hold", "cw", "right", "hardDrop", "ccw", "hardDrop"] as const) {
    game.apply(action);
    if (action === "hardDrop") game.tick(false);
  }
  game.apply("right");
  return game;
}

describe("position text", () => {
  it("gives back the position it printed: board, piece in play, queue, hold and chain", () => {
    const position = seen(played());
    expect(position.board.some((cell) => cell !== null)).toBe(true);
    expect(position.hold).not.toBeNull();
    expect(parsePosition(printPosition(position))).toEqual(position);
  });

  it("keeps garbage cells apart from pieces' cells", () => {
    const position = seen(played());
    const board = [...position.board];
    board[3] = "G";
    expect(parsePosition(printPosition({ ...position, board })).board[3]).toBe("G");
  });

  it("names the part of a damaged line that is wrong", () => {
    const line = printPosition(positionOf(played())!);
    const [board, active, queue, hold, flags] = line.split("|") as [string, string, string, string, string];
    const wrong = (text: string) => {
      try {
        parsePosition(text);
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return (error as InputError).where;
      }
      throw new Error(`accepted ${text}`);
    };
    expect(wrong([board, active, queue, hold].join("|"))).toBe("position");
    expect(wrong([board.slice(1), active, queue, hold, flags].join("|"))).toBe("position.board");
    expect(wrong(["X" + board.slice(1), active, queue, hold, flags].join("|"))).toBe("position.board[0]");
    expect(wrong([board, "T,4,x,0", queue, hold, flags].join("|"))).toBe("position.active.y");
    expect(wrong([board, "T,4,19,5", queue, hold, flags].join("|"))).toBe("position.active.rotation");
    expect(wrong([board, active, "IQ", hold, flags].join("|"))).toBe("position.queue[1]");
    expect(wrong([board, active, queue, "-", "0,0,0"].join("|"))).toBe("position.flags");
  });
});
