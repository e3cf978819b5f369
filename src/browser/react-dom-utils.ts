import { startTransition, type ReactNode } from "react";
import type * as ReactDomClient from "react-dom/client";

/**
 * Production stand-in for Gatsby's .cache/react-dom-utils.js, the renderers its runtime starts
 * pages with (see src/node/webpack-config.ts). Two differences from the original:
 * - React DOM is required when a page is first rendered, or earlier in a task of its own
 *   (src/browser/first-render-modules.ts). The original requires it when Gatsby's runtime loads,
 *   which put evaluating React DOM, the largest module of a page, into the app script's task.
 * - Server-rendered pages hydrate inside a transition, so React yields to the browser between
 *   chunks of work instead of holding the main thread for the whole page.
 * Gatsby also passes React 19's root error callbacks; the site runs React 18, which has none.
 *
 * It is built in place of a module in .cache, so it imports packages only: a relative import
 * would resolve from there.
 */
const roots = new WeakMap<Element, ReactDomClient.Root>();

/**
 * React DOM's client, evaluated on the first call; webpack evaluates a module once, whoever
 * requires it first. `require`, unlike `import`, runs the module where it is called.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- require evaluates React DOM here, on first use
export const reactDomClient = () => require("react-dom/client") as typeof ReactDomClient;

export function reactDOMUtils() {
  /** Renders into an empty container (`gatsby develop`, client-only pages), one root per container. */
  const render = (element: ReactNode, container: Element): void => {
    let root = roots.get(container);
    if (!root) {
      root = reactDomClient().createRoot(container);
      roots.set(container, root);
    }
    root.render(element);
  };
  /** Takes over server-rendered markup, yielding to the browser as it goes. */
  const hydrate = (element: ReactNode, container: Element): ReactDomClient.Root => {
    let root: ReactDomClient.Root | undefined;
    startTransition(() => {
      root = reactDomClient().hydrateRoot(container, element);
    });
    return root as ReactDomClient.Root;
  };
  return { render, hydrate };
}
