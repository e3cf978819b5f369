import { useEffect, useRef } from "react";
import type { SidebarView } from "../../../lib/sidebars/types";
import { SidebarItem } from "./SidebarItem";

/** Props of Sidebar. */
export interface Props {
  sidebar: SidebarView;
  /** Route of the current page, marked aria-current. */
  activeRoute: string;
}

/** The sidebar navigation; scrolls its current item into view without moving the page. */
export function Sidebar({ sidebar, activeRoute }: Props) {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const container = nav.current?.closest<HTMLElement>("[data-sidebar-scroll]");
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !current) return undefined;
    // Measured in the next frame, not in the hydration task, where reading offsets forces a layout.
    const frame = window.requestAnimationFrame(() => {
      const top = current.offsetTop - container.offsetTop;
      if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - current.offsetHeight) {
        container.scrollTop = top - container.clientHeight / 3;
      }
    });
    return () => window.cancelAnimationFrame(frame);
  }, [activeRoute]);

  return (
    <nav ref={nav} aria-label={`${sidebar.label} sidebar`}>
      <ul className="sidebar-list">
        {sidebar.items.map((item) => (
          <SidebarItem key={`${item.kind}:${item.label}`} item={item} activeRoute={activeRoute} />
        ))}
      </ul>
    </nav>
  );
}
