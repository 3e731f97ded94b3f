import { printKeptGame, readKeptGame, replayToJSON, stringifyReplay } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { GameRecorder, tetrisRules } from "../rules/replay.ts";
import { keptExtras, readExtras } from "./kept-game.ts";

function marathon(pieces: number): GameRecorder {
  const recorder = new GameRecorder({ seed: "kept", mode: "marathon", allow180: true, softDropFactor: 20 });
  for (let frame = 0; recorder.game.pieces < pieces; frame++) {
    if (frame % 30 === 0) recorder.apply(frame % 60 === 0 ? "left" : "hardDrop");
    recorder.tick();
  }
  for (let i = 0; i < 17; i++) recorder.tick(); // idle frames after the last input count too
  return recorder;
}

function read(text: string) {
  const read = readKeptGame(tetrisRules, text);
  if (!("kept" in read)) throw new Error(read.reason);
  return { game: GameRecorder.resume(read.kept.record).game, ...readExtras(read.kept.extras) };
}

describe("the kept Tetris game", () => {
  it("continues exactly where it was kept: same frame, pieces, score and board, and what had helped", () => {
    const recorder = marathon(6);
    const kept = read(printKeptGame(recorder.replay(), keptExtras({ advisor: true, why: false, bot: false }, { faults: 4, pieces: 6, perfect: 3 })));
    expect([kept.game.frame, kept.game.pieces, kept.game.score, kept.game.board]).toEqual([recorder.game.frame, 6, recorder.game.score, recorder.game.board]);
    expect(kept.used).toEqual({ advisor: true, why: false, bot: false });
    expect(kept.finesse).toEqual({ faults: 4, pieces: 6, perfect: 3 });
  });

  it("reads the shapes older builds kept: { replay, used } and the replay alone", () => {
    const recorder = marathon(3);
    const old = read(JSON.stringify({ replay: replayToJSON(recorder.replay()), used: { why: true } }));
    expect([old.game.pieces, old.used, old.finesse]).toEqual([3, { advisor: false, why: true, bot: false }, { faults: 0, pieces: 0, perfect: 0 }]);
    const alone = read(stringifyReplay(recorder.replay()));
    expect([alone.game.pieces, alone.used]).toEqual([3, { advisor: false, why: false, bot: false }]);
  });

  it("counts an odd extra as not used, and odd finesse counts as 0", () => {
    expect(readExtras({ finesse: { faults: -1, pieces: 2.5, perfect: 1 } }).finesse).toEqual({ faults: 0, pieces: 0, perfect: 0 });
    expect(readExtras({ finesse: { faults: 2, pieces: 5, perfect: 3 } }).finesse).toEqual({ faults: 2, pieces: 5, perfect: 3 });
    expect(readExtras({ used: "yes" }).used).toEqual({ advisor: false, why: false, bot: false });
    expect(readExtras({ used: { advisor: 1, bot: true } }).used).toEqual({ advisor: false, why: false, bot: true });
  });
});
