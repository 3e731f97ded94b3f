import {
  GarbageGenerator,
  PLAY_ACTIONS,
  RULES_VERSION,
  ReplayPlayer,
  TetrisGame,
  BOTS,
  actionsOf,
  attackOf,
  runReplay,
  think,
  type PlayAction,
} from "@arcade/tetris";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { JsonObject, TimedAction } from "@arcade/core/rooms";
import {
  DEFAULT_ONLINE_OPTIONS as DEFAULT_OPTIONS,
  GARBAGE_DUE_FRAMES,
  TetrisChecker,
  attackEvent,
  tetrisRoomHook as tetrisHook,
  toppedOutEvent,
} from "@arcade/tetris";

const ZEN = { ...DEFAULT_OPTIONS, mode: "zen" };

describe("options", () => {
  test("defaults, and a player's own handling", () => {
    expect(tetrisHook.options(undefined)).toEqual({ mode: "marathon", allow180: true, softDropFactor: 20 });
    expect(tetrisHook.options({ allow180: false, softDropFactor: 41, mode: "zen" })).toEqual({ mode: "zen", allow180: false, softDropFactor: 41 });
  });

  test.each([
    [{ speed: 3 }, "options.speed"],
    [{ mode: "sprint" }, "options.mode"],
    [{ softDropFactor: 0 }, "options.softDropFactor"],
    [{ softDropFactor: 99 }, "options.softDropFactor"],
    [{ allow180: "yes" }, "options.allow180"],
    [JSON.parse('{"toString":"zen"}') as JsonObject, "options.toString"],
    [JSON.parse('{"constructor":{}}') as JsonObject, "options.constructor"],
    [JSON.parse('{"__proto__":{"mode":"zen"}}') as JsonObject, "options.__proto__"],
  ])("refuses %j at %s", (raw, where) => {
    expect(() => tetrisHook.options(raw)).toThrow(expect.objectContaining({ where }));
  });
});

test("events: attacks of 1..100 lines and the top-out, nothing else", () => {
  expect(tetrisHook.checkEvent({ kind: "attack", lines: 4 })).toBe(null);
  expect(tetrisHook.checkEvent({ kind: "topped_out" })).toBe(null);
  for (const payload of [
    { kind: "attack", lines: 0 },
    { kind: "attack", lines: 101 },
    { kind: "attack" },
    { kind: "topped_out", frame: 3 },
    { kind: "warp" },
    {},
  ]) {
    expect(tetrisHook.checkEvent(payload)).not.toBe(null);
  }
  expect(tetrisHook.sharedOptions).toEqual(["mode"]);
});

test("actions: the engine's, the soft-drop key and garbage rows with column holes", () => {
  for (const action of [...PLAY_ACTIONS, "sdOn", "sdOff", "garbage:0", "garbage:9,9,3"]) expect(tetrisHook.checkAction(action)).toBe(null);
  for (const action of ["jump", "garbage:", "garbage:10", "garbage:1,,2", "garbage:-1", "Garbage:1"])
    expect(tetrisHook.checkAction(action)).toMatch(/unknown action/);
  expect(tetrisHook.rulesVersion).toBe(RULES_VERSION);
});

const SEED = "checker-vs-runReplay";
/** Random inputs with garbage rises among them (a number n becomes `garbage:` with the seed's next n holes). */
const timedActions = fc
  .array(
    fc.tuple(
      fc.integer({ min: 0, max: 12 }),
      fc.oneof(fc.constantFrom<PlayAction | "sdOn" | "sdOff">(...PLAY_ACTIONS, "sdOn", "sdOff", "hardDrop", "hardDrop"), fc.integer({ min: 1, max: 4 })),
    ),
    { maxLength: 120 },
  )
  .map((steps) => {
    let frame = 0;
    const holes = GarbageGenerator.fromSeed(SEED);
    return steps.map(([gap, action]): TimedAction => [(frame += gap), typeof action === "number" ? `garbage:${holes.rows(action).join(",")}` : action]);
  });

