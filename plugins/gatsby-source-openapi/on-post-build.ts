import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { openApiOptions } from "./plugin-options";
import { API_SPEC_TYPE, type ApiSpecNode } from "./source-nodes";

/** Publishes the spec for download, as the YAML file itself and as JSON, from the sourced node. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType }, options) => {
  const { downloadPath } = openApiOptions(options);
  const [spec] = getNodesByType(API_SPEC_TYPE) as ApiSpecNode[];
  if (!spec) return;
  const target = path.join("public", downloadPath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(`${target}.yaml`, spec.documentYaml);
  fs.writeFileSync(`${target}.json`, spec.documentJson);
};
