import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  /* The sidebar scrolls, which clips anything outside its box: focus rings are drawn inside. */
  a:focus-visible, button:focus-visible { outline-offset: -2px; }
  li + li { margin-top: 1px; }
  ul { list-style: none; padding-left: 0.75rem; margin: 2px 0 4px 0.75rem; border-left: 1px solid ${color("border")}; }
`;

export const link = css`
  display: block;
  flex: 1;
  padding: 0.35rem 0.75rem;
  border-radius: 6px;
  color: ${color("text")};
  text-decoration: none;
  font-size: 0.9375rem;
  line-height: 1.4;
  &:hover { background: ${color("surface")}; color: ${color("accent")}; }
  &[aria-current="page"] { background: ${color("accentSoft")}; color: ${color("accent")}; font-weight: 600; }
`;

export const categoryRow = css`
  display: flex;
  align-items: center;
  gap: 2px;
`;

export const categoryLabel = css`
  font-weight: 600;
`;

export const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${color("textMuted")};
  cursor: pointer;
  &:hover { background: ${color("surface")}; color: ${color("text")}; }
  svg { transition: transform 150ms ease; }
  &[aria-expanded="false"] svg { transform: rotate(-90deg); }
`;

export const categoryButton = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.35rem 0.75rem;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${color("text")};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${color("surface")}; }
  svg { transition: transform 150ms ease; color: ${color("textMuted")}; }
  &[aria-expanded="false"] svg { transform: rotate(-90deg); }
`;

export const external = css`
  margin-left: 0.3rem;
  vertical-align: -1px;
`;

/** An API operation: method badge, then the summary. */
export const operationLink = css`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
`;

/** A deprecated operation: struck through, as in the reference. */
export const deprecated = css`
  & > span:not(.method-badge) { text-decoration: line-through; }
`;
