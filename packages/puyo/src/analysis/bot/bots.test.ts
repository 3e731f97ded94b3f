import { InputError } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { resolveChain } from "../../rules/chain.ts";
import { parseField } from "../../rules/field-text.ts";
import { applyPlacement, parsePairList } from "../../rules/pair.ts";
import { BOT_NAMES, botByName, chainBot } from "./bots.ts";
import { detectPotential } from "./evaluate.ts";
import { playMatch, playVersus } from "./match.ts";
import { attackOf } from "./policy.ts";
import { playSelf } from "./selfplay.ts";
import { STRENGTH_CONFIG } from "./strengths.ts";

// A 5-chain ready to fire (found by the bot in a seeded game), standing on four rows of
// nuisance; the current pair YR fires it at 5D. Rows top first.
const READY_FIVE = "G..R.." + "G..Y.B" + "BGGR.R" + "RRRYYR" + "BBBGGR" + "OOOOOO".repeat(4);
const PAIRS = parsePairList("YR,RB,GB");

describe("the bot registry", () => {
  it("has simple, casual and the five strengths", () => {
    expect(BOT_NAMES).toEqual(["simple", "casual", "beginner", "easy", "medium", "hard", "expert"]);
    for (const name of BOT_NAMES) expect(botByName(name).name).toBe(name);
  });
  it("refuses an unknown name with an InputError listing the bots", () => {
    expect(() => botByName("grandmaster", "--a")).toThrow(InputError);
    expect(() => botByName("grandmaster")).toThrow('unknown bot "grandmaster" (bots: simple, casual, beginner, easy, medium, hard, expert)');
  });
});

describe("the firing policy", () => {
  it("the field holds a 5-chain that YR at 5D fires (checked by the rules engine)", () => {
    const field = parseField(READY_FIVE);
    applyPlacement(field, PAIRS[0]!, { column: 5, rotation: 2 });
    expect(resolveChain(field).chains).toBe(5);
  });
  it("keeps building when nothing presses: 5 is below the expert's target", () => {
    const move = botByName("expert").choose({ field: parseField(READY_FIVE), pairs: PAIRS });
    expect(move?.chains).toBe(0);
  });
  it("fires the ready 5-chain when the opponent's nuisance would bury it", () => {
    // Five rows pending on a field whose column 3 is 7 high: they would fill the X.
    for (const name of ["hard", "expert"] as const) {
      const move = botByName(name).choose({ field: parseField(READY_FIVE), pairs: PAIRS, pending: 30 });
      expect(move?.chains, name).toBe(5);
    }
  });
  it("hard does not press a defenceless opponent with it; pressing on, it would", () => {
    // An empty field mid-chain: 70 nuisance do not kill it (72 would), but it cannot answer.
    const opponent = { field: parseField(""), pending: 0, busy: true };
    const input = { field: parseField(READY_FIVE), pairs: PAIRS, opponent };
    expect(botByName("hard").choose(input)?.chains).toBe(0);
    expect(chainBot("hard", { ...STRENGTH_CONFIG.hard, press: true }).choose(input)?.chains).toBe(5);
  });
  it("fires it to kill an opponent who cannot answer", () => {
    const opponent = { field: parseField("RGBYRG".repeat(7)), pending: 0, busy: false };
    const move = botByName("expert").choose({ field: parseField(READY_FIVE), pairs: PAIRS, opponent });
    expect(move?.chains).toBe(5);
  });
});

