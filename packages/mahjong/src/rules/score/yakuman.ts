// Yakuman (limit hands). Under our rules they stack (two yakuman score as a double), and four
// are doubles by themselves: thirteen orphans on a 13-sided wait, four concealed triplets on a
// pair wait, pure nine gates (the nine-sided wait) and big four winds.
import { isOrphan, ORPHANS } from "../../analysis/tiles.ts";
import type { Arrangement } from "./melds.ts";
import { isDragon, isWind, type HandFacts, type Yaku } from "./yaku.ts";

const yakuman = (name: string, multiple: number): Yaku => ({ name, han: 13 * multiple, yakuman: multiple });

/** The green tiles of ryuuiisou: 2, 3, 4, 6, 8 of bamboo and the green dragon. */
const GREEN = new Set([19, 20, 21, 23, 25, 32]);

/** Yakuman of the tiles alone or the situation, whatever the arrangement. */
export function tileYakuman(f: HandFacts): Yaku[] {
  const out: Yaku[] = [];
  const s = f.situation;
  if (s.firstDraw) out.push(yakuman(s.seatWind === 0 ? "Tenhou" : "Chiihou", 1));
  let honoursOnly = true;
  let terminalsOnly = true;
  let green = true;
  for (let k = 0; k < 34; k++) {
    if (f.all[k] === 0) continue;
    if (k < 27) honoursOnly = false;
    if (!isOrphan(k) || k >= 27) terminalsOnly = false;
    if (!GREEN.has(k)) green = false;
  }
  if (honoursOnly) out.push(yakuman("Tsuuiisou", 1));
  if (terminalsOnly) out.push(yakuman("Chinroutou", 1));
  if (green) out.push(yakuman("Ryuuiisou", 1));
  const gates = nineGates(f);
  if (gates > 0) out.push(gates === 2 ? yakuman("Junsei chuuren poutou", 2) : yakuman("Chuuren poutou", 1));
  return out;
}

/**
 * Nine gates: a closed hand, no calls (not even a closed kan), one suit, 1112345678999 plus one.
 * 2 when the 13 tiles before the win were exactly that shape (the pure, nine-sided wait), 1 when
 * it is nine gates otherwise, 0 when it is not.
 */
function nineGates(f: HandFacts): number {
  if (f.calls.length > 0 || f.win >= 27) return 0;
  const base = f.win - (f.win % 9);
  const shape = [3, 1, 1, 1, 1, 1, 1, 1, 3];
  let extra = -1;
  for (let k = 0; k < 34; k++) {
    const n = f.concealed[k]!;
    if (k < base || k >= base + 9) {
      if (n > 0) return 0;
      continue;
    }
    const over = n - shape[k - base]!;
    if (over < 0 || over > 1) return 0;
    if (over === 1) extra = k;
  }
  return extra === f.win ? 2 : 1;
}

/** Thirteen orphans, if the concealed tiles are one of each orphan plus a pair of one. */
export function kokushiYakuman(f: HandFacts): Yaku[] {
  if (f.calls.length > 0) return [];
  for (let k = 0; k < 34; k++) if (f.concealed[k]! > 0 !== isOrphan(k)) return [];
  if (!ORPHANS.every((k) => f.concealed[k]! >= 1)) return [];
  return [f.concealed[f.win] === 2 ? yakuman("Kokushi musou (13-sided wait)", 2) : yakuman("Kokushi musou", 1)];
}

/** Yakuman of one arrangement into melds. */
export function arrangementYakuman(f: HandFacts, a: Arrangement): Yaku[] {
  const out: Yaku[] = [];
  const sets = a.groups.filter((g) => g.type !== "run");
  if (sets.length === 4 && sets.every((g) => !g.open)) out.push(a.wait === "tanki" ? yakuman("Suuankou (pair wait)", 2) : yakuman("Suuankou", 1));
  if (sets.filter((g) => isDragon(g.kind)).length === 3) out.push(yakuman("Daisangen", 1));
  const winds = sets.filter((g) => isWind(g.kind)).length;
  if (winds === 4) out.push(yakuman("Daisuushii", 2));
  if (winds === 3 && isWind(a.pair)) out.push(yakuman("Shousuushii", 1));
  if (a.groups.filter((g) => g.type === "kan").length === 4) out.push(yakuman("Suukantsu", 1));
  return out;
}
