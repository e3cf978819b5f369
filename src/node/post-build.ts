import type { GatsbyNode } from "gatsby";
import { pushAlgoliaSynonyms } from "./algolia-push";

/** After gatsby-plugin-algolia has pushed records and settings, the synonyms follow from the same config. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await pushAlgoliaSynonyms(process.env, reporter);
};
