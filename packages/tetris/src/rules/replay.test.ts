import { InputError, parseReplay, stringifyReplay, verify, type Replay } from "@arcade/core";
import { describe, expect, test } from "vitest";
import { boardFromRows, boardToRows } from "./board.ts";
import type { TetrisGame } from "./game.ts";
import { addGarbage as addGarbageRows } from "../garbage.ts";
import {
  GameRecorder,
  ReplayPlayer,
  configOf,
  summaryOf,
  tetrisRules,
  garbageAction,
  parseGarbageAction,
  replayOf,
  runReplay,
  type ReplayInput,
} from "./replay.ts";
import { RULES_VERSION, type GameConfig, type PlayAction } from "./types.ts";

const CONFIG: GameConfig = { seed: "replay-me", mode: "marathon", allow180: true, softDropFactor: 20 };

function snapshot(game: TetrisGame) {
  return {
    board: game.board,
    active: game.active,
    hold: game.hold,
    score: game.score,
    lines: game.lines,
    pieces: game.pieces,
    frame: game.frame,
    over: game.over,
  };
}

/** A short game with every kind of input: moves, spins, holds, drops and held soft drop. */
function recordGame(): { recorder: GameRecorder; snapshots: ReturnType<typeof snapshot>[] } {
  const recorder = new GameRecorder(CONFIG);
  const script: PlayAction[] = ["left", "cw", "hardDrop", "hold", "rightWall", "hardDrop", "180", "leftWall", "sonicDrop", "ccw", "right", "hardDrop"];
  const snapshots = [];
  for (let frame = 0; frame < 400; frame++) {
    if (frame % 25 === 0) recorder.apply(script[(frame / 25) % script.length]!);
    recorder.setSoftDrop(frame % 90 < 20);
    snapshots.push(snapshot(recorder.game));
    recorder.tick();
  }
  return { recorder, snapshots };
}

describe("replays", () => {
  test("watching frame by frame (ReplayPlayer) passes through the recorded states and ends where runReplay does", () => {
    const { recorder, snapshots } = recordGame();
    const player = new ReplayPlayer(recorder.replay());
    const seen = [];
    for (;;) {
      player.applyDue(); // the states recorded are after each frame's inputs, before its tick
      if (player.done) break;
      seen.push(snapshot(player.game));
      player.step();
    }
    expect(seen).toEqual(snapshots.slice(0, seen.length));
    expect(seen.length).toBe(recorder.game.frame);
    expect(snapshot(player.game)).toEqual(snapshot(recorder.game));
  });

  test("watching a game that ended on its last input (a lock out) plays that input and ends the same way", () => {
    const recorder = new GameRecorder({ ...CONFIG, seed: "dbg" });
    for (let frame = 0; recorder.game.over === null; frame++) {
      if (frame % 4 === 0) recorder.apply("hardDrop");
      if (recorder.game.over === null) recorder.tick();
    }
    const player = new ReplayPlayer(parseReplay(stringifyReplay(recorder.replay())));
    while (!player.done) player.step();
    expect(recorder.game.over).toBe("lockOut");
    expect(snapshot(player.game)).toEqual(snapshot(recorder.game));
  });

  test("a resumed recording (after a reload) is the same game and records on as if never stopped", () => {
    const { recorder } = recordGame();
    const saved = stringifyReplay(recorder.replay());
    const resumed = GameRecorder.resume(parseReplay(saved));
    expect(snapshot(resumed.game)).toEqual(snapshot(recorder.game));
    expect(resumed.replay()).toEqual(recorder.replay());
    for (const r of [recorder, resumed]) {
      r.apply("hardDrop");
      r.tick();
    }
    expect(snapshot(resumed.game)).toEqual(snapshot(recorder.game));
    expect(resumed.replay()).toEqual(recorder.replay());
  });

  test("core's verify re-runs a Tetris record to its summary, and the file keeps Tetris's own shape (no frames field)", () => {
    const { recorder } = recordGame();
    const replay = recorder.replay();
    expect(replay.frames).toBeUndefined();
    expect(replay.inputs.at(-1)!.frame).toBe(recorder.game.frame);
    const claimed = summaryOf(recorder.game);
    expect(claimed.pieces).toBe(5);
    expect(verify(tetrisRules, parseReplay(stringifyReplay(replay)), claimed).ok).toBe(true);
    expect(verify(tetrisRules, replay, { ...claimed, score: claimed.score + 1 }).ok).toBe(false);
  });

  test("a recorded game replays exactly, through JSON", () => {
    const { recorder } = recordGame();
    const replay = parseReplay(stringifyReplay(recorder.replay()));
    expect(recorder.game.pieces).toBeGreaterThanOrEqual(5);
    expect(recorder.game.stats.softDropRows).toBeGreaterThan(0);
    expect(snapshot(runReplay(replay))).toEqual(snapshot(recorder.game));
    expect(runReplay(replay).stats).toEqual(recorder.game.stats);
  });

  test("seeking: runReplay(replay, f) is the game at frame f, after that frame's inputs", () => {
    const { recorder, snapshots } = recordGame();
    const replay = recorder.replay();
    for (const frame of [0, 1, 25, 26, 99, 250, 399]) expect(snapshot(runReplay(replay, frame)), `frame ${frame}`).toEqual(snapshots[frame]);
  });

  test("end rule: a replay stops at its last input's frame, after its inputs, before ticking it", () => {
    const inputs: ReplayInput[] = [
      [0, "hardDrop"],
      [70, "sdOn"],
      [70, "left"],
    ];
    const game = runReplay(replayOf({ ...CONFIG, queue: ["T", "T", "T"] }, inputs));
    expect(game.frame).toBe(70);
    expect(game.pieces).toBe(1);
    expect(game.active).toEqual({ type: "T", x: 3, y: 18, rotation: 0 }); // 70 frames of gravity = 1 row
    expect(game.score).toBe(38);
  });

  test("the header carries the rules version, seed, mode and every option", () => {
    const config: GameConfig = { ...CONFIG, mode: "zen", board: boardFromRows(["G.........", "TT........"]), queue: ["T", "I", "O"], hold: "S" };
    const replay = replayOf(config, [[3, "cw"]]);
    expect(replay).toEqual({
      game: "tetris",
      rulesVersion: RULES_VERSION,
      seed: "replay-me",
      mode: "zen",
      options: { allow180: true, softDropFactor: 20, board: ["G.........", "TT........"], queue: "TIO", hold: "S" },
      inputs: [{ frame: 3, action: "cw" }],
    });
    expect(configOf(replay)).toEqual(config);
    expect(replayOf(CONFIG, []).options).toEqual({ allow180: true, softDropFactor: 20, board: null, queue: null, hold: null });
  });
});

