/**
 * The memory of a process tree, from /proc: a build is npm, a shell, Gatsby and its workers, so
 * its peak is the largest sum of their resident sets seen at one sample, not any one process's.
 */
import fs from "node:fs";

/** The parent pid in the text of /proc/<pid>/stat (its command may hold spaces and parentheses). */
export function parentOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[1]);
}

/** The resident set in bytes in the text of /proc/<pid>/status (VmRSS), 0 when it has none (a zombie). */
export function residentBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** `root` and every process under it, from each process's parent. */
export function treeOf(parents: ReadonlyMap<number, number>, root: number): Set<number> {
  const tree = new Set([root]);
  // Parents are listed before their children only by chance: repeat until nothing is added.
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return tree;
}

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    // The process ended between the listing and the read.
    return null;
  }
};

/** The summed resident set of `root` and its descendants now, in bytes. */
export function treeResidentBytes(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentOf(stat));
  }
  let total = 0;
  for (const pid of treeOf(parents, root)) total += residentBytes(read(`/proc/${pid}/status`) ?? "");
  return total;
}

/** Samples the tree under `root` every `intervalMs` until stopped; `stop()` returns the peak in bytes. */
export function samplePeak(root: number, intervalMs = 250): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeResidentBytes(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
