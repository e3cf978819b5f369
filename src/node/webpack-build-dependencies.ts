import path from "path";

/**
 * The build dependencies of Gatsby's persistent webpack caches, tracked through the lockfile.
 *
 * Webpack drops a cached compilation when one of its build dependencies changes: Gatsby's webpack
 * configuration module, the gatsby-node of every plugin that changes the configuration, webpack
 * itself and every loader that ran. When it stores the cache it follows each of them through
 * every module it requires, as Node.js loaded them, and resolves each again: thousands of files
 * (Gatsby's loader wrapper alone requires most of Gatsby), seconds of the HTML renderer stage on
 * every build, cold or warm. For files under node_modules webpack only ever compares the version of
 * the package they belong to, and the lockfile changes whenever one of those versions does, so it
 * stands in for them: the installed files are replaced by the lockfile, and the site's own files
 * (its compiled gatsby-node, which holds the site's webpack settings, and its loaders) are kept.
 * Without a lockfile the list is left as it is.
 */
export function lockfileBuildDependencies(dependencies: Iterable<string>, lockfile: string | undefined): string[] {
  if (!lockfile) return [...dependencies];
  const installed = (file: string) => file.split(/[\\/]/).includes("node_modules");
  return [lockfile, ...[...dependencies].filter((file) => !installed(file))];
}

/** Lockfiles of the package managers, by the name they have next to the node_modules they describe. */
export const LOCKFILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"] as const;

/** The parts of the file system that installLockfile reads. */
export interface LockfileFs {
  realpath(file: string): string;
  exists(file: string): boolean;
}

/**
 * The lockfile of the install the site builds with: the one next to the node_modules folder the
 * site's own resolves to (a copy of the site may link another checkout's), or undefined when there
 * is no such folder or no lockfile beside it.
 */
export function installLockfile(siteDirectory: string, files: LockfileFs): string | undefined {
  let installDirectory: string;
  try {
    installDirectory = path.dirname(files.realpath(path.join(siteDirectory, "node_modules")));
  } catch {
    return undefined;
  }
  return LOCKFILES.map((name) => path.join(installDirectory, name)).find((file) => files.exists(file));
}

/** A compilation's set of build dependencies (webpack's LazySet). */
interface BuildDependencySet extends Iterable<string> {
  add(file: string): unknown;
  clear(): void;
}

/** The part of a webpack compiler the plugin taps. */
export interface CompilerWithDoneHook {
  hooks: {
    done: {
      tap(name: string, callback: (stats: { compilation: { buildDependencies: BuildDependencySet } }) => void): void;
    };
  };
}

/**
 * A webpack plugin that replaces a compilation's build dependencies by lockfileBuildDependencies
 * once it is done: webpack reads them right after its `done` hook, to store them with the cache.
 */
export class LockfileBuildDependenciesPlugin {
  constructor(private readonly lockfile: string) {}

  apply(compiler: CompilerWithDoneHook): void {
    compiler.hooks.done.tap("LockfileBuildDependenciesPlugin", ({ compilation }) => {
      const dependencies = lockfileBuildDependencies(compilation.buildDependencies, this.lockfile);
      compilation.buildDependencies.clear();
      for (const file of dependencies) compilation.buildDependencies.add(file);
    });
  }
}
