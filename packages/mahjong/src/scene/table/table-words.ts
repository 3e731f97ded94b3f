// The words of the table mode: who sits where (named from your seat: You, Right, Across, Left),
// the round, the call prompts built from the seat's legal actions, a finished hand's result
// (yaku with han, fu, points, every seat's payment, dora and ura indicators; an exhaustive draw's
// tenpai and noten; an abortive draw by name) and the final table with oka and uma. Pure (no Pixi,
// no DOM), so the wording is unit-tested.
import { thousands } from "@arcade/core";
import { WIND_NAMES } from "../../rules/score/situation.ts";
import { sortIds, tileOf, type TileId } from "../../table/tile-ids.ts";
import type { AbortiveDraw, Action, FinalResult, HandEvent, HandRecord, Seat, TableMeld, TableRules } from "../../table/types.ts";
import { paoLine, valueLine, yakuLine } from "../score-text.ts";
import { faceName } from "../words.ts";

/** Seats named from yours: the next seat in turn order sits on your right. */
const PLACES = ["You", "Right", "Across", "Left"] as const;

export function seatName(seat: Seat, you: Seat): string {
  return PLACES[(seat - you + 4) % 4]!;
}

/** "East 1", "South 4", "West 2" (rounds 0–11). */
export function roundTitle(round: number): string {
  return `${WIND_NAMES[Math.min(3, Math.floor(round / 4))]} ${(round % 4) + 1}`;
}

/** The wind a seat holds this hand: the dealer is East. */
export function windOf(seat: Seat, dealer: Seat): string {
  return WIND_NAMES[(seat - dealer + 4) % 4]!;
}

const signed = (n: number) => (n > 0 ? `+${thousands(n)}` : n < 0 ? `−${thousands(-n)}` : "±0");

export const ABORTIVE_NAMES: Record<AbortiveDraw, string> = {
  kyuushu: "Nine terminals and honours (kyuushu kyuuhai)",
  suufon: "Four of the same wind discarded (suufon renda)",
  suucha: "Four riichi (suucha riichi)",
  suukaikan: "Four kans by more than one player (suukaikan)",
  sanchahou: "Three players ron the same tile (sanchahou)",
};

/** One button of the call prompt: its label, its key (meta's action id) and what it does. */
export interface PromptChoice {
  id: "tsumo" | "ron" | "riichi" | "kan" | "pon" | "chi" | "kyuushu" | "skip";
  label: string;
  /** The action it takes; none for Riichi (it picks the riichi discards out of the hand). */
  action: Action | null;
}

/**
 * The prompt's buttons for the seat's legal actions, shown only when there is a choice besides a
 * plain discard: Tsumo, Riichi, each Kan, Nine terminals on your turn; Ron, each Pon, Kan, each
 * Chi (by the two tiles it uses) and Skip on another seat's tile.
 */
export function promptChoices(legal: readonly Action[], rules: TableRules, textLabels: boolean): PromptChoice[] {
  const name = (id: TileId) => faceName(tileOf(id, rules.redFives), textLabels);
  const out: PromptChoice[] = [];
  const pons = legal.filter((a) => a.type === "pon");
  const chis = legal.filter((a) => a.type === "chi");
  for (const a of legal) {
    switch (a.type) {
      case "tsumo":
        out.push({ id: "tsumo", label: "Tsumo", action: a });
        break;
      case "ron":
        out.push({ id: "ron", label: "Ron", action: a });
        break;
      case "closedKan":
        out.push({ id: "kan", label: `Kan ${faceName(a.kind, textLabels)}`, action: a });
        break;
      case "addedKan":
        out.push({ id: "kan", label: `Kan ${name(a.tile)}`, action: a });
        break;
      case "openKan":
        out.push({ id: "kan", label: "Kan", action: a });
        break;
      case "pon":
        out.push({ id: "pon", label: pons.length > 1 ? `Pon ${a.tiles.map(name).join(" ")}` : "Pon", action: a });
        break;
      case "chi":
        out.push({ id: "chi", label: chis.length > 1 ? `Chi ${a.tiles.map(name).join(" ")}` : "Chi", action: a });
        break;
      case "kyuushu":
        out.push({ id: "kyuushu", label: "Nine terminals: draw", action: a });
        break;
      default:
        break;
    }
  }
  if (legal.some((a) => a.type === "discard" && a.riichi === true))
    out.splice(out[0]?.id === "tsumo" ? 1 : 0, 0, { id: "riichi", label: "Riichi", action: null });
  const pass = legal.find((a) => a.type === "pass");
  if (pass) out.push({ id: "skip", label: "Skip", action: pass });
  return out;
}

export interface HandResult {
  title: string;
  lines: string[];
}

