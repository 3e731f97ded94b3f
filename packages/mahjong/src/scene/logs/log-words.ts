// The log player and the reviewer in words: the hand's name, each event, the hand's result, a
// seat's name with its wind, and a reviewed discard's row. Tiles are named by the caller (faces'
// names on the canvas, spoken names in the text alternative). Pure, unit-tested.
import { plural, thousands } from "@arcade/core";
import type { DecisionReview, ReviewSummary } from "../../analysis/review.ts";
import { tileOf, type TileId } from "../../table/tile-ids.ts";
import type { HandEvent, HandRecord, TableRules } from "../../table/types.ts";
import { paoLine, valueLine, yakuLine } from "../score-text.ts";
import type { Tile } from "../../analysis/tiles.ts";

const WINDS = ["East", "South", "West", "North"];
const ABORTIVE: Record<string, string> = {
  kyuushu: "nine terminals (kyuushu kyuuhai)",
  suufon: "four winds (suufon renda)",
  suucha: "four riichi (suucha riichi)",
  suukaikan: "four kans (suukaikan)",
  sanchahou: "three rons (sanchahou)",
};
const CALLS: Record<string, string> = { chi: "chi", pon: "pon", openKan: "open kan", closedKan: "closed kan", addedKan: "added kan" };

export type Namer = (tile: Tile) => string;

/** "East 1, 0 honba" (round 0–11). */
export function handName(record: Pick<HandRecord, "round" | "honba">): string {
  return `${WINDS[Math.floor(record.round / 4)] ?? "?"} ${(record.round % 4) + 1}, ${record.honba} honba`;
}

/** A seat by its name and its wind in that hand: "B (South)"; "Seat 1 (South)" without a name. */
export function seatName(names: readonly string[], seat: number, round: number): string {
  const wind = WINDS[(seat - (round % 4) + 4) % 4]!;
  return `${names[seat] || `Seat ${seat}`} (${wind})`;
}

/** One event: "B (South) draws 3m", "A (East) discards 5p, riichi", "C (West) pons 7z", "New dora indicator 4s". */
export function eventText(e: HandEvent, names: readonly string[], round: number, rules: TableRules, name: Namer): string {
  const t = (id: TileId) => name(tileOf(id, rules.redFives));
  if (e.type === "dora") return `New dora indicator ${t(e.indicator)}`;
  const who = seatName(names, e.seat, round);
  if (e.type === "draw") return `${who} draws ${t(e.tile)}${e.rinshan ? " from the dead wall" : ""}`;
  if (e.type === "discard") return `${who} discards ${t(e.tile)}${e.tsumogiri ? " (the drawn tile)" : ""}${e.riichi ? ", riichi" : ""}`;
  if (e.type === "riichiAccepted") return `${who}'s riichi stands: 1,000 points on the table`;
  const m = e.meld;
  const tiles = m.tiles.map(t).join(" ");
  return `${who} calls ${CALLS[m.type]} ${tiles}${m.from !== null && m.from !== e.seat ? ` from ${seatName(names, m.from, round)}` : ""}`;
}

/**
 * The hand's result: who won from whom with the yaku and points (and, after a riichi win, the
 * ura-dora indicators, as the table turns them over), or the draw and who was ready.
 */
export function resultLines(record: HandRecord, names: readonly string[], rules: TableRules, name: Namer): string[] {
  const o = record.outcome;
  const payments = `Payments: ${record.deltas.map((d, s) => `${names[s] || `Seat ${s}`} ${d > 0 ? "+" : ""}${thousands(d)}`).join(" · ")}`;
  if (o.type === "win") {
    const lines = o.wins.flatMap((w) => [
      w.tsumo
        ? `${seatName(names, w.seat, record.round)} wins by tsumo`
        : `${seatName(names, w.seat, record.round)} wins by ron from ${seatName(names, w.from, record.round)}`,
      yakuLine(w.score),
      valueLine(w.score),
      ...[paoLine(w, (s) => seatName(names, s, record.round))].filter((line) => line !== null),
    ]);
    const riichiWin = o.wins.some((w) => w.score.yaku.some((y) => y.name === "Riichi" || y.name === "Double riichi"));
    const ura = record.uraIndicators.map((id) => name(tileOf(id, rules.redFives)));
    return [...lines, ...(riichiWin && ura.length > 0 ? [`Ura-dora indicator${ura.length > 1 ? "s" : ""}: ${ura.join(" ")}`] : []), payments];
  }
  if (o.type === "abortive") return [`Abortive draw: ${ABORTIVE[o.reason]}`, payments];
  const ready = o.tenpai.flatMap((t, s) => (t ? [names[s] || `Seat ${s}`] : []));
  const head = o.nagashi.length > 0 ? `Nagashi mangan: ${o.nagashi.map((s) => names[s] || `Seat ${s}`).join(", ")}` : "Exhaustive draw";
  return [`${head} · ready (tenpai): ${ready.length > 0 ? ready.join(", ") : "nobody"}`, payments];
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * A reviewed discard in one line: "East 1-0 turn 3: 5m · best 3p (win 23.0%), by score 3p
 * (1,200) · cost 1.2% win, 80 points" — or "matched" when the choice was the best by both.
 */
export function reviewRow(d: DecisionReview): string {
  const head = `${d.label}: ${d.discard}`;
  if (d.model === "efficiency") return `${head} · too far from ready to rate; by tile count ${d.efficientDiscard ?? "?"}`;
  if (d.bestByWin === null || d.bestByScore === null) return `${head} · not rated`;
  const best = `best ${d.bestByWin.discard} (win ${pct(d.bestByWin.win)}), by score ${d.bestByScore.discard} (${thousands(Math.round(d.bestByScore.expectedScore))})`;
  if (d.winCost === null || d.scoreCost === null) return `${head} · ${best}`;
  if (d.winCost <= 0 && d.scoreCost <= 0) return `${head} · the best · ${best}`;
  return `${head} · ${best} · cost ${pct(d.winCost)} win, ${plural(Math.round(d.scoreCost), "point")}`;
}

/** "12 discards, 10 rated: 7 best by win chance, 6 by score; cost 4.1% win, 830 points in all". */
export function summaryLine(s: ReviewSummary): string {
  return `${plural(s.decisions, "discard")}, ${s.rated} rated: ${s.bestByWin} best by win chance, ${s.bestByScore} by score; cost ${pct(s.winCost)} win, ${plural(Math.round(s.scoreCost), "point")} in all`;
}
