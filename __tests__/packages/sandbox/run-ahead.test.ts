/** @jest-environment node */
/** The runner that runs samples a few at a time ahead of the tests that check them. */
import { RunAhead } from "../../fixtures/sample-runners/run-ahead";

/** Jobs that end when the test says so, recording which ran and the most that ran at once. */
function jobs() {
  const ends = new Map<string, () => void>();
  const log = { started: [] as string[], running: 0, most: 0 };
  const run = (name: string) =>
    new Promise<string>((resolve) => {
      log.started.push(name);
      log.running += 1;
      log.most = Math.max(log.most, log.running);
      ends.set(name, () => {
        log.running -= 1;
        resolve(`${name} done`);
      });
    });
  const end = async (name: string) => {
    ends.get(name)!();
    // Let the runner start what waited for the slot.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, end, log };
}

test("asking for a job starts it and the next ones up to the width, never more at once", async () => {
  const { run, end, log } = jobs();
  const ahead = new RunAhead(["a", "b", "c", "d"], 2, run);
  const a = ahead.result("a");
  await new Promise((resolve) => setImmediate(resolve));
  expect(log.started).toEqual(["a", "b"]);
  await end("a");
  await expect(a).resolves.toBe("a done");
  const b = ahead.result("b");
  await new Promise((resolve) => setImmediate(resolve));
  expect(log.started).toEqual(["a", "b", "c"]);
  await end("b");
  await expect(b).resolves.toBe("b done");
  expect(ahead.result("b")).toBe(b);
  const d = ahead.result("d");
  await end("c");
  await end("d");
  await expect(d).resolves.toBe("d done");
  expect(log.most).toBe(2);
});

test("a job asked for out of order waits for a free place", async () => {
  const { run, end, log } = jobs();
  const ahead = new RunAhead(["a", "b", "c"], 1, run);
  void ahead.result("a");
  const c = ahead.result("c");
  await new Promise((resolve) => setImmediate(resolve));
  expect(log.started).toEqual(["a"]);
  await end("a");
  expect(log.started).toEqual(["a", "c"]);
  await end("c");
  await expect(c).resolves.toBe("c done");
  expect(log.most).toBe(1);
});

test("an unknown job or a width below one is refused", () => {
  expect(() => new RunAhead(["a"], 0, async () => 0)).toThrow(/at least one job/);
  expect(() => new RunAhead(["a"], 1, async () => 0).result("b")).toThrow(/no job b/);
});

test("a job that throws fails its own result and frees its place", async () => {
  // Thrown before a promise exists, as a runner does when the program didn't compile.
  const ahead = new RunAhead(["a", "b"], 1, (name) => {
    if (name === "a") throw new Error("a did not build");
    return Promise.resolve(name);
  });
  await expect(ahead.result("a")).rejects.toThrow("a did not build");
  await expect(ahead.result("b")).resolves.toBe("b");
});
