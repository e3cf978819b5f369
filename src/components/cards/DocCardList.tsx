import type { Card } from "../../lib/page-context";
import { MethodBadge } from "../api/MethodBadge";
import { SiteLink } from "../layout/SiteLink";

/** Props of DocCardList. */
export interface Props {
  cards: Card[];
}

/** Category items as cards: title and one-line description, the whole card clickable. */
export function DocCardList({ cards }: Props) {
  if (cards.length === 0) return null;
  return (
    <ul className="doc-cards">
      {cards.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className="doc-card">
            <strong>
              {item.method && (
                <>
                  <MethodBadge method={item.method} />{" "}
                </>
              )}
              {item.label}
            </strong>
            {item.description && <span>{item.description}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
