import type { Reporter } from "gatsby";
import { AuthorError } from "../lib/author-error";
import { isBuild, prepareExitAfterAuthorError } from "./end-build";

/**
 * Stops the build with an author error's message (file, line, what is allowed, the fix) and no
 * stack trace; anything else is a bug and is rethrown with its trace.
 */
export function panicOnAuthorError(reporter: Reporter, error: unknown): never {
  if (error instanceof AuthorError) {
    // panicOnBuild exits `gatsby build` at once; the exit must not race the datastore's thread.
    if (isBuild()) prepareExitAfterAuthorError();
    reporter.panicOnBuild(error.message);
    // In `gatsby develop` panicOnBuild only reports; stop the hook all the same.
    throw new AuthorError(error.file, error.message);
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
