import { SIDEBAR_IDS } from "../sidebars/ids";
import { AuthorError } from "../author-error";
import { validateChromeConfig } from "./chrome-config";
import { checkConfigLinks, type ConfigWithLinks } from "./config-links";
import { checkNavbarSidebars } from "./config-navigation";
import { locateInConfig } from "./config-source";
import { siteUrlProblem } from "./site-url";

/** The settings of site.config.ts the build checks. */
export type CheckedSiteConfig = ConfigWithLinks & {
  siteUrl?: unknown;
  navbar: ReadonlyArray<{ label?: string; href?: unknown; sidebar?: unknown }>;
};

/**
 * Every check of site.config.ts, run at the start of the build: the site URL, the chrome
 * settings, the links and the navbar's sidebars. Errors name site.config.ts and the line.
 * `text` is the file's source, for line numbers.
 */
export function checkSiteConfig(config: CheckedSiteConfig, text: string, file = "site.config.ts"): void {
  const urlProblem = siteUrlProblem(config.siteUrl);
  if (urlProblem) {
    const where = typeof config.siteUrl === "string" ? locateInConfig(file, text, config.siteUrl, ["siteUrl:"]) : file;
    throw new AuthorError(
      file,
      `Invalid site URL in ${where} (siteUrl): ${urlProblem}.\n  Fix: set siteUrl to the origin the site is published at.`,
    );
  }
  validateChromeConfig(config, file, text);
  checkConfigLinks(config, text, file);
  checkNavbarSidebars(config.navbar, SIDEBAR_IDS, text, file);
}
