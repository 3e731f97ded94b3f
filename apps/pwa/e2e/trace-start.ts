// What holds the main thread while a route opens: a DevTools trace (Chromium's timeline and V8's
// sampling profiler) of the first seconds of a route at phone size, printed as the page's tasks
// over a threshold, each with what ran in it (the trace events under it and the functions the
// profiler sampled most). Read against an unminified build (`pnpm exec vite build --minify false
// --outDir dist/trace`, served with E2E_DIST=dist/trace) so the functions keep their names.
// `node --import tsx e2e/trace-start.ts '#/tetris?mode=marathon' [seconds] [min task ms]`.
import type { CDPSession } from "playwright-core";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ORIGIN, Preview, openBrowser } from "./harness.ts";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: what a loaded machine stretches least. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const [route = "#/", seconds = "6", minTask = "15"] = process.argv.slice(2).filter((a) => a !== "--");

async function trace(session: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => session.once("Tracing.tracingComplete", () => resolve()));
  await session.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      includedCategories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "toplevel",
        "v8.execute",
        "v8",
        "blink.user_timing",
        "loading",
        "disabled-by-default-v8.cpu_profiler",
      ],
    },
  });
  await run();
  await session.send("Tracing.end");
  await done;
  return events;
}

const short = (url: string) => (url ? url.replace(/^.*\/assets\//, "").replace(/^https?:\/\/[^/]+\/?/, "/") : "");

/** The trace events a task's line names (the rest are listed as "other"). */
const KNOWN_EVENTS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "ParseHTML",
  "v8.compile",
  "v8.compileModule",
  "EventDispatch",
  "RunMicrotasks",
  "v8.run",
]);

function report(events: TraceEvent[]): void {
  const threads = events.filter((e) => e.ph === "M" && e.name === "thread_name" && (e.args?.name as string) === "CrRendererMain");
  // The page's main thread: the renderer main thread that ran the most among those that loaded
  // the page (the browser's own WebUI pages, such as the omnibox popup, run renderers too).
  const loadedPage = (t: TraceEvent) =>
    events.some((e) => e.pid === t.pid && e.tid === t.tid && String((e.args?.data as { url?: string } | undefined)?.url ?? "").startsWith(ORIGIN));
  const pageThreads = threads.filter(loadedPage);
  const busiest = (pageThreads.length > 0 ? pageThreads : threads)
    .map((t) => ({ t, total: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").reduce((s, e) => s + (e.dur ?? 0), 0) }))
    .sort((a, b) => b.total - a.total)[0]?.t;
  if (!busiest) throw new Error("no renderer main thread in the trace");
  const onMain = events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid);
  const nav = onMain.find((e) => e.name === "navigationStart" || e.name === "markAsMainFrame")?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.ph === "X" && (e.dur ?? 0) >= Number(minTask) * 1000);
  // The sampling profile: nodes and samples from the Profile/ProfileChunk events of the main thread.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profileStart = events.find((e) => e.name === "Profile" && e.pid === busiest.pid);
  let clock = Number((profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== "ProfileChunk" || e.pid !== busiest.pid || e.id !== profileStart?.id) continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      clock += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const label = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const idle = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);
  let blocking = 0;
  const brief = process.env.TRACE_BRIEF === "1";
  if (!brief) console.log(`${route}: ${tasks.length} tasks of ${minTask} ms or more on the main thread`);
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const inside = onMain.filter((e) => e.ph === "X" && e.ts >= start && e.ts + (e.dur ?? 0) <= end && e !== task && (e.dur ?? 0) >= 3000);
    const known = (e: TraceEvent) => KNOWN_EVENTS.has(e.name);
    const kinds = inside.filter(known).map((e) => {
      const data = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
      return `${e.name}${data?.url ? ` ${short(data.url)}` : ""}${data?.functionName ? ` ${data.functionName}` : ""}${data?.type ? ` ${data.type}` : ""} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
    });
    const cpu = task.tdur === undefined ? "" : ` (CPU ${(task.tdur / 1000).toFixed(1)} ms)`;
    // Native work the list above does not name (garbage collection, canvas, a worker's message).
    const others = inside.filter((e) => !known(e)).map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
    const inTask = samples.filter((s) => s.ts >= start && s.ts <= end);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (const s of inTask) {
      const n = nodes.get(s.node);
      if (!n || idle.has(n.callFrame.functionName)) continue;
      self.set(label(n), (self.get(label(n)) ?? 0) + 1);
      const seen = new Set<string>();
      for (let p: ProfileNode | undefined = n; p; p = p.parent === undefined ? undefined : nodes.get(p.parent)) {
        if (!p.callFrame.url) continue;
        const l = label(p);
        if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + 1);
        seen.add(l);
      }
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, count]) => `${name} ${Math.round((100 * count) / Math.max(1, inTask.length))}%`);
    if (brief) {
      // One line a task: when, how long, and the deepest named functions that ran most in it.
      const named = top(total, 12).filter((l) => !/^(_tick|update|emit|inSlices|\(anonymous\)) /.test(l));
      console.log(
        `${((start - nav) / 1000).toFixed(0).padStart(6)} ms ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms${cpu}  ${named.slice(0, 4).join(" · ")}`,
      );
      continue;
    }
    console.log(`\n task at ${((start - nav) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms${cpu}`);
    console.log(`   events: ${kinds.slice(0, 12).join(" · ")}`);
    if (others.length > 0) console.log(`   other: ${others.slice(0, 8).join(" · ")}`);
    console.log(`   self: ${top(self, 8).join(" · ")}`);
    console.log(`   total: ${top(total, Number(process.env.TRACE_TOP ?? 14)).join(" · ")}`);
  }
  // Lighthouse simulates each task about four times as long and counts what exceeds 50 ms: the
  // same count from the tasks' CPU time, which the machine's other work stretches least.
  const counted = onMain
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.ts >= nav)
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000)
    .filter((ms) => 4 * ms > 50);
  const simulated = counted.reduce((sum, ms) => sum + 4 * ms - 50, 0);
  console.log(`\n${route}: blocking time over 50 ms per task, unthrottled: ${blocking.toFixed(0)} ms`);
  console.log(`${route}: CPU time counted as Lighthouse counts it (4×, less 50 ms a task): ${simulated.toFixed(0)} ms in ${counted.length} tasks over 12.5 ms`);
}

const preview = new Preview();
await preview.start(join(import.meta.dirname, ".."));
const browser = await openBrowser({ viewport: { width: 390, height: 844 }, mobile: true });
try {
  const page = await browser.context.newPage();
  const session = await browser.context.newCDPSession(page);
  // Chromium's largest-contentful-paint candidates, each with the element that painted it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __lcp: string[] }).__lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        const el = entry.element;
        const what = el
          ? `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ""}> "${(el.textContent ?? "").slice(0, 40)}"`
          : "(removed)";
        seen.push(`${entry.startTime.toFixed(0)} ms, ${entry.size} px²: ${what}`);
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const events = await trace(session, async () => {
    await page.goto(`${ORIGIN}/${route}`);
    await page.waitForTimeout(Number(seconds) * 1000);
  });
  // The whole trace, for a closer look (DevTools opens it: Performance › Load profile).
  if (process.env.TRACE_SAVE) await writeFile(process.env.TRACE_SAVE, JSON.stringify({ traceEvents: events }));
  report(events);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
  console.log(`\nlargest contentful paint candidates (unthrottled):\n${lcp.map((l) => `  ${l}`).join("\n")}`);
} finally {
  await browser.close();
  preview.stop();
}
