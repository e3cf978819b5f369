import type { Reporter } from "gatsby";
import { AuthorError } from "../lib/author-error";
import { FACTS_FILE } from "../lib/facts/load";
import { clearFromOverlay, showInOverlay } from "./develop-overlay";
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

/**
 * For hooks that `gatsby develop` re-runs when a file is saved: stops `gatsby build` like
 * panicOnAuthorError, but in develop only reports the author error (terminal and browser overlay,
 * under `subject`: what the hook was reading) and returns false, so the hook ends cleanly and the
 * next good save recovers. Other errors are rethrown.
 */
export function reportAuthorError(reporter: Reporter, error: unknown, subject: string): false {
  if (error instanceof AuthorError && !isBuild()) {
    reporter.panicOnBuild(error.message);
    // Every step that reads a broken content/facts.yaml reports it: the overlay shows it once.
    showInOverlay(error.file === FACTS_FILE ? FACTS_FILE : subject, error.message, error.file);
    return false;
  }
  return panicOnAuthorError(reporter, error);
}

/**
 * Runs `work` in a hook develop re-runs on save: the result, or undefined after an author error
 * was reported. A success takes `subject`'s earlier error off the overlay.
 */
export async function withReportedAuthorErrors<T>(
  reporter: Reporter,
  subject: string,
  work: () => T | Promise<T>,
): Promise<T | undefined> {
  try {
    const result = await work();
    clearFromOverlay(subject);
    return result;
  } catch (error) {
    reportAuthorError(reporter, error, subject);
    return undefined;
  }
}
