// Bounds for long computations on the command line: a time limit (--max-ms), a memory limit
// (--max-mb, measured as heap growth since the command started) and a progress line on stderr
// (when stderr is a terminal, or --progress). One request must never run without bound or die of
// an out-of-memory abort: it stops with a one-line reason (exit 2) that names the option to raise.
//
// The pure analysis code already offers a cancel flag that it polls between units of work (a chain
// search's `signal.aborted`, the card lab's `cancel.cancelled`). `WorkLimits.flag()` gives a flag whose
// reading checks the limits and throws `LimitExceeded` from inside the computation, so the pure
// code needs no knowledge of clocks or heaps.
import { getHeapStatistics } from "node:v8";
import { InputError } from "../errors.ts";
import { intOption, type OptionSpec, type OptionValues } from "./command.ts";

/** A computation stopped at a limit: bad input in the sense that the request asked for too much. */
export class LimitExceeded extends InputError {
  override readonly name = "LimitExceeded";
}

export const DEFAULT_MAX_MS = 120_000;
/** The most any command may be told to run: a day. */
export const MAX_MAX_MS = 86_400_000;
/** The memory a command may add to the heap unless told otherwise (MB). */
export const DEFAULT_MAX_MB = 1024;

/** The options every bounded command takes; spread them into its `options`. */
export const LIMIT_OPTIONS: Record<string, OptionSpec> = {
  "max-ms": { type: "string", value: "MS", description: `stop with a message after this many milliseconds (default ${DEFAULT_MAX_MS})` },
  "max-mb": {
    type: "string",
    value: "MB",
    description: `stop with a message when the work holds this much more memory (default ${DEFAULT_MAX_MB}, capped below the heap limit)`,
  },
  progress: { type: "boolean", description: "show progress on stderr (shown anyway when stderr is a terminal)" },
};

export interface LimitSettings {
  maxMs: number;
  /** Heap growth allowed, in bytes. */
  maxBytes: number;
  /** What to tell the person to ask for instead, e.g. "fewer --moves". */
  advice: string;
  /** Milliseconds since some fixed origin (injectable for tests). */
  now?: () => number;
  /** Bytes used by the heap now (injectable for tests). */
  heapUsed?: () => number;
}

const MB = 1024 * 1024;

/** The heap this process may still grow by before V8 aborts, leaving a margin for the output. */
function heapHeadroom(): number {
  const stats = getHeapStatistics();
  return Math.max(16 * MB, 0.85 * stats.heap_size_limit - stats.used_heap_size);
}

/** A time and memory budget for one command. */
export class WorkLimits {
  private readonly start: number;
  private readonly startHeap: number;
  private readonly now: () => number;
  private readonly heapUsed: () => number;
  private readonly maxBytes: number;
  /** How many checks were made (the heap is read on every 16th). */
  private checks = 0;

  constructor(private readonly settings: LimitSettings) {
    this.now = settings.now ?? (() => performance.now());
    this.heapUsed = settings.heapUsed ?? (() => getHeapStatistics().used_heap_size);
    this.start = this.now();
    this.startHeap = this.heapUsed();
    this.maxBytes = settings.heapUsed ? settings.maxBytes : Math.min(settings.maxBytes, heapHeadroom());
  }

  /** Milliseconds since the limits were set. */
  get elapsedMs(): number {
    return this.now() - this.start;
  }

  /** Throws LimitExceeded when the time or memory limit has been passed. */
  check(): void {
    const elapsed = this.elapsedMs;
    if (elapsed > this.settings.maxMs) {
      throw new LimitExceeded(
        `stopped after ${Math.round(elapsed)} ms before the result was complete: ask for ${this.settings.advice}, or raise the limit`,
        "--max-ms",
      );
    }
    if ((this.checks++ & 15) !== 0) return;
    const grown = this.heapUsed() - this.startHeap;
    if (grown > this.maxBytes) {
      throw new LimitExceeded(
        `stopped when the work held ${Math.round(grown / MB)} MB (limit ${Math.round(this.maxBytes / MB)} MB) before the result was complete: ask for ${this.settings.advice}`,
        "--max-mb",
      );
    }
  }

  /** A cancel flag for pure code that polls `aborted` (a search) or `cancelled` (cards): reading it checks the limits. */
  flag(): { readonly aborted: boolean; readonly cancelled: boolean } {
    const check = () => {
      this.check();
      return false;
    };
    return {
      get aborted() {
        return check();
      },
      get cancelled() {
        return check();
      },
    };
  }
}

/** The limits the options ask for (LIMIT_OPTIONS), with the command's advice for when one is hit. */
export function limitsOption(values: OptionValues, advice: string, defaults: { maxMs?: number } = {}): WorkLimits {
  const maxMs = intOption(values, "max-ms", 1, MAX_MAX_MS, defaults.maxMs ?? DEFAULT_MAX_MS);
  const maxMb = intOption(values, "max-mb", 1, 1_000_000, DEFAULT_MAX_MB);
  return new WorkLimits({ maxMs, maxBytes: maxMb * MB, advice });
}

export interface Progress {
  /** Work done so far out of total (any units); drawn at most a few times a second. */
  update(done: number, total: number): void;
  /** Clears the progress line. */
  finish(): void;
}

const REDRAW_MS = 250;

/**
 * A progress line on stderr: shown when stderr is a terminal or `--progress` was given, redrawn in
 * place at most four times a second, erased when the work is done (so stdout stays clean).
 */
export function progressReporter(stderr: NodeJS.WritableStream, label: string, options: { force?: boolean; now?: () => number } = {}): Progress {
  const terminal = (stderr as { isTTY?: boolean }).isTTY === true;
  if (!terminal && options.force !== true) return { update: () => undefined, finish: () => undefined };
  const now = options.now ?? (() => performance.now());
  const start = now();
  let last = -Infinity;
  let drawn = false;
  return {
    update(done, total) {
      const t = now();
      if (t - last < REDRAW_MS) return;
      last = t;
      const share = total > 0 ? Math.min(1, done / total) : 0;
      const text = `${label}: ${(share * 100).toFixed(1)} % (${((t - start) / 1000).toFixed(1)} s)`;
      // A terminal redraws one line in place; a pipe or file gets one line per update.
      stderr.write(terminal ? `\r${text}\u001b[K` : `${text}\n`);
      drawn = true;
    },
    finish() {
      if (drawn && terminal) stderr.write("\r\u001b[K");
    },
  };
}

/** The progress line a command's options ask for. */
export function progressOption(values: OptionValues, stderr: NodeJS.WritableStream, label: string): Progress {
  return progressReporter(stderr, label, { force: values.progress === true });
}
