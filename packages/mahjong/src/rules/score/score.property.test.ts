// score.ts against naive-score.ts (a second scorer written separately: tile lists, every cut of
// the hand, yaku as predicates, fu from a table) on random winning hands: standard hands built
// from random groups (runs, triplets, calls of every kind) drawn from palettes that reach the
// flushes, honours, terminals and green tiles; seven pairs; thirteen orphans — with random
// winning tiles, red fives, dora, riichi, winds and the situational bonuses; nine gates shapes. Han, fu, yakuman
// and points must agree on every hand, as must "no score".
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { MeldType } from "../../analysis/hand.ts";
import { ORPHANS } from "../../analysis/tiles.ts";
import { naiveScore } from "./naive-score.ts";
import { scoreHand } from "./score.ts";
import { situation, situationProblem, type Situation, type Wind } from "./situation.ts";

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const PALETTES: number[][] = [
  range(0, 34),
  range(0, 34),
  range(0, 9),
  [...range(9, 18), ...range(27, 34)],
  [...ORPHANS],
  range(27, 34),
  [19, 20, 21, 23, 25, 32],
  [0, 1, 2, 6, 7, 8, 9, 10, 11, 15, 16, 17, 27, 31],
];

interface Built {
  concealed: number[];
  calls: { type: MeldType; kind: number }[];
  win: number;
  red: number;
  situation: Situation;
}

const groupArb = fc.record({
  shape: fc.constantFrom("run", "run", "triplet", "triplet", "kan"),
  pick: fc.nat(),
  call: fc.constantFrom("none", "none", "none", "open", "open", "closed", "added"),
});

const situationArb = fc.record({
  round: fc.integer({ min: 0, max: 3 }),
  seat: fc.integer({ min: 0, max: 3 }),
  tsumo: fc.boolean(),
  riichi: fc.constantFrom("none", "riichi", "riichi", "double"),
  ippatsu: fc.boolean(),
  lastTile: fc.integer({ min: 0, max: 9 }),
  rinshan: fc.boolean(),
  chankan: fc.integer({ min: 0, max: 9 }),
  firstDraw: fc.integer({ min: 0, max: 19 }),
  dora: fc.array(fc.integer({ min: 0, max: 33 }), { maxLength: 3 }),
  ura: fc.array(fc.integer({ min: 0, max: 33 }), { maxLength: 3 }),
  honba: fc.integer({ min: 0, max: 3 }),
  sticks: fc.integer({ min: 0, max: 2 }),
});

const handArb = fc.record({
  palette: fc.integer({ min: 0, max: PALETTES.length - 1 }),
  form: fc.integer({ min: 0, max: 12 }),
  groups: fc.array(groupArb, { minLength: 4, maxLength: 4 }),
  pair: fc.nat(),
  pairs: fc.uniqueArray(fc.integer({ min: 0, max: 33 }), { minLength: 7, maxLength: 7 }),
  orphanPair: fc.integer({ min: 0, max: 12 }),
  winPick: fc.nat(),
  reds: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  situation: situationArb,
});

type HandDraw = typeof handArb extends fc.Arbitrary<infer T> ? T : never;