describe("countering in full (the expert)", () => {
  // A versus position (seed fresh/37, the expert's 14th pair): 83 nuisance in flight, landing
  // after 4 more placements. GR at 2L fires a 4-chain (43: half of it); the field holds a
  // 5-chain (88: all of it) for later pairs. Rows top first.
  const FIELD = ".B.....R.....B...B.BGG.GRBRYYBRRGYGYBBBGGY";
  const input = { field: parseField(FIELD), pairs: parsePairList("GR,GY,YG"), pending: 0, incoming: 83, incomingMoves: 4 };
  it("the field holds a counter to all of it", () => {
    expect(attackOf(detectPotential(parseField(FIELD)).score)).toBeGreaterThanOrEqual(83);
  });
  // The expert as it was before: any counter offsetting half earned the whole fire bonus, and the
  // reply to an attack in flight was expectedReply's at 60.
  const before = chainBot("expert", { ...STRENGTH_CONFIG.expert, fullCounter: false, counterOdds: false, reply: 60 });
  it("keeps the full counter instead of firing the half one at once", () => {
    const half = before;
    expect(half.choose(input)).toMatchObject({ placement: { column: 2, rotation: 3 }, chains: 4 });
    expect(botByName("expert").choose(input)?.chains).toBe(0);
  });
  it("plays solo exactly as before (the changes act only on nuisance)", () => {
    expect(playSelf("solo-unchanged", 40, botByName("expert"))).toEqual(playSelf("solo-unchanged", 40, before));
  });
});

describe("self-play and versus", () => {
  it("the same seed gives the same game", () => {
    const a = playSelf("determinism", 30, botByName("expert"));
    const b = playSelf("determinism", 30, botByName("expert"));
    expect(a).toEqual(b);
    expect(a.pieces).toBe(30);
    expect(a.moves).toHaveLength(30);
    expect(playSelf("determinism", 30, botByName("easy"))).toEqual(playSelf("determinism", 30, botByName("easy")));
  });
  it("the expert builds and fires a chain of at least 7 within 60 pairs", () => {
    const game = playSelf("chain-test", 60, botByName("expert"));
    expect(game.toppedOut).toBe(false);
    expect(game.maxChain).toBeGreaterThanOrEqual(7);
  });
  it("a match ends with a winner and is the same every time", () => {
    const bots = [botByName("expert"), botByName("simple")] as const;
    const first = playMatch("match-test", bots);
    expect(first).toEqual(playMatch("match-test", bots));
    expect(first.winner).not.toBe("draw");
  });
  it("a match too long is a draw", () => {
    const easy = botByName("easy");
    expect(playMatch("short", [easy, easy], { maxPairs: 3 })).toMatchObject({ winner: "draw", pairs: [3, 3] });
  });
  it("versus counts every game once", () => {
    const s = playVersus("count", botByName("medium"), botByName("simple"), 3);
    expect(s.games).toBe(3);
    expect(s.winsA + s.winsB + s.draws).toBe(3);
  });
});

describe("the worker form", () => {
  it("answers a request as the bot answers the position", async () => {
    const { answerBotRequest, botRequest } = await import("./request.ts");
    const input = { field: parseField(READY_FIVE), pairs: PAIRS, pending: 30 };
    const request = botRequest("expert", input);
    const answer = answerBotRequest(JSON.parse(JSON.stringify(request)) as typeof request);
    expect(answer).toMatchObject({ placement: botByName("expert").choose(input)!.placement, chains: 5 });
    expect(() => answerBotRequest({ ...request, field: [1, 2] })).toThrow("must be 18 whole numbers");
    expect(() => answerBotRequest({ ...request, bot: "nope" as "expert" })).toThrow("unknown bot");
    // The opponent's pairs travel as text and come back as the same pairs.
    const opponent = { field: parseField("RGBYRG"), pending: 0, busy: false, pairs: parsePairList("RG,BY") };
    const versus = botRequest("expert", { ...input, opponent });
    expect(versus.opponent?.pairs).toBe("RG,BY");
    const again = answerBotRequest(JSON.parse(JSON.stringify(versus)) as typeof versus);
    expect(again.placement).toEqual(botByName("expert").choose({ ...input, opponent })!.placement);
    let refused: unknown;
    try {
      answerBotRequest({ ...versus, opponent: { ...versus.opponent!, pairs: "RQ" } });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InputError);
    expect(refused).toMatchObject({ where: "opponent.pairs pair 1 character 2" });
  });
});
