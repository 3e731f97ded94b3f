// Form (form.ts): a strength with good and bad games plays its best pace and misdrops in a seeded
// share of games, the same for a seed wherever the game is played (bot games, the app's bot).
import { describe, expect, it } from "vitest";
import { TetrisGame } from "../rules/game.ts";
import { BOTS, STRENGTHS } from "./bot.ts";
import { botForGame, inForm } from "./form.ts";
import { VersusBot, paceFrames } from "./versus-bot.ts";
import { playBotGame } from "./versus.ts";

describe("form", () => {
  const hard = BOTS.hard;
  const form = hard.form!;

  it("puts a strength at its best in its share of games, drawn from each game's seed", () => {
    const seeds = Array.from({ length: 2000 }, (_, i) => `form-${i}`);
    const good = seeds.filter((seed) => inForm(hard, seed)).length;
    // 2000 draws at share p: the count is within 4 standard deviations of 2000 p.
    const sd = Math.sqrt(2000 * form.share * (1 - form.share));
    expect(Math.abs(good - 2000 * form.share)).toBeLessThan(4 * sd);
    for (const seed of seeds.slice(0, 50)) expect(inForm(hard, seed)).toBe(inForm(hard, seed));
  });

  it("in a good game plays at the best pace and misdrops, in a bad one as it is, without form either way", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `form-game-${i}`);
    const good = seeds.find((seed) => inForm(hard, seed))!;
    const bad = seeds.find((seed) => !inForm(hard, seed))!;
    expect(botForGame(hard, good)).toMatchObject({ pace: form.best.pace, slips: form.best.slips, evaluator: hard.evaluator });
    expect(botForGame(hard, bad)).toMatchObject({ pace: hard.pace, slips: hard.slips });
    expect(botForGame(hard, good).form).toBeUndefined();
    for (const s of STRENGTHS.filter((s) => BOTS[s].form === undefined)) expect(botForGame(BOTS[s], good)).toBe(BOTS[s]);
  });

  it("plays a bot game at the pace of the game's form: as many pieces as the expert in a good game", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `form-bots-${i}`);
    const good = playBotGame(
      seeds.find((s) => inForm(hard, s))!,
      BOTS.expert,
      hard,
      12,
    );
    const bad = playBotGame(
      seeds.find((s) => !inForm(hard, s))!,
      BOTS.expert,
      hard,
      12,
    );
    expect(good.pieces).toEqual([12, 12]);
    // Off form at 1.25 pieces a second: 5 pieces in the time the expert places 12 (or fewer, topped out).
    expect(bad.pieces[1]).toBeLessThanOrEqual(Math.ceil((12 * hard.pace) / BOTS.expert.pace));
  }, 60_000);

  it("sets the app's bot's wait by its game's seed: a good game at the best pace", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => `form-app-${i}`);
    for (const seed of [seeds.find((s) => inForm(hard, s))!, seeds.find((s) => !inForm(hard, s))!]) {
      const game = new TetrisGame({ seed, mode: "zen", allow180: true, softDropFactor: 41 });
      const seat = { game, apply: (action: Parameters<TetrisGame["apply"]>[0]) => game.apply(action) };
      const asked: string[] = [];
      const bot = new VersusBot(seat, "hard", (key) => asked.push(key));
      const wait = paceFrames("hard", seed);
      expect(wait).toBe(Math.round(60 / (inForm(hard, seed) ? form.best.pace : hard.pace)));
      bot.step(0);
      expect(asked).toHaveLength(1);
      bot.receive({ key: asked[0]!, actions: ["hardDrop"] });
      expect(bot.step(wait - 1)).toBe(false);
      expect(bot.step(wait)).toBe(true);
    }
  });
});
