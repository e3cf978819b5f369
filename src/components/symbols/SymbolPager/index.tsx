import { pager, pageLabel, type PagePosition } from "../../../lib/symbols/paging";
import { SiteLink } from "../../layout/SiteLink";
import * as styles from "./styles";

/** Props of SymbolPager. */
export interface Props {
  /** Route of the list's first page. */
  listRoute: string;
  position: PagePosition;
  /** What the list is called, e.g. "US stocks": the name of the navigation. */
  label: string;
}

/**
 * Links to the other pages of a list split into pages: previous, next and the page numbers, with
 * gaps when there are many. Plain links in the server's HTML, so every page of the list, and every
 * symbol on it, is reached without JavaScript.
 */
export function SymbolPager({ listRoute, position, label }: Props) {
  if (position.count <= 1) return null;
  const { previous, next, items } = pager(listRoute, position.number, position.count);
  return (
    <nav aria-label={`Pages of ${label}`} css={styles.pager}>
      <ol>
        {previous && (
          <li>
            <SiteLink href={previous} rel="prev">
              « Previous
            </SiteLink>
          </li>
        )}
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key}>
              <span>…</span>
            </li>
          ) : (
            <li key={item.number}>
              <SiteLink
                href={item.href}
                aria-current={item.current ? "page" : undefined}
                aria-label={item.current ? `${pageLabel(position)}, current page` : `Page ${item.number}`}
              >
                {item.number}
              </SiteLink>
            </li>
          ),
        )}
        {next && (
          <li>
            <SiteLink href={next} rel="next">
              Next »
            </SiteLink>
          </li>
        )}
      </ol>
    </nav>
  );
}
