import { describe, expect, it } from "vitest";
import type { AdviceItem } from "../analysis/advisor.ts";
import { GameRecorder } from "../rules/replay.ts";
import { soloTestState, versusTestState, type SoloShown } from "./test-state.ts";

function played(pieces: number): GameRecorder {
  const recorder = new GameRecorder({ seed: "state", mode: "marathon", allow180: true, softDropFactor: 20 });
  for (let frame = 0; recorder.game.pieces < pieces; frame++) {
    if (frame % 10 === 0) recorder.apply("hardDrop");
    recorder.tick();
  }
  return recorder;
}

describe("the state the end-to-end tests read", () => {
  it("of a solo game: its figures, the piece in play and the assist tools' state", () => {
    const { game } = played(2);
    const best = { piece: "T", x: 4, y: 1, rotation: 2, hold: true, actions: ["hold", "left", "hardDrop"] } as unknown as AdviceItem;
    const screen: SoloShown = {
      game,
      advice: { best, alternatives: [] },
      advisorShown: true,
      assisted: true,
      autoplaying: false,
      finesse: { faults: 3 } as SoloShown["finesse"],
      replaySpeed: 1,
    };
    const state = soloTestState(screen);
    expect(state).toMatchObject({ frame: game.frame, pieces: 2, lines: 0, score: game.score, over: "", advisor: "on", assisted: "yes", autoplay: "off" });
    expect([state.advice, state.adviceAt, state.finesseFaults]).toEqual(["hold left hardDrop", "T 4 1 2 hold", 3]);
    const active = game.active!;
    expect(state.active).toBe(`${active.type} ${active.x} ${active.y} ${active.rotation}`);
    expect(soloTestState({ ...screen, advice: null, advisorShown: false })).toMatchObject({ advice: "", adviceAt: "", advisor: "off" });
  });

  it("of a versus match: your side's figures, the opponent's, and the garbage on its way to you", () => {
    const [you, other] = [played(3).game, played(5).game];
    const stats = { sent: 4, received: 2, attack: 4, pieces: 3, lines: 0, frames: you.frame };
    const arena = { games: [you, other], stats: (side: number) => (side === 0 ? stats : null), incoming: () => ({ waiting: 2, ready: 1 }) };
    expect(versusTestState(arena)).toEqual({
      frame: you.frame,
      pieces: 3,
      lines: 0,
      over: "",
      opponentPieces: 5,
      opponentLines: 0,
      sent: 4,
      received: 2,
      incoming: 3,
    });
  });
});
