// A solo game as the session keeps it (core's kept game: the record, with what had helped and the
// finesse counts as extras) continues exactly, from this shape and from the shapes older builds kept.
import { printKeptGame, readKeptGame, replayToJSON, stringifyReplay } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { GameRecorder, tetrisRules } from "../rules/replay.ts";
import { keptExtras, restoreExtras } from "./kept-solo-game.ts";

function marathon(pieces: number): GameRecorder {
  const recorder = new GameRecorder({ seed: "kept", mode: "marathon", allow180: true, softDropFactor: 20 });
  for (let frame = 0; recorder.game.pieces < pieces; frame++) {
    if (frame % 30 === 0) recorder.apply(frame % 60 === 0 ? "left" : "hardDrop");
    recorder.tick();
  }
  for (let i = 0; i < 17; i++) recorder.tick(); // idle frames after the last input count too
  return recorder;
}

/** Reads a kept game back as the solo play does on resume, onto a new game's extras (nothing used, no finesse counted). */
function read(text: string) {
  const read = readKeptGame(tetrisRules, text);
  if (!("kept" in read)) throw new Error(read.reason);
  const { record, extras } = read.kept;
  const solo = { used: { advisor: false, why: false, bot: false }, finesse: { counts: { faults: 0, pieces: 0, perfect: 0 } } };
  restoreExtras(solo, extras);
  return { game: GameRecorder.resume(record).game, used: solo.used, finesse: solo.finesse.counts };
}

describe("the kept Tetris game", () => {
  it("continues exactly where it was kept: same frame, pieces, score and board, and what had helped", () => {
    const recorder = marathon(6);
    const extras = keptExtras({ used: { advisor: true, why: false, bot: false }, finesse: { counts: { faults: 4, pieces: 6, perfect: 3 } } });
    const kept = read(printKeptGame(recorder.replay(), extras));
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

  it("starts finesse counts that cannot be (more perfect pieces than pieces) again at 0", () => {
    const recorder = marathon(2);
    const odd = read(printKeptGame(recorder.replay(), { finesse: { faults: 0, pieces: 2, perfect: 5 } }));
    expect(odd.finesse).toEqual({ faults: 0, pieces: 0, perfect: 0 });
  });
});
