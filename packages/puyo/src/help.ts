// How to play Puyo Puyo and the words its screens use, in plain language (the pause menu's
// "How to play").
import type { GameHelp } from "@arcade/core";

export const HELP: GameHelp = {
  howToPlay: [
    "Pairs of coloured puyos fall into a field 6 columns wide. Move and turn each pair before it lands; the two halves fall separately onto whatever is below.",
    "Four or more puyos of one colour touching side by side or above each other pop. The puyos above them fall into the gaps.",
    "The game ends when the third column from the left fills up to the cross at the top.",
    "Build a stack where one pop makes another group touch and pop: that is how big scores and big attacks are made.",
  ],
  glossary: [
    {
      term: "Chain",
      meaning:
        "Pops that set off more pops as puyos fall into place. A 5-chain is five rounds of popping from one placed pair; each round scores more than the last.",
    },
    { term: "All clear", meaning: "A chain that empties the whole field. The next chain gets a large bonus." },
    {
      term: "Nuisance",
      meaning: "Clear puyos your opponent's chains drop on you (shown as a warning above your field). They only go away when a pop happens next to them.",
    },
    { term: "Offsetting", meaning: "When nuisance is on its way to you, your own chain cancels it first; only what is left over goes to your opponent." },
  ],
};
