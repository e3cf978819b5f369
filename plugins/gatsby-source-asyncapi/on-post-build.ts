import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { asyncApiOptions } from "./plugin-options";
import { WS_SPEC_TYPE, type WsSpecNode } from "./source-nodes";

/** Publishes the spec for download, as the YAML file itself and as JSON, from the sourced node. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType }, options) => {
  const { downloadPath } = asyncApiOptions(options);
  const [spec] = getNodesByType(WS_SPEC_TYPE) as WsSpecNode[];
  if (!spec) return;
  const target = path.join("public", downloadPath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(`${target}.yaml`, spec.documentYaml);
  fs.writeFileSync(`${target}.json`, spec.documentJson);
};