describe("replay validation names the field", () => {
  const good = replayOf(CONFIG, [
    [0, "left"],
    [5, "hardDrop"],
  ]);
  const cases: [string, Partial<Replay> | { options: Record<string, unknown> }, string, RegExp?][] = [
    ["another game", { game: "puyo" }, "game"],
    [
      "a newer rules version",
      { rulesVersion: RULES_VERSION + 1 },
      "rulesVersion",
      /^was recorded with rules version 2, and this build plays version 1: a record of newer rules cannot be re-run$/,
    ],
    ["a bad mode", { mode: "blitz" }, "mode"],
    ["a missing allow180", { options: { ...good.options, allow180: undefined } }, "options.allow180"],
    ["a bad soft drop factor", { options: { ...good.options, softDropFactor: "fast" } }, "options.softDropFactor"],
    ["a bad board row", { options: { ...good.options, board: ["bad"] } }, "options.board[0]"],
    ["a bad queue piece", { options: { ...good.options, queue: "TQ" } }, "options.queue[1]"],
    ["a queue that is not text", { options: { ...good.options, queue: 7 } }, "options.queue"],
    ["a bad hold", { options: { ...good.options, hold: "Q" } }, "options.hold"],
    ["an unknown action", { inputs: [{ frame: 0, action: "jump" }] }, "inputs[0]"],
    ["garbage with no holes", { inputs: [{ frame: 0, action: "garbage:" }] }, "inputs[0]", /at least one hole column/],
    [
      "a garbage hole past the last column",
      {
        inputs: [
          { frame: 0, action: "left" },
          { frame: 2, action: "garbage:3,10" },
        ],
      },
      "inputs[1]",
      /garbage hole 2 must be a column 0\.\.9, got "10"/,
    ],
    ["a garbage hole that is not a number", { inputs: [{ frame: 0, action: "garbage:3,x" }] }, "inputs[0]", /garbage hole 2 .*got "x"/],
    ["an empty garbage hole", { inputs: [{ frame: 0, action: "garbage:3,,4" }] }, "inputs[0]", /garbage hole 2/],
    ["a negative garbage hole", { inputs: [{ frame: 0, action: "garbage:-1" }] }, "inputs[0]", /garbage hole 1/],
    [
      "frames going backwards",
      {
        inputs: [
          { frame: 5, action: "left" },
          { frame: 4, action: "left" },
        ],
      },
      "inputs[1]",
    ],
  ];
  test.each(cases)("%s", (_, change, where, message) => {
    const run = () => runReplay({ ...good, ...change });
    expect(run).toThrow(InputError);
    try {
      run();
    } catch (error) {
      expect((error as InputError).where).toBe(where);
      if (message) expect((error as InputError).message).toMatch(message);
    }
  });
  test("a bad untilFrame", () => {
    expect(() => runReplay(good, -1)).toThrow(new InputError("must be a non-negative integer, got -1", "untilFrame"));
  });
});

