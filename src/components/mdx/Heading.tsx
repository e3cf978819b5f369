import type { ComponentPropsWithoutRef } from "react";
import { SiteLink } from "../layout/SiteLink";

type HeadingTag = "h2" | "h3" | "h4";

/** A content heading with a hover anchor link to itself. */
function makeHeading(Tag: HeadingTag) {
  function Heading({ id, className, children, ...rest }: ComponentPropsWithoutRef<HeadingTag>) {
    return (
      <Tag id={id} className={className ? `anchored-heading ${className}` : "anchored-heading"} {...rest}>
        {children}
        {id && (
          <SiteLink className="heading-anchor" href={`#${id}`} aria-label={`Link to this section`}>
            #
          </SiteLink>
        )}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

/** Headings used by MDX content. */
export const H2 = makeHeading("h2");
export const H3 = makeHeading("h3");
export const H4 = makeHeading("h4");
