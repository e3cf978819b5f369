/**
 * The Docusaurus peer's packages, installed from the npm registry once per set of versions into
 * a folder under the system's temporary directory, and reused by later runs.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Package names and their exact versions. */
export type PackageVersions = Readonly<Record<string, string>>;

/**
 * Docusaurus 3 with its classic preset, the OpenAPI plugin and theme (which need the Sass plugin),
 * and the React the peer renders with. Exact versions, so that runs compare like with like.
 */
export const PEER_PACKAGES: PackageVersions = {
  "@docusaurus/core": "3.10.2",
  "@docusaurus/preset-classic": "3.10.2",
  "docusaurus-plugin-openapi-docs": "5.2.0",
  "docusaurus-theme-openapi-docs": "5.2.0",
  "docusaurus-plugin-sass": "0.2.7",
  sass: "1.108.2",
  react: "18.3.1",
  "react-dom": "18.3.1",
};

/**
 * Docusaurus Faster (Rspack, SWC and Lightning CSS in place of webpack, Babel, Terser and
 * cssnano), Docusaurus's fastest build, which `future.faster` turns on.
 */
export const FASTER_PACKAGES: PackageVersions = {
  ...PEER_PACKAGES,
  "@docusaurus/faster": PEER_PACKAGES["@docusaurus/core"],
};

/** The folder holding node_modules for these versions: one per set of versions. */
export function peerInstallDir(packages: PackageVersions = PEER_PACKAGES): string {
  const key = createHash("sha256").update(JSON.stringify(packages)).digest("hex").slice(0, 12);
  return path.join(os.tmpdir(), `tickwire-docusaurus-peer-${key}`);
}

/**
 * Installs the peer's packages unless an earlier run did (a marker file is written last), and
 * returns the folder. `npm install` output goes to stderr; a failed install throws.
 */
export function installPeer(packages: PackageVersions = PEER_PACKAGES): string {
  const dir = peerInstallDir(packages);
  const marker = path.join(dir, ".installed");
  if (fs.existsSync(marker)) return dir;
  fs.mkdirSync(dir, { recursive: true });
  const manifest = { name: "tickwire-docusaurus-peer", private: true, dependencies: packages };
  fs.writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.error(`Installing the Docusaurus peer's packages into ${dir} (once per set of versions)…`);
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`npm install of the Docusaurus peer failed in ${dir}`);
  fs.writeFileSync(marker, new Date().toISOString());
  return dir;
}
