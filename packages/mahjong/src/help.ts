// How to use the Mahjong trainer and the words its screens use, in plain language (the pause
// menu's "How to play").
import type { GameHelp } from "@arcade/core";

export const HELP: GameHelp = {
  howToPlay: [
    "A winning hand is 14 tiles: four sets (three in a row of one suit, like 3-4-5 of circles, or three of a kind) and a pair.",
    "Solo practice: each turn you draw a tile, then discard one. The trainer shows how far your hand is from winning and which tiles would bring it closer.",
    "The quiz shows a hand and asks which tile you would discard; the best answer keeps the most useful tiles coming.",
    "The analyser takes a hand you type (like 123m456p789s1122z) and gives the exact figures for every discard.",
    "Suits: m for characters, p for circles, s for bamboo, z for honours (1–4 the winds east, south, west, north; 5–7 the white, green and red dragons).",
  ],
  glossary: [
    {
      term: "Shanten",
      meaning: "How many tiles a hand is away from ready. 0 means ready (one tile from winning), 1 means one more useful tile makes it ready, and so on.",
    },
    { term: "Tenpai", meaning: "Ready: one more tile wins. The tiles that would complete the hand are its waits." },
    {
      term: "Effective tiles",
      meaning: "The tiles that would lower your shanten if you drew them, and how many of each are still unseen. More effective tiles means a faster hand.",
    },
    { term: "Red five", meaning: "A five drawn in red (written 0m, 0p or 0s). It plays as a normal five and adds one han to a winning hand." },
    {
      term: "Dora",
      meaning: "Bonus tiles: the tile after the face-up indicator on the dead wall. Each one in a winning hand adds one han, but dora alone are not a yaku.",
    },
    {
      term: "Riichi",
      meaning:
        "Declaring a ready hand with no called tiles. From then on you discard every tile you draw unless it wins; riichi is itself a yaku worth one han.",
    },
    { term: "Yaku", meaning: "A scoring pattern (all simples, riichi, a set of dragons, …). A hand needs at least one yaku to win." },
    { term: "Han", meaning: "The doubles a hand's yaku and dora add up to. Each han roughly doubles the points." },
    {
      term: "Fu",
      meaning:
        "Minipoints from how the hand was built and won (closed sets of honours, a hard wait, winning on your own draw). They matter most for hands of few han.",
    },
  ],
};
