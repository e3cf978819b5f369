/**
 * Serving two builds side by side for a comparison (bench/lighthouse.ts): both are served by this
 * checkout's local server, in this process, so that whatever differs between the figures comes
 * from the builds and not from how they were served. A build made before builds recorded their
 * security settings (public/security-config.json) or their redirects (public/redirects.json) is
 * served with the reference build's settings and no redirects, which changes no page's bytes.
 */
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { freePort } from "../packages/site-server/lib/free-port.ts";
import { createSiteServer } from "../packages/site-server/lib/local-server.ts";
import {
  readSecurityConfig,
  securityConfigFile,
  type SecurityConfig,
} from "../packages/site-server/lib/security-headers.ts";

/** The security settings a build is served with, and whether they are another build's. */
export interface ServedSettings {
  settings: SecurityConfig;
  /** The build recorded none: these are the reference build's. */
  borrowed: boolean;
}

/**
 * The settings to serve the build in `root` with: its own, or, when it recorded none (a build
 * older than the file), those of the build in `referenceRoot`.
 */
export function settingsFor(root: string, referenceRoot: string): ServedSettings {
  if (fs.existsSync(securityConfigFile(root))) return { settings: readSecurityConfig(root), borrowed: false };
  if (!fs.existsSync(securityConfigFile(referenceRoot)))
    throw new Error(`${securityConfigFile(referenceRoot)} is missing: ${referenceRoot} is not a build (npm run build)`);
  return { settings: readSecurityConfig(referenceRoot), borrowed: true };
}

/** A build served on a loopback port. */
export interface ServedBuild {
  origin: string;
  /** What the comparison calls it: its folder, and whether its settings were borrowed. */
  name: string;
  stop(): Promise<void>;
}

/** Serves the build in `root` (see `settingsFor` for `referenceRoot`) until `stop`. */
export async function serveBuild(root: string, referenceRoot: string): Promise<ServedBuild> {
  const absolute = path.resolve(root);
  const { settings, borrowed } = settingsFor(absolute, path.resolve(referenceRoot));
  const server: http.Server = createSiteServer(absolute, settings);
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    name: borrowed ? `${root} (security settings of ${referenceRoot})` : root,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
