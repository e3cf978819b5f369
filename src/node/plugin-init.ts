import type { GatsbyNode } from "gatsby";
import { ERROR_MAP } from "./report";

/** Registers the site's error messages with Gatsby's reporter. */
export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap(ERROR_MAP);
};
