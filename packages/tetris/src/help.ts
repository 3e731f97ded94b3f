// How to play Tetris and the words its screens use, in plain language (the pause menu's
// "How to play"). Keys are not named here: the first-run hint shows the player's own bindings.
import type { GameHelp } from "@arcade/core";

export const HELP: GameHelp = {
  howToPlay: [
    "Pieces fall into a field 10 cells wide. Move and turn each one so it lands where you want it.",
    "A row filled from wall to wall clears, and the rows above drop down. Clearing several rows at once scores more.",
    "Hold keeps one piece aside for later; the queue on the right shows the next pieces. The game ends when a new piece has no room.",
    "Marathon speeds up every 10 lines, Sprint times 40 lines, Ultra counts your score in two minutes; in Versus, clears send rows of garbage to your opponent.",
  ],
  glossary: [
    {
      term: "T-spin",
      meaning: "Turning the T piece into a slot it could not drop into, usually with an overhang above. Lines cleared this way score and attack far more.",
    },
    {
      term: "Back-to-back",
      meaning: "Two difficult clears (a Tetris of four lines, or any T-spin clear) with no easy clear between them. The second is worth half as much again.",
    },
    {
      term: "Combo",
      meaning: "Clearing lines with several pieces in a row. Each piece that clears again adds to the bonus; a piece that clears nothing ends it.",
    },
    { term: "Perfect clear", meaning: "A clear that leaves the whole field empty. Rare, and worth a large bonus." },
    { term: "Garbage", meaning: "Grey rows with one gap that rise from the bottom when your opponent attacks. Clear them through the gap." },
  ],
};
