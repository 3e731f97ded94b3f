import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "./autoplay.ts";
import { parseField, printField } from "./field-text.ts";
import { PuyoGame } from "./game.ts";
import { legalPlacements, printPlacement, type Placement } from "./pair.ts";
import { pathTo } from "./path.ts";
import { SteppedGame, type StepAction } from "./stepped.ts";
import { FALL_FRAMES, GROUND_FRAMES, NEXT_PAIR_FRAMES, POP_FRAMES, QUICK_TURN_FRAMES } from "./timing.ts";

/** Ticks until the pair under control is gone (it locked) or `limit` frames passed. */
function tickUntilLocked(game: SteppedGame, limit = 2000): number {
  const start = game.frame;
  while (game.pair && game.frame - start < limit) game.tick();
  return game.frame - start;
}

/** A game on `field` whose first pair is (axis, child): the first seed "s0", "s1", … that deals it. */
function withPair(axis: number, child: number, field: string): SteppedGame {
  for (let i = 0; ; i++) {
    const game = new SteppedGame({ seed: `s${i}`, field: parseField(field) });
    if (game.currentPair.axis === axis && game.currentPair.child === child) return game;
  }
}

function tickUntilControl(game: SteppedGame): void {
  while (game.phase === "resolve") game.tick();
}

describe("SteppedGame timing (frames at 60 Hz)", () => {
  it("an untouched pair falls a row every 16 frames from row 12 to row 1, then locks after 20 frames on the ground", () => {
    const game = new SteppedGame({ seed: "t" });
    expect(game.pair).toEqual({ x: 3, y: 12, rotation: 0 });
    // 11 rows down: the 11th fall happens on tick 11 × 16; grounded from that tick, it locks on the 20th grounded tick.
    expect(tickUntilLocked(game)).toBe(11 * FALL_FRAMES + GROUND_FRAMES - 1);
    expect(game.game.field.heights()).toEqual([0, 0, 2, 0, 0, 0]);
  });
  it("soft drop falls a row every 2 frames and locks on landing", () => {
    const game = new SteppedGame({ seed: "t" });
    game.apply("sdOn");
    expect(tickUntilLocked(game)).toBe(11 * 2);
  });
  it("after a lock with no chain the next pair spawns NEXT_PAIR_FRAMES later", () => {
    const game = new SteppedGame({ seed: "t" });
    const second = game.preview()[0];
    game.apply("drop");
    expect(game.phase).toBe("resolve");
    let frames = 0;
    while (game.phase === "resolve") {
      game.tick();
      frames++;
    }
    expect(frames).toBe(NEXT_PAIR_FRAMES);
    expect(game.currentPair).toEqual(second);
  });
  it("a 1-chain shows its pop for 50 frames, the fall after it, then the next pair", () => {
    const game = withPair(1, 1, "RRR...");
    game.takeEvents(); // the first spawn
    for (const a of pathTo(game.game.field, { column: 4, rotation: 0 })!) game.apply(a);
    const events: string[] = game.takeEvents().map((e) => e.kind);
    let frames = 0;
    while (game.phase === "resolve") {
      game.tick();
      frames++;
      events.push(...game.takeEvents().map((e) => e.kind));
    }
    // pop 50, the fall of 2 rows (column 4 lost 2) at its 4-frame least, the next pair's 12.
    expect(frames).toBe(POP_FRAMES + 4 + NEXT_PAIR_FRAMES);
    expect(events).toEqual(["lock", "pop", "turn", "spawn"]);
    expect(game.game.score).toBe(100);
  });
});

describe("the quick turn", () => {
  // Columns 2 and 4 are 12 high: the spawned pair in column 3 cannot turn sideways.
  const walls = parseField([...Array.from({ length: 12 }, (_, i) => (i % 2 ? ".R.R.." : ".G.G.."))].join(""));
  it("two presses within 20 frames flip the pair; a second press too late only arms it again", () => {
    const quick = new SteppedGame({ seed: "q", field: walls });
    expect(quick.apply("cw")).toBe(true); // refused, armed
    expect(quick.pair!.rotation).toBe(0);
    for (let i = 0; i < QUICK_TURN_FRAMES; i++) quick.tick();
    expect(quick.apply("cw")).toBe(true);
    expect(quick.pair!.rotation).toBe(2);

    const slow = new SteppedGame({ seed: "q", field: walls });
    slow.apply("cw");
    for (let i = 0; i < QUICK_TURN_FRAMES + 1; i++) slow.tick();
    slow.apply("cw");
    expect(slow.pair!.rotation).toBe(0);
  });
});

