// What the app knows of the shuffle lab without loading it: the launcher card, its one mode (an
// analyser keeps no score table), the keys that add shuffle steps, and its Settings section.
import { defineActions, type GameMeta } from "@arcade/core";
import { HELP } from "./help.ts";
import { ICON } from "./icon.ts";

const DECK_MIN = 2;
const DECK_MAX = 200;

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
  help: HELP,
  modes: [{ id: "lab", title: "Lab", result: "none" }],
  actions: CARDS_ACTIONS,
  settings: [
    // 52 is a magician's deck; 60 (with 24 lands) the trading-card deck of the TCG-shuffle paper.
    {
      key: "cards",
      label: "Cards in the deck (52 a standard deck, 60 the paper's TCG deck)",
      kind: "range",
      min: DECK_MIN,
      max: DECK_MAX,
      step: 1,
      unit: " cards",
      default: 52,
    },
    { key: "lands", label: "Lands in the deck (opening-hand study)", kind: "range", min: 0, max: 100, step: 1, unit: " lands", default: 24 },
    {
      key: "packet",
      label: "Hindu packet size",
      kind: "choice",
      options: [
        ["3", "3 cards"],
        ["5", "5 cards"],
        ["10", "10 cards (the paper)"],
        ["15", "15 cards"],
        ["20", "20 cards"],
      ],
      default: "10",
    },
    { key: "cutSd", label: "Cut spread (standard deviation around the middle)", kind: "range", min: 0, max: 15, step: 0.5, unit: " cards", default: 5 },
    { key: "piles", label: "Piles of the deal", kind: "range", min: 2, max: 20, step: 1, unit: " piles", default: 10 },
    { key: "costC", label: "Time of one cut", kind: "range", min: 1, max: 60, step: 1, unit: " s", default: 2 },
    { key: "costH", label: "Time of one Hindu shuffle", kind: "range", min: 1, max: 60, step: 1, unit: " s", default: 3 },
    { key: "costR", label: "Time of one riffle", kind: "range", min: 1, max: 60, step: 1, unit: " s", default: 7 },
    { key: "costF", label: "Time of one perfect faro", kind: "range", min: 1, max: 60, step: 1, unit: " s", default: 7 },
    { key: "costD", label: "Time of one deal into piles", kind: "range", min: 1, max: 120, step: 1, unit: " s", default: 30 },
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
  // A link may name its deck ("…&cards=60"), so a routine shared from a 60-card lab opens as one.
  linkParams: ["cards"],
};

/**
 * The deck size a link names, or null when it names none or one the lab cannot hold (then the
 * Settings' size is used): a whole number of cards from 2 to 200.
 */
export function linkDeckSize(params: Readonly<Record<string, string>> | undefined): number | null {
  const text = params?.cards;
  if (text === undefined || !/^\d{1,3}$/.test(text)) return null;
  const cards = Number(text);
  return cards >= DECK_MIN && cards <= DECK_MAX ? cards : null;
}
