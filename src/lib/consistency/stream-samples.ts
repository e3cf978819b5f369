/**
 * What every WebSocket client sample must do, wherever it is shown (the guides, the channel
 * pages): run where the key is secret and read it from the environment, never fetch it into a
 * browser; drop a connection that has been silent for the dead-connection time; and subscribe
 * no more symbols than the `authenticated` event's `max_symbols`, so that a plan with fewer
 * symbols (the Free plan after a trial) doesn't end the client with close code 4008.
 */
import type { Facts } from "../facts/schema";

// A browser page holding or fetching the key: a fetch of a key URL, storage, or a page's globals.
const KEY_IN_BROWSER = /fetch\([^)]*key|localStorage|sessionStorage|window\.\w*key|document\.cookie/i;
// Where the samples read the key: the environment of a server process.
const KEY_FROM_ENVIRONMENT = /TICKWIRE_API_KEY/;

/** What is wrong with one WebSocket client sample. */
export function streamSampleProblems(source: string, facts: Facts): string[] {
  const problems: string[] = [];
  if (KEY_IN_BROWSER.test(source))
    problems.push("puts the API key in a browser: open the stream from a backend and relay quotes to browsers instead");
  if (!KEY_FROM_ENVIRONMENT.test(source))
    problems.push("doesn't read the key from the TICKWIRE_API_KEY environment variable of a server process");
  const dead = facts.websocket.deadConnectionSeconds;
  const watchdog = new RegExp(`\\b${dead}\\b|DEAD_?AFTER|deadConnection|dead_after`, "i");
  if (!watchdog.test(source))
    problems.push(
      `has no watchdog that drops a connection silent for ${dead} seconds (websocket.deadConnectionSeconds)`,
    );
  if (!/max_symbols|maxSymbols|MaxSymbols/.test(source))
    problems.push(
      "subscribes without reading max_symbols from the authenticated event, so a smaller plan ends it with 4008",
    );
  return problems;
}
