/** @jest-environment node */
import { threadTimeBlocking, type TraceEvent } from "../../bench/thread-time-tbt.ts";

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };

/** A complete event on the main thread: start, wall and thread durations in ms. */
const task = (name: string, start: number, wall: number, cpu: number, thread = MAIN): TraceEvent => ({
  name,
  ph: "X",
  ts: start * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
  ...thread,
});
const paint: TraceEvent = { name: "firstContentfulPaint", ph: "R", ts: 100_000, ...MAIN };

describe("threadTimeBlocking", () => {
  test("counts the thread time of tasks after the first paint, four times over, beyond 50 ms", () => {
    const figures = threadTimeBlocking([
      paint,
      task("RunTask", 10, 60, 40), // before the paint: not counted
      task("RunTask", 150, 90, 20), // 80 ms simulated: blocks 30
      task("FunctionCall", 150, 80, 19), // inside the task above: not a task of its own
      task("RunTask", 300, 60, 5), // a long wall time from waiting for a CPU: 20 ms, no blocking
      task("RunTask", 400, 30, 30, OTHER), // another thread
    ]);
    expect(figures).toEqual({ blocking: 30, cpuAfterPaint: 25, longTasks: 1 });
  });

  test("counts a task that lays out twice over, as Lighthouse does", () => {
    const figures = threadTimeBlocking([paint, task("RunTask", 200, 50, 40), task("Layout", 205, 30, 30)]);
    expect(figures.blocking).toBe(30);
  });

  test("is zero without a first contentful paint", () => {
    expect(threadTimeBlocking([task("RunTask", 0, 500, 500)])).toEqual({ blocking: 0, cpuAfterPaint: 0, longTasks: 0 });
  });
});
