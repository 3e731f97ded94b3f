import { describe, expect, it } from "vitest";
import { Rng } from "@arcade/core";
import { boardFromRows, boardToRows, clearLines, place } from "../rules/board.ts";
import type { PieceType } from "../rules/types.ts";
import { BOTS, actionsOf, configAt, playSolo, think, type BotConfig } from "./bot.ts";
import { defaultEvaluator, type Evaluator } from "./evaluate.ts";
import { fieldFromBoard, stackHeight, type Field } from "./field.ts";
import { FinesseTracker, finesse, optimalPresses } from "./finesse.ts";
import { reportEvaluator, reportScore, columnDrops } from "./report.ts";
import { search } from "./search.ts";
import { attackEvaluator } from "./attack-eval.ts";
import { TUNED_WEIGHTS } from "./attack-weights.ts";
import { randomBoard, simGame } from "./test/boards.ts";
import { lockInto } from "./lock.ts";
import { GarbageGenerator } from "../garbage.ts";
import { TetrisGame } from "../rules/game.ts";

const chain = { backToBack: false, combo: -1 };

describe("search", () => {
  it("takes a T-spin double when the slot is there", () => {
    const field = fieldFromBoard(boardFromRows(["GG........", "G...GGGGGG", "GG.GGGGGGG"]));
    const result = search({ field, current: "T", queue: [], hold: null, chain }, { evaluator: defaultEvaluator, preview: 0, hold: false, beam: 1 })!;
    expect(result.best.lock.clear).toBe("tspin-double");
  });

  it("holds to play the I into a tetris well", () => {
    const field = fieldFromBoard(boardFromRows(["GGGGGGGGG.", "GGGGGGGGG.", "GGGGGGGGG.", "GGGGGGGGG."]));
    const result = search({ field, current: "O", queue: ["I"], hold: null, chain }, { evaluator: defaultEvaluator, preview: 1, hold: true, beam: 4 })!;
    expect(result.best.hold).toBe(true);
    expect(result.best.placement.piece).toBe("I");
    expect(result.best.lock.clear).toBe("tetris");
  });

  it("with the report's evaluator and one piece, picks the report's best column drop", () => {
    // An independent brute force: score every column drop of every piece on random boards.
    for (let i = 0; i < 20; i++) {
      const field = fieldFromBoard(randomBoard(`report-${i}`, 8));
      for (const piece of ["T", "I", "S", "L"] as PieceType[]) {
        let best = -Infinity;
        for (const p of columnDrops(field, piece)) {
          const placed = field.slice();
          const after = field.slice();
          lockInto(after, p, chain, placed);
          best = Math.max(best, reportScore(placed));
        }
        const result = search(
          { field, current: piece, queue: [], hold: null, chain },
          { evaluator: reportEvaluator, preview: 0, hold: false, beam: 1, moves: "columnDrop" },
        );
        expect(result!.best.score).toBe(best);
      }
    }
  });

  it("plays its suggestions through the real engine to exactly the planned cells, on random boards", () => {
    const rng = Rng.from("suggest-replay");
    for (let i = 0; i < 25; i++) {
      const board = randomBoard(`suggest-${i}`, 10);
      const queue = Array.from({ length: 4 }, () => rng.pick(["I", "O", "T", "S", "Z", "J", "L"] as PieceType[]));
      const game = simGame(board, queue, i % 2 === 0 ? "T" : undefined);
      const result = think(game, BOTS.default);
      if (result === null) continue;
      const { placement } = result.best;
      for (const action of actionsOf(result.best)) game.apply(action);
      const expected = clearLines(place(board, { type: placement.piece, x: placement.x, y: placement.y, rotation: placement.rotation })).board;
      expect(boardToRows(game.board)).toEqual(boardToRows(expected));
      expect(game.lastLock!.clear).toBe(result.best.lock.clear);
    }
  });

  it("returns null when nothing can spawn", () => {
    const field = fieldFromBoard(boardFromRows(Array.from({ length: 22 }, () => "GGGG.GGGGG")));
    expect(search({ field, current: "T", queue: [], hold: null, chain }, { evaluator: defaultEvaluator, preview: 0, hold: false, beam: 1 })).toBeNull();
  });
});

