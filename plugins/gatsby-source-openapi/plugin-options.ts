import { specOptionsSchema } from "../../src/node/spec-source";

/** Validates the options in gatsby-config. */
export const pluginOptionsSchema = specOptionsSchema("OpenAPI 3.1", "http-api");
