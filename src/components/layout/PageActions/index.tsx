import type { MouseEvent } from "react";

/** The copying code: loaded on the reader's first move towards the button (webpack keeps it once loaded). */
const load = () => import("./copy-page").catch(() => null);
const copy = (event: MouseEvent<HTMLElement>) => {
  const button = event.currentTarget;
  void load().then((module) => module?.copyFrom(button));
};

/** Props of PageActions. */
export interface Props {
  /**
   * Public route of the page; its Markdown is at `<route>.md`, linked relatively (`limits.md` from
   * `/docs/api/limits`: routes never end in a slash), so that only pages are linked by their path.
   */
  route: string;
}

/**
 * "Copy page" and "View as Markdown" above a page's content. The copying code loads when the
 * reader points at, focuses or presses the button, and writes the outcome into the status line;
 * the styles are in the global stylesheet (`.page-actions`). Every page's first load carries only
 * this markup, which is why it is this small.
 */
export function PageActions({ route }: Props) {
  return (
    <div className="page-actions">
      <button type="button" onClick={copy} onPointerEnter={load} onFocus={load}>
        Copy page
      </button>
      <a href={`${route.slice(route.lastIndexOf("/") + 1)}.md`}>View as Markdown</a>
      <span role="status" />
    </div>
  );
}
