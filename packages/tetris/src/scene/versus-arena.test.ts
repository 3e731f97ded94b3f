import { describe, expect, it } from "vitest";
import { VersusBot } from "../analysis/versus-bot.ts";
import { GameRecorder } from "../rules/replay.ts";
import { MatchArena, type Seat } from "./versus-arena.ts";

const config = { seed: "arena-bot", mode: "marathon" as const, allow180: true, softDropFactor: 20 };

describe("the versus arena's bot seats", () => {
  it("give each bot the garbage waiting against its own side, as the match counts it", () => {
    const asked: number[][] = [[], []];
    const seat = (side: 0 | 1): Seat => ({
      kind: "bot",
      bot: (recorder, incoming) => new VersusBot(recorder, "expert", (_key, _position, due) => asked[side]!.push(due), incoming),
    });
    const arena = new MatchArena([new GameRecorder(config), new GameRecorder(config)], [seat(0), seat(1)]);
    arena.match.players[1].incoming.push({ lines: 3, readyAt: 20 }, { lines: 2, readyAt: 50 });
    arena.step(() => undefined);
    expect(asked).toEqual([[0], [5]]);
    arena.match.players[0].incoming.push({ lines: 4, readyAt: 40 });
    arena.step(() => undefined);
    expect(asked).toEqual([[0, 4], [5]]);
  });
});
