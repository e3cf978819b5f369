import type { Reporter } from "gatsby";
import { AuthorError } from "../lib/author-error";

/** Error ids registered with Gatsby's reporter, so author errors print as messages, not traces. */
export const ERROR_MAP = {
  "90001": {
    text: (context: { message: string }) => context.message,
    level: "ERROR",
    type: "PLUGIN",
    category: "USER",
  },
} as const;

/** Stops the build with an author error's message, or rethrows anything else. */
export function panicOnAuthorError(reporter: Reporter, error: unknown): never {
  if (error instanceof AuthorError) {
    reporter.panicOnBuild({ id: "90001", context: { message: error.message } });
    // panicOnBuild only exits in builds; in develop the message is shown and this stops the hook.
    throw new Error(error.message);
  }
  throw error;
}

/** Runs `work`, turning author errors into a build stop with a clear message. */
export function withAuthorErrors<T>(reporter: Reporter, work: () => T): T {
  try {
    return work();
  } catch (error) {
    return panicOnAuthorError(reporter, error);
  }
}
