/** @jest-environment node */
import { oncePerInputs } from "../../src/lib/once-per-inputs";

/** A step that counts its runs and succeeds or fails as told, after a turn of the event loop. */
function countingWork(outcome: () => boolean | Error = () => true) {
  const work = { runs: 0, run: async () => false };
  work.run = async () => {
    work.runs += 1;
    await new Promise((resolve) => setImmediate(resolve));
    const result = outcome();
    if (result instanceof Error) throw result;
    return result;
  };
  return work;
}

const sameText = (a: { text: string }, b: { text: string }) => a.text === b.text;

test("the same inputs, asked for twice at once, run the step once", async () => {
  const once = oncePerInputs(sameText);
  const work = countingWork();
  await Promise.all([once.run({ text: "a" }, work.run), once.run({ text: "a" }, work.run)]);
  expect(work.runs).toBe(1);
});

test("the same inputs, asked for after a success, do not run the step again", async () => {
  const once = oncePerInputs(sameText);
  const work = countingWork();
  await once.run({ text: "a" }, work.run);
  await once.run({ text: "a" }, work.run);
  expect(work.runs).toBe(1);
});

test("new inputs run the step, and so do the first ones after them", async () => {
  const once = oncePerInputs(sameText);
  const work = countingWork();
  await once.run({ text: "a" }, work.run);
  await once.run({ text: "b" }, work.run);
  await once.run({ text: "a" }, work.run);
  expect(work.runs).toBe(3);
});

test("a run that failed is not reused, whether it returned false or threw", async () => {
  const outcomes: Array<boolean | Error> = [false, new Error("broken"), true];
  const once = oncePerInputs(sameText);
  const work = countingWork(() => outcomes.shift() as boolean | Error);
  await once.run({ text: "a" }, work.run);
  await expect(once.run({ text: "a" }, work.run)).rejects.toThrow("broken");
  await once.run({ text: "a" }, work.run);
  await once.run({ text: "a" }, work.run);
  expect(work.runs).toBe(3);
});

test("a call waiting on a run that fails runs the step once more, not once per waiting call", async () => {
  const outcomes = [false, true];
  const once = oncePerInputs(sameText);
  const work = countingWork(() => outcomes.shift() as boolean);
  await Promise.all([
    once.run({ text: "a" }, work.run),
    once.run({ text: "a" }, work.run),
    once.run({ text: "a" }, work.run),
  ]);
  expect(work.runs).toBe(2);
});

test("inputs that could not be read always run the step", async () => {
  const once = oncePerInputs(sameText);
  const work = countingWork();
  await once.run({ text: "a" }, work.run);
  await once.run(undefined, work.run);
  await once.run({ text: "a" }, work.run);
  expect(work.runs).toBe(3);
});
