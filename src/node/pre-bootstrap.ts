import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { SIDEBAR_IDS } from "../../site.config";
import { AuthorError } from "../lib/author-error";
import { validateSidebarFile } from "../lib/sidebars/validate";
import { parseYamlSource } from "../lib/yaml-source";
import { withAuthorErrors } from "./report";

const SIDEBARS_DIR = path.join("content", "sidebars");

/** Checks the sidebar YAML before sourcing, so syntax and shape errors name the file and line. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  withAuthorErrors(reporter, () => {
    const present = fs.readdirSync(SIDEBARS_DIR).filter((name) => name.endsWith(".yaml"));
    const missing = SIDEBAR_IDS.filter((id) => !present.includes(`${id}.yaml`));
    if (missing.length) {
      throw new AuthorError(SIDEBARS_DIR, `Missing sidebar file(s): ${missing.map((id) => `${SIDEBARS_DIR}/${id}.yaml`).join(", ")}.`);
    }
    for (const name of present) {
      const file = path.join(SIDEBARS_DIR, name);
      const source = parseYamlSource(fs.readFileSync(file, "utf8"), file);
      validateSidebarFile(source.data, file, source.locate);
    }
  });
};
