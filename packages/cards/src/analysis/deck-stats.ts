// Statistics of one shuffled deck. A deck lists card labels top first; labels are the cards'
// starting positions, so the unshuffled deck is 0, 1, …, n−1. Core has risingSequences and
// successions for plain arrays; these run on typed arrays inside the trial loop and share one
// position scratch buffer.

let POS = new Int32Array(256);

function positionsOf(deck: Int32Array): Int32Array {
  const n = deck.length;
  if (POS.length < n) POS = new Int32Array(n);
  for (let j = 0; j < n; j++) POS[deck[j]!] = j;
  return POS;
}

/** Rising sequences r = 1 + #{c : pos[c+1] < pos[c]}. */
export function risingOf(deck: Int32Array): number {
  const pos = positionsOf(deck);
  let r = 1;
  for (let c = 0; c + 1 < deck.length; c++) if (pos[c + 1]! < pos[c]!) r++;
  return r;
}

/** Successions #{c : pos[c+1] = pos[c] + 1}, and cyclic ones (labels and positions taken mod n). */
export function successionsOf(deck: Int32Array): { plain: number; cyclic: number } {
  const n = deck.length;
  const pos = positionsOf(deck);
  let plain = 0;
  let cyclic = 0;
  for (let c = 0; c < n; c++) {
    const next = c + 1 === n ? 0 : c + 1;
    if (pos[next] === (pos[c]! + 1) % n) cyclic++;
    if (c + 1 < n && pos[c + 1] === pos[c]! + 1) plain++;
  }
  return { plain, cyclic };
}

/**
 * The guessing score with complete feedback: before each card is turned up, guess the successor
 * of the last card seen if it is still unseen, else the lowest unseen card. Any strategy naming
 * unseen cards scores H_n = Σ 1/i on average against a uniform deck; this one profits from
 * riffle structure (Bayer & Diaconis's simple strategy).
 */
export function guessScore(deck: Int32Array, seen: Uint8Array): number {
  const n = deck.length;
  seen.fill(0, 0, n);
  let lowest = 0;
  let last = -1;
  let score = 0;
  for (let j = 0; j < n; j++) {
    while (seen[lowest] === 1) lowest++;
    const guess = last >= 0 && last + 1 < n && seen[last + 1] === 0 ? last + 1 : lowest;
    const card = deck[j]!;
    if (card === guess) score++;
    seen[card] = 1;
    last = card;
  }
  return score;
}

/** How many of the top `hand` cards are lands. */
export function landsInHand(deck: Int32Array, isLand: Uint8Array, hand: number): number {
  let x = 0;
  for (let j = 0; j < hand; j++) x += isLand[deck[j]!]!;
  return x;
}

/** Lands on top, then spells (a sorted deck). */
export function sortedLands(n: number, lands: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, c) => (c < lands ? 1 : 0));
}

/**
 * Mana weaving: the lands spread as evenly as the counts allow (card c is a land when
 * ⌊(c+1)·L/n⌋ > ⌊c·L/n⌋), e.g. 24 of 60 gives spell, spell, land, spell, land, … (two lands in every five cards).
 */
export function wovenLands(n: number, lands: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, c) => (Math.floor(((c + 1) * lands) / n) > Math.floor((c * lands) / n) ? 1 : 0));
}
