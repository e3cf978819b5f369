/** @jest-environment node */
import { parentOf, residentBytes, treeOf, treeResidentBytes } from "../../bench/process-tree.ts";

test("parentOf reads the parent pid after a command holding spaces and parentheses", () => {
  expect(parentOf("4242 (node (worker) 2) S 4100 4242 4100 0 -1 4194560")).toBe(4100);
});

test("residentBytes reads VmRSS in bytes, and 0 for a process without one", () => {
  expect(residentBytes("Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  1536 kB\n")).toBe(1536 * 1024);
  expect(residentBytes("Name:\tzombie\nState:\tZ (zombie)\n")).toBe(0);
});

test("treeOf finds every descendant whatever the order of the listing, and nothing else", () => {
  const parents = new Map([
    [30, 20],
    [20, 10],
    [10, 1],
    [11, 1],
    [40, 30],
    [21, 11],
  ]);
  expect([...treeOf(parents, 10)].sort((a, b) => a - b)).toEqual([10, 20, 30, 40]);
});

test("treeResidentBytes counts at least this process", () => {
  expect(treeResidentBytes(process.pid)).toBeGreaterThan(1024 * 1024);
});
