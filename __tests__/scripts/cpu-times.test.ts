/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuUse, parseCpuTimes, readCpuTimes } from "../../scripts/cpu-times";

const STAT = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 100 300 ${idle} 50 0 20 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\ncpu1 1 2 3 4 5 6 7 8 0 0\nintr 12345\n`;

test("the cpu line's ticks become seconds: busy is user, nice, system, irq and softirq; idle includes waiting on the disk", () => {
  expect(parseCpuTimes(STAT(1000, 5000, 30))).toEqual({ busy: 14.2, idle: 50.5, stolen: 0.3, cores: 2 });
});

test("a text without a cpu line, or with a short one, gives null", () => {
  expect(parseCpuTimes("intr 1 2 3\n")).toBeNull();
  expect(parseCpuTimes("cpu  1 2\n")).toBeNull();
});

test("between two readings: the busy CPU-seconds and their share of the machine's time, stolen time included", () => {
  const before = parseCpuTimes(STAT(1000, 5000))!;
  const after = parseCpuTimes(STAT(1900, 5100, 100))!;
  const use = cpuUse(before, after);
  expect(use.busySeconds).toBeCloseTo(9);
  // 9 s busy of 9 + 1 idle + 1 stolen.
  expect(use.busyShare).toBeCloseTo(9 / 11);
  expect(cpuUse(before, before).busyShare).toBe(0);
});

test("a missing file reads as null; a real /proc/stat, where there is one, reads", () => {
  expect(readCpuTimes(path.join(os.tmpdir(), "no-such-proc-stat"))).toBeNull();
  if (fs.existsSync("/proc/stat")) expect(readCpuTimes()?.busy).toBeGreaterThan(0);
});
