// Exports a played hanchan (its finished hands) as tenhou.net/6 JSON, the log format Tenhou's
// editor writes and mjai-reviewer, Mahjong Soul exporters and log viewers read. Per hand:
// [[round, honba, sticks], start scores, dora indicators, ura indicators, then for each seat
// its starting hand, its takes (draws, and chi "c…" / pon "p…" / open kan "m…" strings whose
// letter's place says who gave the tile) and its discards (60 = the drawn tile, "r" = riichi,
// closed kan "…a…", added kan "…k…", 0 after an open kan), then the result.
import type { Score } from "../rules/score/score.ts";
import { LIMIT_JA, ABORTIVE_JA, NAGASHI_NAME, TSUMOGIRI, WIN_NAME, YAKU_JA, tileCode } from "./tenhou6-codes.ts";
import { kindOf, sortIds, tileOf, type TileId } from "./tile-ids.ts";
import type { HandRecord, Seat, TableMeld, TableRules, TableState, WinRecord } from "./types.ts";

export type Tenhou6Entry = number | string;

export interface Tenhou6Json {
  title: string[];
  name: string[];
  rule: { disp: string; aka: number };
  log: unknown[][];
}

function code(id: TileId, rules: TableRules): number {
  return tileCode(tileOf(id, rules.redFives));
}

/** A call's string; the letter stands before the called tile, its place saying who gave it. */
export function meldString(meld: TableMeld, seat: Seat, rules: TableRules): string {
  const own = sortIds(
    meld.tiles.filter((id) => id !== meld.called && id !== meld.added),
    rules.redFives,
  ).map((id) => String(code(id, rules)));
  if (meld.type === "closedKan") return `${own[0]}${own[1]}${own[2]}a${own[3]}`;
  const called = String(code(meld.called!, rules));
  // 1: the seat on the left (kamicha), 2: across (toimen), 3: the right (shimocha).
  const rel = (seat - meld.from! + 4) % 4;
  const letter = meld.type === "chi" ? "c" : meld.type === "pon" || meld.type === "addedKan" ? "p" : "m";
  const at = rel === 1 ? 0 : rel === 2 ? 1 : own.length;
  const parts = [...own];
  parts.splice(at, 0, `${letter}${called}`);
  const text = parts.join("");
  return meld.type === "addedKan" ? text.replace(`p${called}`, `k${code(meld.added!, rules)}${called}`) : text;
}

/** "30符2飜2000点", "満貫2000-4000点", "40符2飜1300点∀" (a dealer's tsumo): the hand's value, honba left out. */
export function pointsString(score: Score, win: WinRecord, dealer: Seat): string {
  const p = score.points;
  const head = p.limit !== null ? LIMIT_JA[p.limit] : `${score.fu}符${score.han}飜`;
  const honba = p.honba / 300;
  if (!win.tsumo) return `${head}${p.ron! - p.honba}点`;
  if (win.seat === dealer) return `${head}${p.nonDealer! - honba * 100}点∀`;
  return `${head}${p.nonDealer! - honba * 100}-${p.dealer! - honba * 100}点`;
}

export function yakuStrings(score: Score): string[] {
  return score.yaku.map((y) => `${YAKU_JA[y.name] ?? y.name}(${y.yakuman > 0 ? "役満" : `${y.han}飜`})`);
}

function resultOf(h: HandRecord, dealer: Seat): unknown[] {
  const o = h.outcome;
  if (o.type === "win")
    return [WIN_NAME, ...o.wins.flatMap((w) => [w.deltas, [w.seat, w.from, w.pao ?? w.seat, pointsString(w.score, w, dealer), ...yakuStrings(w.score)]])];
  if (o.type === "abortive") return [ABORTIVE_JA[o.reason]];
  return [o.nagashi.length > 0 ? NAGASHI_NAME : "流局", h.deltas];
}

