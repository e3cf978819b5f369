/**
 * Total Blocking Time from the CPU time of a trace's tasks rather than their wall time. Lighthouse's
 * simulated throttling multiplies the wall time of each main-thread task it observed (by 4, by 2
 * for a task that lays out) and sums what goes beyond 50 ms after the first contentful paint. On a
 * busy machine a task's wall time includes the time the browser waited for a CPU, so a 3 ms slice
 * of hydration can count as 80 ms. The same rule applied to each task's thread time (Chromium
 * records both) leaves that wait out: a figure of the page's own work, to read beside Lighthouse's.
 */

/** The parts of a Chromium trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  /** Wall duration, µs (complete events). */
  dur?: number;
  /** Thread (CPU) duration, µs (complete events). */
  tdur?: number;
}

/** Lighthouse's rule: a task blocks for what it takes beyond 50 ms, after these multipliers. */
export const BLOCKING_THRESHOLD_MS = 50;
export const CPU_MULTIPLIER = 4;
export const LAYOUT_MULTIPLIER = 2;

/** The figures of one trace. */
export interface ThreadTimeFigures {
  /** Σ max(0, thread time × multiplier − 50 ms) over the tasks after the first contentful paint, ms. */
  blocking: number;
  /** The main thread's CPU time after the first contentful paint, ms. */
  cpuAfterPaint: number;
  /** Tasks after it that block, by this rule. */
  longTasks: number;
}

/** The figures of a trace; all zero when it has no first contentful paint. */
export function threadTimeBlocking(events: readonly TraceEvent[]): ThreadTimeFigures {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return { blocking: 0, cpuAfterPaint: 0, longTasks: 0 };
  // The paint is recorded on the page's main thread, whose tasks are what blocks.
  const main = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === "X" && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const figures: ThreadTimeFigures = { blocking: 0, cpuAfterPaint: 0, longTasks: 0 };
  let index = 0;
  while (index < main.length) {
    const task = main[index];
    const end = task.ts + (task.dur ?? 0);
    let lays = false;
    // Events inside the task are its own work: skipped as tasks, read for layout.
    for (index += 1; index < main.length && main[index].ts < end; index += 1) lays ||= main[index].name === "Layout";
    if (task.ts < paint.ts) continue;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    const simulated = cpu * (lays || task.name === "Layout" ? LAYOUT_MULTIPLIER : CPU_MULTIPLIER);
    figures.cpuAfterPaint += cpu;
    if (simulated > BLOCKING_THRESHOLD_MS) {
      figures.blocking += simulated - BLOCKING_THRESHOLD_MS;
      figures.longTasks += 1;
    }
  }
  return figures;
}
