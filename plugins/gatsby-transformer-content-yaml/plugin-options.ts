import type { GatsbyNode } from "gatsby";

/** Options of the plugin, as written in gatsby-config. */
export interface ContentYamlOptions {
  /** GraphQL type of the transformer's nodes, by gatsby-source-filesystem instance name. */
  types: Record<string, string>;
}

/** Reads the plugin's options; gatsby-config has already validated them against the schema. */
export function contentYamlOptions(options: unknown): ContentYamlOptions {
  return { types: (options as ContentYamlOptions).types };
}

/** Validates the options in gatsby-config. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    types: Joi.object()
      .pattern(Joi.string(), Joi.string().pattern(/^[A-Z][A-Za-z0-9]*$/))
      .required()
      .description(
        'GraphQL type of the nodes made from each gatsby-source-filesystem instance\'s YAML files, e.g. { sidebars: "SidebarYaml" }',
      ),
  });
