// Work split into tasks: each step runs in a task of its own, and the page's input, frames (and a
// worker's answer) run between them. Nothing here imports Pixi: the app shell yields with it too.

/** How a slice waits for its turn: behind the page's frames and input, or behind everything else too. */
export type SlicePriority = "user-visible" | "background";

interface TaskScheduler {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, options: { priority: string }) => Promise<void>;
}

/**
 * Resolves in a task of its own. "user-visible" takes `scheduler.yield` where the browser has it
 * (the continuation goes ahead of other queued tasks); "background" a background `postTask`, so a
 * worker's answer, input and frames all go first (a yield's continuation would go ahead of the
 * worker's answer and hold back the screen that waits for it). Else a MessageChannel message
 * (not a timer: nested timers are clamped to 4 ms).
 */
export function nextSlice(priority: SlicePriority = "user-visible"): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (priority === "user-visible" && typeof scheduler?.yield === "function") return scheduler.yield();
  if (priority === "background" && typeof scheduler?.postTask === "function") return scheduler.postTask(() => undefined, { priority });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `steps` one task each with the page's turn before each; stops early when `stopped()` says
 * so. The caller goes on in a task of its own too, not in the last step's (a game's start awaits
 * its warm-up steps, then builds its first screen: that was one task with the last step).
 */
export async function inSlices(steps: Iterable<() => void>, stopped: () => boolean = () => false, priority: SlicePriority = "user-visible"): Promise<void> {
  let ran = false;
  for (const step of steps) {
    if (stopped()) return;
    await nextSlice(priority);
    step();
    ran = true;
  }
  if (ran) await nextSlice(priority);
}

/**
 * The steps of work written as a generator that pauses (yields) where it may be cut, for
 * `inSlices`: each step runs it to its next pause, and the last gives its result to `done`. The
 * steps are made one at a time, as `inSlices` runs them, so their number need not be known.
 */
export function* stepsOf<T>(work: Iterator<void, T>, done: (result: T) => void = () => undefined): Generator<() => void> {
  let finished = false;
  const step = () => {
    const next = work.next();
    if (next.done === true) {
      finished = true;
      done(next.value);
    }
  };
  while (!finished) yield step;
}
