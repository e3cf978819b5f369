import { AuthorError } from "../author-error";
import { classifyUrl, SAFE_URL_HINT } from "../safe-url";
import { locateInConfig } from "./config-source";

/** The parts of site.config.ts that hold links. */
export interface ConfigWithLinks {
  navbar?: ReadonlyArray<{ label?: string; href?: unknown }>;
  footer?: { columns?: ReadonlyArray<{ title?: string; items?: ReadonlyArray<{ label?: string; href?: unknown }> }> };
  announcement?: { href?: unknown } | null;
}

/** A link of the config, where it is and the sections that lead to its line. */
interface ConfigLink {
  path: string;
  href: unknown;
  sections: string[];
}

function linksOf(config: ConfigWithLinks): ConfigLink[] {
  const links: ConfigLink[] = [];
  config.navbar?.forEach((item, index) =>
    links.push({ path: `navbar[${index}].href`, href: item.href, sections: ["navbar:"] }),
  );
  config.footer?.columns?.forEach((column, columnIndex) =>
    column.items?.forEach((item, index) =>
      links.push({
        path: `footer.columns[${columnIndex}].items[${index}].href`,
        href: item.href,
        sections: ["footer:", JSON.stringify(column.title ?? "")],
      }),
    ),
  );
  if (config.announcement && config.announcement.href !== undefined) {
    links.push({ path: "announcement.href", href: config.announcement.href, sections: ["announcement:"] });
  }
  return links;
}

/**
 * Throws an AuthorError naming the line and setting of every navbar, footer and announcement link
 * of site.config.ts that is not safe to render (see src/lib/safe-url.ts). `text` is the file's
 * source, for line numbers.
 */
export function checkConfigLinks(config: ConfigWithLinks, text: string, file = "site.config.ts"): void {
  const problems = linksOf(config).flatMap(({ path, href, sections }) => {
    if (typeof href !== "string")
      return [`  - ${file} (${path}): the link must be a string, got ${JSON.stringify(href)}.`];
    const verdict = classifyUrl(href);
    if (verdict.safe) return [];
    return [
      `  - ${locateInConfig(file, text, href, sections)} (${path}): unsafe link ${JSON.stringify(href)}: ${verdict.reason}.`,
    ];
  });
  if (problems.length === 0) return;
  throw new AuthorError(
    file,
    `Unsafe link${problems.length > 1 ? "s" : ""} in ${file}:\n${problems.join("\n")}\n  Fix: ${SAFE_URL_HINT}`,
  );
}
