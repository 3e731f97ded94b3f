// The words the trainer shows for a table's situation, a win's score and an exhausted wall's
// tenpai or noten. Pure (no Pixi), so the wording is unit-tested.
import { thousands } from "@arcade/core";
import { WIND_NAMES, type Wind } from "../rules/score/situation.ts";
import type { Score } from "../rules/score/score.ts";
import type { ExhaustedResult } from "../rules/practice.ts";
import { paoShare, paoYakumanOf } from "../table/pao.ts";
import type { Seat, WinRecord } from "../table/types.ts";

/** "East round · South seat (dealer)" — the East seat is the dealer. */
export function seatLine(roundWind: Wind, seatWind: Wind): string {
  return `${WIND_NAMES[roundWind]} round · ${WIND_NAMES[seatWind]} seat${seatWind === 0 ? " (dealer)" : ""}`;
}

/** The yaku with their han ("Riichi 1 han · Pinfu 1 han · Dora 2 han"), a yakuman by name and multiple. */
export function yakuLine(score: Score): string {
  return score.yaku.map((y) => (y.yakuman > 0 ? `${y.name} (yakuman${y.yakuman > 1 ? ` ×${y.yakuman}` : ""})` : `${y.name} ${y.han} han`)).join(" · ");
}

/**
 * "4 han 30 fu · 7,900 points (2,000 from each other player, 3,900 from the dealer)", the limit
 * named ("mangan"), who pays what on a tsumo or a ron.
 */
export function valueLine(score: Score): string {
  const p = score.points;
  const value =
    score.yakuman > 0 ? (score.yakuman > 1 ? `${score.yakuman}× yakuman` : "Yakuman") : `${score.han} han ${score.fu} fu${p.limit ? ` · ${p.limit}` : ""}`;
  const pays =
    p.ron !== undefined
      ? `all from the player who discarded it`
      : p.dealer !== undefined
        ? `${thousands(p.nonDealer!)} from each other player, ${thousands(p.dealer)} from the dealer`
        : `${thousands(p.nonDealer!)} from each player`;
  return `${value} · ${thousands(p.total)} points (${pays})`;
}

/** "Ready (tenpai): waiting on 3m, 6m" or "Not ready (noten)", with tiles named by `name`. */
export function exhaustedLine(result: ExhaustedResult, name: (kind: number) => string): string {
  return result.tenpai ? `Ready (tenpai): waiting on ${result.waits.map(name).join(", ")}` : "Not ready (noten): the hand was not waiting";
}

/** A win's wait in words with its name: "two-sided wait (ryanmen)". */
export function waitWords(wait: string): string {
  const plain: Record<string, string> = {
    ryanmen: "two-sided wait",
    kanchan: "middle wait",
    penchan: "edge wait",
    tanki: "pair wait",
    shanpon: "two-pair wait",
  };
  return plain[wait] ? `${plain[wait]} (${wait})` : `${wait} wait`;
}

/**
 * "Pao: West fed the third dragon set and pays all of daisangen" (or "half of …, the discarder
 * the other half"), for a win with a responsible seat; null without one.
 */
export function paoLine(win: Pick<WinRecord, "seat" | "from" | "pao" | "score">, who: (seat: Seat) => string): string | null {
  const yakuman = paoYakumanOf(win);
  if (win.pao === null || yakuman === null) return null;
  const set = yakuman === "Daisangen" ? "the third dragon set" : "the fourth wind set";
  const share = paoShare(win) === "all" ? `all of ${yakuman.toLowerCase()}` : `half of ${yakuman.toLowerCase()}, the discarder the other half`;
  return `Pao: ${who(win.pao)} let ${set} be called and pays ${share}`;
}
