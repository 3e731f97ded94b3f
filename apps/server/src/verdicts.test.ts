// Who wins a room's game, for every way a game ends: the rule on its own (a test game whose
// streams say where and how they end), then real Tetris and Puyo streams decided by the room's
// Match and, independently, by stepping the same two streams side by side frame by frame and
// asking local versus's own rule (Tetris's VersusMatch.result, Puyo's Versus.winner).
import type { GameEvent, GameHook, GameStartMessage, InputsMessage, PlayerChecker, PlayerNumber, TimedAction } from "@arcade/core/rooms";
import { BOTS, OnlineTetrisPlayer, ReplayPlayer, VersusMatch, actionsOf, think, tetrisRoomHook, type PlayAction } from "@arcade/tetris";
import { OnlinePuyoPlayer, Versus, puyoRoomHook, runReplay as runPuyo, type PuyoGame } from "@arcade/puyo";
import { Rng, type Replay } from "@arcade/core";
import { describe, expect, test } from "vitest";
import { Match, type Decision, type LogEvent } from "./match.ts";

/** A checker that runs to whatever frame it is given; an {"end":"lost"} or {"end":"finished"} event ends it there. */
class EndingChecker implements PlayerChecker {
  frame = 0;
  endedAt: number | null = null;
  finishedAt: number | null = null;
  advance(_inputs: readonly TimedAction[], frame: number): string | null {
    if (this.endedAt === null && this.finishedAt === null) this.frame = frame;
    return null;
  }
  events(events: readonly GameEvent[]): string | null {
    for (const [frame, payload] of events) {
      if (payload.end === "lost") this.endedAt = frame;
      if (payload.end === "finished") this.finishedAt = frame;
      this.frame = frame;
    }
    return null;
  }
  opponentEvents(): void {}
  stats() {
    return {};
  }
  replay(): unknown {
    return null;
  }
}

const endingHook: GameHook = {
  game: "test",
  rulesVersion: 1,
  sharedOptions: [],
  options: (raw) => raw ?? {},
  checkAction: () => null,
  checkEvent: () => null,
  start: () => new EndingChecker(),
};
const TEST_START: GameStartMessage = { type: "game_start", seed: "s", rulesVersion: 1, game: "test", number: 1, options: [{}, {}] };
const noLog = (): void => {};

function batch(frame: number, end?: "lost" | "finished"): InputsMessage {
  return { type: "inputs", frame, inputs: [], ...(end ? { events: [[frame, { end }]] as GameEvent[] } : {}) };
}

describe("the rule: the game that ended first decides it", () => {
  test.each<[string, [number, ("lost" | "finished")?], [number, ("lost" | "finished")?], Decision["winner"]]>([
    ["top-out: the player who topped out loses", [100, "lost"], [101], 2],
    ["goal reached: the player who reached it wins", [100, "finished"], [101], 1],
    ["time up for one side first (its limit reached) wins", [3000, "finished"], [3001], 1],
    ["time up for both at the same frame: a draw", [3000, "finished"], [3000, "finished"], null],
    ["both topped out at the same frame: a draw", [80, "lost"], [80, "lost"], null],
    ["a goal and a top-out at the same frame: the goal wins", [90, "lost"], [90, "finished"], 2],
    ["a goal reached after the opponent topped out: the top-out decided it", [500, "finished"], [300, "lost"], 1],
    ["a top-out after the opponent reached its goal: the goal decided it", [500, "lost"], [300, "finished"], 2],
  ])("%s", (_name, [frameA, endA], [frameB, endB], winner) => {
    const match = new Match(endingHook, TEST_START, 0);
    match.accept(1, batch(frameA, endA), noLog);
    match.accept(2, batch(frameB, endB), noLog);
    expect(match.decide()).toEqual({ winner, reason: "ended" });
  });

  test("the room waits for a stream that has not passed the first end (it might still end there)", () => {
    const match = new Match(endingHook, TEST_START, 0);
    match.accept(1, batch(100, "finished"), noLog);
    match.accept(2, batch(100), noLog);
    expect(match.decide()).toBe(null);
    match.accept(2, batch(101), noLog);
    expect(match.decide()).toEqual({ winner: 1, reason: "ended" });
  });

  test("a player whose game ended, either way, is never held to real time; the other still is", () => {
    for (const end of ["lost", "finished"] as const) {
      const match = new Match(endingHook, TEST_START, 0);
      match.accept(1, batch(600, end), noLog);
      match.accept(2, batch(300), noLog);
      // An hour later player 1's frame is still 600: it has nothing left to play.
      expect(match.behind(3_600_000, 15_000)).toEqual([2]);
    }
  });
});