/** A finished hand as the result panel shows it; `names` says how each seat is called. */
export function handResult(h: HandRecord, you: Seat, rules: TableRules, textLabels: boolean): HandResult {
  const who = (seat: Seat) => seatName(seat, you);
  const tiles = (ids: readonly TileId[]) => ids.map((id) => faceName(tileOf(id, rules.redFives), textLabels)).join(" ");
  const dealer = (h.round % 4) as Seat;
  const head = `${roundTitle(h.round)}${h.honba > 0 ? ` · ${h.honba} honba` : ""}`;
  const payments = paymentLines(h, you);
  const outcome = h.outcome;
  if (outcome.type === "abortive")
    return { title: `${head}: abortive draw`, lines: [ABORTIVE_NAMES[outcome.reason], "The dealer keeps the deal; one more honba.", ...payments] };
  if (outcome.type === "exhaustive") {
    const seats = [0, 1, 2, 3] as Seat[];
    const tenpai = seats.filter((s) => outcome.tenpai[s]);
    const noten = seats.filter((s) => !outcome.tenpai[s]);
    const lines = [
      `Ready (tenpai): ${tenpai.length === 0 ? "nobody" : tenpai.map(who).join(", ")}`,
      `Not ready (noten): ${noten.length === 0 ? "nobody" : noten.map(who).join(", ")}`,
      ...(outcome.nagashi.length > 0 ? [`Nagashi mangan: ${outcome.nagashi.map(who).join(", ")}`] : []),
      tenpai.length === 0 || tenpai.length === 4 ? "No tenpai payments." : "Noten players pay 3,000 in all to the tenpai players.",
      ...payments,
    ];
    return { title: `${head}: exhaustive draw`, lines };
  }
  const lines: string[] = [];
  for (const w of outcome.wins) {
    const how = w.tsumo ? "Tsumo" : `Ron on ${who(w.from) === "You" ? "your" : `${who(w.from)}'s`} ${tiles([w.tile])}`;
    lines.push(`${who(w.seat)}${w.seat === dealer ? " (dealer)" : ""}: ${how}`);
    lines.push(
      `Hand: ${tiles(
        sortIds(
          w.concealed.filter((id) => id !== w.tile),
          rules.redFives,
        ),
      )} + ${tiles([w.tile])}${w.melds.map((m) => ` [${tiles(m.tiles)}]`).join("")}`,
    );
    lines.push(yakuLine(w.score));
    lines.push(valueLine(w.score));
    const pao = paoLine(w, who);
    if (pao !== null) lines.push(pao);
  }
  lines.push(`Dora indicators: ${tiles(h.doraIndicators)}${h.uraIndicators.length > 0 ? ` · ura: ${tiles(h.uraIndicators)}` : ""}`);
  const winners = outcome.wins.map((w) => who(w.seat)).join(" and ");
  return {
    title: `${head}: ${outcome.wins.length > 1 ? "double ron" : outcome.wins[0]!.tsumo ? "tsumo" : "ron"} · ${winners}`,
    lines: [...lines, ...payments],
  };
}

/** "You +8,000 → 33,000" for every seat (riichi sticks paid during the hand are in the scores). */
function paymentLines(h: HandRecord, you: Seat): string[] {
  const riichiPaid = [0, 0, 0, 0];
  for (const e of h.events) if (e.type === "riichiAccepted") riichiPaid[e.seat]! += 1000;
  const parts = ([0, 1, 2, 3] as Seat[]).map((s) => {
    const after = h.startScores[s]! - riichiPaid[s]! + h.deltas[s]!;
    const stick = riichiPaid[s]! > 0 ? " (riichi −1,000)" : "";
    return `${seatName(s, you)} ${signed(h.deltas[s]!)}${stick} → ${thousands(after)}`;
  });
  return ["Payments:", ...parts];
}

const PLACE_WORDS = ["1st", "2nd", "3rd", "4th"];

/** The final table: place, seat, final score, and points after oka and uma ("+48.2"). */
export function finalLines(final: FinalResult, you: Seat): string[] {
  return final.placements.map((p) => {
    const pts = p.points > 0 ? `+${p.points.toFixed(1)}` : p.points.toFixed(1).replace("-", "−");
    return `${PLACE_WORDS[p.place - 1]} ${seatName(p.seat, you)} · ${thousands(p.score)} · ${pts}`;
  });
}

/** Your place in words for the results' headline. */
export function placeWords(final: FinalResult, you: Seat): string {
  const p = final.placements.find((x) => x.seat === you)!;
  return `${PLACE_WORDS[p.place - 1]} place`;
}

/** A discard's tile kind, for the status line ("Left discards 5p"). */
export function tileWord(id: TileId, rules: TableRules, textLabels: boolean): string {
  return faceName(tileOf(id, rules.redFives), textLabels);
}

/** The hand's last `count` events in words, oldest first: discards, calls, riichi, new dora. */
export function recentEvents(events: readonly HandEvent[], you: Seat, rules: TableRules, textLabels: boolean, count: number): string[] {
  const name = (id: TileId) => faceName(tileOf(id, rules.redFives), textLabels);
  const out: string[] = [];
  for (const e of events) {
    if (e.type === "discard") out.push(`${seatName(e.seat, you)} discarded ${name(e.tile)}${e.riichi ? ", riichi" : ""}`);
    else if (e.type === "call") out.push(`${seatName(e.seat, you)}: ${MELD_WORDS[e.meld.type]} ${e.meld.tiles.map(name).join(" ")}`);
    else if (e.type === "riichiAccepted") out.push(`${seatName(e.seat, you)} is in riichi`);
    else if (e.type === "dora") out.push(`New dora indicator: ${name(e.indicator)}`);
  }
  return out.slice(-count);
}

const MELD_WORDS: Record<TableMeld["type"], string> = { chi: "Chi", pon: "Pon", openKan: "Kan", addedKan: "Added kan", closedKan: "Closed kan" };
