/**
 * Build-time validation of the chrome settings in site.config.ts. It runs in gatsby-node only, so
 * zod never reaches the browser bundle.
 */
import { BASE_PATH } from "../docs";
import { z } from "zod";
import { validationError, zodProblems } from "../validation-errors";
import { MEASUREMENT_ID_PATTERN } from "./analytics";
import { lineOfSetting } from "./config-source";

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** The chrome part of site.config.ts, every field described. */
export const chromeConfigSchema = z.object({
  announcement: z
    .object({
      id: z
        .string()
        .regex(ID_PATTERN, 'use lowercase letters, digits and hyphens, e.g. "ws-commodities-2026-10"')
        .describe("Changing it shows the bar again to readers who dismissed it."),
      content: z.string().min(1, "must not be empty").describe("Text of the bar."),
      href: z.string().optional().describe("Public path or URL the text links to."),
    })
    .nullable()
    .describe("Dismissible bar above the navbar, or null."),
  colourMode: z.enum(["switchable", "dark-only"]).describe("Toggle between light and dark, or dark only."),
  hideNavbarOnScroll: z.boolean().describe("Hide the navbar on scroll down."),
  docs: z.object({
    pluginId: z.string().regex(ID_PATTERN).describe("Keys the preferred version in localStorage."),
    versions: z
      .array(z.object({ name: z.string().min(1), label: z.string().min(1), path: z.string().startsWith(BASE_PATH) }))
      .min(1, "list at least the current version")
      .refine(
        (versions) => new Set(versions.map((version) => version.name)).size === versions.length,
        "version names must be unique",
      )
      .describe("Versions offered in the version dropdown."),
  }),
  analytics: z.object({
    measurementId: z
      .string()
      .refine(
        (id) => id === "" || MEASUREMENT_ID_PATTERN.test(id),
        "GATSBY_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, or be unset to turn analytics off",
      )
      .describe("Google Analytics 4 measurement id from GATSBY_GA_MEASUREMENT_ID."),
  }),
});

/**
 * Throws an AuthorError naming each invalid chrome setting of site.config.ts; with the file's
 * `text`, each with its line.
 */
export function validateChromeConfig(config: unknown, file = "site.config.ts", text?: string): void {
  const result = chromeConfigSchema.safeParse(config);
  if (result.success) return;
  const problems = zodProblems(result.error.issues, {
    locate: (path) => {
      const line = text === undefined ? null : lineOfSetting(text, path);
      return line ? `${file}:${line}` : file;
    },
  });
  throw validationError(file, `Invalid chrome settings in ${file}`, problems);
}
