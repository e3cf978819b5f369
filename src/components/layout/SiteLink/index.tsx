import { Link } from "gatsby";
import type { ReactNode } from "react";

/** Props of SiteLink. */
export interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  "aria-current"?: "page";
  onClick?: () => void;
  "data-active"?: boolean;
}

/** True for links that leave the site. */
export const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** True for links to pages of the site, which all live under /docs. */
export const isPage = (href: string): boolean => /^\/docs(?:[/?#]|$)/.test(href);

/** A link: client-side navigation to the site's pages, a plain anchor to files and other sites. */
export function SiteLink({ href, children, ...rest }: Props) {
  if (!isPage(href)) {
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
