/**
 * `npx tsx scripts/bench/trace-tasks.ts /path/ [/other/ …] [--runs 3] [--port 8924] [--top 8]`: the
 * main thread's tasks of each page load as CPU time, a measure the machine's load hardly moves
 * (docs/performance-log.md, "Article TBT: where the long tasks came from"). Each page of the built
 * site is opened by a first-time visitor at Lighthouse's mobile size (412×823, DPR 1.75, no
 * throttling) with a Chromium trace; per task it takes the thread CPU time (`tdur`) and prints, for
 * the tasks after the first contentful paint, their sum, the sum of max(0, 4 × CPU − 50 ms)
 * (Lighthouse's TBT of a 4× slower CPU, without its simulation) and the largest tasks with what ran
 * in them (the scripts' functions, parse, style, layout). Also the LCP element and time. Not in CI.
 */
import { launchBrowser, startSite } from "../../e2e/harness";

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const optionNames = new Set(["--runs", "--port", "--top"]);
const pages = args.filter((arg, index) => arg.startsWith("/") && !optionNames.has(args[index - 1] ?? ""));
const runs = Math.max(1, Number(option("--runs", "3")) || 3);
const top = Number(option("--top", "8")) || 8;
const port = Number(option("--port", "8924"));

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Chromium's trace events carry arguments of every shape
  args?: Record<string, any>;
};

/** What ran inside one task, by its events' names (scripts by URL and function), as CPU ms. */
function insideOf(task: TraceEvent, events: TraceEvent[]): string {
  const parts = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== "X" || event.ts < task.ts || event.ts >= task.ts + (task.dur ?? 0) || event === task) continue;
    const data = event.args?.data ?? event.args?.beginData ?? {};
    let label: string | null = null;
    if (
      event.name === "FunctionCall" ||
      event.name === "EvaluateScript" ||
      event.name === "v8.compile" ||
      event.name === "v8.parseOnBackground"
    ) {
      const url = String(data.url ?? data.fileName ?? "").replace(/^https?:\/\/[^/]+/, "");
      label = `${event.name} ${url}${data.functionName ? ` ${data.functionName}` : ""}`;
    } else if (
      [
        "ParseHTML",
        "UpdateLayoutTree",
        "Layout",
        "Paint",
        "TimerFire",
        "EventDispatch",
        "XHRReadyStateChange",
        "v8.callFunction",
        "RunMicrotasks",
        "V8.GC_SCAVENGER",
        "MajorGC",
        "MinorGC",
      ].includes(event.name)
    ) {
      label = event.name === "EventDispatch" ? `EventDispatch ${data.type ?? ""}` : event.name;
    }
    if (label) parts.set(label, (parts.get(label) ?? 0) + (event.tdur ?? 0) / 1000);
  }
  return [...parts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join("; ");
}

/** Self CPU (an event's own, without the events inside it) after `from`, summed by kind; scripts by file. */
function selfTimes(thread: TraceEvent[], from: number): Array<[string, number]> {
  const timed = thread
    .filter((event) => event.ph === "X" && typeof event.tdur === "number" && event.ts >= from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: Array<{ event: TraceEvent; children: number }> = [];
  const close = (entry: { event: TraceEvent; children: number }) => {
    const data = entry.event.args?.data ?? entry.event.args?.beginData ?? {};
    const url = String(data.url ?? "").replace(/^https?:\/\/[^/]+/, "");
    const label = ["FunctionCall", "EvaluateScript", "v8.compile", "v8.compileModule"].includes(entry.event.name)
      ? `script ${url || "?"}`
      : entry.event.name;
    totals.set(label, (totals.get(label) ?? 0) + Math.max(0, (entry.event.tdur ?? 0) - entry.children) / 1000);
  };
  for (const event of timed) {
    while (
      stack.length > 0 &&
      event.ts >= stack[stack.length - 1]!.event.ts + (stack[stack.length - 1]!.event.dur ?? 0)
    )
      close(stack.pop()!);
    if (stack.length > 0) stack[stack.length - 1]!.children += event.tdur ?? 0;
    stack.push({ event, children: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

async function tracePage(baseUrl: string, page: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      (window as unknown as { __lcp: unknown[] }).__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          startTime: number;
          size: number;
          element?: Element;
        }>) {
          const element = entry.element;
          const name = element
            ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`
            : "(removed)";
          (window as unknown as { __lcp: unknown[] }).__lcp.push({
            at: Math.round(entry.startTime),
            size: entry.size,
            name,
          });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await browser.startTracing(tab, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "v8",
        "toplevel",
        "blink.user_timing",
        "loading",
      ],
    });
    await tab.goto(`${baseUrl}${page}`, { waitUntil: "networkidle" });
    await tab.waitForTimeout(1500);
    const lcp = await tab.evaluate(
      () => (window as unknown as { __lcp: Array<{ at: number; size: number; name: string }> }).__lcp,
    );
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = events.find(
      (event) =>
        event.name === "thread_name" &&
        event.args?.name === "CrRendererMain" &&
        events.some((other) => other.pid === event.pid && other.name === "ParseHTML"),
    );
    if (!main) throw new Error("no renderer main thread in the trace");
    const thread = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
    const fcp = thread.find((event) => event.name === "firstContentfulPaint");
    // One event per task: RunTask (devtools.timeline) wraps ThreadControllerImpl::RunTask (toplevel).
    const taskName = thread.some((event) => event.name === "RunTask") ? "RunTask" : "ThreadControllerImpl::RunTask";
    const tasks = thread.filter(
      (event) => event.ph === "X" && event.name === taskName && typeof event.tdur === "number",
    );
    const after = tasks.filter((task) => !fcp || task.ts >= fcp.ts);
    const cpu = (task: TraceEvent) => (task.tdur ?? 0) / 1000;
    const sum = after.reduce((total, task) => total + cpu(task), 0);
    const blocking = after.reduce((total, task) => total + Math.max(0, 4 * cpu(task) - 50), 0);
    // The same with each task's wall time, as Lighthouse's simulation takes it (waits for the browser process included).
    const blockingWall = after.reduce((total, task) => total + Math.max(0, (4 * (task.dur ?? 0)) / 1000 - 50), 0);
    const navigationStart = thread.find((event) => event.name === "navigationStart")?.ts ?? tasks[0]?.ts ?? 0;
    process.stdout.write(
      `${page}: after FCP ${after.length} tasks, CPU ${sum.toFixed(1)} ms, Σ max(0, 4×CPU − 50) ${blocking.toFixed(0)} ms (wall: ${blockingWall.toFixed(0)}); LCP ${lcp.map((entry) => `${entry.name} ${entry.size} px² at ${entry.at} ms`).join(" → ")}\n`,
    );
    process.stdout.write(
      `  self CPU after FCP by kind: ${selfTimes(thread, fcp?.ts ?? 0)
        .slice(0, top + 4)
        .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
        .join("; ")}\n`,
    );
    for (const task of [...after].sort((a, b) => cpu(b) - cpu(a)).slice(0, top)) {
      process.stdout.write(
        `  ${cpu(task).toFixed(1).padStart(6)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(1)} wall) at ${((task.ts - navigationStart) / 1000).toFixed(0).padStart(5)} ms: ${insideOf(task, thread)}\n`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const site = await startSite({ port, log: () => undefined });
  try {
    for (const page of pages) {
      await fetch(`${site.baseUrl}${page}`).then((response) => response.text());
      for (let run = 0; run < runs; run += 1) await tracePage(site.baseUrl, page);
    }
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[trace-tasks] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
