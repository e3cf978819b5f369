import { useEffect, useId, useState } from "react";
import { itemsContain } from "../../../lib/sidebars/navigation";
import type { SidebarViewNode } from "../../../lib/sidebars/types";
import { MethodBadge } from "../../api/MethodBadge";
import { SiteLink } from "../SiteLink";

/** Class names of the given ones that apply, space-separated. */
const classNames = (...names: Array<string | false | undefined>): string => names.filter(Boolean).join(" ");

/** Props of SidebarItem. */
export interface Props {
  item: SidebarViewNode;
  activeRoute: string;
}

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 9l6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One sidebar entry: a page link, an external link, or a collapsible category. */
export function SidebarItem({ item, activeRoute }: Props) {
  if (item.kind === "category") return <SidebarCategory item={item} activeRoute={activeRoute} />;
  const current = item.kind === "doc" && item.href === activeRoute;
  return (
    <li>
      <SiteLink
        href={item.href}
        className={classNames(
          "sidebar-link",
          item.kind === "doc" && item.method && "sidebar-operation",
          item.kind === "doc" && item.deprecated && "sidebar-deprecated",
        )}
        aria-current={current ? "page" : undefined}
      >
        {item.kind === "doc" && item.method && <MethodBadge method={item.method} />}
        <span>{item.label}</span>
        {item.kind === "doc" && item.deprecated && <span className="visually-hidden"> (deprecated)</span>}
        {item.kind === "link" && item.external && (
          <svg
            className="sidebar-external"
            width="12"
            height="12"
            viewBox="0 0 24 24"
            aria-label="(opens another site)"
            role="img"
          >
            <path
              d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        )}
      </SiteLink>
    </li>
  );
}

function SidebarCategory({
  item,
  activeRoute,
}: {
  item: Extract<SidebarViewNode, { kind: "category" }>;
  activeRoute: string;
}) {
  const holdsCurrentPage = itemsContain(item.items, activeRoute);
  const [expanded, setExpanded] = useState(!item.collapsed || holdsCurrentPage);
  // A collapsed category opens when navigation lands on a page inside it, so the current page is visible.
  useEffect(() => {
    if (holdsCurrentPage) setExpanded(true);
  }, [holdsCurrentPage]);
  const listId = useId();
  const toggle = () => setExpanded((value) => !value);
  return (
    <li>
      {item.href ? (
        <div className="sidebar-category-row">
          <SiteLink
            href={item.href}
            className="sidebar-link sidebar-category-label"
            aria-current={item.href === activeRoute ? "page" : undefined}
          >
            {item.label}
          </SiteLink>
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`${expanded ? "Collapse" : "Expand"} ${item.label}`}
            onClick={toggle}
          >
            <Chevron />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="sidebar-category-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggle}
        >
          {item.label}
          <Chevron />
        </button>
      )}
      <ul id={listId} hidden={!expanded}>
        {item.items.map((child) => (
          <SidebarItem
            key={`${child.kind}:${child.label}:${"href" in child ? child.href : ""}`}
            item={child}
            activeRoute={activeRoute}
          />
        ))}
      </ul>
    </li>
  );
}
