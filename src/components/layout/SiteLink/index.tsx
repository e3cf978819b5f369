import { Link } from "gatsby";
import type { ComponentPropsWithoutRef } from "react";
import { isRenderableHref } from "../../../lib/safe-href";

/** Props of SiteLink: those of an anchor, with a required href. */
export interface Props extends Omit<ComponentPropsWithoutRef<"a">, "href"> {
  href: string;
  /** Always a plain anchor, for callers that navigate themselves (search results). */
  plain?: boolean;
  "data-active"?: boolean;
}

/** True for links that leave the site. */
export const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** True for links to pages of the site, which all live under /docs. */
export const isPage = (href: string): boolean => /^\/docs(?:[/?#]|$)/.test(href);

/**
 * Every link the site renders goes through here: client-side navigation to the site's pages, a
 * plain anchor to files and other sites — and no link at all for a URL that could run script
 * (`javascript:` and the like, see src/lib/safe-href.ts). The build already refuses such URLs in
 * content; this is the net for any source that bypasses those checks.
 */
export function SiteLink({ href, children, plain = false, ...rest }: Props) {
  if (!isRenderableHref(href)) {
    if (process.env.NODE_ENV !== "production") {
      console.error(
        `SiteLink: not rendering ${JSON.stringify(href)} as a link: only http(s), mailto, site and relative paths and anchors are.`,
      );
    }
    return (
      <span className={rest.className} data-unsafe-link="">
        {children}
      </span>
    );
  }
  if (plain || !isPage(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