describe("bots playing alone", () => {
  it("the default bot survives and clears; the same seed gives the same game", () => {
    const one = playSolo({ seed: "solo", pieces: 300, bot: BOTS.default });
    expect(one.toppedOut).toBe(false);
    expect(one.pieces).toBe(300);
    expect(one.lines).toBeGreaterThan(100);
    expect(playSolo({ seed: "solo", pieces: 300, bot: BOTS.default })).toEqual(one);
  });

  it("the report's bot stacks up and dies, as the report says its program did", () => {
    const report = playSolo({ seed: "solo", pieces: 2000, bot: BOTS.report });
    expect(report.toppedOut).toBe(true);
    expect(report.pieces).toBeLessThan(2000);
  });

  it("the expert's placements over a seeded game with garbage are the ones it chose before the search was made faster", () => {
    // Recorded from the search before the speed work (placements without inputs in deeper
    // generations, no per-state allocations in movegen): a pure speed-up must not change a move.
    const expected =
      "I4,0,0 L8,0,0 O1,0,0 S8,2,0 Z3,2,0 T6,3,1 J8,5,0 I0,3,3 L2,4,2 hZ8,6,0 O0,6,0 hS8,8,1 hT2,8,1 hJ5,8,2 L5,4,3 T5,4,3 hO3,3,0 S5,3,1 J1,4,3 I0,5,3 " +
      "hZ3,5,3 J4,6,3 hI7,2,1 O1,3,0 Z6,2,0 hS4,5,1 L6,5,3 hT9,4,3 J2,6,2 Z8,5,1 hL4,8,0 I7,5,1 hS6,4,1 hO3,6,0 Z8,5,1 S8,6,0 hT6,8,0 O1,6,0 L8,9,0 J7,11,0";
    // The expert as it was recorded (the tuned weights, before its T-spin double weights; it thinks
    // harder from 12 rows with a beam of 16; today's from 10 with 32, and digs from 15): this
    // checks the search, not the expert's settings.
    const expert: BotConfig = { ...BOTS.expert, evaluator: attackEvaluator("attack", TUNED_WEIGHTS) };
    delete expert.dig;
    const recorded = { ...expert, panic: { height: 12, preview: 5, beam: 16 } };
    const game = new TetrisGame({ seed: "expert-placements", mode: "zen", allow180: true, softDropFactor: 41 });
    const garbage = GarbageGenerator.fromSeed("expert-placements");
    const played: string[] = [];
    for (let i = 0; i < 40; i++) {
      const best = think(game, recorded)!.best;
      const p = best.placement;
      played.push(`${best.hold ? "h" : ""}${p.piece}${p.x},${p.y},${p.rotation}`);
      for (const action of actionsOf(best)) game.apply(action);
      if (i % 3 === 2) game.addGarbage(garbage.rows(1));
    }
    expect(played.join(" ")).toBe(expected);
  });

  it("with garbage waiting, the expert cashes in a ready tetris to cancel it; with none it keeps building; the survivor ignores it", () => {
    const well = boardFromRows(Array.from({ length: 8 }, () => "GGGGGGGGG."));
    const queue: PieceType[] = ["I", "O", "T", "L", "S", "Z"];
    const calm = think(simGame(well, queue), BOTS.expert)!.best;
    const threatened = think(simGame(well, queue), BOTS.expert, undefined, { incoming: 8, attackScale: 1 })!.best;
    expect(calm.lock.lines).toBe(0);
    expect(threatened.placement.piece).toBe("I");
    expect(threatened.lock.lines).toBe(4);
    expect(threatened.lock.attack).toBe(4);
    expect(think(simGame(well, queue), BOTS.survivor, undefined, { incoming: 8, attackScale: 1 })).toEqual(think(simGame(well, queue), BOTS.survivor));
  });

  it("the expert digs with the survivor's evaluator from 15 rows of stack plus garbage due, and attacks below it", () => {
    const stack = (rows: number) => fieldFromBoard(boardFromRows(Array.from({ length: rows }, (_, i) => (i % 2 === 0 ? "GGGG.GGGGG" : "GGGGG.GGGG"))));
    expect(stackHeight(stack(14))).toBe(14);
    expect(configAt(BOTS.expert, stack(14)).evaluator).toBe(BOTS.expert.evaluator);
    expect(configAt(BOTS.expert, stack(15)).evaluator).toBe(defaultEvaluator);
    // Garbage waiting counts as risen: 12 rows with 3 lines due is 15.
    expect(configAt(BOTS.expert, stack(12), { incoming: 3, attackScale: 1 }).evaluator).toBe(defaultEvaluator);
    expect(configAt(BOTS.expert, stack(12), { incoming: 2, attackScale: 1 }).evaluator).toBe(BOTS.expert.evaluator);
    // The survivor and the weaker strengths keep their own evaluator at any height.
    expect(configAt(BOTS.survivor, stack(18)).evaluator).toBe(BOTS.survivor.evaluator);
    expect(configAt(BOTS.medium, stack(18)).evaluator).toBe(BOTS.medium.evaluator);
    // The deeper search still comes with it.
    expect(configAt(BOTS.expert, stack(15)).beam).toBe(BOTS.expert.panic!.beam);
  });

  it("the expert searches deeper on a low stack when the opponent is 3 rows from the top or closer", () => {
    const low = fieldFromBoard(boardFromRows(["GGGG.GGGGG", "GGGGG.GGGG"]));
    const view = (opponentRoom: number) => ({ incoming: 0, attackScale: 1, opponentRoom });
    expect(configAt(BOTS.expert, low, view(4))).toEqual(BOTS.expert);
    expect(configAt(BOTS.expert, low, view(3))).toMatchObject({
      beam: BOTS.expert.panic!.beam,
      preview: BOTS.expert.panic!.preview,
      evaluator: BOTS.expert.evaluator,
    });
    expect(configAt(BOTS.expert, low, view(-1)).beam).toBe(BOTS.expert.panic!.beam);
    // Solo (no match) and the bots that do not see the match are unchanged.
    expect(configAt(BOTS.expert, low)).toEqual(BOTS.expert);
    expect(configAt(BOTS.survivor, low, view(0))).toEqual(BOTS.survivor);
  });

  it("in the garbage margin an attack cancels its lines times the multiplier", () => {
    // An evaluator that sees only the stack's height, so a path's value is what the garbage does to
    // it. Four rows with a tetris well over a row with a covered hole (so the tetris is no perfect
    // clear): the I's tetris sends 4 lines, and at ×1.5 it cancels 6 (versus.ts: floor(4 × 1.5)).
    const height: Evaluator = { name: "height", move: () => 0, position: (field) => -stackHeight(field) };
    const well = fieldFromBoard(boardFromRows([...Array.from({ length: 4 }, () => "GGGGGGGGG."), "GGGGGGGG.G"]));
    const best = (incoming: number, attackScale?: number) =>
      search(
        { field: well, current: "I", queue: [], hold: null, chain, incoming, ...(attackScale ? { attackScale } : {}) },
        { evaluator: height, preview: 0, hold: false, beam: 200 },
      )!.best;
    // The tetris leaves the bottom row: 1 row, plus what it did not cancel.
    expect(best(0).score).toBe(-1);
    expect(best(6).score).toBe(-3);
    expect(best(6, 1.5).score).toBe(-1);
    expect(best(8, 1.5).score).toBe(-3);
  });

  it("keeps room for the opponent's next attack: no placement that many more rows would top out, while another exists", () => {
    // An evaluator that likes a tall column 4, where pieces spawn: on 10 rows with a well, it
    // stands the I upright there (14 rows). With 8 rows kept free it lays the I flat over it instead
    // (11 rows: 19 with the 8, and the next piece, the T, still spawns in rows 19–20), the tallest
    // column 4 that leaves the room.
    const columnHeight = (field: Field, x: number) => {
      let y = 40;
      while (y > 0 && ((field[y - 1]! >> x) & 1) === 0) y--;
      return y;
    };
    const tall: Evaluator = { name: "tall", move: () => 0, position: (field) => columnHeight(field, 4) };
    const rows = Array.from({ length: 10 }, () => "GGGGGGGGG.");
    const best = (threat: number) =>
      search(
        { field: fieldFromBoard(boardFromRows(rows)), current: "I", queue: ["T"], hold: null, chain, threat },
        { evaluator: tall, preview: 0, hold: false, beam: 200 },
      )!.best;
    const heightAfter = (threat: number) => {
      const game = simGame(boardFromRows(rows), ["I", "T"]);
      for (const action of actionsOf(best(threat))) game.apply(action);
      return columnHeight(fieldFromBoard(game.board), 4);
    };
    expect(heightAfter(0)).toBe(14);
    expect(heightAfter(8)).toBe(11);
  });

  it("the expert takes a ready tetris at once when the opponent's threat is more than its room; told no threat, it keeps the I", () => {
    // 9 rows with a tetris well and the I in play, no I after it (under the 10 rows where the
    // expert thinks harder): calm, the expert holds the I for later (its lookahead clears the
    // tetris a few pieces on). Told the opponent can send 10 lines now (threat.ts), more than the 4
    // rows it keeps anyway, it clears the tetris with this piece: 9 rows under 10 more would block
    // the spawn. The survivor is not told.
    const board = boardFromRows([...Array.from({ length: 8 }, () => "GGGGGGGGG."), "GGGGGGGG.G"]);
    const queue: PieceType[] = ["I", "O", "S", "Z", "O", "S", "Z"];
    const calm = think(simGame(board, queue), BOTS.expert, undefined, { incoming: 0, attackScale: 1 })!.best;
    const threatened = think(simGame(board, queue), BOTS.expert, undefined, { incoming: 0, attackScale: 1, threat: 10 })!.best;
    expect(calm.lock.lines).toBe(0);
    expect(threatened.placement.piece).toBe("I");
    expect(threatened.lock.clear).toBe("tetris");
    expect(think(simGame(board, queue), BOTS.survivor, undefined, { incoming: 0, attackScale: 1, threat: 10 })).toEqual(
      think(simGame(board, queue), BOTS.survivor),
    );
  });

  it("sends the lines that top the opponent out, beyond what it must cancel, even when its evaluator would rather build", () => {
    // An evaluator that dislikes every clear; the I can take the tetris (4 lines) or go elsewhere.
    const builder: Evaluator = { name: "builder", move: (lock) => -100 * lock.lines, position: () => 0 };
    const well = fieldFromBoard(boardFromRows([...Array.from({ length: 4 }, () => "GGGGGGGGG."), "GGGGGGGG.G"]));
    const lines = (match: { opponentRoom?: number; incoming?: number }) =>
      search({ field: well, current: "I", queue: [], hold: null, chain, ...match }, { evaluator: builder, preview: 0, hold: false, beam: 200 })!.best.lock
        .lines;
    expect(lines({})).toBe(0);
    expect(lines({ opponentRoom: 4 })).toBe(4); // 4 lines into 4 rows of room
    expect(lines({ opponentRoom: 5 })).toBe(0); // not enough
    expect(lines({ opponentRoom: 4, incoming: 2 })).toBe(0); // 2 go to cancelling: only 2 are sent
  });

  it("takes garbage and keeps going", () => {
    const result = playSolo({ seed: "solo-garbage", pieces: 200, bot: BOTS.default, garbage: 0.4 });
    expect(result.garbageRows).toBe(80);
    expect(result.toppedOut).toBe(false);
  });
});

