import { css } from "@emotion/react";
import { color, desktop } from "../../../theme/tokens";

export const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  height: var(--navbar-height);
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 16px;
  background: ${color("bg")};
  border-bottom: 1px solid ${color("border")};
  transition: transform 200ms ease;
  &[data-hidden="true"] { transform: translateY(-100%); }
`;

export const brand = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  font-size: 1.125rem;
  color: ${color("text")};
  text-decoration: none;
  margin-right: 1rem;
  &:hover { color: ${color("accent")}; }
`;

export const items = css`
  display: none;
  ${desktop} { display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  li + li { margin-top: 0; }
`;

export const item = css`
  display: block;
  padding: 0.4rem 0.7rem;
  border-radius: 6px;
  color: ${color("text")};
  text-decoration: none;
  font-weight: 500;
  font-size: 0.9375rem;
  &:hover { background: ${color("surface")}; color: ${color("accent")}; }
  /* The section holding the page gets the pill; a link to the page itself is only coloured, so one item stands out. */
  &[data-active="true"] { color: ${color("accent")}; background: ${color("accentSoft")}; }
  &[aria-current="page"] { color: ${color("accent")}; }
`;

export const spacer = css`flex: 1;`;

export const hamburger = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${color("text")};
  cursor: pointer;
  &:hover { background: ${color("surface")}; }
  ${desktop} { display: none; }
`;

export const desktopOnly = css`
  display: none;
  ${desktop} { display: flex; align-items: center; gap: 0.25rem; }
`;
