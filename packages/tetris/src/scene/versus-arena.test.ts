import { describe, expect, it } from "vitest";
import type { MatchView } from "../analysis/bot.ts";
import { VersusBot } from "../analysis/versus-bot.ts";
import { GameRecorder } from "../rules/replay.ts";
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
    expect(asked).toEqual([[{ incoming: 0, attackScale: 1, opponentRoom: 15 }], [{ incoming: 5, attackScale: 1, opponentRoom: 20 }]]);
    arena.match.players[0].incoming.push({ lines: 4, readyAt: 40 });
    arena.step(() => undefined);
    expect(asked[0]).toEqual([
      { incoming: 0, attackScale: 1, opponentRoom: 15 },
      { incoming: 4, attackScale: 1, opponentRoom: 15 },
    ]);
    expect(asked[1]).toHaveLength(1); // its own position has not changed
  });
});
