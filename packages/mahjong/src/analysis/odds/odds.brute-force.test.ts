// Exactness of the odds search against an independent brute force written here: the wall is a
// list of physical tiles (the red five its own tile), every draw sequence is enumerated (each
// remaining tile equally likely), every discard is tried, wins are found by the decomposition
// check (agari.ts, not the shanten tables), tenpai as "some fifth-copy-free tile completes the
// hand". The player sees kinds, not which five is red (the search's model, search-state.ts):
// the brute force carries every placement of the red fives consistent with the kinds drawn,
// weighted, and scores a win over them. No memo, no pruning. Small walls keep it small.
import { Rng } from "@arcade/core";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { isWinningHand } from "../agari.ts";
import type { Hand } from "../hand.ts";
import { KIND_COUNT, type Tile } from "../tiles.ts";
import { discardOdds, handOdds } from "./odds.ts";
import type { WinScorer } from "./limits.ts";

const TOLERANCE = 1e-12;
/** The brute force is slow by design: 10–50 s per property here, more on a machine shared with other builds. */
const BRUTE_TIMEOUT = 400_000;

function countsOf(tiles: readonly Tile[]): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const t of tiles) counts[t.kind]!++;
  return counts;
}

function redMask(tiles: readonly Tile[]): number {
  let mask = 0;
  for (const t of tiles) if (t.red) mask |= 1 << Math.floor(t.kind / 9);
  return mask;
}

// The two predicates are cached by tile counts (they are pure; the cache only saves time).
const completeCache = new Map<string, boolean>();
function isComplete(counts: readonly number[]): boolean {
  const key = counts.join("");
  let hit = completeCache.get(key);
  if (hit === undefined) completeCache.set(key, (hit = isWinningHand(counts)));
  return hit;
}

const tenpaiCache = new Map<string, boolean>();
function isTenpai(tiles: readonly Tile[]): boolean {
  const counts = countsOf(tiles);
  const key = counts.join("");
  const hit = tenpaiCache.get(key);
  if (hit !== undefined) return hit;
  let tenpai = false;
  for (let k = 0; k < KIND_COUNT && !tenpai; k++) {
    if (counts[k]! >= 4) continue;
    counts[k]!++;
    tenpai = isComplete(counts);
    counts[k]!--;
  }
  tenpaiCache.set(key, tenpai);
  return tenpai;
}

const without = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

interface Brute {
  win: number;
  tenpai: number;
  score: number;
}

/** One way the physical tiles can lie, given the kinds drawn so far, with its probability. */
interface World {
  hand: Tile[];
  wall: Tile[];
  weight: number;
}

/** Discards a tile of kind x: a plain copy while the hand holds one (the red five is kept). */
function discardKind(hand: readonly Tile[], x: number): Tile[] {
  const plain = hand.findIndex((t) => t.kind === x && !t.red);
  return without(hand, plain >= 0 ? plain : hand.findIndex((t) => t.kind === x));
}

/**
 * Plain expectimax over physical tiles where the player sees kinds only (which five is red is
 * hidden until the hand is scored): every world consistent with the kinds drawn is carried with
 * its probability, each draw splits them by the physical tile drawn, the policy picks one discard
 * kind for all of them, and a win scores the probability-weighted points of its worlds. Values
 * are summed with the worlds' weights (the root's weight is 1).
 */
