// With --profile: workerd's isolate profiled through its V8 inspector (Miniflare's inspector proxy)
// while a size runs — a CPU profile sampled every millisecond, which Chrome's DevTools opens, and
// the JavaScript heap read each second — so that the --timeline's slow batches can be lined up with
// the isolate's collections and the rooms' own JavaScript.
import { writeFileSync } from "node:fs";
import WebSocket from "ws";

/** The parts of V8's CPU profile read here (times in µs). */
interface CpuProfile {
  startTime: number;
  samples: number[];
  timeDeltas: number[];
  nodes: { id: number; callFrame: { functionName: string } }[];
}

/** What a profile shows besides its file: the heap each second and each collection, as [ms since the epoch, MB or ms]. */
export interface ProfileSummary {
  heap: [at: number, mb: number][];
  collections: [at: number, ms: number][];
  /** The share of the samples in collections. */
  gcShare: number;
}

export class IsolateProfiler {
  private asked = 0;
  private readonly answers = new Map<number, (result: unknown) => void>();
  private readonly heap: [number, number][] = [];
  private heapTimer: ReturnType<typeof setInterval> | undefined;
  /** When the profile began (ms since the epoch), to place its samples in time. */
  private startedAt = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data: Buffer) => {
      const reply = JSON.parse(data.toString("utf8")) as { id?: number; result?: unknown };
      if (reply.id !== undefined) this.answers.get(reply.id)?.(reply.result);
    });
  }

  /** Connects to the inspector at `url` (Miniflare's proxy: the Worker's isolate) and starts the profile. */
  static async start(url: URL): Promise<IsolateProfiler> {
    const profiler = new IsolateProfiler(await connected(url));
    await profiler.call("Profiler.enable");
    await profiler.call("Profiler.setSamplingInterval", { interval: 1000 });
    profiler.startedAt = Date.now();
    await profiler.call("Profiler.start");
    profiler.heapTimer = setInterval(() => void profiler.readHeap(), 1000);
    return profiler;
  }

  private call(method: string, params: object = {}): Promise<unknown> {
    const id = ++this.asked;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  private async readHeap(): Promise<void> {
    const at = Date.now();
    const usage = (await this.call("Runtime.getHeapUsage")) as { usedSize: number };
    this.heap.push([at, usage.usedSize / 1e6]);
  }

  /** Stops the profile, writes it to `file` and tells what it shows. */
  async stop(file: string): Promise<ProfileSummary> {
    clearInterval(this.heapTimer);
    const { profile } = (await this.call("Profiler.stop")) as { profile: CpuProfile };
    this.socket.close();
    writeFileSync(file, JSON.stringify(profile));
    const gc = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(garbage collector)").map((node) => node.id));
    // Each run of samples in a collection: when it began and how long (the sample intervals it took).
    const collections: [number, number][] = [];
    let time = profile.startTime;
    let inGc = 0;
    let run: [number, number] | null = null;
    profile.samples.forEach((sample, i) => {
      const delta = profile.timeDeltas[i]!;
      time += delta;
      if (!gc.has(sample)) return void (run = null);
      inGc++;
      if (run === null) collections.push((run = [this.startedAt + (time - delta - profile.startTime) / 1000, 0]));
      run[1] += delta / 1000;
    });
    return { heap: this.heap, collections, gcShare: inGc / Math.max(1, profile.samples.length) };
  }
}

/** A socket to the inspector, once open: the proxy may refuse the first tries while it reaches the runtime's inspector. */
async function connected(url: URL): Promise<WebSocket> {
  for (let tries = 1; ; tries++) {
    const socket = new WebSocket(url);
    const open = await new Promise<boolean>((resolve) => {
      socket.once("open", () => resolve(true));
      socket.once("error", () => resolve(false));
    });
    if (open && socket.readyState === WebSocket.OPEN) return socket;
    socket.terminate();
    if (tries === 10) throw new Error(`the inspector at ${url.href} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
