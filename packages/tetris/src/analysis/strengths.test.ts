// The strengths as a player meets them: each line in the app names its pace, the expert is the
// fastest and never misdrops (hard is the expert's engine slowed and misdropping, with good games
// at the expert's pace: form.ts, placed between medium and the expert by bench/pair.ts), and their order on a few seeded timed games (the real ladder, 100 games a step, is in
// bench:long). The misdrop rule itself: a slip lands the piece one column over, same rotation.
import { Rng } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import { BOTS, STRENGTHS, STRENGTH_INFO } from "./bot.ts";
import { fieldFromBoard } from "./field.ts";
import { search } from "./search.ts";
import { slipped } from "./slip.ts";
import { framesPerPiece, playBotGame, playBotMatch } from "./versus.ts";

describe("the versus strengths", () => {
  it("end at the expert, the fastest and the only one that never misdrops, each with a line for the app", () => {
    const paces = STRENGTHS.map((s) => BOTS[s].pace);
    expect(Math.max(...paces)).toBe(BOTS.expert.pace);
    expect(paces.filter((p) => p === BOTS.expert.pace)).toHaveLength(1);
    const slips = STRENGTHS.map((s) => BOTS[s].slips ?? 0);
    expect(slips.at(-1)).toBe(0);
    expect(slips.slice(0, -1).every((share) => share > 0)).toBe(true);
    expect(BOTS.hard.evaluator).toBe(BOTS.expert.evaluator);
    // Hard's good games: the expert's pace, misdropping less than in its other games but not never.
    expect(BOTS.hard.form?.best.pace).toBe(BOTS.expert.pace);
    expect(BOTS.hard.form!.best.slips).toBeGreaterThan(0);
    expect(BOTS.hard.form!.best.slips).toBeLessThan(BOTS.hard.slips!);
    expect(STRENGTH_INFO.hard.line).toContain(`${BOTS.expert.pace} pieces/s`);
    for (const s of STRENGTHS) expect(STRENGTH_INFO[s].line).toContain(`${BOTS[s].pace} piece`);
  });

  it("a timed game gives each side its pace: in the same time the expert places three pieces to easy's one", () => {
    const game = playBotGame("ladder-pace", BOTS.expert, BOTS.easy, 30);
    expect(framesPerPiece(BOTS.expert) * 3).toBe(framesPerPiece(BOTS.easy));
    // Either easy topped out early, or the expert reached 30 pieces when easy had placed 10.
    if (game.pieces[0] === 30) expect(game.pieces[1]).toBe(10);
    expect(game.result).not.toBe(1);
  });

  it("medium beats easy and expert beats medium in short seeded matches", () => {
    expect(playBotMatch("ladder-test", BOTS.medium, BOTS.easy, 3, 200).winsA).toBeGreaterThanOrEqual(2);
    expect(playBotMatch("ladder-test", BOTS.expert, BOTS.medium, 2, 200).winsA).toBe(2);
  }, 120_000);
});

describe("a misdrop", () => {
  it("is the chosen piece one column to the side, same rotation, straight down, at the given share", () => {
    const game = new TetrisGame({ seed: "slip", mode: "zen", allow180: true, softDropFactor: 41 });
    const field = fieldFromBoard(game.board);
    const chain = { backToBack: false, combo: -1 };
    const best = search(
      { field, current: game.active!.type, queue: [], hold: null, chain },
      { evaluator: BOTS.easy.evaluator, preview: 0, hold: false, beam: 1, moves: "columnDrop" },
    )!.best;
    const rng = Rng.from("slip-share");
    let slips = 0;
    for (let i = 0; i < 2000; i++) {
      const played = slipped(field, chain, best, 0.1, rng, { allow180: true, lifted: false });
      if (played === best) continue;
      slips++;
      expect(played.placement.rotation).toBe(best.placement.rotation);
      expect(Math.abs(played.placement.x - best.placement.x)).toBe(1);
    }
    expect(slips).toBeGreaterThan(150);
    expect(slips).toBeLessThan(250);
    expect(slipped(field, chain, best, 0, rng, { allow180: true, lifted: false })).toBe(best);
  });
});
