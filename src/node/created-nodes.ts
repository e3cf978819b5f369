import type { Actions } from "gatsby";

/**
 * Gatsby's createNode answers a promise of the onCreateNode hooks it sets off for the new node,
 * which most callers drop. A hook that creates nodes awaits them through this wrapper, so that it
 * ends only when the nodes made from its input are processed too: the chain createPages waits for
 * in `gatsby develop` (see settled-files).
 */
export function awaitingCreatedNodes<A extends Pick<Actions, "createNode">>(
  actions: A,
): { actions: A; processed: () => Promise<void> } {
  const runs: Array<void | Promise<void>> = [];
  const createNode: Actions["createNode"] = (...args) => {
    const run = actions.createNode(...args);
    runs.push(run);
    return run;
  };
  return {
    actions: { ...actions, createNode },
    processed: async () => {
      await Promise.all(runs);
    },
  };
}
