import { describe, expect, it } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import { BOARD_WIDTH, type Board, type LockResult } from "../rules/types.ts";
import { Countdown, COUNTDOWN_MS } from "@arcade/core";
import { CALLOUT_MS, calloutLines, COLLAPSE_MS, countdownBanner, EffectFeed, Effects, FLASH_MS, GO_AFTER_MS, lockSounds, type EffectKind } from "./effects.ts";

const lock = (overrides: Partial<LockResult>): LockResult => ({
  piece: "T",
  clear: "none",
  lines: 0,
  perfectClear: false,
  backToBack: false,
  combo: -1,
  points: 0,
  ...overrides,
});
const kinds = (effects: Effects): EffectKind[] => effects.active.map((e) => e.kind).sort();
const landing = { cells: null, cleared: [0, 1] };

describe("what plays for which lock", () => {
  it("names T-spins, minis, back-to-back, combos and perfect clears", () => {
    expect(calloutLines(lock({ clear: "tspin-double", lines: 2, backToBack: true, combo: 2 }))).toEqual(["T-Spin Double", "Back-to-Back", "2 Combo"]);
    expect(calloutLines(lock({ clear: "tspin-mini-single", lines: 1 }))).toEqual(["T-Spin Mini Single"]);
    expect(calloutLines(lock({ clear: "tspin-mini" }))).toEqual(["T-Spin Mini"]);
    expect(calloutLines(lock({ clear: "tetris", lines: 4, perfectClear: true, combo: 0 }))).toEqual(["Tetris", "Perfect Clear!"]);
    expect(calloutLines(lock({}))).toEqual([]);
  });

  it("sounds the landing, then the T-spin, the clear, back-to-back, combo and perfect clear", () => {
    expect(lockSounds(lock({}), false)).toEqual(["lock"]);
    expect(lockSounds(lock({}), true)).toEqual(["hardDrop"]);
    expect(lockSounds(lock({ clear: "tspin-double", lines: 2, backToBack: true, combo: 1 }), true)).toEqual([
      "hardDrop",
      "tspin",
      "clear",
      "backToBack",
      "combo",
    ]);
    expect(lockSounds(lock({ clear: "tspin-mini" }), false)).toEqual(["lock", "tspin"]);
    expect(lockSounds(lock({ clear: "double", lines: 2, perfectClear: true }), false)).toEqual(["lock", "clear", "perfectClear"]);
  });

  it("a hard-dropped line clear flashes and collapses its rows, dips the board and calls its name", () => {
    const effects = new Effects(false);
    effects.lock(lock({ clear: "double", lines: 2 }), landing, true);
    expect(kinds(effects)).toEqual(["callout", "drop", "rows", "wash"]);
    expect(effects.collapse()).toMatchObject({ rows: [0, 1], slide: 0, flash: 1 });
    effects.advance(FLASH_MS);
    expect(effects.collapse()!.slide).toBe(0);
    effects.advance(COLLAPSE_MS / 2);
    expect(effects.collapse()!.slide).toBeGreaterThan(0.5); // eased: most of the way at half time
    expect(effects.collapse()!.slide).toBeLessThan(1);
  });

  it("a plain lock glints the piece's cells and nothing is said", () => {
    const effects = new Effects(false);
    effects.lock(lock({}), { cells: [[4, 0]], cleared: [] }, false);
    expect(kinds(effects)).toEqual(["glint", "wash"]);
  });

  it("reduced motion: no collapse, dip or pop-in; the names stay, shown plainly", () => {
    const effects = new Effects(true);
    effects.lock(lock({ clear: "tspin-double", lines: 2, backToBack: true }), landing, true);
    expect(kinds(effects)).toEqual(["callout"]);
    expect(effects.collapse()).toBeNull();
    const callout = effects.find("callout")!;
    expect(effects.look(callout)).toEqual({ alpha: 1, scale: 1 });
    effects.advance(CALLOUT_MS - 1);
    expect(effects.look(callout)).toEqual({ alpha: 1, scale: 1 });
    const moving = new Effects(false);
    moving.lock(lock({ clear: "tetris", lines: 4 }), null, false);
    expect(moving.look(moving.find("callout")!).scale).toBeGreaterThan(1);
  });

  it("every effect ends: the line clear within 250 ms, the names within CALLOUT_MS, then nothing is live", () => {
    const effects = new Effects(false);
    effects.lock(lock({ clear: "tspin-triple", lines: 3, combo: 3, backToBack: true }), { cells: null, cleared: [0, 1, 2] }, true);
    effects.banner("Level 2", 900);
    expect(effects.live).toBe(true);
    effects.advance(250);
    expect(effects.find("rows")).toBeNull();
    expect(effects.find("drop")).toBeNull();
    effects.advance(CALLOUT_MS - 250);
    expect(effects.live).toBe(false);
    expect(effects.active).toEqual([]);
  });

  it("a new clear replaces the last one's names; garbage rising stops a collapse", () => {
    const effects = new Effects(false);
    effects.lock(lock({ clear: "single", lines: 1 }), { cells: null, cleared: [0] }, false);
    effects.advance(50);
    effects.lock(lock({ clear: "tetris", lines: 4 }), { cells: null, cleared: [0, 1, 2, 3] }, false);
    expect(effects.active.filter((e) => e.kind === "callout")).toHaveLength(1);
    expect(effects.find("callout")!.lines).toEqual(["Tetris"]);
    effects.boardChanged();
    expect(effects.collapse()).toBeNull();
  });
});

