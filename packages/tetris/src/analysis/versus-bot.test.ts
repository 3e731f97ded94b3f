import { parseReplay, stringifyReplay } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import { boardFromRows, boardToRows } from "../rules/board.ts";
import { GameRecorder, runReplay } from "../rules/replay.ts";
import { simGame } from "./test/boards.ts";
import { positionOf, type AdvisorPosition } from "./advisor.ts";
import { STRENGTHS } from "./bot.ts";
import { BOT_PACE, VersusBot, paceFrames, versusBotJobs, type VersusBotReply } from "./versus-bot.ts";

const config = { seed: "bot-seat", mode: "marathon" as const, allow180: true, softDropFactor: 20 };

describe("the versus bot in the app", () => {
  it("has a pace per strength (hard is slower than medium: the expert's engine, slowed to sit below it)", () => {
    expect(STRENGTHS.map((s) => paceFrames(s))).toEqual([80, 60, 40, 48, 20]);
    expect(STRENGTHS.map((s) => BOT_PACE[s])).toEqual([0.75, 1, 1.5, 1.25, 3]);
  });

  it("places a piece only after its pace, through the recorder, and its replay re-runs to the same game", () => {
    const recorder = new GameRecorder(config);
    const bot = new VersusBot(recorder, "medium", (key, position) => bot.receive(versusBotJobs.plan({ seed: config.seed, strength: "medium", key, position })));
    const placedAt: number[] = [];
    for (let frame = 0; frame < 600; frame++) {
      if (bot.step(frame)) placedAt.push(frame);
      recorder.tick();
    }
    expect(placedAt.slice(0, 4)).toEqual([40, 80, 120, 160]);
    expect(recorder.game.pieces).toBe(placedAt.length);
    const again = runReplay(parseReplay(stringifyReplay(recorder.replay())));
    expect(boardToRows(again.board)).toEqual(boardToRows(recorder.game.board));
  });

  it("drops a plan made for a position that has changed since, and asks again", () => {
    const recorder = new GameRecorder(config);
    const asked: [string, AdvisorPosition][] = [];
    const bot = new VersusBot(recorder, "expert", (key, position) => asked.push([key, position]));
    bot.step(0);
    expect(asked).toHaveLength(1);
    const stale: VersusBotReply = { key: asked[0]![0], actions: ["hardDrop"] };
    recorder.addGarbage([0, 0]); // the board changes before the answer comes
    bot.receive(stale);
    expect(bot.step(30)).toBe(false);
    expect(asked).toHaveLength(2);
    bot.receive(stale); // a late answer to the old question
    expect(bot.step(31)).toBe(false);
    bot.receive({ key: asked[1]![0], actions: ["hardDrop"] });
    expect(bot.step(32)).toBe(true);
    expect(recorder.game.pieces).toBe(1);
  });
});

describe("the garbage waiting against the bot", () => {
  it("goes with every question, and an attack arriving before the bot plays is a new position", () => {
    const recorder = new GameRecorder(config);
    let pending = 0;
    const asked: [string, number][] = [];
    const bot = new VersusBot(
      recorder,
      "expert",
      (key, _position, match) => asked.push([key, match.incoming]),
      () => ({ incoming: pending, attackScale: 1 }),
    );
    bot.step(0);
    expect(asked.map(([, incoming]) => incoming)).toEqual([0]);
    pending = 6; // an attack comes in while the bot waits out its pace
    bot.step(1);
    expect(asked.map(([, incoming]) => incoming)).toEqual([0, 6]);
    bot.receive({ key: asked[0]![0], actions: ["hardDrop"] }); // the answer made without it is stale
    expect(bot.step(30)).toBe(false);
    bot.receive({ key: asked[1]![0], actions: ["hardDrop"] });
    expect(bot.step(31)).toBe(true);
  });
});

describe("a bot that thinks slowly", () => {
  it("plays a plan made before gravity moved its piece when its inputs still work, and asks again when they do not", () => {
    const recorder = new GameRecorder({ ...config, seed: "slow" });
    const asked: [string, AdvisorPosition][] = [];
    const bot = new VersusBot(recorder, "easy", (key, position) => asked.push([key, position]));
    bot.step(0);
    const y = recorder.game.active!.y;
    for (let frame = 0; frame < 130; frame++) recorder.tick(); // level 1 gravity: two rows down
    expect(recorder.game.active!.y).toBe(y - 2);
    bot.step(130);
    expect(asked).toHaveLength(1); // falling is not a new position
    bot.receive({ key: asked[0]![0], actions: ["leftWall", "hardDrop"] });
    expect(bot.step(131)).toBe(true);
    expect(recorder.game.pieces).toBe(1);
    // A plan whose first input cannot work any more (a wall in the way) is not played.
    bot.step(200);
    expect(asked).toHaveLength(2);
    recorder.apply("rightWall");
    bot.step(201);
    expect(asked).toHaveLength(3); // moved sideways: a new position
    bot.receive({ key: asked[2]![0], actions: ["right", "hardDrop"] });
    expect(bot.step(300)).toBe(false);
    expect(recorder.game.pieces).toBe(1);
    bot.step(301);
    expect(asked).toHaveLength(4);
  });
});

describe("the versus bot's worker jobs", () => {
  it("answer a plan with its key and a move that the engine plays, the same every time", () => {
    const game = new TetrisGame({ ...config, seed: "worker" });
    const request = { seed: "worker", strength: "easy" as const, key: "k1", position: positionOf(game)! };
    const reply = versusBotJobs.plan(request);
    expect(reply.key).toBe("k1");
    expect(versusBotJobs.plan(request)).toEqual(reply);
    for (const action of reply.actions!) game.apply(action);
    expect(game.pieces).toBe(1);
  });

  it("pass the garbage waiting against the bot to the expert's search: with 8 lines due it takes the tetris", () => {
    const well = boardFromRows(Array.from({ length: 8 }, () => "GGGGGGGGG."));
    const position = positionOf(simGame(well, ["I", "O", "T", "L", "S", "Z"]))!;
    const request = { seed: "worker", strength: "expert" as const, key: "k2", position };
    const threatened = simGame(well, ["I", "O", "T", "L", "S", "Z"]);
    for (const action of versusBotJobs.plan({ ...request, incoming: 8 }).actions!) threatened.apply(action);
    expect(threatened.lastLock!.lines).toBe(4);
    const calm = simGame(well, ["I", "O", "T", "L", "S", "Z"]);
    for (const action of versusBotJobs.plan(request).actions!) calm.apply(action);
    expect(calm.lastLock!.lines).toBe(0);
  });
});
