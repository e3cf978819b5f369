import type { ComponentPropsWithoutRef } from "react";
import { SiteLink, isExternal } from "../layout/SiteLink";

/** Links in content: site pages navigate client-side; files and other sites open normally; unsafe URLs are not links. */
export function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  return (
    <SiteLink href={href} {...rest} rel={isExternal(href) ? "noopener noreferrer" : rest.rel}>
      {children}
    </SiteLink>
  );
}
