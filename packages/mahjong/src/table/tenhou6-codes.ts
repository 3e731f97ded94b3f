// The tenhou.net/6 log's vocabulary: tile codes (11–19 man, 21–29 pin, 31–39 sou, 41–47 East …
// Red, 51/52/53 the red fives, 60 in a discard list for the drawn tile thrown), the yaku names
// Tenhou prints, the limit names of a win's points, and the names of the draws.
import type { Limit } from "../rules/score/points.ts";
import type { Tile } from "../analysis/tiles.ts";
import type { AbortiveDraw } from "./types.ts";

export const TSUMOGIRI = 60;

export function tileCode(t: Tile): number {
  if (t.red) return 51 + Math.floor(t.kind / 9);
  return 11 + Math.floor(t.kind / 9) * 10 + (t.kind % 9);
}

/** The tile of a code, or null when the number is not one. */
export function codeTile(code: number): Tile | null {
  if (!Number.isInteger(code)) return null;
  if (code >= 51 && code <= 53) return { kind: (code - 51) * 9 + 4, red: true };
  const suit = Math.floor(code / 10) - 1;
  const n = code % 10;
  if (suit < 0 || suit > 3 || n < 1 || n > (suit === 3 ? 7 : 9)) return null;
  return { kind: suit * 9 + n - 1, red: false };
}

const WINDS = ["東", "南", "西", "北"];

/** The scorer's yaku names (rules/score/yaku.ts, yakuman.ts) as Tenhou prints them. */
export const YAKU_JA: Record<string, string> = {
  Riichi: "立直",
  "Double riichi": "両立直",
  Ippatsu: "一発",
  "Menzen tsumo": "門前清自摸和",
  "Haitei raoyue": "海底摸月",
  "Houtei raoyui": "河底撈魚",
  "Rinshan kaihou": "嶺上開花",
  Chankan: "槍槓",
  Pinfu: "平和",
  Tanyao: "断幺九",
  Iipeikou: "一盃口",
  Ryanpeikou: "二盃口",
  "Haku (white dragon)": "役牌 白",
  "Hatsu (green dragon)": "役牌 發",
  "Chun (red dragon)": "役牌 中",
  "Sanshoku doujun": "三色同順",
  "Sanshoku doukou": "三色同刻",
  Ittsu: "一気通貫",
  Chanta: "混全帯幺九",
  Junchan: "純全帯幺九",
  Toitoi: "対々和",
  Sanankou: "三暗刻",
  Sankantsu: "三槓子",
  Shousangen: "小三元",
  Honroutou: "混老頭",
  Honitsu: "混一色",
  Chinitsu: "清一色",
  Chiitoitsu: "七対子",
  Dora: "ドラ",
  "Aka dora": "赤ドラ",
  "Ura dora": "裏ドラ",
  Tenhou: "天和",
  Chiihou: "地和",
  "Kokushi musou": "国士無双",
  "Kokushi musou (13-sided wait)": "国士無双１３面",
  Suuankou: "四暗刻",
  "Suuankou (pair wait)": "四暗刻単騎",
  Daisangen: "大三元",
  Shousuushii: "小四喜",
  Daisuushii: "大四喜",
  Tsuuiisou: "字一色",
  Chinroutou: "清老頭",
  Ryuuiisou: "緑一色",
  "Chuuren poutou": "九蓮宝燈",
  "Junsei chuuren poutou": "純正九蓮宝燈",
  Suukantsu: "四槓子",
};
WINDS.forEach((w, i) => {
  YAKU_JA[`Seat wind (${["East", "South", "West", "North"][i]!})`] = `自風 ${w}`;
  YAKU_JA[`Round wind (${["East", "South", "West", "North"][i]!})`] = `場風 ${w}`;
});

export const LIMIT_JA: Record<Limit, string> = {
  mangan: "満貫",
  haneman: "跳満",
  baiman: "倍満",
  sanbaiman: "三倍満",
  "kazoe yakuman": "役満",
  yakuman: "役満",
};

export const WIN_NAME = "和了";
export const EXHAUSTIVE_NAMES = ["流局", "全員聴牌", "全員不聴"] as const;
export const NAGASHI_NAME = "流し満貫";
export const ABORTIVE_JA: Record<AbortiveDraw, string> = {
  kyuushu: "九種九牌",
  suufon: "四風連打",
  suucha: "四家立直",
  suukaikan: "四槓散了",
  sanchahou: "三家和了",
};
