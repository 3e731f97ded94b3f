// What the app knows of the shuffle lab without loading it: the launcher card, its one mode (an
// analyser keeps no score table), the keys that add shuffle steps, and its Settings section.
import { defineActions, type GameMeta } from "@arcade/core";
import { ICON } from "./icon.ts";

export const CARDS_ACTIONS = defineActions([
  { id: "cut", label: "Add a cut", keys: ["KeyC"] },
  { id: "hindu", label: "Add a Hindu shuffle", keys: ["KeyH"] },
  { id: "riffle", label: "Add a riffle", keys: ["KeyR"] },
  { id: "faro", label: "Add a perfect faro", keys: ["KeyF"] },
  { id: "deal", label: "Add a deal into piles", keys: ["KeyD"] },
  { id: "undo", label: "Remove the last step", keys: ["Backspace", "KeyZ"] },
  { id: "clear", label: "Clear the routine", keys: ["Delete", "KeyX"] },
  { id: "pause", label: "Menu", keys: ["Escape", "KeyP"] },
]);

export const meta: GameMeta = {
  id: "cards",
  title: "Shuffle Lab",
  description: "How random is your shuffle? Exact numbers for riffles, cuts, Hindu and pile shuffles.",
  icon: ICON,
  modes: [{ id: "lab", title: "Lab", result: "none" }],
  actions: CARDS_ACTIONS,
  settings: [
    { key: "cards", label: "Cards in the deck", kind: "range", min: 10, max: 200, step: 1, unit: " cards", default: 60 },
    { key: "lands", label: "Lands in the deck (opening-hand study)", kind: "range", min: 0, max: 100, step: 1, unit: " lands", default: 24 },
    {
      key: "packet",
      label: "Hindu packet size",
      kind: "choice",
      options: [
        ["5", "5 cards"],
        ["10", "10 cards"],
        ["20", "20 cards"],
      ],
      default: "10",
    },
    {
      key: "trials",
      label: "Simulated decks per measurement",
      kind: "choice",
      options: [
        ["2000", "2 000 (quick)"],
        ["10000", "10 000"],
        ["100000", "100 000 (precise)"],
      ],
      default: "10000",
    },
    { key: "animate", label: "Animate the shuffles", kind: "toggle", default: true },
  ],
  touchControls: false,
  positionParam: "routine",
};
