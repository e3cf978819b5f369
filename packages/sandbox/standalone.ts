#!/usr/bin/env node
/**
 * `tickwire-sandbox` as `npm pack` packs it (dist/cli.js, written by build.ts): the command of
 * cli.ts, reading the copy of the facts, the specs and the symbol lists packed beside it
 * (dist/data) instead of the project's. In this repository, run cli.ts.
 */
import path from "node:path";
import { main } from "./main.ts";
import { DATA_DIR } from "./pack/layout.ts";

await main(process.argv.slice(2), process.env, path.join(import.meta.dirname, DATA_DIR));
