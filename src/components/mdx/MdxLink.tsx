import type { ComponentPropsWithoutRef } from "react";
import { SiteLink, isExternal } from "../layout/SiteLink";

/** Links in content: site paths navigate client-side, other sites open normally. */
export function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  if (isExternal(href) || href.startsWith("#")) {
    return (
      <a href={href} {...rest} rel={isExternal(href) ? "noopener noreferrer" : undefined}>
        {children}
      </a>
    );
  }
  return <SiteLink href={href}>{children}</SiteLink>;
}