describe("nuisance from outside", () => {
  it("falls at the end of the next turn, whole rows first", () => {
    const game = new SteppedGame({ seed: "n" });
    game.apply("nuisance:7");
    expect(game.game.pending).toBe(7);
    game.apply("drop");
    tickUntilControl(game);
    expect(game.game.pending).toBe(0);
    expect(
      printField(game.game.field)
        .split("")
        .filter((c) => c === "O"),
    ).toHaveLength(7);
    expect(game.received).toBe(7);
  });
  it("nuisance received while a chain plays is offset by that chain", () => {
    // RRR on the floor and an RR pair upright on column 1: a group of 5.
    const game = withPair(1, 1, "RRRGGG");
    const path = pathTo(game.game.field, { column: 1, rotation: 0 })!;
    for (const a of path) game.apply(a);
    expect(game.phase).toBe("resolve");
    expect(game.attacking).toBe(1); // 100 points: one nuisance, 30 carried
    game.tick();
    game.apply("nuisance:2"); // arrives during the pop
    tickUntilControl(game);
    // 1-chain of 5 R: 10 × 5 × (0 + 0 + group 2) = 100 points → 1 nuisance; it cancels one of the two.
    expect(game.game.score).toBe(100);
    expect(game.attacking).toBe(0);
    expect(game.sent).toBe(0);
    expect(game.game.pending).toBe(0);
    expect(
      printField(game.game.field)
        .split("")
        .filter((c) => c === "O"),
    ).toHaveLength(1);
  });
});

/** Plays `choices` (indices into the legal placements) through both games, comparing after every turn. */
function agree(seed: string, choices: readonly number[], framesPerAction: number, field?: string): void {
  const start = field ? parseField(field) : undefined;
  const stepped = new SteppedGame({ seed, ...(start ? { field: start } : {}) });
  const plain = new PuyoGame({ seed, ...(start ? { field: start } : {}) });
  const hands = new AutoPlayer(stepped, framesPerAction);
  for (const choice of choices) {
    if (plain.over) break;
    const legal = legalPlacements(plain.field, plain.current).filter((p) => pathTo(plain.field, p) !== null);
    const placement: Placement = legal[choice % legal.length]!;
    tickUntilControl(stepped);
    expect(hands.waiting).toBe(true);
    hands.choose(placement);
    // Gravity may pull the pair below where a late move is possible; framesPerAction ≤ 2 keeps it in reach.
    while (stepped.pair) {
      for (const a of hands.due()) stepped.apply(a);
      if (stepped.pair) stepped.tick();
    }
    const turn = plain.place(placement);
    tickUntilControl(stepped);
    expect(printField(stepped.game.field), `turn ${plain.index} ${printPlacement(placement)}`).toBe(printField(plain.field));
    expect(stepped.game.score).toBe(plain.score);
    expect(stepped.game.maxChain).toBe(plain.maxChain);
    expect(stepped.game.index).toBe(plain.index);
    expect(stepped.over).toBe(turn.over);
  }
}

describe("the frame-stepped game agrees with the placement rules", () => {
  test.prop([fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), fc.constantFrom(0, 1, 2)], { numRuns: 40 })(
    "same seed and placements give the same field, score and chains",
    (seed, choices, framesPerAction) => agree(seed, choices, framesPerAction),
  );
  it("plays a game to its end the same way (tall fields, the 13th row)", () => {
    agree(
      "tall",
      Array.from({ length: 120 }, (_, i) => (i * 7) % 5),
      0,
    );
  });
  it("every input stream of a pair ends in a lock the placement rules can make", () => {
    const game = new SteppedGame({ seed: "x" });
    const actions: StepAction[] = ["left", "left", "cw", "right", "ccw", "ccw", "drop"];
    for (const a of actions) game.apply(a);
    tickUntilControl(game);
    expect(game.game.index).toBe(1);
  });
});
