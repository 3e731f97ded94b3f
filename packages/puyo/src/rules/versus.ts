// Two players on one seed (the same pairs), taking turns: each turn's nuisance first cancels the
// player's own pending nuisance, the rest goes to the opponent, whose pending nuisance falls
// (at most 30) at the end of their next turn. The real-time scene decides who moves when; this
// is the bookkeeping both it and the bot matches use.
import type { Seed } from "@arcade/core";
import { PuyoGame, type TurnResult } from "./game.ts";
import type { Placement } from "./pair.ts";

export class Versus {
  readonly players: [PuyoGame, PuyoGame];

  constructor(seed: Seed, colors: 3 | 4 | 5 = 4) {
    // Both players share the pair sequence; each has its own nuisance-column stream.
    this.players = [new PuyoGame({ seed, colors, player: 0 }), new PuyoGame({ seed, colors, player: 1 })];
  }

  /** Player 0 or 1 places its current pair; its sent nuisance goes to the other player. */
  play(player: 0 | 1, placement: Placement, seconds = 0): TurnResult {
    const result = this.players[player].place(placement, seconds);
    if (result.sent > 0) this.players[1 - player]!.receive(result.sent);
    return result;
  }

  /** The winner (0 or 1), "draw" when both are over, or null while both play. */
  get winner(): 0 | 1 | "draw" | null {
    const [a, b] = this.players;
    if (a.over && b.over) return "draw";
    if (a.over) return 1;
    if (b.over) return 0;
    return null;
  }
}
