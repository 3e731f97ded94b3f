import { describe, expect, it } from "vitest";
import { parseTileList, tileName, type Tile } from "../analysis/tiles.ts";
import { decide, winChance, type BotStrength } from "./decide.ts";
import type { BotView, ClaimPrompt, RiverTile, TurnPrompt } from "./view.ts";

const tiles = (text: string): Tile[] => parseTileList(text);

function river(text: string, firstTurn = 0, riichiAt = -1): RiverTile[] {
  return tiles(text).map((tile, i) => ({ tile, tsumogiri: false, riichi: i === riichiAt, turn: firstTurn + i * 4, calledAway: false }));
}

function view(hand: string, over: Partial<BotView> = {}): BotView {
  return {
    seat: 0,
    dealer: 1,
    roundWind: 0,
    hand: tiles(hand),
    melds: [[], [], [], []],
    rivers: [[], [], [], []],
    riichiTurn: [-1, -1, -1, -1],
    doraIndicators: [tiles("9p")[0]!.kind],
    scores: [25000, 25000, 25000, 25000],
    honba: 0,
    sticks: 0,
    wallLeft: 50,
    ...over,
  };
}

function turn(v: BotView, over: Partial<TurnPrompt> = {}): TurnPrompt {
  const seen = new Set<string>();
  const discards = v.hand.filter((t) => !seen.has(tileName(t)) && seen.add(tileName(t)));
  return { kind: "turn", canTsumo: false, discards, riichiDiscards: [], kans: [], canKyuushu: false, ...over };
}

const discardOf = (v: BotView, p: TurnPrompt, s: BotStrength): string => {
  const a = decide(v, p, s);
  if (a.type !== "discard") throw new Error(`expected a discard, got ${a.type}`);
  return tileName(a.tile) + (a.riichi ? " riichi" : "");
};

describe("every strength", () => {
  it("wins when it can, by tsumo and by ron", () => {
    const v = view("123m456p789s11z234s");
    for (const s of ["easy", "medium", "hard"] as const) {
      expect(decide(v, turn(v, { canTsumo: true }), s).type).toBe("tsumo");
      const claim: ClaimPrompt = { kind: "claim", tile: tiles("1z")[0]!, from: 1, canRon: true, canPon: true, canKan: false, chis: [] };
      expect(decide(view("123m456p789s1z234s"), claim, s).type).toBe("ron");
    }
  });

  it("throws away an isolated honour before breaking a shape", () => {
    const v = view("1234m456p78s2399s5z");
    for (const s of ["easy", "medium", "hard"] as const) expect(discardOf(v, turn(v), s)).toBe("5z");
  });
});

describe("riichi", () => {
  // Tenpai on 6-9s after throwing 2p.
  const v = view("123m456p2p78s999s11z");
  const prompt = (): TurnPrompt => turn(v, { riichiDiscards: tiles("2p") });

  it("easy never declares it; medium and hard do on a cheap hand", () => {
    expect(discardOf(v, prompt(), "easy")).toBe("2p");
    expect(discardOf(v, prompt(), "medium")).toBe("2p riichi");
    expect(discardOf(v, prompt(), "hard")).toBe("2p riichi");
  });
});

describe("against a riichi", () => {
  // Seat 1 declared riichi on its third discard; 1-shanten for us with nothing safe but 4s and 9m.
  const threat = (hand: string): BotView =>
    view(hand, {
      rivers: [[], river("4s9m1z", 1, 2), [], []],
      riichiTurn: [-1, 9, -1, -1],
      wallLeft: 40,
    });

  it("easy pushes its best tile, medium folds with a genbutsu", () => {
    const v = threat("13m56p78s2468s9m345m");
    const medium = discardOf(v, turn(v), "medium");
    expect(["4s", "9m"]).toContain(medium);
    const easy = discardOf(v, turn(v), "easy");
    expect(easy).not.toBe("4s");
  });

  it("hard folds a poor far hand but pushes a ready one", () => {
    const poor = threat("19m179p1s2z3z46s58m9m4s");
    expect(["4s", "9m"]).toContain(discardOf(poor, turn(poor), "hard"));
    // Ready after 5p goes, on a good 6-9s wait: it pushes the dangerous 5p.
    const ready = threat("123m456p78s345s11z5p");
    expect(discardOf(ready, turn(ready), "hard")).toBe("5p");
  });
});

describe("calls", () => {
  const claim = (tile: string, over: Partial<ClaimPrompt> = {}): ClaimPrompt => ({
    kind: "claim",
    tile: tiles(tile)[0]!,
    from: 3,
    canRon: false,
    canPon: false,
    canKan: false,
    chis: [],
    ...over,
  });

  it("easy calls only a dragon pon; medium a value pon too; none calls a plain pon", () => {
    const dragons = view("77z123m456p78s99s4m");
    expect(decide(dragons, claim("7z", { canPon: true }), "easy").type).toBe("pon");
    const east = view("11z123m456p78s99s4m"); // seat 0 is South here (dealer 1): 1z is the round wind
    expect(decide(east, claim("1z", { canPon: true }), "easy").type).toBe("pass");
    expect(decide(east, claim("1z", { canPon: true }), "medium").type).toBe("pon");
    const plain = view("55m123m456p78s99s4m");
    expect(decide(plain, claim("5m", { canPon: true }), "medium").type).toBe("pass");
  });

  it("hard calls chi for a tanyao hand that gets faster, and not for a hand with no yaku road", () => {
    const tanyao = view("34m678m234p56p77s88s");
    const pair = tiles("3m4m") as [Tile, Tile];
    expect(decide(tanyao, claim("5m", { chis: [pair] }), "hard")).toEqual({ type: "chi", with: pair });
    const noRoad = view("34m19m234p56p77s1z8s");
    expect(decide(noRoad, claim("5m", { chis: [pair] }), "hard").type).toBe("pass");
  });
});

describe("winChance", () => {
  it("grows with effective tiles and turns and falls with shanten", () => {
    expect(winChance(0, 8, 10, 80)).toBeGreaterThan(winChance(0, 4, 10, 80));
    expect(winChance(0, 8, 10, 80)).toBeGreaterThan(winChance(0, 8, 3, 80));
    expect(winChance(0, 8, 10, 80)).toBeGreaterThan(winChance(1, 8, 10, 80));
    expect(winChance(1, 20, 10, 80)).toBeGreaterThan(winChance(2, 20, 10, 80));
    expect(winChance(0, 8, 0, 80)).toBe(0);
  });
});
