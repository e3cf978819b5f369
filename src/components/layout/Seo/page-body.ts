import { createContext } from "react";

/**
 * True inside a page's body (provided by RootBoundary around every page). Gatsby renders a
 * template's `Head` export in a tree of its own, where this stays false; Seo uses it to refuse
 * being rendered in the body, where its tags would land in <body>.
 */
export const PageBodyContext = createContext(false);
