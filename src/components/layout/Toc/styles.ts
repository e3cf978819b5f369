import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";

export const title = css`
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color("textMuted")};
  margin: 0 0 0.5rem;
  padding: 0;
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.875rem;
  line-height: 1.4;
  ul { list-style: none; padding-left: 0.85rem; margin: 0; }
  li { margin: 0; }
  a { display: block; padding: 0.25rem 0 0.25rem 0.75rem; border-left: 2px solid transparent; color: ${color("textMuted")}; text-decoration: none; }
  a:hover { color: ${color("accent")}; }
  /* Inset: the column scrolls, and an outline outside the links would be cut off at its edge. */
  a:focus-visible { outline-offset: -2px; }
  a[data-active="true"] { color: ${color("accent")}; border-left-color: ${color("accent")}; font-weight: 600; }
`;

export const mobile = css`
  margin: 0 0 1.5rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  summary { cursor: pointer; padding: 0.6rem 0.9rem; font-weight: 600; border-radius: 8px; }
  summary:hover { color: ${color("accent")}; }
  > nav { padding: 0 0.9rem 0.75rem; }
`;
