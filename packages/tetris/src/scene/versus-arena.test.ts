import { describe, expect, it } from "vitest";
import type { MatchView } from "../analysis/bot.ts";
import { VersusBot } from "../analysis/versus-bot.ts";
import { boardFromRows } from "../rules/board.ts";
import { GameRecorder } from "../rules/replay.ts";
import { Controller } from "./controller.ts";
import { MatchArena, type Seat } from "./versus-arena.ts";

const config = { seed: "arena-bot", mode: "marathon" as const, allow180: true, softDropFactor: 20 };

describe("the versus arena's bot seats", () => {
  it("tell each bot the garbage waiting against its own side, the attack multiplier and the opponent's room, as the match counts them", () => {
    const asked: MatchView[][] = [[], []];
    const seat = (side: 0 | 1): Seat => ({
      kind: "bot",
      bot: (recorder, match) => new VersusBot(recorder, "expert", (_key, _position, view) => asked[side]!.push(view), match),
    });
    const arena = new MatchArena([new GameRecorder(config), new GameRecorder(config)], [seat(0), seat(1)]);
    arena.match.players[1].incoming.push({ lines: 3, readyAt: 20 }, { lines: 2, readyAt: 50 });
    arena.step(() => undefined);
    // Empty boards: 20 rows of room, less the 5 lines on their way to side 1.
    expect(asked).toEqual([[{ incoming: 0, attackScale: 1, opponentRoom: 15, threat: 0 }], [{ incoming: 5, attackScale: 1, opponentRoom: 20, threat: 0 }]]);
    arena.match.players[0].incoming.push({ lines: 4, readyAt: 40 });
    arena.step(() => undefined);
    expect(asked[0]).toEqual([
      { incoming: 0, attackScale: 1, opponentRoom: 15, threat: 0 },
      { incoming: 4, attackScale: 1, opponentRoom: 15, threat: 0 },
    ]);
    expect(asked[1]).toHaveLength(1); // its own position has not changed
  });

  it("tell the bot the opponent's threat: a tetris-ready well with the I in play is 4 lines", () => {
    const asked: MatchView[] = [];
    const bot: Seat = { kind: "bot", bot: (recorder, match) => new VersusBot(recorder, "expert", (_key, _position, view) => asked.push(view), match) };
    // Over a row with a covered hole, so the tetris is no perfect clear (that would be 10 lines).
    const well = boardFromRows([...Array.from({ length: 4 }, () => "GGGGGGGGG."), "GGGGGGGG.G"]);
    const person = new GameRecorder({ ...config, board: well, queue: ["I", "O", "S", "Z", "T", "L", "J"] });
    const arena = new MatchArena(
      [new GameRecorder(config), person],
      [bot, { kind: "person", controller: new Controller({ das: 167, arr: 33, softDropFactor: 20, allow180: true }) }],
    );
    arena.step(() => undefined);
    expect(asked[0]).toMatchObject({ threat: 4, opponentRoom: 15 });
  });
});
