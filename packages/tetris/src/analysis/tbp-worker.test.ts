// Drives the TBP Web Worker entry through its message handler, as a web frontend would: the
// worker's global scope is stood in for by a listener and a postMessage that records the replies.
import { afterAll, describe, expect, it, vi } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import { positionOf } from "./advisor.ts";
import { actionsForMove, startMessageOf } from "./tbp/frontend.ts";
import type { BotMessage } from "./tbp/messages.ts";

const scope = globalThis as unknown as Record<string, unknown>;
const posted: BotMessage[] = [];
let listener: ((event: { data: unknown }) => void) | null = null;
const close = vi.fn();
scope.postMessage = (message: BotMessage) => posted.push(message);
scope.addEventListener = (_type: string, l: (event: { data: unknown }) => void) => (listener = l);
scope.close = close;
afterAll(() => {
  for (const name of ["postMessage", "addEventListener", "close"]) delete scope[name];
});

/** Posts a message to the worker and returns what it answered. */
function post(data: unknown): BotMessage[] {
  const from = posted.length;
  listener!({ data });
  return posted.slice(from);
}

describe("the TBP worker entry", () => {
  it("announces itself, then plays a scripted game through postMessage", async () => {
    await import("./tbp-worker.ts");
    expect(posted).toEqual([expect.objectContaining({ type: "info", name: "Pocket Arcade" })]);
    expect(post({ type: "rules", extension: true })).toEqual([{ type: "ready" }]);
    const game = new TetrisGame({ seed: "tbp-worker", mode: "zen", allow180: true, softDropFactor: 41 });
    expect(post(startMessageOf(positionOf(game)!))).toEqual([]);
    for (let turn = 0; turn < 12; turn++) {
      const position = positionOf(game)!;
      const [reply] = post({ type: "suggest" });
      if (reply?.type !== "suggestion") throw new Error(`turn ${turn}: ${JSON.stringify(reply)}`);
      const actions = actionsForMove(position, reply.moves[0]!)!;
      for (const action of actions) game.apply(action);
      post({ type: "play", move: reply.moves[0] });
      const shown = position.hold === null && actions[0] === "hold" ? 2 : 1;
      for (const piece of game.next(5).slice(5 - shown)) post({ type: "new_piece", piece });
    }
    expect(game.pieces).toBe(12);
    expect(post({ type: "new_piece", piece: 7 })).toEqual([{ type: "error", reason: "new_piece.piece: must be one of I O T S Z J L, got 7" }]);
    expect(post({ type: "quit" })).toEqual([]);
    expect(close).toHaveBeenCalledOnce();
  });
});
