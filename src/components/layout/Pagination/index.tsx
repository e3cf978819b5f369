import type { NavLink } from "../../../lib/sidebars/navigation";
import { SiteLink } from "../SiteLink";

/** Props of Pagination. */
export interface Props {
  previous: NavLink | null;
  next: NavLink | null;
}

/** Previous and next pages in sidebar order. */
export function Pagination({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className="pagination">
      {previous ? (
        <SiteLink href={previous.href}>
          <small>Previous</small>« {previous.label}
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} className="pagination-next">
          <small>Next</small>
          {next.label} »
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
