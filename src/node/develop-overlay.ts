import { overlayError } from "../lib/overlay-error";

/** The part of Gatsby's develop websocket manager that feeds the browser overlay. */
interface WebsocketManager {
  emitError(id: string, errors: unknown[] | null): void;
}

/**
 * Gatsby's develop server shows in the browser overlay the errors its websocket manager emits (it
 * does so for GraphQL errors); plugins have no public way to add one, so the manager is reached
 * through Gatsby's own module. Outside `gatsby develop` (a build, the tests) there is none.
 */
function websocketManager(): WebsocketManager | undefined {
  if (process.env.gatsby_executing_command !== "develop") return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal module, loaded only in develop
    return (require("gatsby/dist/utils/websocket-manager") as { websocketManager?: WebsocketManager }).websocketManager;
  } catch {
    return undefined;
  }
}

const overlayId = (subject: string) => `content:${subject}`;

/**
 * Shows an author error in the browser overlay of `gatsby develop`, under `subject` (what the
 * failed step was reading), replacing that subject's previous error.
 */
export function showInOverlay(subject: string, message: string, file: string): void {
  websocketManager()?.emitError(overlayId(subject), [overlayError(message, file, process.cwd())]);
}

/** Takes `subject`'s error off the overlay once a save of it went through. */
export function clearFromOverlay(subject: string): void {
  websocketManager()?.emitError(overlayId(subject), null);
}
