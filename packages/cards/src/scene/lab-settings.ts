// The lab's parameters as the player set them: the Settings section (meta.ts) read through the
// session, a link's deck size, and the deck size chosen with the lab's 52/60 switch over both.
import { linkDeckSize } from "../meta.ts";
import { SHUFFLE_METHODS, type ShuffleMethod } from "../shuffle/routine.ts";
import type { LabOptions } from "./lab-api.ts";

/** What the lab's screens are built with. */
export interface LabSettings {
  lab: LabOptions;
  /** Simulated decks per measurement. */
  trials: number;
  /** Lands in the deck, for the opening-hand study. */
  lands: number;
}

/**
 * The lab's settings: `setting` reads a Settings number (the session's `number(key)`), `params` are
 * the link's, and `chosenDeck` is the switch's choice this visit (null: none yet).
 */
export function labSettings(setting: (key: string) => number, params: Readonly<Record<string, string>> | undefined, chosenDeck: number | null): LabSettings {
  const cards = chosenDeck ?? linkDeckSize(params) ?? Math.round(setting("cards"));
  const costs: Partial<Record<ShuffleMethod, number>> = {};
  for (const method of SHUFFLE_METHODS) costs[method] = setting(`cost${method}`);
  const lab = {
    cards,
    packet: setting("packet"),
    cutSd: setting("cutSd"),
    // Never more piles than cards.
    piles: Math.min(Math.round(setting("piles")), cards),
    costs,
  };
  return { lab, trials: setting("trials"), lands: Math.round(setting("lands")) };
}
