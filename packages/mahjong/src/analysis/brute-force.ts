// TEST ORACLE, not used by the app: shanten straight from the definition, written independently
// of the table method. It tries every legal complete hand (a pair, then melds in nondecreasing
// order, never more than four of a kind in the target) and measures how many tiles the hand
// lacks for it; shanten = the least lack − 1. Branch and bound keeps it to milliseconds.
// (Written before the table method's tests and never derived from it.)

/** Every meld as the three kinds it uses: 34 triplets and 21 runs. */
const MELDS: number[][] = [];
for (let k = 0; k < 34; k++) MELDS.push([k, k, k]);
for (let s = 0; s < 3; s++) for (let d = 0; d < 7; d++) MELDS.push([s * 9 + d, s * 9 + d + 1, s * 9 + d + 2]);

export function bruteStandardShanten(hand: readonly number[]): number {
  const n = hand.reduce((a, b) => a + b, 0);
  const meldsNeeded = Math.floor(n / 3);
  const target = new Array<number>(34).fill(0);
  let best = 3 * meldsNeeded + 3;
  // Adding one tile of kind k to the target costs 1 when the hand has no spare copy of it.
  const add = (k: number): number => (target[k]!++ >= hand[k]! ? 1 : 0);
  const remove = (k: number): void => void target[k]!--;
  const search = (from: number, placed: number, lack: number): void => {
    if (lack >= best) return;
    if (placed === meldsNeeded) {
      best = lack;
      return;
    }
    // The remaining melds could each be three fresh tiles of a kind nobody uses (a legal triplet
    // always exists: 34 kinds, at most 28 in hand or target), so they never need to cost more.
    best = Math.min(best, lack + 3 * (meldsNeeded - placed));
    for (let i = from; i < MELDS.length; i++) {
      const meld = MELDS[i]!;
      let legal = true;
      let cost = 0;
      for (const k of meld) {
        if (target[k]! >= 4) legal = false;
        cost += add(k);
      }
      // A meld of three missing tiles is no better than the fresh triplet counted above.
      if (legal && cost < 3) search(i, placed + 1, lack + cost);
      for (const k of meld) remove(k);
    }
  };
  for (let pair = 0; pair < 34; pair++) {
    const cost = add(pair) + add(pair);
    search(0, 0, cost);
    remove(pair);
    remove(pair);
  }
  return best - 1;
}

/** Seven pairs from the definition: the 7 distinct kinds cheapest to pair up. */
export function bruteChiitoitsuShanten(hand: readonly number[]): number {
  const lacks = hand.map((c) => Math.max(0, 2 - c)).sort((a, b) => a - b);
  return lacks.slice(0, 7).reduce((a, b) => a + b, 0) - 1;
}

/** Thirteen orphans from the definition: one of each orphan and a second of one of them. */
export function bruteKokushiShanten(hand: readonly number[]): number {
  const orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
  let best = Infinity;
  for (const paired of orphans) {
    let lack = 0;
    for (const k of orphans) lack += Math.max(0, (k === paired ? 2 : 1) - hand[k]!);
    best = Math.min(best, lack);
  }
  return best - 1;
}
