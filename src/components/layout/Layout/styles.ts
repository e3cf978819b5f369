import { css } from "@emotion/react";
import { color, desktop, layout, wide } from "../../../theme/tokens";

export const skipLink = css`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 50;
  padding: 0.5rem 0.9rem;
  border-radius: 6px;
  background: ${color("accent")};
  color: ${color("onAccent")};
  font-weight: 600;
  &:focus { top: 8px; color: ${color("onAccent")}; }
`;

export const shell = css`
  display: flex;
  max-width: 1440px;
  margin: 0 auto;
  min-height: calc(100vh - var(--navbar-height));
`;

export const sidebarColumn = css`
  display: none;
  ${desktop} {
    display: block;
    flex: 0 0 ${layout.sidebarWidth}px;
    position: sticky;
    top: var(--navbar-height);
    align-self: flex-start;
    height: calc(100vh - var(--navbar-height));
    overflow-y: auto;
    padding: 1.25rem 0.75rem 2rem;
    border-right: 1px solid ${color("border")};
  }
`;

export const main = css`
  flex: 1;
  min-width: 0;
  padding: 1.5rem ${layout.gutter}px 3rem;
  ${desktop} { padding: 2rem 2.5rem 4rem; }
`;

export const tocColumn = css`
  display: none;
  ${wide} {
    display: block;
    flex: 0 0 ${layout.tocWidth}px;
    position: sticky;
    top: var(--navbar-height);
    align-self: flex-start;
    max-height: calc(100vh - var(--navbar-height));
    overflow-y: auto;
    padding: 2rem 1rem 2rem 0;
  }
`;

export const drawerSection = css`
  ul { list-style: none; margin: 0; padding: 0; }
  &.drawer-nav a { display: block; padding: 0.5rem 0.75rem; border-radius: 6px; color: ${color("text")}; text-decoration: none; font-weight: 600; }
  &.drawer-nav a:hover { background: ${color("surface")}; }
  &.drawer-nav a[data-active="true"] { color: ${color("accent")}; }
  border-bottom: 1px solid ${color("border")};
  padding-bottom: 0.75rem;
  margin-bottom: 0.75rem;
`;