describe("versus garbage in replays", () => {
  const ZEN: GameConfig = { seed: "garbage-replay", mode: "zen", allow180: true, softDropFactor: 20 };

  test("garbageAction and parseGarbageAction are inverse, and other actions are not garbage", () => {
    expect(garbageAction([3, 3, 7])).toBe("garbage:3,3,7");
    expect(parseGarbageAction("garbage:3,3,7", "x")).toEqual([3, 3, 7]);
    expect(parseGarbageAction("garbage:0,9", "x")).toEqual([0, 9]);
    expect(parseGarbageAction("hardDrop", "x")).toBeNull();
    expect(() => garbageAction([])).toThrow(InputError);
    expect(() => garbageAction([4, 12])).toThrow(new InputError("must be a column 0..9, got 12", "holes[1]"));
  });

  test("a recorded garbage input raises the rows in arrival order (the last hole at the bottom) and replays to the same board", () => {
    const recorder = new GameRecorder({ ...ZEN, queue: ["O", "O", "O"] });
    recorder.apply("hardDrop");
    recorder.tick();
    recorder.tick();
    const before = recorder.game.board;
    expect(recorder.addGarbage([2, 2, 6])).toBe(false);
    expect(recorder.game.board).toEqual(addGarbageRows(before, [2, 2, 6]).board);
    expect(boardToRows(recorder.game.board).slice(-3)).toEqual(["GG.GGGGGGG", "GG.GGGGGGG", "GGGGGG.GGG"]);
    recorder.apply("leftWall");
    recorder.apply("hardDrop");
    const replay = recorder.replay();
    expect(replay.inputs).toEqual([
      { frame: 0, action: "hardDrop" },
      { frame: 2, action: "garbage:2,2,6" },
      { frame: 2, action: "leftWall" },
      { frame: 2, action: "hardDrop" },
    ]);
    const text = stringifyReplay(replay);
    expect(snapshot(runReplay(parseReplay(text)))).toEqual(snapshot(recorder.game));
    const player = new ReplayPlayer(parseReplay(text));
    while (!player.done) player.step();
    expect(snapshot(player.game)).toEqual(snapshot(recorder.game));
    const resumed = GameRecorder.resume(parseReplay(text));
    expect(snapshot(resumed.game)).toEqual(snapshot(recorder.game));
    expect(resumed.replay()).toEqual(replay);
  });

  test("garbage that tops a game out is replayed as the same top-out; rows after game over are not recorded", () => {
    const recorder = new GameRecorder({ ...CONFIG, seed: "garbage-out" });
    recorder.apply("hardDrop");
    expect(recorder.addGarbage(Array.from({ length: 39 }, () => 0))).toBe(true);
    expect(recorder.game.over).toBe("garbageOut");
    expect(recorder.addGarbage([1])).toBe(false);
    const replay = recorder.replay();
    expect(replay.inputs.map((i) => i.action)).toEqual(["hardDrop", `garbage:${Array.from({ length: 39 }, () => 0).join(",")}`]);
    expect(runReplay(replay).over).toBe("garbageOut");
  });

  test("a replay from before garbage inputs existed plays exactly as before (same rules version)", () => {
    const inputs: ReplayInput[] = [
      [0, "hardDrop"],
      [10, "cw"],
      [10, "hardDrop"],
    ];
    const replay = replayOf(CONFIG, inputs);
    expect(replay.rulesVersion).toBe(RULES_VERSION);
    const game = runReplay(replay);
    expect(game.pieces).toBe(2);
    expect(game.board.filter((cell) => cell === "G")).toEqual([]);
  });
});
