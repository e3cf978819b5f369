/** @jest-environment node */
import { installLockfile, lockfileBuildDependencies } from "../../src/node/webpack-build-dependencies";

// Gatsby's list for the browser bundle: its own webpack configuration, then the gatsby-node of
// each plugin that changes it (the site's compiled one, an npm plugin's, an internal plugin's).
const GATSBY_LIST = [
  "/site/node_modules/gatsby/dist/utils/webpack.config.js",
  "/site/.cache/compiled/gatsby-node.js",
  "/site/node_modules/gatsby-plugin-mdx/gatsby-node.js",
  "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-node.js",
  "/site/.cache/compiled/plugins/gatsby-source-local/gatsby-node.js",
];

describe("lockfileBuildDependencies", () => {
  test("puts the lockfile in place of every installed file and keeps the site's own", () => {
    expect(lockfileBuildDependencies(GATSBY_LIST, "/site/package-lock.json")).toEqual([
      "/site/package-lock.json",
      "/site/.cache/compiled/gatsby-node.js",
      "/site/.cache/compiled/plugins/gatsby-source-local/gatsby-node.js",
    ]);
  });

  test("knows installed files by a node_modules folder anywhere in the path, with either separator", () => {
    expect(
      lockfileBuildDependencies(
        ["C:\\site\\node_modules\\gatsby\\dist\\utils\\webpack.config.js", "/site/node_modules_old/gatsby-node.js"],
        "C:\\site\\package-lock.json",
      ),
    ).toEqual(["C:\\site\\package-lock.json", "/site/node_modules_old/gatsby-node.js"]);
  });

  test("leaves Gatsby's list as it is without a lockfile", () => {
    expect(lockfileBuildDependencies(GATSBY_LIST, undefined)).toEqual(GATSBY_LIST);
  });
});

describe("installLockfile", () => {
  const files = (links: Record<string, string>, existing: string[]) => ({
    realpath: (file: string) => {
      if (links[file] === undefined) throw Object.assign(new Error(`ENOENT: ${file}`), { code: "ENOENT" });
      return links[file];
    },
    exists: (file: string) => existing.includes(file),
  });

  test("is the lockfile next to the site's node_modules", () => {
    const fs = files({ "/site/node_modules": "/site/node_modules" }, ["/site/package-lock.json"]);
    expect(installLockfile("/site", fs)).toBe("/site/package-lock.json");
  });

  test("follows a linked node_modules to the checkout that installed it", () => {
    const fs = files({ "/tmp/copy/node_modules": "/work/site/node_modules" }, [
      "/tmp/copy/package-lock.json",
      "/work/site/package-lock.json",
    ]);
    expect(installLockfile("/tmp/copy", fs)).toBe("/work/site/package-lock.json");
  });

  test("reads other package managers' lockfiles", () => {
    const fs = files({ "/site/node_modules": "/site/node_modules" }, ["/site/yarn.lock"]);
    expect(installLockfile("/site", fs)).toBe("/site/yarn.lock");
  });

  test("is undefined without node_modules or without a lockfile beside it", () => {
    expect(installLockfile("/site", files({}, ["/site/package-lock.json"]))).toBeUndefined();
    expect(installLockfile("/site", files({ "/site/node_modules": "/site/node_modules" }, []))).toBeUndefined();
  });
});
