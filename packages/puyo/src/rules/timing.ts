// The frame timings of the frame-stepped game (stepped.ts), at 60 frames a second (core's
// FixedStepClock). The Tsu anchors come from the reference sheet (§3, puyoai's frame.h); the
// others are ours and say so. Changing any of them changes what a replay plays, so RULES_VERSION
// (replay.ts) goes up with them.

/** Frames a second: the rate of core's FixedStepClock the scene steps the game on. */
export const FRAMES_PER_SECOND = 60;
/** The pair falls one row every 16 frames on its own (Tsu free fall). */
export const FALL_FRAMES = 16;
/** Soft drop: one row every 2 frames (Tsu fast drop). */
export const SOFT_DROP_FRAMES = 2;
/** A pair resting on something locks after 20 frames (Tsu grounding); at once while soft drop is held. */
export const GROUND_FRAMES = 20;
/** A refused turn arms the quick turn for 20 frames (Tsu). */
export const QUICK_TURN_FRAMES = 20;
/** A popping group flashes for 50 frames (Tsu vanish animation). */
export const POP_FRAMES = 50;
/** Puyos falling after a pop, or the split half of a pair: 2 frames a row (the fast-drop rate), ours. */
export const DROP_ROW_FRAMES = 2;
/** The least a fall takes, so even a one-row fall is seen (ours). */
export const MIN_DROP_FRAMES = 4;
/** Nuisance falling onto the field at the end of a turn (ours: about half a second). */
export const NUISANCE_FALL_FRAMES = 30;
/** The next pair slides in before it is under control (Tsu next-pair slide). */
export const NEXT_PAIR_FRAMES = 12;

/** Frames for a fall of `rows` rows (0 rows: no beat at all). */
export function dropFrames(rows: number): number {
  return rows <= 0 ? 0 : Math.max(MIN_DROP_FRAMES, rows * DROP_ROW_FRAMES);
}
