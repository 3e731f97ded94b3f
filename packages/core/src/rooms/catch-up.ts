// How an online game keeps up with the room's real time: one policy for every game. The room
// forfeits a stream that falls too far behind real time (apps/server/src/limits.ts: 15 s plus a
// quarter of the time played), so a device whose frames run below the game's rate must not play
// in slow motion. Measured on the real clock, it is owed the frames it missed and pays them with
// extra steps (sim/real-time-debt.ts); a long gap between two calls is a pause or a hidden page,
// which is never fast-forwarded.
import { RealTimeDebt } from "../sim/real-time-debt.ts";

/**
 * The policy's bounds. A phone drawing 3 frames a second whose clock drops time past a few steps a
 * drawn frame is owed about 15 frames a drawn frame: up to 30 extra steps a call pays that. The
 * debt stays under 2 s of frames (120), so a hiccup is caught up in a few drawn frames without a
 * long burst. A gap of 1.5 s or more between two calls is a pause, not slowness (a slow device
 * draws several times a second, a garbage-collection stall lasts well under a second).
 */
export const ONLINE_CATCH_UP = { maxExtra: 30, maxOwed: 120, pauseGapMs: 1500 } as const;

/**
 * The catch-up of an online game whose frames last `frameMs`: `extra(now, taken)` after the steps
 * taken since the last call (once a drawn frame, or once a step with `taken` 1) says how many more
 * to take now; `pass(now)` while the game is paused; `restart()` when a game starts.
 */
export function onlineCatchUp(frameMs: number): RealTimeDebt {
  return new RealTimeDebt({ frameMs, ...ONLINE_CATCH_UP });
}
