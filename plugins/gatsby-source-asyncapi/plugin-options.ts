import { specOptionsSchema } from "../../src/node/spec-source";

/** Validates the options in gatsby-config. */
export const pluginOptionsSchema = specOptionsSchema("AsyncAPI 3", "websocket");
