// Properties over arbitrary play: any actions, any timing, any soft drop, any mode.
import { parseReplay, stringifyReplay } from "@arcade/core";
import { pieceBag } from "./bag.ts";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { fits, fullRows, minoCount } from "./board.ts";
import type { TetrisGame } from "./game.ts";
import { GameRecorder, runReplay } from "./replay.ts";
import { PLAY_ACTIONS, type GameConfig, type GameEvent, type PieceType, type PlayAction } from "./types.ts";

type Step = { kind: "act"; action: PlayAction } | { kind: "ticks"; frames: number } | { kind: "softDrop"; held: boolean };

/** Mostly moves and turns, some drops and holds, runs of frames: games that last a while. */
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PLAY_ACTIONS.filter((a) => a !== "hardDrop")).map((action): Step => ({ kind: "act", action })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: "act", action: "hardDrop" }) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 45 }).map((frames): Step => ({ kind: "ticks", frames })) },
  { weight: 1, arbitrary: fc.boolean().map((held): Step => ({ kind: "softDrop", held })) },
);
const configArb: fc.Arbitrary<GameConfig> = fc.record({
  seed: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  mode: fc.constantFrom("marathon", "sprint", "ultra", "zen"),
  allow180: fc.boolean(),
  softDropFactor: fc.constantFrom(1, 6, 20, 41),
});
const stepsArb = fc.array(stepArb, { maxLength: 250 });

/** Runs steps one action or one frame at a time, calling `check` after each. */
function run(recorder: GameRecorder, steps: Step[], check: (game: TetrisGame, step: Step, done: boolean) => void = () => {}): void {
  for (const step of steps) {
    if (step.kind === "act") check(recorder.game, step, recorder.apply(step.action));
    else if (step.kind === "softDrop") recorder.setSoftDrop(step.held);
    else
      for (let i = 0; i < step.frames; i++) {
        recorder.tick();
        check(recorder.game, step, true);
      }
  }
}

function state(game: TetrisGame) {
  return {
    board: game.board,
    active: game.active,
    hold: game.hold,
    holdUsed: game.holdUsed,
    score: game.score,
    lines: game.lines,
    pieces: game.pieces,
    frame: game.frame,
    over: game.over,
    combo: game.combo,
    backToBack: game.backToBack,
    level: game.level,
  };
}

test.prop([configArb, stepsArb])("every lock adds 4 minos and removes 10 per line; the piece always fits; failed actions change nothing", (config, steps) => {
  const recorder = new GameRecorder(config);
  let before = state(recorder.game);
  run(recorder, steps, (game, step, done) => {
    const now = state(game);
    if (!done) expect(now).toEqual(before);
    if (game.active) expect(fits(game.board, game.active)).toBe(true);
    expect(now.pieces - before.pieces).toBeLessThanOrEqual(1);
    // A zen top-out empties the board on purpose (a perfect clear does too, and passes either way).
    const zenReset = config.mode === "zen" && minoCount(now.board) === 0;
    if (now.pieces > before.pieces && !zenReset) {
      expect(minoCount(now.board)).toBe(minoCount(before.board) + 4 - 10 * (now.lines - before.lines));
      expect(fullRows(now.board)).toEqual([]);
    }
    if (step.kind === "act" && step.action === "hardDrop" && done) expect(now.pieces).toBe(before.pieces + 1);
    before = now;
  });
});

test.prop([configArb, stepsArb])("runReplay(recorded game) reproduces it exactly, through JSON", (config, steps) => {
  const recorder = new GameRecorder(config);
  run(recorder, steps);
  const replayed = runReplay(parseReplay(stringifyReplay(recorder.replay())));
  expect(state(replayed)).toEqual(state(recorder.game));
  expect(replayed.stats).toEqual(recorder.game.stats);
  expect(replayed.next(7)).toEqual(recorder.game.next(7));
});

/** The pieces a game drew from its queue, read from its events (a spawn right after a hold of a full slot came from hold). */
function drawnPieces(events: GameEvent[], hold: PieceType | null): PieceType[] {
  const drawn: PieceType[] = [];
  let slot = hold;
  let fromHold = false;
  for (const event of events) {
    if (event.type === "hold") {
      fromHold = slot !== null;
      slot = event.piece;
    } else if (event.type === "spawn") {
      if (!fromHold) drawn.push(event.piece);
      fromHold = false;
    }
  }
  return drawn;
}

test.prop([configArb, stepsArb, stepsArb])("the pieces dealt depend on the seed only, never on the play", (config, stepsA, stepsB) => {
  const dealt = [stepsA, stepsB].map((steps) => {
    const recorder = new GameRecorder(config);
    const events = recorder.game.drainEvents();
    run(recorder, steps, (game) => events.push(...game.drainEvents()));
    const drawn = drawnPieces(events, null);
    const bag = pieceBag(config.seed);
    if (recorder.game.over === "blockOut") {
      expect(drawn).toEqual(bag.peek(drawn.length)); // the piece that could not spawn has no event
    } else {
      // The preview agrees too: what was drawn, then next(5), is the bag from the start.
      expect([...drawn, ...recorder.game.next(5)]).toEqual(bag.peek(drawn.length + 5));
    }
    return drawn;
  });
  const shorter = Math.min(dealt[0]!.length, dealt[1]!.length);
  expect(dealt[0]!.slice(0, shorter)).toEqual(dealt[1]!.slice(0, shorter));
});
