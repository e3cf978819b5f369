import { css } from "@emotion/react";
import type { Crumb } from "../../../lib/sidebars/navigation";
import { color } from "../../../theme/tokens";
import { SiteLink } from "../SiteLink";

const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
  font-size: 0.875rem;
  color: ${color("textMuted")};
  li + li { margin-top: 0; }
  li + li::before { content: "›"; margin: 0 0.35rem; color: ${color("textMuted")}; }
  a { color: ${color("textMuted")}; text-decoration: none; }
  a:hover { color: ${color("accent")}; text-decoration: underline; }
  [aria-current="page"] { color: ${color("text")}; font-weight: 500; }
`;

/** Props of Breadcrumbs. */
export interface Props {
  /** Trail from the sidebar root, without the current page. */
  trail: Crumb[];
  /** The sidebar's label and first page, as the first crumb. */
  root: { label: string; href: string } | null;
  /** Current page title. */
  current: string;
}

/** The path to the current page through its sidebar's categories. */
export function Breadcrumbs({ trail, root, current }: Props) {
  const crumbs = [...(root ? [root] : []), ...trail];
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs">
      <ol css={list}>
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
