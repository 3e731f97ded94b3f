// How to use the Shuffle Lab and the words its results use, in plain language (the pause menu's
// "How to play").
import type { GameHelp } from "@arcade/core";

export const HELP: GameHelp = {
  howToPlay: [
    "Build a shuffling routine one step at a time: cuts, riffles, Hindu shuffles, perfect faros and deals into piles.",
    "The lab works out exactly how mixed the deck is after your routine, as if you had shuffled a fresh deck in order every possible way.",
    "The read-out gives the distance to random (TV): exact where it can be worked out, otherwise the range it must lie in. It turns red when the deck is provably far from random.",
    "The heatmap shows where each card can end up. Even colours are a good sign, but a flat heatmap alone does not prove a random deck: the read-out says so when that happens.",
  ],
  glossary: [
    {
      term: "TV distance",
      meaning:
        "Total variation distance: the largest difference, over every question you could ask about the deck's order, between your shuffle's odds and a perfectly random deck's. 0 is perfectly random, 1 is completely predictable; below about 0.1 is hard to tell from random.",
    },
    {
      term: "Separation",
      meaning:
        "A stricter measure: how far below its fair share the least likely order of the deck falls. It is 1 while some order cannot happen at all, and reaches 0 only for a perfectly random deck.",
    },
    {
      term: "Rising sequences",
      meaning:
        "Runs of cards in their original order (say cards 4, 5, 6 still in that order, wherever they are). A riffle at most doubles their number, so a deck with few of them was barely shuffled; a magician can use that.",
    },
    {
      term: "Riffle",
      meaning: "Splitting the deck in two and letting the halves fall together. Seven riffles mix a 52-card deck well; fewer leave clear patterns.",
    },
    {
      term: "Faro",
      meaning: "A perfect riffle that interleaves the halves one card at a time. It is not random at all: eight of them return a 52-card deck to its order.",
    },
  ],
};
