import { css } from "@emotion/react";
import type { ComponentPropsWithoutRef } from "react";
import { color } from "../../theme/tokens";
import { SiteLink } from "../layout/SiteLink";

const anchor = css`
  margin-left: 0.4rem;
  color: ${color("textMuted")};
  text-decoration: none;
  opacity: 0;
  transition: opacity 120ms ease;
  &:focus-visible { opacity: 1; }
`;

const heading = css`
  &:hover a.heading-anchor { opacity: 1; }
`;

type HeadingTag = "h2" | "h3" | "h4";

/** A content heading with a hover anchor link to itself. */
function makeHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<HeadingTag>) {
    return (
      <Tag id={id} css={heading} {...rest}>
        {children}
        {id && (
          <SiteLink className="heading-anchor" href={`#${id}`} css={anchor} aria-label={`Link to this section`}>
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
