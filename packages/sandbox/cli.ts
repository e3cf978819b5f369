#!/usr/bin/env node
/**
 * `tickwire-sandbox`: the local Tickwire API, HTTP at http://127.0.0.1:4010/v1 and WebSocket at
 * ws://127.0.0.1:4020/v1/<asset class>, answering from one simulated market. `--help` lists the
 * options.
 */
import path from "node:path";
// Registered before the sandbox's modules load, so that their imports of the site's extensionless
// modules resolve when this runs without `--import ./scripts/resolve-ts.ts` too (npm start, the bin).
import "../../scripts/resolve-ts.ts";

const { main } = await import("./main.ts");
await main(process.argv.slice(2), process.env, path.resolve(import.meta.dirname, "../.."));
