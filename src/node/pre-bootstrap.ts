import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { siteConfig } from "../../site.config";
import { checkSiteConfig } from "../lib/chrome/site-config-check";
import { checkDocFileNames } from "../lib/doc-files";
import { frontmatterBlock } from "../lib/frontmatter-block";
import { parseYamlSource } from "../lib/yaml-source";
import { checkPageModules } from "./check-page-modules";
import { withAuthorErrors } from "./report";

const DOCS_DIR = path.join("content", "docs");
const SITE_CONFIG = "site.config.ts";

/** Every file under a folder, as paths relative to the project root. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Checks the YAML of MDX frontmatter before sourcing, so that syntax errors name the file and
 * line (the MDX plugin would otherwise fail on broken frontmatter with a stack trace and no file
 * name). Also checks the chrome settings and links of site.config.ts and that every page module has a
 * default export. Sidebar files are parsed once, when they are sourced.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  withAuthorErrors(reporter, () => {
    checkSiteConfig(siteConfig, fs.readFileSync(SITE_CONFIG, "utf8"), SITE_CONFIG);
    checkPageModules();
    const docFiles = filesUnder(DOCS_DIR);
    checkDocFileNames(docFiles);
    for (const file of docFiles.filter((name) => name.endsWith(".mdx"))) {
      const block = frontmatterBlock(fs.readFileSync(file, "utf8"), file);
      if (block) parseYamlSource(block.yaml, file, block.lineOffset);
    }
  });
};
