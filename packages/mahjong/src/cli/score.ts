// `pnpm arcade mahjong score "<hand>" --win <tile> [situation flags]`: the yaku, han, fu and
// points of a winning hand under our rules (README "Scoring"). The hand is the whole winning hand,
// the winning tile included; --win says which of its tiles completed it. Node only.
import { InputError } from "@arcade/core";
import { intOption, type Command, type OptionValues } from "@arcade/core/cli";
import { parseHand, printHand, type Hand } from "../analysis/hand.ts";
import { countsOf, KIND_COUNT, parseTileList, tileName, type Tile } from "../analysis/tiles.ts";
import { scoreWin, type Score } from "../rules/score/score.ts";
import { situation, WIND_LETTERS, type Situation, type Wind } from "../rules/score/situation.ts";

export interface ScoreJson {
  hand: string;
  win: string;
  han: number;
  fu: number;
  yakuman: number;
  yaku: { name: string; han: number }[];
  points: Score["points"];
  form: Score["form"];
  wait: Score["wait"];
}

/** The JSON of a score (shared with `analyze` on a complete hand). */
export function scoreJson(hand: Hand, win: Tile, score: Score): ScoreJson {
  return {
    hand: printHand(hand),
    win: tileName(win),
    han: score.han,
    fu: score.fu,
    yakuman: score.yakuman,
    yaku: score.yaku.map(({ name, han }) => ({ name, han })),
    points: score.points,
    form: score.form,
    wait: score.wait,
  };
}

/** One or two lines: the yaku, then han/fu, the limit and who pays what. */
export function scoreLines(s: ScoreJson): string[] {
  const yaku = s.yaku.map((y) => (s.yakuman > 0 ? y.name + (y.han > 13 ? ` (×${y.han / 13})` : "") : `${y.name} ${y.han}`)).join(", ");
  const p = s.points;
  const value = s.yakuman > 0 ? (s.yakuman > 1 ? `${s.yakuman}× yakuman` : "yakuman") : `${s.han} han ${s.fu} fu${p.limit ? ` (${p.limit})` : ""}`;
  let pays: string;
  if (p.ron !== undefined) pays = `ron ${p.ron}`;
  else if (p.dealer !== undefined) pays = `tsumo ${p.nonDealer}/${p.dealer}`;
  else pays = `tsumo ${p.nonDealer} all`;
  const extras = p.honba + p.sticks > 0 ? ` (hand ${p.hand}, honba ${p.honba}, sticks ${p.sticks})` : "";
  return [`  ${yaku}`, `  ${value}: ${pays}, total ${p.total}${extras}`];
}

function tilesOption(values: OptionValues, name: string): Tile[] {
  const raw = values[name];
  if (typeof raw !== "string") return [];
  try {
    return parseTileList(raw.replace(/\s+/g, ""));
  } catch (error) {
    if (error instanceof InputError) throw new InputError(error.message, `--${name}, ${error.where}`);
    throw error;
  }
}

function windOption(values: OptionValues, name: string): Wind {
  const raw = values[name];
  if (raw === undefined) return 0;
  const at = WIND_LETTERS.indexOf(String(raw).toUpperCase() as (typeof WIND_LETTERS)[number]);
  if (at < 0) throw new InputError(`must be one of E, S, W, N, got ${JSON.stringify(raw)}`, `--${name}`);
  return at as Wind;
}

/** The situation the flags describe; contradictions between flags are named by their flags. */
export function situationOf(values: OptionValues): Situation {
  const on = (name: string) => values[name] === true;
  if (on("riichi") && on("double-riichi")) throw new InputError("give --riichi or --double-riichi, not both", "--double-riichi");
  if (on("ippatsu") && !on("riichi") && !on("double-riichi")) throw new InputError("needs --riichi or --double-riichi", "--ippatsu");
  if (on("haitei") && on("rinshan")) throw new InputError("the kan's replacement tile is never the last tile of the wall", "--haitei with --rinshan");
  if (on("chankan") && on("tsumo")) throw new InputError("chankan is a ron on another player's added kan", "--chankan with --tsumo");
  if (on("rinshan") && !on("tsumo")) throw new InputError("rinshan is won by tsumo (add --tsumo)", "--rinshan");
  if (on("tenhou") && on("chiihou")) throw new InputError("give --tenhou (dealer) or --chiihou (non-dealer), not both", "--chiihou");
  const seatWind = windOption(values, "seat");
  if (on("tenhou") && seatWind !== 0) throw new InputError("tenhou is the dealer's (--seat E); a non-dealer's first-draw win is --chiihou", "--tenhou");
  if (on("chiihou") && seatWind === 0) throw new InputError("chiihou is a non-dealer's; the dealer's first-draw win is --tenhou", "--chiihou");
  if ((on("tenhou") || on("chiihou")) && !on("tsumo"))
    throw new InputError("a first-draw win is a tsumo (add --tsumo)", on("tenhou") ? "--tenhou" : "--chiihou");
  return situation({
    roundWind: windOption(values, "round"),
    seatWind,
    tsumo: on("tsumo"),
    riichi: on("double-riichi") ? "double" : on("riichi") ? "riichi" : "none",
    ippatsu: on("ippatsu"),
    lastTile: on("haitei"),
    rinshan: on("rinshan"),
    chankan: on("chankan"),
    firstDraw: on("tenhou") || on("chiihou"),
    dora: tilesOption(values, "dora").map((t) => t.kind),
    ura: tilesOption(values, "ura").map((t) => t.kind),
    honba: intOption(values, "honba", 0, 100, 0),
    sticks: intOption(values, "sticks", 0, 100, 0),
  });
}

