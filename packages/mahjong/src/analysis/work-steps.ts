// Work written as a generator that pauses (yields) where it may be cut, so a page can run it a
// step per task (core's `stepsOf` and `inSlices`); the analysis itself runs it to the end at once.

/** Runs `work` to its end and returns its result. */
export function runToEnd<T>(work: Iterator<void, T>): T {
  for (;;) {
    const next = work.next();
    if (next.done === true) return next.value;
  }
}
