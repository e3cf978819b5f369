import { Slice } from "gatsby";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { siteConfig } from "../../../../site.config";
import type { TocEntry } from "../../../lib/headings";
import { AnnouncementBar } from "../AnnouncementBar";
import { Footer } from "../Footer";
import { Navbar, NavbarItems } from "../Navbar";
import { PageActions } from "../PageActions";
import { PageContent } from "../PageContent";
import { Toc } from "../Toc";
import { SideColumn } from "./SideColumn";
import { useDrawerModule } from "./useDrawerModule";
import { desktopQuery, wideQuery } from "../../../theme/tokens";
import { SiteLink } from "../SiteLink";

/** Props of Layout. */
export interface Props {
  /** Public route of the page. */
  route: string;
  /** Sidebar of the page; null hides the sidebar column. */
  sidebarId: string | null;
  /** Table of contents; empty hides the column. */
  toc?: TocEntry[];
  /** The page has a Markdown twin at `<route>.md` (every page but search and not-found). */
  markdown?: boolean;
  children: ReactNode;
}

/**
 * The page chrome: announcement, navbar, drawer, sidebar, guarded content, table of contents and
 * footer. Its column layout is in the global stylesheet, which costs no script on any page; the
 * side columns the stylesheet hides on a narrow screen are not hydrated there (SideColumn).
 */
export function Layout({ route, sidebarId, toc = [], markdown = true, children }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useDrawerModule();
  const Drawer = drawer.component;
  const hamburger = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    // At desktop width the hamburger is hidden and cannot take focus; the content is the next best place.
    if (window.matchMedia(desktopQuery).matches) main.current?.focus({ preventScroll: true });
    else hamburger.current?.focus();
  }, []);

  useEffect(() => setDrawerOpen(false), [route]);

  return (
    <>
      <SiteLink href="#content" className="skip-link">
        Skip to main content
      </SiteLink>
      <AnnouncementBar announcement={siteConfig.announcement} />
      <Navbar
        activeSidebar={sidebarId}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => {
          setDrawerOpen(true);
          void drawer.load().then((available) => available || setDrawerOpen(false));
        }}
        onDrawerIntent={() => void drawer.load()}
        hamburgerRef={hamburger}
        route={route}
      />
      {Drawer && (
        <Drawer open={drawerOpen} onClose={closeDrawer}>
          <nav aria-label="Sections" className="drawer-nav">
            <NavbarItems activeSidebar={sidebarId} vertical />
          </nav>
          {sidebarId && <Slice alias="sidebar" activeRoute={route} allowEmpty />}
        </Drawer>
      )}
      <div className="layout-shell">
        {sidebarId && (
          <SideColumn
            shownWhen={desktopQuery}
            route={route}
            className="layout-sidebar"
            aria-label="Sidebar"
            data-sidebar-scroll
          >
            <Slice alias="sidebar" activeRoute={route} allowEmpty />
          </SideColumn>
        )}
        <main id="content" ref={main} className="layout-main" tabIndex={-1}>
          {markdown && <PageActions key={route} route={route} />}
          <PageContent>{children}</PageContent>
        </main>
        {toc.length > 0 && (
          <SideColumn shownWhen={wideQuery} route={route} className="layout-toc" aria-label="Table of contents">
            <Toc entries={toc} />
          </SideColumn>
        )}
      </div>
      <Footer />
    </>
  );
}
