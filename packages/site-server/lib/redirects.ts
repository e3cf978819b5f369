/**
 * The redirect table a build recorded (src/lib/redirects.ts), as both servers read it: the local
 * server looks paths up in it, the nginx config is generated from it.
 */
import fs from "node:fs";
import path from "node:path";
import { REDIRECTS_PATH, redirectLookup, type Redirect } from "../../../src/lib/redirects";

/** The table's file in a built site. */
export const redirectsFile = (root: string): string => path.join(root, REDIRECTS_PATH);

/** The redirects of the build in `root`; none for a build that recorded none. */
export function readRedirectList(root: string): Redirect[] {
  const file = redirectsFile(root);
  if (!fs.existsSync(file)) return [];
  const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const valid =
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as Redirect).from === "string" &&
        typeof (entry as Redirect).to === "string" &&
        (entry as Redirect).from.startsWith("/") &&
        (entry as Redirect).to.startsWith("/") &&
        // A Location of "//host" would lead to another origin.
        !(entry as Redirect).to.startsWith("//"),
    );
  if (!valid) throw new Error(`${file}: expected a list of { from, to } paths. Run \`npm run build\` again.`);
  return value as Redirect[];
}

/** The redirects of the build in `root`, by lower-case path. */
export function readRedirects(root: string): Map<string, string> {
  return redirectLookup(readRedirectList(root));
}
