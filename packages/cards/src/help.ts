// How to use the Shuffle Lab and the words its results use, in plain language (the pause menu's
// "How to play").
import type { GameHelp } from "@arcade/core";

export const HELP: GameHelp = {
  howToPlay: [
    "Build a shuffling routine one step at a time: cuts, riffles, Hindu shuffles, perfect faros and deals into piles.",
    "The lab works out exactly how mixed the deck is after your routine, as if you had shuffled a fresh deck in order every possible way.",
    "Each result is a sentence in plain words with the exact number beside it. The first says how close to random the deck is: how often a sharp observer could tell it from a perfectly shuffled deck (50 % would be pure guessing), with the TV distance — exact where it can be worked out, otherwise the range it must lie in. It turns red when the deck is provably far from random.",
    "Below the exact results come the measured ones, from thousands of simulated decks, each with its 95 % interval and what a random deck would give.",
    "The heatmap shows where each card can end up. Even colours are a good sign, but a flat heatmap alone does not prove a random deck: the read-out says so when that happens.",
  ],
  glossary: [
    {
      term: "TV distance",
      meaning:
        "Total variation distance: the largest difference, over every question you could ask about the deck's order, between your shuffle's odds and a perfectly random deck's. Shown one deck that is yours or a perfectly shuffled one, the best observer is right (1 + TV) / 2 of the time. 0 is perfectly random, 1 is completely predictable; the lab calls below 0.1 very close to random, below 0.25 close, below 0.5 getting close, and 0.5 or more far from random.",
    },
    {
      term: "Exact, measured, bounds",
      meaning:
        "Exact numbers are worked out with no chance involved. Measured ones come from simulated decks and carry a 95 % interval. A lower bound (≥) can prove a deck far from random, never close to it; only an exact value or an exact upper bound guarantees closeness.",
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
      term: "Worst card",
      meaning:
        "The card whose final position is easiest to predict, from the exact heatmap. Its distance is a lower bound on the whole deck's: watching that one card is one of the questions an observer can ask.",
    },
    {
      term: "Heatmap and D",
      meaning:
        "The heatmap shows the chance of each card (column) ending at each position (row); mid grey is the fair share. D adds up the squared differences from even: 0 for a flat map, one less than the deck size for a deck in order. A flat map can still hide a deck far from random (cuts only rotate it).",
    },
    {
      term: "Successions",
      meaning: "Cards still directly below their old neighbour (cards still in order). A random deck of any size has about one.",
    },
    {
      term: "Guessing score",
      meaning:
        "Cards named right when turning the deck over one at a time, guessing the card after the last one seen. Guessing at random scores about 4.7 on 60 cards.",
    },
    {
      term: "Riffle",
      meaning: "Splitting the deck in two and letting the halves fall together. Seven riffles mix a 52-card deck well; fewer leave clear patterns.",
    },
    {
      term: "Faro",
      meaning: "A perfect riffle that interleaves the halves one card at a time. It is not random at all: eight of them return a 52-card deck to its order.",
    },
    {
      term: "Mana weaving",
      meaning:
        "Spreading lands evenly through the deck before shuffling. It is a fixed arrangement: it changes no distance to random, and after enough riffles it makes no difference to opening hands.",
    },
  ],
};
