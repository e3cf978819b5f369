/** Gatsby stand-in for component tests: Link renders an anchor, Slice renders nothing. */
import type { ReactNode } from "react";

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const prefetchPathname = jest.fn();

interface LinkProps {
  to: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

export function Link({ to, children, activeClassName: _a, activeStyle: _s, partiallyActive: _p, ...rest }: LinkProps) {
  return (
    <a href={to} {...(rest as object)}>
      {children}
    </a>
  );
}

export function Slice() {
  return null;
}
