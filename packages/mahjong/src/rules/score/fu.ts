// Fu (minipoints) of a standard arrangement: 20 to start, 10 for a closed ron, 2 for a tsumo
// (not with pinfu), 2 for a kanchan, penchan or pair wait, the pair of a value tile (2 per
// reason, so a double-wind pair is 4), and each triplet or kan by kind and concealment; rounded
// up to 10. An open hand that would have 20 has 30. Seven pairs is a flat 25.
import { isOrphan } from "../../analysis/tiles.ts";
import type { Arrangement, Group } from "./melds.ts";
import { isDragon, isPinfu, type HandFacts } from "./yaku.ts";

export const CHIITOITSU_FU = 25;

/** Fu of one triplet or kan: 2 for an open simple, doubled for terminal/honour, concealed, kan. */
export function groupFu(g: Group): number {
  if (g.type === "run") return 0;
  let fu = 2;
  if (isOrphan(g.kind)) fu *= 2;
  if (!g.open) fu *= 2;
  if (g.type === "kan") fu *= 4;
  return fu;
}

/** Fu of the pair: 2 for a dragon, 2 for the seat wind, 2 for the round wind (they add). */
export function pairFu(f: HandFacts, pair: number): number {
  const s = f.situation;
  let fu = 0;
  if (isDragon(pair)) fu += 2;
  if (pair === 27 + s.seatWind) fu += 2;
  if (pair === 27 + s.roundWind) fu += 2;
  return fu;
}

/** The fu of a standard arrangement, rounded up to 10. */
export function arrangementFu(f: HandFacts, a: Arrangement): number {
  const pinfu = isPinfu(f, a);
  if (pinfu) return f.situation.tsumo ? 20 : 30;
  let fu = 20;
  if (f.closed && !f.situation.tsumo) fu += 10;
  if (f.situation.tsumo) fu += 2;
  if (a.wait === "kanchan" || a.wait === "penchan" || a.wait === "tanki") fu += 2;
  fu += pairFu(f, a.pair);
  for (const g of a.groups) fu += groupFu(g);
  if (fu === 20) fu = 30; // an open hand with nothing else: the open-pinfu 30
  return Math.ceil(fu / 10) * 10;
}
