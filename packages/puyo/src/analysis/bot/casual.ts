// The casual player: a fixed reference opponent for calibrating the strengths (the ladder's
// "easy loses to casual at least as often as it wins"), never offered in the app and never tuned
// with the strengths. It stands for someone who knows the rules and a little chaining:
//
// - sees its own field, the current pair and NEXT (not NEXT 2), and neither the opponent's field
//   nor the nuisance coming at it (it does not play the meter);
// - builds with the shared evaluation, planning with the current pair and NEXT, and fires any
//   chain of three links or more, or whatever pops once its field holds 36 puyos;
// - plays at 1.6 seconds a pair in the app's real time (pace.ts: an input every 19 frames);
// - slips on one placement in four, taking one of its four best instead of the best; the draw is
//   seeded by the position (bots.ts), so a game replays the same way.
import type { StrengthConfig } from "./strengths.ts";

export const CASUAL_CONFIG: Readonly<StrengthConfig> = {
  depth: 2,
  beam: 22,
  target: 3,
  crowd: 36,
  versusTiming: false,
  reply: 0,
  guard: 0,
  slip: 0.25,
  slipAmong: 4,
  secondsPerPair: 1.6,
};
