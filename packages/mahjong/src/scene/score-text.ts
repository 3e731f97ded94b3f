// The words the trainer shows for a table's situation, a win's score and an exhausted wall's
// tenpai or noten. Pure (no Pixi), so the wording is unit-tested.
import { WIND_NAMES, type Wind } from "../rules/score/situation.ts";
import type { Score } from "../rules/score/score.ts";
import type { ExhaustedResult } from "../rules/practice.ts";

const thousands = (n: number) => n.toLocaleString("en");

/** "East round · South seat (dealer)" — the East seat is the dealer. */
export function seatLine(roundWind: Wind, seatWind: Wind): string {
  return `${WIND_NAMES[roundWind]} round · ${WIND_NAMES[seatWind]} seat${seatWind === 0 ? " (dealer)" : ""}`;
}

/** The yaku with their han ("Riichi 1 · Pinfu 1 · Dora 2"), a yakuman by name and multiple. */
export function yakuLine(score: Score): string {
  return score.yaku.map((y) => (y.yakuman > 0 ? `${y.name}${y.yakuman > 1 ? ` ×${y.yakuman}` : ""}` : `${y.name} ${y.han}`)).join(" · ");
}

/** "4 han 30 fu · 7,900 (2,000/3,900)", the limit named ("mangan"), who pays what on a tsumo or ron. */
export function valueLine(score: Score): string {
  const p = score.points;
  const value =
    score.yakuman > 0 ? (score.yakuman > 1 ? `${score.yakuman}× yakuman` : "Yakuman") : `${score.han} han ${score.fu} fu${p.limit ? ` · ${p.limit}` : ""}`;
  const pays =
    p.ron !== undefined
      ? `ron ${thousands(p.ron)}`
      : p.dealer !== undefined
        ? `${thousands(p.nonDealer!)}/${thousands(p.dealer)}`
        : `${thousands(p.nonDealer!)} all`;
  return `${value} · ${thousands(p.total)} points (${pays})`;
}

/** "Tenpai: waiting on 3m, 6m" or "Noten", with tiles named by `name`. */
export function exhaustedLine(result: ExhaustedResult, name: (kind: number) => string): string {
  return result.tenpai ? `Tenpai: waiting on ${result.waits.map(name).join(", ")}` : "Noten: the hand was not waiting";
}
