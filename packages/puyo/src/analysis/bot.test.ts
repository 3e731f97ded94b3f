import { describe, expect, it } from "vitest";
import { parseField } from "../rules/field-text.ts";
import { PuyoGame } from "../rules/game.ts";
import { Versus } from "../rules/versus.ts";
import { chainPotential, chooseMove } from "./bot.ts";

describe("the bot", () => {
  it("sees the chain a field is waiting for", () => {
    // Two reds on the floor under three greens: one more G fires, then the reds need 2 more.
    expect(chainPotential(parseField("GGG...RR...."))).toBeGreaterThanOrEqual(10);
    expect(chainPotential(parseField(""))).toBe(0);
  });
  it("fires a chain of the wanted length when it can", () => {
    // Blue 3 on top of a red 3: a red pair in column 4 fires R then B (2 chains).
    const field = parseField("B.....BBB...RRR..."); // a red pair on column 4 fires R, then B
    const move = chooseMove(field, [{ axis: 1, child: 1 }], { fireChain: 2 });
    expect(move?.chains).toBe(2);
  });
  it("survives a solo game for 40 pairs without dying", () => {
    const game = new PuyoGame({ seed: "bot-solo" });
    for (let i = 0; i < 40 && !game.over; i++) {
      const move = chooseMove(game.field, game.pairsPreview().slice(0, 2), { fireChain: 4 });
      expect(move).not.toBeNull();
      game.place(move!.placement);
    }
    expect(game.over).toBe(false);
    expect(game.maxChain).toBeGreaterThan(0);
  });
  it("plays versus: nuisance goes both ways", () => {
    const v = new Versus("bot-versus");
    let sent = 0;
    for (let turn = 0; turn < 60 && v.winner === null; turn++) {
      for (const side of [0, 1] as const) {
        const player = v.players[side];
        if (player.over) continue;
        const move = chooseMove(player.field, player.pairsPreview().slice(0, 2), { fireChain: side === 0 ? 3 : 5, pending: player.pending });
        sent += v.play(side, move!.placement).sent;
      }
    }
    expect(sent).toBeGreaterThan(0);
  });
});
