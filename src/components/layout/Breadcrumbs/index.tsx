import type { Crumb } from "../../../lib/sidebars/navigation";
import { SiteLink } from "../SiteLink";

/** Props of Breadcrumbs. */
export interface Props {
  /** Trail from the navbar item of the page's sidebar, without the current page. */
  trail: Crumb[];
  /** Current page title. */
  current: string;
}

/** The path to the current page through its sidebar's categories. */
export function Breadcrumbs({ trail, current }: Props) {
  const crumbs = trail;
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs">
      <ol className="breadcrumbs">
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}:${crumb.href}`}>
            {crumb.href ? <SiteLink href={crumb.href}>{crumb.label}</SiteLink> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