describe("the checker re-runs a game as runReplay does", () => {
  test("same frame, pieces, board and top-out for random inputs sent in random batches", () => {
    fc.assert(
      fc.property(timedActions, fc.constantFrom("marathon", "zen"), fc.integer({ min: 1, max: 5 }), (inputs, mode, batches) => {
        const seed = SEED;
        const checker = new TetrisChecker(seed, { ...DEFAULT_OPTIONS, mode });
        checker.received(1000);
        const last = inputs.at(-1)?.[0] ?? 0;
        // Batches cut at frame boundaries, each stamped with the frame the next one starts at.
        const cuts = Array.from({ length: batches }, (_, i) => Math.floor((last * (i + 1)) / batches));
        let from = 0;
        for (const cut of cuts) {
          const batch = inputs.filter(([frame]) => frame >= from && frame < cut);
          expect(checker.advance(batch, cut)).toBe(null);
          from = cut;
        }
        const rest = inputs.filter(([frame]) => frame >= from);
        expect(checker.advance(rest, last)).toBe(null);
        // The reference: the rules package's ReplayPlayer, stopped at its first top-out (versus
        // ends there; in zen the game itself would go on).
        const reference = new ReplayPlayer({
          game: "tetris",
          rulesVersion: RULES_VERSION,
          seed,
          mode,
          options: { allow180: true, softDropFactor: 20, board: null, queue: null, hold: null },
          inputs: inputs.map(([frame, action]) => ({ frame, action })),
        });
        const game = reference.game;
        const topOut = (): boolean => game.over === "blockOut" || game.over === "lockOut" || game.over === "garbageOut" || game.stats.topOuts > 0;
        let toppedAt: number | null = null;
        for (;;) {
          reference.applyDue();
          if (topOut()) toppedAt = game.frame;
          if (toppedAt !== null || reference.done) break;
          game.tick(reference.softDropHeld);
          if (topOut()) toppedAt = game.frame;
          if (toppedAt !== null) break;
        }
        if (toppedAt !== null) {
          // The top-out claim at that frame is right (it applies that frame's inputs, as runReplay's end rule).
          expect(checker.claimTopOut(toppedAt)).toBe(null);
          expect(checker.toppedOutAt).toBe(toppedAt);
          const again = runReplay(checker.replay());
          expect(again.frame).toBe(toppedAt);
          expect(again.stats.topOuts).toBeGreaterThan(0);
        } else {
          // No top-out: both stand at the last input's frame; a (false) claim there applies its inputs.
          expect(checker.claimTopOut(last)).toMatch(/do not top out/);
          expect(checker.frame).toBe(game.frame);
          expect(checker.pieces).toBe(game.pieces);
          expect(runReplay(checker.replay()).board).toEqual(game.board);
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** A bot plays alone until its locks have sent at least `lines` lines of attack. */
function botGame(seed: string, lines: number): { inputs: TimedAction[]; earned: [number, number][] } {
  const game = new TetrisGame({ seed, mode: "zen", allow180: true, softDropFactor: 20 });
  const inputs: TimedAction[] = [];
  const earned: [number, number][] = [];
  let total = 0;
  while (total < lines && game.pieces < 500) {
    const result = think(game, BOTS.default);
    for (const action of actionsOf(result!.best)) if (game.apply(action)) inputs.push([game.frame, action]);
    const attack = attackOf(game.lastLock!);
    if (attack > 0) earned.push([game.frame, (total += attack)]);
    for (let i = 0; i < 10; i++) game.tick(false);
  }
  return { inputs, earned };
}

describe("claims", () => {
  const seed = "claims";
  const { inputs, earned } = botGame(seed, 6);
  const end = inputs.at(-1)![0] + 1;

  test("attacks up to what the locks made are accepted, one line more is not", () => {
    const [frame, total] = earned.at(-1)!;
    const honest = new TetrisChecker(seed, ZEN);
    expect(honest.advance(inputs, end)).toBe(null);
    expect(honest.attack([[frame, total]])).toBe(null);
    expect(honest.linesSent).toBe(total);
    const greedy = new TetrisChecker(seed, ZEN);
    greedy.advance(inputs, end);
    expect(greedy.attack([[frame, total + 1]])).toMatch(/claimed \d+ garbage lines sent by frame \d+, but the locks so far made \d+/);
    // Once broken, a stream stays broken.
    expect(greedy.advance([], end + 5)).toMatch(/claimed/);
  });

  test("an attack before the lock that made it, or past the frame reached, is refused", () => {
    const [frame] = earned[0]!;
    const early = new TetrisChecker(seed, ZEN);
    early.advance(inputs, end);
    expect(early.attack([[frame - 1, 1]])).toMatch(/the locks so far made 0/);
    const ahead = new TetrisChecker(seed, ZEN);
    ahead.advance(inputs.slice(0, 2), 3);
    expect(ahead.attack([[10, 1]])).toMatch(/comes before the inputs up to it/);
  });

  test("garbage rows: only as many as were relayed, with this seed's holes in order", () => {
    const holes = GarbageGenerator.fromSeed(seed).rows(5);
    const fair = new TetrisChecker(seed, ZEN);
    fair.received(5);
    expect(
      fair.advance(
        [
          [1, `garbage:${holes.slice(0, 2).join(",")}`],
          [4, `garbage:${holes.slice(2).join(",")}`],
        ],
        6,
      ),
    ).toBe(null);
    expect(fair.linesReceived).toBe(5);
    const wrongHoles = new TetrisChecker(seed, ZEN);
    wrongHoles.received(2);
    const shifted = holes.slice(0, 2).map((hole) => (hole + 1) % 10);
    expect(wrongHoles.advance([[1, `garbage:${shifted.join(",")}`]], 2)).toMatch(/are not this seed's next holes/);
    const tooMany = new TetrisChecker(seed, ZEN);
    tooMany.received(1);
    expect(tooMany.advance([[1, `garbage:${holes.slice(0, 2).join(",")}`]], 2)).toMatch(/raised 2 garbage rows by frame 1, but the opponent had sent only 1/);
  });

  test("a top-out claim must be where the inputs top out", () => {
    // Hard drops in marathon stack up in the middle until a piece cannot spawn.
    const drops: TimedAction[] = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"]);
    const probe = new TetrisChecker(seed, DEFAULT_OPTIONS);
    probe.advance(drops, 200);
    const topOut = probe.toppedOutAt!;
    expect(topOut).toBeGreaterThan(0);
    expect(probe.frame).toBe(topOut);
    const honest = new TetrisChecker(seed, DEFAULT_OPTIONS);
    honest.advance(
      drops.filter(([frame]) => frame < topOut),
      topOut,
    );
    expect(honest.toppedOutAt).toBe(null);
    // The last drop is stamped with the top-out frame: the claim applies it (runReplay's end rule).
    honest.advance(
      drops.filter(([frame]) => frame === topOut),
      topOut,
    );
    expect(honest.claimTopOut(topOut)).toBe(null);
    const early = new TetrisChecker(seed, DEFAULT_OPTIONS);
    early.advance(drops, topOut - 1);
    expect(early.claimTopOut(topOut - 1)).toMatch(/do not top out/);
    const late = new TetrisChecker(seed, DEFAULT_OPTIONS);
    late.advance(drops, 200);
    expect(late.claimTopOut(topOut + 5)).toMatch(new RegExp(`top out at frame ${topOut}`));
    expect(runReplay(late.replay()).over).not.toBe(null);
  });
});

describe("received garbage is raised in time", () => {
  const seed = "due";
  const due = GARBAGE_DUE_FRAMES;

  test("relayed garbage may wait until its due frame; after it, a lock that clears nothing must raise it", () => {
    const holder = new TetrisChecker(seed, ZEN);
    holder.opponentEvents([attackEvent(0, 4)]);
    // Before the due frame a lock may leave it waiting (an honest client may not have it ready yet).
    expect(holder.advance([[10, "hardDrop"]], 11)).toBe(null);
    expect(
      holder.advance(
        [
          [due + 5, "hardDrop"],
          [due + 10, "hardDrop"],
        ],
        due + 12,
      ),
    ).toMatch(new RegExp(`held back garbage: the lock at frame ${due + 5} had to raise at least 4 rows`));
    const fair = new TetrisChecker(seed, ZEN);
    fair.opponentEvents([attackEvent(0, 4)]);
    const holes = GarbageGenerator.fromSeed(seed).rows(4);
    const inputs: TimedAction[] = [
      [10, "hardDrop"],
      [due + 5, "hardDrop"],
      [due + 5, `garbage:${holes.join(",")}`],
      [due + 10, "hardDrop"],
    ];
    expect(fair.advance(inputs, due + 12)).toBe(null);
    expect(fair.linesReceived).toBe(4);
  });

  test("too few rows, or the rise in a later batch after the game moved on, are held back too", () => {
    const holes = GarbageGenerator.fromSeed(seed).rows(4);
    const few = new TetrisChecker(seed, ZEN);
    few.opponentEvents([attackEvent(0, 4)]);
    expect(
      few.advance(
        [
          [due + 5, "hardDrop"],
          [due + 5, `garbage:${holes.slice(0, 2).join(",")}`],
        ],
        due + 6,
      ),
    ).toMatch(/raised 2 rows, at least 4 were due/);
    // The rise may come in the next batch, stamped with the lock's frame, before the game ticks on.
    const split = new TetrisChecker(seed, ZEN);
    split.opponentEvents([attackEvent(0, 4)]);
    expect(split.advance([[due + 5, "hardDrop"]], due + 5)).toBe(null);
    expect(split.advance([[due + 5, `garbage:${holes.join(",")}`]], due + 9)).toBe(null);
    const late = new TetrisChecker(seed, ZEN);
    late.opponentEvents([attackEvent(0, 4)]);
    expect(late.advance([[due + 5, "hardDrop"]], due + 5)).toBe(null);
    expect(late.advance([], due + 9)).toMatch(/held back garbage/);
  });

  test("events: a top-out claim and attacks come as the checker's events", () => {
    const drops: TimedAction[] = Array.from({ length: 40 }, (_, i) => [i * 3, "hardDrop"]);
    const probe = new TetrisChecker(seed, DEFAULT_OPTIONS);
    probe.advance(drops, 200);
    const checker = new TetrisChecker(seed, DEFAULT_OPTIONS);
    expect(checker.advance(drops, 200)).toBe(null);
    expect(checker.events([toppedOutEvent(probe.toppedOutAt!)])).toBe(null);
    expect(checker.endedAt).toBe(probe.toppedOutAt);
    expect(checker.stats()).toEqual({ pieces: probe.pieces, linesSent: 0, linesReceived: 0 });
    const liar = new TetrisChecker(seed, DEFAULT_OPTIONS);
    liar.advance(drops, 200);
    expect(liar.events([[5, { kind: "attack", lines: 2 }]])).toMatch(/claimed 2 garbage lines/);
  });
});