/** How one side plays: a bot's placement, a hard drop, every `every` frames; or nothing (gravity alone). */
type Driver = { kind: "bot" | "drop"; every: number } | { kind: "idle" };

/** Local versus's decision for two replays stepped side by side, frame by frame (1, 2, null = draw). */
function localTetris(seed: string, replays: [Replay, Replay]): Decision["winner"] | "none" {
  const players = replays.map((replay) => new ReplayPlayer(replay)) as [ReplayPlayer, ReplayPlayer];
  const match = new VersusMatch({ seed, games: [players[0].game, players[1].game] });
  while (!players.every((player) => player.done)) {
    for (const player of players) if (!player.done) player.step();
    const result = match.result;
    if (result !== null) return result === "draw" ? null : result === 0 ? 1 : 2;
  }
  return "none";
}

/** Two online Tetris players through a Match, batches every 6 frames and relays delivered at once: the room's decision and both replays. */
function roomTetris(seed: string, drivers: [Driver, Driver], maxFrames = 20_000) {
  const options = tetrisRoomHook.options({ mode: "marathon" });
  const start: GameStartMessage = {
    type: "game_start",
    seed,
    rulesVersion: tetrisRoomHook.rulesVersion,
    game: "tetris",
    number: 1,
    options: [options, options],
  };
  const match = new Match(tetrisRoomHook, start, 0);
  const players = [new OnlineTetrisPlayer(start, 1), new OnlineTetrisPlayer(start, 2)] as const;
  const rngs = [Rng.from(seed).fork("a"), Rng.from(seed).fork("b")];
  const log = (_player: PlayerNumber, _event: LogEvent): void => {};
  for (let frame = 0; frame < maxFrames; frame++) {
    for (const side of [0, 1] as const) {
      const driver = drivers[side];
      const player = players[side];
      if (driver.kind !== "idle" && frame % driver.every === 0 && player.game.over === null) {
        // The survivor never misdrops, so it reaches the marathon goal (the ladder's strengths slip on purpose).
        const plan = driver.kind === "drop" ? null : think(player.game, BOTS.survivor, rngs[side]);
        const actions: PlayAction[] = plan === null ? ["hardDrop"] : actionsOf(plan.best);
        for (const action of actions) player.apply(action);
      }
      player.tick();
    }
    if ((frame + 1) % 6 !== 0) continue;
    for (const side of [0, 1] as const) {
      const accepted = match.accept((side + 1) as PlayerNumber, players[side].flush(), log);
      if (accepted.kind !== "relayed") throw new Error(`player ${side + 1}: ${JSON.stringify(accepted)}`);
      for (const [to, relay] of accepted.relays) players[to - 1]!.receiveEvents(relay);
    }
    const decision = match.decide();
    if (decision !== null) return { decision, replays: [players[0].replay(), players[1].replay()] as [Replay, Replay], match };
  }
  throw new Error(`no decision in ${maxFrames} frames`);
}

