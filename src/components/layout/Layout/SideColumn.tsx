import { useEffect, useState, type ComponentPropsWithoutRef } from "react";
import { isHydrating, SERVER_MARKUP } from "../../hydrating";

/** Props of SideColumn: those of its aside, and when the stylesheet shows it. */
export interface Props extends ComponentPropsWithoutRef<"aside"> {
  /** The media condition under which the stylesheet shows the column. */
  shownWhen: string;
  /** The page's route: a column left as the server rendered it comes alive on the next page. */
  route: string;
}

/**
 * A side column of the layout (sidebar, table of contents), which the stylesheet hides on narrow
 * screens. Hidden when the page first loads, its server-rendered markup is left as it is instead
 * of being hydrated: the reader cannot see or reach it, and hydrating it (a sidebar is hundreds of
 * elements, the table of contents watches every heading) was main-thread work of a phone's first
 * load. It comes alive, rendered by React, once the window widens enough to show it, or when the
 * reader moves to another page.
 */
export function SideColumn({ shownWhen, route, children, ...aside }: Props) {
  // The route at which the column was left inert; null when it was live from the start.
  const [inertAt] = useState(() => (isHydrating() && !window.matchMedia(shownWhen).matches ? route : null));
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (inertAt === null || shown) return undefined;
    const query = window.matchMedia(shownWhen);
    const onChange = () => {
      if (query.matches) setShown(true);
    };
    query.addEventListener("change", onChange);
    onChange();
    return () => query.removeEventListener("change", onChange);
  }, [inertAt, shown, shownWhen]);

  if (inertAt !== null && !shown && route === inertAt)
    return <aside key="inert" {...aside} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
  return (
    <aside key="live" {...aside}>
      {children}
    </aside>
  );
}
