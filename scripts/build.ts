#!/usr/bin/env node
/**
 * `npm run build`: `gatsby build` (in the environment of build-environment.ts), then the gzip and
 * brotli copies of its output (packages/site-server/precompress.ts) and the production nginx
 * config (packages/site-server/nginx-config.ts), both in this process rather than in a Node of
 * their own each. Stops at the first step that fails, with its exit code. Arguments go to
 * `gatsby build` (`npm run build -- --verbose`).
 *
 *   node --import ./scripts/resolve-ts.ts scripts/build.ts [gatsby build's options]
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { gatsbyBuildEnvironment } from "./build-environment.ts";

/** The project: where npm runs its scripts (a copy of the site may link its folders to another). */
const ROOT = process.cwd();

const code = await new Promise<number>((resolve) => {
  const gatsby = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["build", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: gatsbyBuildEnvironment(process.env, process.stdout.isTTY === true, ROOT),
  });
  gatsby.once("error", (error) => {
    console.error(`build: gatsby could not start (${error.message}). Run \`npm ci\` first.`);
    resolve(1);
  });
  gatsby.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
if (code !== 0) process.exit(code);

// Each is a command of its own as well (`npm run deploy:config`). Run here, they read this
// process's arguments, which were Gatsby's: without them, public/ in and deploy/nginx/ out.
process.argv.splice(2);
await import("../packages/site-server/precompress.ts");
await import("../packages/site-server/nginx-config.ts");
