// The strengths' order on a few seeded games (the real ladder, 100 games a step, is in bench:long).
import { describe, expect, it } from "vitest";
import { BOTS } from "./bot.ts";
import { playBotMatch } from "./versus.ts";

describe("the versus strengths", () => {
  it("each of medium and hard beats the one below it in short seeded matches", () => {
    expect(playBotMatch("ladder-test", BOTS.medium, BOTS.easy, 3, 400).winsA).toBe(3);
    expect(playBotMatch("ladder-test", BOTS.hard, BOTS.medium, 3, 400).winsA).toBe(3);
  }, 60_000);
});