function brute(worlds: readonly World[], r: number, scorer: WinScorer): Brute {
  const mass = worlds.reduce((sum, w) => sum + w.weight, 0);
  const tenpaiNow = isTenpai(worlds[0]!.hand);
  if (r === 0) return { win: 0, tenpai: tenpaiNow ? mass : 0, score: 0 };
  let win = 0;
  let tenpai = 0;
  let score = 0;
  // Every world holds the same kinds in its wall (only which five is red differs).
  for (const kind of new Set(worlds[0]!.wall.map((t) => t.kind))) {
    const drawn: World[] = [];
    for (const w of worlds)
      w.wall.forEach((tile, i) => {
        if (tile.kind === kind) drawn.push({ hand: [...w.hand, tile], wall: without(w.wall, i), weight: w.weight / w.wall.length });
      });
    const drawnMass = drawn.reduce((sum, w) => sum + w.weight, 0);
    const complete = isComplete(countsOf(drawn[0]!.hand));
    let bestWin = 0;
    let bestTenpai = 0;
    let bestScore = 0;
    if (r > 1 || !tenpaiNow) {
      for (const x of new Set(drawn[0]!.hand.map((t) => t.kind))) {
        const next = brute(
          drawn.map((w) => ({ ...w, hand: discardKind(w.hand, x) })),
          r - 1,
          scorer,
        );
        bestWin = Math.max(bestWin, next.win);
        bestTenpai = Math.max(bestTenpai, next.tenpai);
        bestScore = Math.max(bestScore, next.score);
      }
    }
    win += complete ? drawnMass : bestWin;
    tenpai += tenpaiNow ? drawnMass : bestTenpai;
    // The score policy may play on instead of taking a win (the search allows it too).
    const points = complete ? drawn.reduce((sum, w) => sum + w.weight * scorer(countsOf(w.hand), kind, redMask(w.hand)), 0) : 0;
    score += complete ? Math.max(points, bestScore) : bestScore;
  }
  return { win, tenpai, score };
}

/** The brute force from a hand and the physical wall. */
const bruteOf = (hand: readonly Tile[], wall: readonly Tile[], r: number, scorer: WinScorer): Brute =>
  brute([{ hand: [...hand], wall: [...wall], weight: 1 }], r, scorer);

/** A made-up scorer, never lower with more red fives: varies with the hand so policies differ. */
const testScorer: WinScorer = (counts, winKind, reds) => {
  let h = winKind * 131;
  for (let k = 0; k < KIND_COUNT; k++) h = (h * 31 + counts[k]! * (k + 3)) % 1_000_003;
  const base = h % 5 === 0 ? 0 : 1000 + 100 * (h % 37);
  return base + 1000 * ((reds & 1) + ((reds >> 1) & 1) + ((reds >> 2) & 1));
};

/** The 136 physical tiles, one red five per suit. */
function fullSet(): Tile[] {
  const tiles: Tile[] = [];
  for (let kind = 0; kind < KIND_COUNT; kind++) for (let copy = 0; copy < 4; copy++) tiles.push({ kind, red: copy === 0 && kind < 27 && kind % 9 === 4 });
  return tiles;
}

/** The physical tiles left when `used` are taken from the full set. */
function complement(used: readonly Tile[]): Tile[] {
  const rest = fullSet();
  for (const t of used)
    rest.splice(
      rest.findIndex((r) => r.kind === t.kind && r.red === t.red),
      1,
    );
  return rest;
}

function take(pool: Tile[], rng: Rng, where: (t: Tile) => boolean): Tile {
  const options = pool.flatMap((t, i) => (where(t) ? [i] : []));
  const i = options[rng.below(options.length)]!;
  return pool.splice(i, 1)[0]!;
}

/**
 * A hand close to complete (a complete hand with `swaps` tiles replaced by random ones, one
 * removed for a waiting hand), the tiles left unseen (a random `wallSize` of the rest) and
 * the seen ones. Optionally one pon is called.
 */
function scenario(seed: number, size: 13 | 14, swaps: number, wallSize: number, withCall: boolean) {
  const rng = Rng.from(`odds-brute-${seed}`);
  const pool = fullSet();
  const tiles: Tile[] = [];
  const melds: Hand["melds"] = [];
  const groups = withCall ? 3 : 4;
  if (withCall) {
    const kind = 27 + rng.below(7);
    melds.push({ type: "pon", tiles: [0, 1, 2].map(() => take(pool, rng, (t) => t.kind === kind)) });
  }
  for (let g = 0; g < groups; g++) {
    const run = rng.below(3) > 0;
    const start = run ? [0, 9, 18][rng.below(3)]! + rng.below(7) : rng.below(34);
    const kinds = run ? [start, start + 1, start + 2] : [start, start, start];
    if (kinds.some((k) => pool.filter((t) => t.kind === k).length < kinds.filter((x) => x === k).length)) {
      g--;
      continue;
    }
    for (const k of kinds) tiles.push(take(pool, rng, (t) => t.kind === k));
  }
  const pairKind = (() => {
    for (;;) {
      const k = rng.below(34);
      if (pool.filter((t) => t.kind === k).length >= 2) return k;
    }
  })();
  tiles.push(
    take(pool, rng, (t) => t.kind === pairKind),
    take(pool, rng, (t) => t.kind === pairKind),
  );
  for (let s = 0; s < swaps; s++) {
    pool.push(tiles.splice(rng.below(tiles.length), 1)[0]!);
    tiles.push(take(pool, rng, () => true));
  }
  // The tiles form a complete hand plus swaps (14, or 11 beside the pon): a waiting hand has one fewer.
  if (size === 13) pool.push(tiles.splice(rng.below(tiles.length), 1)[0]!);
  // The wall: mostly tiles near the hand's kinds (so draws matter), a few others.
  const wall: Tile[] = [];
  const near = new Set(tiles.flatMap((t) => [t.kind - 1, t.kind, t.kind + 1]));
  while (wall.length < wallSize) wall.push(take(pool, rng, (t) => rng.below(4) === 0 || near.has(t.kind)));
  return { hand: { concealed: tiles, melds } satisfies Hand, wall, seen: pool };
}