export function handLog(h: HandRecord, rules: TableRules): unknown[] {
  const takes: Tenhou6Entry[][] = [[], [], [], []];
  const discards: Tenhou6Entry[][] = [[], [], [], []];
  for (const e of h.events) {
    if (e.type === "draw") takes[e.seat]!.push(code(e.tile, rules));
    else if (e.type === "discard") {
      const c = e.tsumogiri ? TSUMOGIRI : code(e.tile, rules);
      discards[e.seat]!.push(e.riichi ? `r${c}` : c);
    } else if (e.type === "call") {
      const text = meldString(e.meld, e.seat, rules);
      if (e.meld.type === "closedKan" || e.meld.type === "addedKan") discards[e.seat]!.push(text);
      else takes[e.seat]!.push(text);
      if (e.meld.type === "openKan") discards[e.seat]!.push(0);
    }
  }
  const robbed = robbedKan(h, rules);
  if (robbed) discards[robbed.seat]!.push(robbed.text);
  const dealer = (h.round % 4) as Seat;
  const seats = [0, 1, 2, 3].flatMap((s) => [sortIds(h.haipai[s]!, rules.redFives).map((id) => code(id, rules)), takes[s], discards[s]]);
  return [
    [h.round, h.honba, h.sticks],
    h.startScores,
    h.doraIndicators.map((id) => code(id, rules)),
    h.uraIndicators.map((id) => code(id, rules)),
    ...seats,
    resultOf(h, dealer),
  ];
}

/**
 * A ron on a kan being made (chankan) ends the hand before the kan is made, so the record has the
 * kan's owner's last draw and no kan. Tenhou's log writes the declared kan in the owner's
 * discards, then the win (and the checker replays it so): the added kan on its pon, or, robbed
 * by kokushi, the closed kan of the four tiles the owner held.
 */
function robbedKan(h: HandRecord, rules: TableRules): { seat: Seat; text: string } | null {
  const ron = h.outcome.type === "win" ? h.outcome.wins.find((w) => !w.tsumo) : undefined;
  const last = h.events.findLast((e) => e.type === "draw" || e.type === "discard" || e.type === "call");
  if (!ron || last?.type !== "draw" || last.seat !== ron.from) return null;
  const seat = ron.from;
  const kind = kindOf(ron.tile);
  const melds = h.events.flatMap((e) => (e.type === "call" && e.seat === seat ? [e.meld] : []));
  const pon = melds.find((m) => m.type === "pon" && kindOf(m.tiles[0]!) === kind);
  if (pon && !melds.some((m) => m.type === "addedKan" && kindOf(m.tiles[0]!) === kind)) {
    const meld: TableMeld = { ...pon, type: "addedKan", tiles: [...pon.tiles, ron.tile], added: ron.tile };
    return { seat, text: meldString(meld, seat, rules) };
  }
  const tiles = heldAtEnd(h, seat).filter((id) => kindOf(id) === kind);
  const meld: TableMeld = { type: "closedKan", tiles, called: null, from: null, added: null };
  return tiles.length === 4 ? { seat, text: meldString(meld, seat, rules) } : null;
}

/** A seat's concealed tiles at the end of a hand: its deal and draws, less its discards and called-with tiles. */
function heldAtEnd(h: HandRecord, seat: Seat): TileId[] {
  const held = [...h.haipai[seat]!];
  const drop = (id: TileId) => held.splice(held.indexOf(id), 1);
  for (const e of h.events) {
    if (e.type === "dora" || e.seat !== seat) continue;
    if (e.type === "draw") held.push(e.tile);
    else if (e.type === "discard") drop(e.tile);
    else if (e.type === "call" && e.meld.type === "addedKan") drop(e.meld.added!);
    else if (e.type === "call") e.meld.tiles.filter((id) => id !== e.meld.called).forEach(drop);
  }
  return held;
}

/** The hanchan's finished hands as a tenhou.net/6 log. */
export function printTenhou6(
  state: Pick<TableState, "history" | "rules">,
  names: readonly string[] = ["A", "B", "C", "D"],
  title: readonly string[] = ["Pocket Arcade", ""],
): Tenhou6Json {
  return {
    title: [...title],
    name: [...names],
    rule: { disp: state.rules.redFives ? "般南喰赤" : "般南喰", aka: state.rules.redFives ? 1 : 0 },
    log: state.history.map((h) => handLog(h, state.rules)),
  };
}