describe("Tetris (marathon): the room decides as local versus does", () => {
  test("goal reached: the first to clear 150 lines wins, though its frame stops there (never held to real time)", () => {
    const seed = "goal-reached";
    const { decision, replays, match } = roomTetris(seed, [{ kind: "bot", every: 4 }, { kind: "idle" }]);
    expect(decision).toEqual({ winner: 1, reason: "ended" });
    const finished = match.ending(1)!;
    expect(finished.lost).toBe(false);
    expect(localTetris(seed, replays)).toBe(1);
    // Long after, the finisher is not behind real time (its frame stopped at the goal).
    expect(match.behind(3_600_000, 15_000, [1])).toEqual([]);
  });

  test("top-out: the player who tops out loses", () => {
    const seed = "top-out";
    const { decision, replays } = roomTetris(seed, [{ kind: "idle" }, { kind: "drop", every: 2 }]);
    expect(decision).toEqual({ winner: 1, reason: "ended" });
    expect(localTetris(seed, replays)).toBe(1);
  });

  test("both ended: the same inputs top out at the same frame, a draw", () => {
    const seed = "both-ended";
    const { decision, replays } = roomTetris(seed, [
      { kind: "drop", every: 3 },
      { kind: "drop", every: 3 },
    ]);
    expect(decision).toEqual({ winner: null, reason: "ended" });
    expect(localTetris(seed, replays)).toBe(null);
  });
});

/** Local versus's decision for two Puyo records stepped side by side (Versus.winner on the two games). */
function localPuyo(replays: [Replay, Replay]): Decision["winner"] | "none" {
  const end = Math.max(...replays.map((replay) => replay.frames as number));
  const versus = new Versus("local", 4);
  for (let frame = 0; frame <= end; frame++) {
    const games = replays.map((replay) => runPuyo(replay, Math.min(frame, replay.frames as number)).game) as [PuyoGame, PuyoGame];
    versus.players.splice(0, 2, ...games);
    const winner = versus.winner;
    if (winner !== null) return winner === "draw" ? null : winner === 0 ? 1 : 2;
  }
  return "none";
}

/** Two online Puyo players through a Match: each drops its pair every `every` frames (0: never, gravity alone). */
function roomPuyo(seed: string, every: [number, number], maxFrames = 20_000) {
  const options = puyoRoomHook.options({});
  const start: GameStartMessage = { type: "game_start", seed, rulesVersion: puyoRoomHook.rulesVersion, game: "puyo", number: 1, options: [options, options] };
  const match = new Match(puyoRoomHook, start, 0);
  const players = [new OnlinePuyoPlayer(start, 1), new OnlinePuyoPlayer(start, 2)] as const;
  for (let frame = 0; frame < maxFrames; frame++) {
    for (const side of [0, 1] as const) {
      if (every[side] > 0 && frame % every[side] === 0) players[side].apply("drop");
      players[side].tick();
    }
    if ((frame + 1) % 6 !== 0) continue;
    for (const side of [0, 1] as const) {
      const accepted = match.accept((side + 1) as PlayerNumber, players[side].flush(), noLog);
      if (accepted.kind !== "relayed") throw new Error(`player ${side + 1}: ${JSON.stringify(accepted)}`);
      for (const [to, relay] of accepted.relays) players[to - 1]!.receiveEvents(relay);
    }
    const decision = match.decide();
    if (decision !== null) return { decision, replays: match.replays() as [Replay, Replay] };
  }
  throw new Error(`no decision in ${maxFrames} frames`);
}

describe("Puyo (Tsu): the room decides as local versus does", () => {
  test("top-out: the player whose field fills first loses", () => {
    const { decision, replays } = roomPuyo("puyo-top-out", [0, 2]);
    expect(decision).toEqual({ winner: 1, reason: "ended" });
    expect(localPuyo(replays)).toBe(1);
  });

  test("both ended: the same inputs top out at the same frame, a draw", () => {
    const { decision, replays } = roomPuyo("puyo-both", [3, 3]);
    expect(decision).toEqual({ winner: null, reason: "ended" });
    expect(localPuyo(replays)).toBe(null);
  });
});
