import { describe, expect, it } from "vitest";
import { parseField } from "../../rules/field-text.ts";
import { parsePairList } from "../../rules/pair.ts";
import { playArenaMatch } from "./arena.ts";
import { botByName, casualBot, chainBot } from "./bots.ts";
import { CASUAL_CONFIG } from "./casual.ts";
import { addChainCounts, countChains, shareOfChains } from "./chain-counts.ts";
import { framesPerInput } from "./pace.ts";
import { playSelf } from "./selfplay.ts";
import { STRENGTH_CONFIG, STRENGTH_LINES, STRENGTHS } from "./strengths.ts";

describe("chains by length", () => {
  it("counts each length from 1 to the longest, with the gaps as 0", () => {
    expect(countChains([3, 1, 3])).toEqual({ 1: 1, 2: 0, 3: 2 });
    expect(JSON.stringify(countChains([5, 2]))).toBe('{"1":0,"2":1,"3":0,"4":0,"5":1}');
    expect(countChains([])).toEqual({});
    expect(addChainCounts({ 1: 1, 2: 0, 3: 2 }, { 1: 0, 2: 1 })).toEqual({ 1: 1, 2: 1, 3: 2 });
    expect(shareOfChains({ 1: 1, 2: 0, 3: 2, 4: 1 }, 3, 5)).toBe(0.75);
    expect(shareOfChains({}, 3)).toBe(0);
  });
});

describe("the pace", () => {
  it("spreads a strength's seconds a pair over five inputs at 60 frames a second", () => {
    expect(framesPerInput(1.4)).toBe(17);
    expect(framesPerInput(0.9)).toBe(11);
    expect(framesPerInput(0.1)).toBe(4);
  });
  it("is no faster at a weaker strength, and the casual player sits between easy and medium", () => {
    const paces = STRENGTHS.map((s) => STRENGTH_CONFIG[s].secondsPerPair);
    expect([...paces].sort((a, b) => b - a)).toEqual(paces);
    expect(CASUAL_CONFIG.secondsPerPair).toBeLessThan(STRENGTH_CONFIG.easy.secondsPerPair);
    expect(CASUAL_CONFIG.secondsPerPair).toBeGreaterThan(STRENGTH_CONFIG.medium.secondsPerPair);
  });
});

describe("the strengths' lines", () => {
  it("has one line per strength that names its pace", () => {
    expect(Object.keys(STRENGTH_LINES)).toEqual([...STRENGTHS]);
    for (const s of STRENGTHS) {
      expect(STRENGTH_LINES[s]).toContain(`${STRENGTH_CONFIG[s].secondsPerPair} s a pair`);
      expect(STRENGTH_LINES[s].length).toBeLessThanOrEqual(120);
    }
  });
});

describe("the casual player", () => {
  const field = parseField("..R...RGBY..RGBYYG");
  const pairs = parsePairList("RG,BB,YG");
  it("looks at neither the opponent nor the nuisance coming, nor at NEXT 2", () => {
    const casual = botByName("casual");
    const alone = casual.choose({ field, pairs });
    const opponent = { field: parseField("RRRGGG".repeat(8)), pending: 0, busy: false, pairs };
    expect(casual.choose({ field, pairs, pending: 30, incoming: 24, opponent })).toEqual(alone);
    expect(casual.choose({ field, pairs: parsePairList("RG,BB,RR") })).toEqual(alone);
  });
  it("is the reference configuration", () => {
    expect(casualBot().secondsPerPair).toBe(CASUAL_CONFIG.secondsPerPair);
    expect(casualBot().choose({ field, pairs })).toEqual(botByName("casual").choose({ field, pairs }));
  });
});

describe("medium", () => {
  it("builds and fires 3- to 5-chains, solo and in versus", () => {
    const solo = playSelf("medium-fires", 60, botByName("medium"));
    expect(solo.score).toBeGreaterThan(0);
    expect(solo.chains.some(([, n]) => n >= 3 && n <= 5)).toBe(true);
    const match = playArenaMatch("medium-versus", [botByName("medium"), botByName("easy")]);
    expect(shareOfChains(match.chains[0], 3, 5)).toBeGreaterThan(0);
  });
});

describe("versus at the app's pace", () => {
  it("ends with a winner, the same every time, and counts each side's chains", () => {
    const bots = [botByName("medium"), botByName("beginner")] as const;
    const result = playArenaMatch("arena-test", bots);
    expect(playArenaMatch("arena-test", bots)).toEqual(result);
    expect(result.winner).not.toBe("draw");
    for (const side of [0, 1] as const) {
      const lengths = Object.keys(result.chains[side]).map(Number);
      expect(lengths.length === 0 ? 0 : Math.max(...lengths)).toBe(result.maxChain[side]);
    }
    // Someone topped out: nuisance was sent.
    expect(result.sent[0] + result.sent[1]).toBeGreaterThan(0);
  });
  it("a game too long is a draw", () => {
    const easy = botByName("easy");
    expect(playArenaMatch("short", [easy, easy], { maxPairs: 4 })).toMatchObject({ winner: "draw", pairs: [4, 4] });
  });
  it("a player out of pairs waits for the other without its pairs falling", () => {
    const fast = chainBot("easy", { ...STRENGTH_CONFIG.easy, secondsPerPair: 0.9 });
    const slow = chainBot("easy", { ...STRENGTH_CONFIG.easy, secondsPerPair: 2.4 });
    expect(playArenaMatch("wait", [fast, slow], { maxPairs: 15 })).toMatchObject({ winner: "draw", pairs: [15, 15] });
  });
  it("slower hands take longer over the same pairs", () => {
    const fast = chainBot("easy", { ...STRENGTH_CONFIG.easy, secondsPerPair: 0.9 });
    const slow = chainBot("easy", { ...STRENGTH_CONFIG.easy, secondsPerPair: 1.8 });
    const quick = playArenaMatch("pace", [fast, fast], { maxPairs: 12 });
    const slowly = playArenaMatch("pace", [slow, slow], { maxPairs: 12 });
    expect(slowly.seconds).toBeGreaterThan(quick.seconds + 12 * 0.5);
  });
});