describe("finesse", () => {
  const empty = fieldFromBoard(boardFromRows([]));
  it("counts DAS to the wall as one press, as Jstris does", () => {
    // O to the left wall: DAS left, hard drop.
    expect(optimalPresses(empty, "O", { x: 0, y: 0, rotation: 0 })).toBe(2);
    // T flat one column left of spawn: tap left, hard drop.
    expect(optimalPresses(empty, "T", { x: 3, y: 0, rotation: 0 })).toBe(2);
    // I vertical at the right wall: cw, DAS right, hard drop.
    expect(optimalPresses(empty, "I", { x: 9, y: 2, rotation: 1 })).toBe(3);
  });

  it("reports the presses beyond the fewest, and never below zero", () => {
    expect(finesse(empty, "O", { x: 0, y: 0, rotation: 0 }, 5)).toEqual({ optimal: 2, faults: 3 });
    expect(finesse(empty, "O", { x: 0, y: 0, rotation: 0 }, 2)).toEqual({ optimal: 2, faults: 0 });
    // An S in rotation 2 covers the same cells as rotation 0 one row up: the same placement.
    expect(optimalPresses(empty, "S", { x: 4, y: 1, rotation: 2 })).toBe(optimalPresses(empty, "S", { x: 4, y: 0, rotation: 0 }));
  });

  it("says null for a spot the piece cannot reach from spawn, and then counts no faults", () => {
    // Columns 0-1 at the bottom are sealed under a row that is open only at the right wall.
    const covered = boardFromRows(["GGGGGGGGG.", "..GGGGGGGG", "..GGGGGGGG"]);
    expect(optimalPresses(covered, "O", { x: 0, y: 0, rotation: 0 })).toBeNull();
    expect(finesse(covered, "O", { x: 0, y: 0, rotation: 0 }, 9)).toEqual({ optimal: null, faults: 0 });
  });
});

