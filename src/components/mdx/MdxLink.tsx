import type { ComponentPropsWithoutRef } from "react";
import { SiteLink, isExternal, isPage } from "../layout/SiteLink";

/** Links in content: site pages navigate client-side; files and other sites open normally. */
export function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  if (!isPage(href)) {
    return (
      <a href={href} {...rest} rel={isExternal(href) ? "noopener noreferrer" : undefined}>
        {children}
      </a>
    );
  }
  return <SiteLink href={href}>{children}</SiteLink>;
}
