import type { GatsbyNode } from "gatsby";

/** Options of the plugin, as written in gatsby-config. */
export interface AsyncApiPluginOptions {
  /** Spec file, relative to the project root. */
  spec: string;
  /** Name of the sidebar generator the spec feeds. */
  source: string;
  /** Public path, without extension, of the downloadable copies (.yaml and .json). */
  downloadPath: string;
}

/** Reads the plugin's options; gatsby-config has already validated them against the schema. */
export function asyncApiOptions(options: unknown): AsyncApiPluginOptions {
  const { spec, source, downloadPath } = options as AsyncApiPluginOptions;
  return { spec, source, downloadPath };
}

/** Validates the options in gatsby-config. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    spec: Joi.string().required().description("AsyncAPI 3 spec file, relative to the project root"),
    source: Joi.string().default("websocket").description("Sidebar generator name fed by this spec"),
    downloadPath: Joi.string()
      .pattern(/^\/[a-z0-9/._-]+$/)
      .required()
      .description("Public path of the downloadable copies, without extension, e.g. /specs/websocket"),
  });