describe("FinesseTracker", () => {
  it("counts a game's faults piece by piece", () => {
    const game = simGame(boardFromRows([]), ["O", "T"]);
    const tracker = new FinesseTracker();
    // O: left ×4 + hard drop = 5 presses; DAS left + hard drop = 2 → 3 faults.
    tracker.start(game.board, "O");
    for (const action of ["left", "left", "left", "left"] as const) {
      tracker.press();
      game.apply(action);
    }
    tracker.press();
    const at = game.ghost()!;
    game.apply("hardDrop");
    expect(tracker.lock(at)).toEqual({ optimal: 2, faults: 3 });
    // T: straight down = 1 press, optimal.
    tracker.start(game.board, "T");
    tracker.press();
    const t = game.ghost()!;
    game.apply("hardDrop");
    expect(tracker.lock(t)).toEqual({ optimal: 1, faults: 0 });
    expect({ faults: tracker.faults, pieces: tracker.pieces, perfect: tracker.perfect }).toEqual({ faults: 3, pieces: 2, perfect: 1 });
    expect(tracker.lock(t)).toBeNull();
  });

  it("does not judge an abandoned piece (one a bot placed)", () => {
    const game = simGame(boardFromRows([]), ["O"]);
    const tracker = new FinesseTracker();
    tracker.start(game.board, "O");
    tracker.press();
    expect(tracker.watching).toBe(true);
    tracker.abandon();
    expect(tracker.watching).toBe(false);
    expect(tracker.lock(game.ghost()!)).toBeNull();
    expect(tracker.pieces).toBe(0);
  });
});
