/**
 * The machine's CPU time from /proc/stat, for saying how busy a run kept the machine: a suite that
 * keeps every core busy is shortened only by work it stops doing, one that leaves cores idle also
 * by running more side by side.
 */
import fs from "node:fs";

/** Seconds of CPU time since boot, summed over the cores. */
export interface CpuTimes {
  /** Running code: user, nice, system, irq and softirq. */
  busy: number;
  /** Idle, or waiting on the disk. */
  idle: number;
  /** Taken by the host from this virtual machine. */
  stolen: number;
  /** The cores the times are summed over. */
  cores: number;
}

/** /proc/stat counts in clock ticks of 1/100 s (USER_HZ on Linux). */
const TICKS_PER_SECOND = 100;

/** The times of the `cpu` line of a /proc/stat text; null when there is none. */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split("\n").find((candidate) => /^cpu\s/.test(candidate));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map((field) => Number(field) / TICKS_PER_SECOND);
  if ([user, nice, system, idle].some((value) => value === undefined || Number.isNaN(value))) return null;
  return {
    busy: user + nice + system + (irq ?? 0) + (softirq ?? 0),
    idle: idle + (iowait ?? 0),
    stolen: steal ?? 0,
    cores: procStat.split("\n").filter((candidate) => /^cpu\d+\s/.test(candidate)).length,
  };
}

/** The machine's times now; null where there is no /proc/stat. */
export function readCpuTimes(file = "/proc/stat"): CpuTimes | null {
  try {
    return parseCpuTimes(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** What the machine did between two readings: CPU-seconds busy, and the share of its time that was. */
export function cpuUse(before: CpuTimes, after: CpuTimes): { busySeconds: number; busyShare: number } {
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle) + (after.stolen - before.stolen);
  return { busySeconds: busy, busyShare: total > 0 ? busy / total : 0 };
}