function closeTo(actual: { win: number; tenpai: number; expectedScore: number }, expected: Brute): void {
  expect(Math.abs(actual.win - expected.win)).toBeLessThan(TOLERANCE);
  expect(Math.abs(actual.tenpai - expected.tenpai)).toBeLessThan(TOLERANCE);
  // Scores are thousands of points: the same relative precision.
  expect(Math.abs(actual.expectedScore - expected.score)).toBeLessThan(TOLERANCE * Math.max(1, expected.score));
}

describe("odds equal an independent brute force over every draw sequence", () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.boolean()], { numRuns: 20 })(
    "13-tile hands (and 10 with a pon), 1–3 draws from 6–8 unseen tiles",
    (seed, draws, swaps, withCall) => {
      const { hand, wall, seen } = scenario(seed, 13, swaps, 6 + (seed % 3), withCall);
      const ours = handOdds(hand, { draws, seen, scorer: testScorer });
      closeTo(ours, bruteOf(hand.concealed, wall, draws, testScorer));
    },
    BRUTE_TIMEOUT,
  );

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 0, max: 2 })], { numRuns: 10 })(
    "every discard of 14-tile hands, 1–2 draws from 8 unseen tiles",
    (seed, draws, swaps) => {
      const { hand, wall, seen } = scenario(seed, 14, swaps, 8, false);
      const rows = discardOdds(hand, { draws, seen, scorer: testScorer });
      for (const row of rows) {
        // The discarded tile: a plain five unless the red one is the hand's only five.
        const at = hand.concealed.findIndex((t) => t.kind === row.discard && t.red === row.tile.startsWith("0"));
        closeTo(row, bruteOf(without(hand.concealed, at), wall, draws, testScorer));
      }
    },
    BRUTE_TIMEOUT,
  );

  test("the random scenarios are not trivial: most can win within two draws", () => {
    const winning = Array.from({ length: 20 }, (_, seed) => scenario(seed, 13, seed % 3, 8, seed % 4 === 0)).filter(
      ({ hand, seen }) => handOdds(hand, { draws: 2, seen, scorer: testScorer }).win > 0,
    );
    expect(winning.length).toBeGreaterThanOrEqual(10);
  });

  test("a hand holding and drawing red fives: the score averages them exactly over where the red ones lie", () => {
    // 345m and 456p with their red fives among the unseen; a wait on 5s with the red 5s unseen.
    const hand: Hand = { concealed: [..."3m4m6m7m4p6p8p8p3s4s6s7z7z".match(/\d[mpsz]/g)!].map((t) => ({ kind: kindOf(t), red: false })), melds: [] };
    const wall = ["0m", "5m", "0p", "0s", "5s", "2s", "7z"].map((t) => ({ kind: kindOf(t), red: t.startsWith("0") }));
    const seen = complement([...hand.concealed, ...wall]);
    for (const draws of [1, 2, 3]) closeTo(handOdds(hand, { draws, seen, scorer: testScorer }), bruteOf(hand.concealed, wall, draws, testScorer));
  });
});

function kindOf(text: string): number {
  const digit = Number(text[0]);
  return "mpsz".indexOf(text[1]!) * 9 + (digit === 0 ? 5 : digit) - 1;
}
