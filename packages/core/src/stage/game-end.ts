// A shown game's end, done once for every game: a screen left behind that still calls back is
// ignored; a record being watched ends with "Replay finished" and the game's lines; a game played
// gets its results with the record it kept attached and Play again playing what its Restart plays.
// The game hands over its lines and what it came to (`PlayResult`), none of this wiring.
import type { PlayResult, PlayScreen } from "./game-definition.ts";
import type { PlaySession } from "./play-session.ts";

/** `screen`'s game ended with `result` (see above); nothing when it is no longer the one shown. */
export function finishShown<S extends PlayScreen>(session: PlaySession<S>, screen: S, result: PlayResult): void {
  const shown = session.shown;
  if (shown?.screen !== screen) return;
  if (shown.watched) return session.replayEnded(shown.watched, result.lines);
  const record = result.record ?? shown.kept?.()?.record;
  const again = result.again ?? session.restartOf(shown);
  void session.results({ ...result, ...(record ? { record } : {}), ...(again ? { again } : {}) });
}
