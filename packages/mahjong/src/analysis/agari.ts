// The winning-hand check (agari): every way a 3k+2-tile concealed hand splits into k melds and a
// pair, plus seven pairs and thirteen orphans (13/14 tiles only, i.e. no calls). A game declares
// a win when there is at least one; scoring (not in this package yet) would pick among them.
import { tileTotal } from "./shanten.ts";
import { isOrphan, KIND_COUNT, ORPHANS, tileName } from "./tiles.ts";

export interface Block {
  type: "run" | "triplet";
  /** The lowest kind of the meld. */
  kind: number;
}

export type Decomposition = { form: "standard"; pair: number; melds: Block[] } | { form: "chiitoitsu"; pairs: number[] } | { form: "kokushi"; pair: number };

/** Every decomposition of a concealed hand (counts, red fives as fives); empty if not winning. */
export function decompositions(counts: readonly number[]): Decomposition[] {
  const n = tileTotal(counts);
  if (n % 3 !== 2) return [];
  const out: Decomposition[] = [];
  const hand = [...counts];
  for (let pair = 0; pair < KIND_COUNT; pair++) {
    if (hand[pair]! < 2) continue;
    hand[pair]! -= 2;
    for (const melds of meldSplits(hand, 0)) out.push({ form: "standard", pair, melds });
    hand[pair]! += 2;
  }
  if (n === 14) {
    const pairs = hand.flatMap((c, k) => (c === 2 ? [k] : []));
    if (pairs.length === 7) out.push({ form: "chiitoitsu", pairs });
    if (ORPHANS.every((k) => hand[k]! >= 1) && hand.every((c, k) => c === 0 || isOrphan(k))) {
      out.push({ form: "kokushi", pair: ORPHANS.find((k) => hand[k] === 2)! });
    }
  }
  return out;
}

/** All ways to split the tiles into melds, taking the lowest remaining kind first. */
function meldSplits(hand: number[], from: number): Block[][] {
  let k = from;
  while (k < KIND_COUNT && hand[k] === 0) k++;
  if (k === KIND_COUNT) return [[]];
  const out: Block[][] = [];
  if (hand[k]! >= 3) {
    hand[k]! -= 3;
    for (const rest of meldSplits(hand, k)) out.push([{ type: "triplet", kind: k }, ...rest]);
    hand[k]! += 3;
  }
  if (k < 27 && k % 9 <= 6 && hand[k + 1]! > 0 && hand[k + 2]! > 0) {
    hand[k]!--;
    hand[k + 1]!--;
    hand[k + 2]!--;
    for (const rest of meldSplits(hand, k)) out.push([{ type: "run", kind: k }, ...rest]);
    hand[k]!++;
    hand[k + 1]!++;
    hand[k + 2]!++;
  }
  return out;
}

/** True when the concealed tiles form a winning hand. */
export function isWinningHand(counts: readonly number[]): boolean {
  return decompositions(counts).length > 0;
}

/** A decomposition as text, e.g. "123m 555z 789p 11s" or "chiitoitsu 11m 22m …". */
export function describeDecomposition(d: Decomposition): string {
  const pairText = (k: number) => `${tileName(k).slice(0, 1).repeat(2)}${tileName(k).slice(1)}`;
  if (d.form === "chiitoitsu") return `chiitoitsu ${d.pairs.map(pairText).join(" ")}`;
  if (d.form === "kokushi") return `kokushi (pair ${pairText(d.pair)})`;
  const meldText = (b: Block) => {
    const suit = tileName(b.kind).slice(1);
    const digit = (k: number) => tileName(k).slice(0, 1);
    return b.type === "triplet" ? `${digit(b.kind).repeat(3)}${suit}` : `${digit(b.kind)}${digit(b.kind + 1)}${digit(b.kind + 2)}${suit}`;
  };
  return [...d.melds.map(meldText), pairText(d.pair)].join(" ");
}