function build(d: HandDraw): Built | null {
  const palette = PALETTES[d.palette]!;
  let concealed: number[] = [];
  const calls: { type: MeldType; kind: number }[] = [];
  if (d.form === 10) concealed = d.pairs.flatMap((k) => [k, k]);
  else if (d.form === 11) concealed = [...ORPHANS, ORPHANS[d.orphanPair]!];
  else if (d.form === 12) {
    const base = 9 * (d.pair % 3);
    concealed = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, d.orphanPair % 9].map((n) => base + n);
  } else {
    concealed.push(palette[d.pair % palette.length]!, palette[d.pair % palette.length]!);
    for (const g of d.groups) {
      let kind = palette[g.pick % palette.length]!;
      let shape = g.shape;
      if (shape === "run") {
        const starts = palette.filter((k) => k < 27 && k % 9 <= 6 && palette.includes(k + 1) && palette.includes(k + 2));
        if (starts.length === 0) shape = "triplet";
        else kind = starts[g.pick % starts.length]!;
      }
      if (shape === "run") {
        if (g.call === "open") calls.push({ type: "chi", kind });
        else concealed.push(kind, kind + 1, kind + 2);
      } else if (shape === "triplet") {
        if (g.call === "open") calls.push({ type: "pon", kind });
        else concealed.push(kind, kind, kind);
      } else {
        const type: MeldType = g.call === "open" ? "openKan" : g.call === "added" ? "addedKan" : "closedKan";
        calls.push({ type, kind });
      }
    }
  }
  const all = [
    ...concealed,
    ...calls.flatMap((c) => (c.type === "chi" ? [c.kind, c.kind + 1, c.kind + 2] : new Array<number>(c.type === "pon" ? 3 : 4).fill(c.kind))),
  ];
  for (let k = 0; k < 34; k++) if (all.filter((t) => t === k).length > 4) return null;
  const win = concealed[d.winPick % concealed.length]!;
  const red = [4, 13, 22].filter((five, i) => d.reds[i]! && all.includes(five)).length;
  const sd = d.situation;
  const open = calls.some((c) => c.type !== "closedKan");
  const kans = calls.filter((c) => c.type !== "chi" && c.type !== "pon").length;
  const riichi = open ? "none" : sd.riichi === "double" && calls.length > 0 ? "riichi" : sd.riichi;
  const lastTile = sd.lastTile === 0;
  const ippatsu = riichi !== "none" && sd.ippatsu;
  const rinshan = sd.tsumo && kans > 0 && !lastTile && !ippatsu && sd.rinshan;
  const chankan = !sd.tsumo && !lastTile && sd.chankan === 0;
  const firstDraw = calls.length === 0 && sd.tsumo && riichi === "none" && !lastTile && sd.firstDraw === 0;
  const s = situation({
    roundWind: sd.round as Wind,
    seatWind: sd.seat as Wind,
    tsumo: sd.tsumo,
    riichi,
    ippatsu,
    lastTile,
    rinshan,
    chankan,
    firstDraw,
    dora: sd.dora,
    ura: riichi === "none" ? [] : sd.ura.slice(0, sd.dora.length),
    honba: sd.honba,
    sticks: sd.sticks,
  });
  if (situationProblem(s, { open, kans, calls: calls.length }) !== null) return null;
  return { concealed, calls, win, red, situation: s };
}

const winArb = handArb.map(build).filter((b): b is Built => b !== null);

function counts(tiles: number[]): number[] {
  const c = new Array<number>(34).fill(0);
  for (const t of tiles) c[t]!++;
  return c;
}

describe("score.ts agrees with the naive scorer", () => {
  test.prop([winArb], { numRuns: 20_000 })("on random winning hands (han, fu, yakuman, total)", (b) => {
    const ours = scoreHand({ counts: counts(b.concealed), win: b.win, red: b.red, calls: b.calls }, b.situation);
    const theirs = naiveScore(b.concealed, b.calls, b.win, b.red, b.situation);
    if (theirs === null) {
      expect(ours).toBeNull();
      return;
    }
    expect(ours).not.toBeNull();
    expect({ han: ours!.han, fu: ours!.fu, yakuman: ours!.yakuman, total: ours!.points.total }).toEqual({
      han: theirs.han,
      fu: theirs.fu,
      yakuman: theirs.yakuman,
      total: theirs.total,
    });
  });

  it("the random hands reach every yaku and yakuman, every wait and every limit", () => {
    const scores = fc
      .sample(winArb, { numRuns: 20_000, seed: 19 })
      .map((b) => scoreHand({ counts: counts(b.concealed), win: b.win, red: b.red, calls: b.calls }, b.situation));
    const seen = new Set(
      scores.flatMap((r) =>
        r === null ? ["no score"] : [...r.yaku.map((y) => y.name.replace(/ \(.*/, "")), r.wait ?? r.form, r.points.limit ?? "below mangan"],
      ),
    );
    const expected = [
      ...["Aka dora", "Chankan", "Chanta", "Chiihou", "Chiitoitsu", "Chinitsu", "Chinroutou", "Chuuren poutou", "Chun", "Daisangen", "Daisuushii"],
      ...["Dora", "Double riichi", "Haitei raoyue", "Haku", "Hatsu", "Honitsu", "Honroutou", "Houtei raoyui", "Iipeikou", "Ippatsu", "Ittsu"],
      ...["Junchan", "Junsei chuuren poutou", "Kokushi musou", "Menzen tsumo", "Pinfu", "Riichi", "Rinshan kaihou", "Round wind", "Ryanpeikou"],
      ...["Ryuuiisou", "Sanankou", "Sankantsu", "Sanshoku doujun", "Sanshoku doukou", "Seat wind", "Shousangen", "Shousuushii", "Suuankou"],
      ...["Suukantsu", "Tanyao", "Tenhou", "Toitoi", "Tsuuiisou", "Ura dora"],
      ...["kanchan", "penchan", "ryanmen", "shanpon", "tanki", "chiitoitsu", "kokushi", "no score"],
      ...["below mangan", "mangan", "haneman", "baiman", "sanbaiman", "kazoe yakuman", "yakuman"],
    ];
    expect([...seen].sort()).toEqual(expected.sort());
  });
});
