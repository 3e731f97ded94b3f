// What each of the lab's figures means, one line each: the results panel shows the line when a
// figure is tapped (or focused and pressed), so a newcomer learns what "TV distance 0.3341" or
// "successions 6.36" is without leaving the screen. The help's glossary says the same at length.

/** The lab's figures by name. */
export type FigureName = "tv" | "separation" | "worstCard" | "heatmapD" | "rising" | "coreRising" | "successions" | "cyclic" | "guessing" | "hands";

export const FIGURE_MEANINGS: Readonly<Record<FigureName, string>> = {
  tv: "TV distance: 0 is a perfectly random deck, 1 a fully predictable one; shown your deck or a random one, the best observer is right (1 + TV) / 2 of the time.",
  separation:
    "Separation: how far below its fair share the least likely order of the deck falls; 1 while some order cannot happen at all, 0 only for a random deck.",
  worstCard:
    "The TV distance of the single most predictable card's final place: one question an observer can ask, so the whole deck is at least this far from random.",
  heatmapD:
    "D: the squared gaps of the heatmap's squares from the even share, added up (each as a multiple of it); 0 for a flat map, one less than the deck size for a deck in order.",
  rising:
    "Rising sequences: runs of cards still in their original order (cards 4, 5, 6 in that order, wherever they are); a riffle at most doubles them, so few means barely shuffled.",
  coreRising: "Rising sequences counted before the fixed steps at the ends (a deal or faro only rearranges them), so the random part is judged alone.",
  successions: "Successions: cards still directly below their old neighbour; a random deck of any size has about one.",
  cyclic: "Cyclic successions: successions counting the bottom card followed by the top one too, so a cut (a rotation) does not hide them.",
  guessing: "Guessing score: cards named right when turning the deck over, each time guessing the card that followed the last one seen.",
  hands: "Lopsided hands: opening hands with almost no lands or almost only lands, from a deck with its lands on top and from a mana-woven one.",
};
