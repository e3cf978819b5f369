import { css } from "@emotion/react";
import type { NavLink } from "../../../lib/sidebars/navigation";
import { color } from "../../../theme/tokens";
import { SiteLink } from "../SiteLink";

const grid = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  margin-top: 3rem;
  a {
    display: block;
    padding: 0.9rem 1rem;
    border: 1px solid ${color("border")};
    border-radius: 8px;
    text-decoration: none;
    color: ${color("accent")};
    font-weight: 600;
    line-height: 1.4;
  }
  a:hover { border-color: ${color("accent")}; }
  small { display: block; color: ${color("textMuted")}; font-weight: 400; font-size: 0.8125rem; margin-bottom: 0.2rem; }
`;

/** Props of Pagination. */
export interface Props {
  previous: NavLink | null;
  next: NavLink | null;
}

/** Previous and next pages in sidebar order. */
export function Pagination({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" css={grid}>
      {previous ? (
        <SiteLink href={previous.href}>
          <small>Previous</small>« {previous.label}
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} css={{ textAlign: "right" }}>
          <small>Next</small>
          {next.label} »
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
