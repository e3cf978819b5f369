import { css } from "@emotion/react";
import type { Card } from "../../lib/routes";
import { color } from "../../theme/tokens";
import { MethodBadge } from "../api/MethodBadge";
import { SiteLink } from "../layout/SiteLink";

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 1rem;
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  li + li { margin-top: 0; }
`;

const card = css`
  display: block;
  height: 100%;
  padding: 1rem 1.1rem;
  border: 1px solid ${color("border")};
  border-radius: 10px;
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  text-decoration: none;
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover { border-color: ${color("accent")}; box-shadow: 0 4px 14px rgb(0 0 0 / 0.08); color: ${color("text")}; }
  &:focus-visible { outline: 2px solid ${color("focus")}; outline-offset: 2px; }
  > strong { display: block; font-size: 1.0625rem; color: ${color("accent")}; margin-bottom: 0.25rem; }
  /* Direct child only: a method badge inside the title keeps its own colours. */
  > span { display: block; color: ${color("textMuted")}; font-size: 0.9375rem; line-height: 1.5; }
`;

/** Props of DocCardList. */
export interface Props {
  cards: Card[];
}

/** Category items as cards: title and one-line description, the whole card clickable. */
export function DocCardList({ cards }: Props) {
  if (cards.length === 0) return null;
  return (
    <ul css={grid} className="doc-cards">
      {cards.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} css={card}>
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