describe("READY… GO!", () => {
  it("GO! is gone GO_AFTER_MS after the first frame, at 60 frames a second or at 10", () => {
    for (const step of [1000 / 60, 100]) {
      const countdown = new Countdown(true);
      const effects = new Effects(false);
      let ms = 0;
      while (countdown.running) {
        effects.advance(step);
        const banner = countdown.spend(step);
        if (banner !== null) countdownBanner(effects, banner, countdown.remaining);
        ms += step;
      }
      expect(ms).toBeGreaterThanOrEqual(COUNTDOWN_MS);
      expect(effects.find("banner")?.text).toBe("GO!");
      effects.advance(GO_AFTER_MS);
      expect(effects.find("banner")).toBeNull();
    }
  });
});

describe("EffectFeed", () => {
  it("reads a real game's hard-dropped clear: its rows collapse, its sounds are a hard drop, a clear and a perfect clear", () => {
    const board: Board = Array.from({ length: BOARD_WIDTH * 40 }, () => null);
    for (let y = 0; y < 2; y++) for (let x = 0; x < 8; x++) board[y * BOARD_WIDTH + x] = "G";
    const game = new TetrisGame({ seed: "s", mode: "zen", allow180: false, softDropFactor: 20, queue: ["O", "T"], board });
    const feed = new EffectFeed(new Effects(false), game.board);
    game.apply("rightWall");
    game.apply("hardDrop");
    const locks = feed.take(game.drainEvents(), game.board);
    expect(locks).toEqual([{ result: game.lastLock, hardDrop: true }]);
    expect(lockSounds(locks[0]!.result, true)).toEqual(["hardDrop", "clear", "perfectClear"]);
    expect(feed.effects.collapse()?.rows).toEqual([0, 1]);
    expect(feed.effects.find("callout")!.lines).toEqual(["Double", "Perfect Clear!"]);
  });

  it("a lock by gravity is no hard drop; garbage rising without a lock stops the effects on the old rows", () => {
    const game = new TetrisGame({ seed: "s", mode: "marathon", allow180: false, softDropFactor: 20 });
    const feed = new EffectFeed(new Effects(false), game.board);
    let locks: ReturnType<EffectFeed["take"]> = [];
    while (locks.length === 0) {
      game.tick(true);
      locks = feed.take(game.drainEvents(), game.board);
    }
    expect(locks[0]!.hardDrop).toBe(false);
    expect(feed.effects.find("glint")!.cells).toHaveLength(4);
    game.addGarbage([3]);
    feed.take(game.drainEvents(), game.board);
    expect(feed.effects.find("glint")).toBeNull();
  });
});
