import { parseReplay, replayToJSON, stringifyReplay } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { GameRecorder } from "../rules/replay.ts";
import { keptText, readKept } from "./kept-game.ts";

function marathon(pieces: number): GameRecorder {
  const recorder = new GameRecorder({ seed: "kept", mode: "marathon", allow180: true, softDropFactor: 20 });
  for (let frame = 0; recorder.game.pieces < pieces; frame++) {
    if (frame % 30 === 0) recorder.apply(frame % 60 === 0 ? "left" : "hardDrop");
    recorder.tick();
  }
  for (let i = 0; i < 17; i++) recorder.tick(); // idle frames after the last input count too
  return recorder;
}

describe("the kept game", () => {
  it("continues exactly where it was kept: same frame, pieces, score and board, and what had helped", () => {
    const recorder = marathon(6);
    const text = keptText(recorder.replay(), { advisor: true, why: false, bot: false });
    const read = readKept(text);
    if (read === null || !("kept" in read)) throw new Error(`expected a kept game, got ${JSON.stringify(read)}`);
    const game = read.kept.recorder.game;
    expect([game.frame, game.pieces, game.score, game.board]).toEqual([recorder.game.frame, 6, recorder.game.score, recorder.game.board]);
    expect(read.kept.used).toEqual({ advisor: true, why: false, bot: false });
  });

  it("reads a state kept by an older build (the replay alone)", () => {
    const recorder = marathon(3);
    const read = readKept(stringifyReplay(recorder.replay()));
    expect(read !== null && "kept" in read && read.kept.recorder.game.pieces).toBe(3);
  });

  it("refuses a record of other rules with a sentence, and a damaged save with another", () => {
    const replay = replayToJSON(marathon(2).replay());
    expect(readKept(JSON.stringify({ replay: { ...replay, rulesVersion: 0 }, used: {} }))).toEqual({
      reason: "Your saved game was played under an older version of the rules (0; this app plays 1), so it cannot be continued and a new game starts.",
    });
    expect(readKept("{")).toEqual({ reason: "Your saved game could not be read (it is not JSON), so a new game starts." });
    expect(readKept(JSON.stringify({ replay: { ...replay, inputs: [[0, "fly"]] } }))).toMatchObject({
      reason: expect.stringMatching(
        /^Your saved game could not be read \(inputs\[0\]: action must be one of .*, got "fly"\), so a new game starts\.$/,
      ) as string,
    });
    expect(parseReplay(replay).game).toBe("tetris");
  });
});
