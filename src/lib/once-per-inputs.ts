/**
 * A step that runs once per version of its inputs. Several events can ask for the same work: on a
 * cold build a spec is sourced when its own file arrives and again when content/facts.yaml (whose
 * values it reads) arrives, with the same text and the same facts. A call whose inputs equal those
 * of the last run waits for that run, under way or finished, instead of starting another; a run
 * that failed (returned false or threw) is not reused, so the next call tries again.
 */
export interface OncePerInputs<I> {
  /**
   * Runs `work` unless the last run had inputs equal to `inputs` and succeeded. `inputs` undefined
   * (they could not be read) always runs `work` and forgets the last run. `work` returns whether
   * it succeeded.
   */
  run(inputs: I | undefined, work: () => Promise<boolean>): Promise<void>;
}

export function oncePerInputs<I>(same: (a: I, b: I) => boolean): OncePerInputs<I> {
  let last: { inputs: I; succeeded: Promise<boolean> } | undefined;
  return {
    async run(inputs, work) {
      while (inputs !== undefined && last && same(last.inputs, inputs)) {
        const current = last;
        if (await current.succeeded) return;
        // It failed: run again, unless another call already has.
        if (last === current) break;
      }
      const succeeded = work();
      last = inputs === undefined ? undefined : { inputs, succeeded: succeeded.catch(() => false) };
      await succeeded;
    },
  };
}
