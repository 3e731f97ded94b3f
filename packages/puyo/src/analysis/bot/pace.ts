// A bot's pace in the app: its strength's seconds a pair, spread over the inputs that play a
// placement (rules/path.ts: a few moves and turns, then the drop), one input every so many
// frames. The app's versus screen (scene/bot-opponent.ts) plays its bot's inputs at this pace and
// the CLI's versus (arena.ts) plays both bots at it, so a strength meets a player at the speed it
// is measured at.
import { FRAMES_PER_SECOND } from "../../rules/timing.ts";

/** Inputs a pair takes, about: the pace's seconds a pair are spread over this many inputs. */
export const INPUTS_PER_PAIR = 5;
/** No bot presses faster than this (15 inputs a second). */
export const MIN_FRAMES_PER_INPUT = 4;

/** Frames between two of a bot's inputs at `secondsPerPair`. */
export function framesPerInput(secondsPerPair: number): number {
  return Math.max(MIN_FRAMES_PER_INPUT, Math.round((secondsPerPair * FRAMES_PER_SECOND) / INPUTS_PER_PAIR));
}