/** No tile more than four times, nor a red five twice, across the hand and the indicators. */
function checkIndicators(hand: Hand, values: OptionValues): void {
  const tiles = [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)];
  for (const name of ["dora", "ura"]) {
    const more = tilesOption(values, name);
    tiles.push(...more);
    const counts = countsOf(tiles);
    for (let k = 0; k < KIND_COUNT; k++) {
      if (counts[k]! > 4) throw new InputError(`${tileName(k)} would appear ${counts[k]} times with the hand (at most 4)`, `--${name}`);
    }
    for (const five of more.filter((t) => t.red)) {
      if (tiles.filter((t) => t.red && t.kind === five.kind).length > 1)
        throw new InputError(`a second red five ${tileName(five)} (one per suit)`, `--${name}`);
    }
  }
}

/** Scores the hand text with the command's option values. */
export function scoreText(text: string, values: OptionValues): ScoreJson {
  const hand = parseHand(text.trim());
  if (hand.concealed.length % 3 !== 2) {
    throw new InputError(`has ${hand.concealed.length} concealed tiles: give the whole winning hand, the winning tile included`, "hand");
  }
  if (typeof values.win !== "string") throw new InputError("is required: the tile that completed the hand (0m/0p/0s for a red five)", "--win");
  const winTiles = tilesOption(values, "win");
  if (winTiles.length !== 1) throw new InputError(`must be one tile, got ${JSON.stringify(values.win)}`, "--win");
  const win = winTiles[0]!;
  checkIndicators(hand, values);
  return scoreJson(hand, win, scoreWin(hand, win, situationOf(values)));
}

export const scoreCommand: Command = {
  name: "score",
  summary: "Yaku, han, fu and points of a winning hand (Riichi rules: red fives, open tanyao, no kiriage).",
  usage:
    '"<hand>" --win <tile> [--tsumo] [--riichi|--double-riichi] [--ippatsu] [--round E|S|W|N] [--seat E|S|W|N] ' +
    "[--dora <tiles>] [--ura <tiles>] [--haitei] [--rinshan] [--chankan] [--tenhou|--chiihou] [--honba N] [--sticks N]",
  details: [
    "The hand is the whole winning hand in mpsz, the winning tile included: 14 concealed tiles,",
    '3 fewer per call, calls as `analyze` takes them ("23455m678p [789s] (1111z)"); a tenhou.net/2',
    "link works too. --win names the tile that completed it (0p for a red five). Without flags the",
    "win is a ron, East round, East seat (the dealer). --haitei is the last tile: haitei on a",
    "tsumo, houtei on a ron. --dora/--ura take the indicator tiles (--dora 3m7z). The highest-",
    "scoring reading of the hand is scored. `total` is what the winner receives, honba (300 per",
    "ron, 100 per payer on a tsumo) and riichi sticks (1000 each) included; `yakuman` is 0 or the",
    "yakuman multiple. A hand that is not a win, has no yaku, or contradicting flags exits 2.",
    'Example: pnpm arcade mahjong score "234m567p234678s55p" --win 4m --tsumo --seat S --json',
  ].join("\n"),
  options: {
    win: { type: "string", value: "TILE", description: "the tile that completed the hand (required)" },
    tsumo: { type: "boolean", description: "won by self-draw (default: ron)" },
    riichi: { type: "boolean", description: "riichi declared" },
    "double-riichi": { type: "boolean", description: "double riichi (declared on the first turn)" },
    ippatsu: { type: "boolean", description: "won within one go-around of the riichi" },
    round: { type: "string", value: "WIND", description: "round wind E, S, W or N (default E)" },
    seat: { type: "string", value: "WIND", description: "seat wind E, S, W or N (default E, the dealer)" },
    dora: { type: "string", value: "TILES", description: "dora indicators in mpsz" },
    ura: { type: "string", value: "TILES", description: "ura-dora indicators in mpsz (riichi only)" },
    haitei: { type: "boolean", description: "won on the last tile (haitei by tsumo, houtei by ron)" },
    rinshan: { type: "boolean", description: "tsumo on a kan's replacement tile" },
    chankan: { type: "boolean", description: "ron on a tile added to a kan" },
    tenhou: { type: "boolean", description: "the dealer's win on the first draw" },
    chiihou: { type: "boolean", description: "a non-dealer's win on the first draw, no call before" },
    honba: { type: "string", value: "N", description: "honba counters (default 0)" },
    sticks: { type: "string", value: "N", description: "riichi sticks on the table (default 0)" },
  },
  positionals: 1,
  run({ values, positionals, json, io }) {
    const text = positionals[0];
    if (text === undefined) throw new InputError("is required", "hand");
    const result = scoreText(text, values);
    const head = `${result.hand}  win ${result.win} (${values.tsumo === true ? "tsumo" : "ron"})`;
    io.stdout.write(json ? `${JSON.stringify(result)}\n` : `${[head, ...scoreLines(result)].join("\n")}\n`);
  },
};
