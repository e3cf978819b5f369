import path from "path";

/**
 * An error as the browser overlay of `gatsby develop` shows it (Gatsby's structured error): the
 * first line as the title, the whole message as the text, and the file and line for "Open in
 * Editor".
 */
export interface OverlayError {
  level: "ERROR";
  code: string;
  text: string;
  filePath?: string;
  location?: { start: { line: number } };
  context: { sourceMessage: string };
}

/** The code the overlay prints next to an author error. */
export const AUTHOR_ERROR_CODE = "content";

/**
 * An author error's message for the overlay. The file and line are the first `file:line` the
 * message names (the place to fix); the file alone when it names no line.
 */
export function overlayError(message: string, file: string, siteDirectory: string): OverlayError {
  const located = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\d+)`).exec(message);
  return {
    level: "ERROR",
    code: AUTHOR_ERROR_CODE,
    text: message,
    filePath: path.resolve(siteDirectory, file),
    ...(located ? { location: { start: { line: Number(located[1]) } } } : {}),
    context: { sourceMessage: message.split("\n")[0] },
  };
}
