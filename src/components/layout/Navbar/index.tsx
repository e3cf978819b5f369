import { useRef, type Ref } from "react";
import { siteConfig } from "../../../../site.config";
import { ColourModeToggle } from "../ColourModeToggle";
import { LanguageMenu } from "../LanguageMenu";
import { SearchButton } from "../SearchButton";
import { SiteLink } from "../SiteLink";
import { VersionMenu } from "../VersionMenu";
import { Logo } from "./Logo";
import { useHideOnScroll } from "./useHideOnScroll";

/** Props of Navbar. */
export interface Props {
  /** Sidebar of the current page; its navbar item is marked active. */
  activeSidebar: string | null;
  /** Opens the mobile drawer. */
  onOpenDrawer: () => void;
  /** The reader is about to open the drawer (points at or focuses the button): time to fetch it. */
  onDrawerIntent?: () => void;
  /** Whether the drawer is open, for the hamburger's aria-expanded. */
  drawerOpen: boolean;
  /** Ref of the hamburger, so the drawer can return focus to it. */
  hamburgerRef: Ref<HTMLButtonElement>;
  /** Public route of the current page. */
  route: string;
}

/**
 * The sticky top bar: brand, section links, version and language, search, colour mode, and the
 * mobile menu button. It hides on scroll down when site.config.ts asks for it.
 */
export function Navbar({ activeSidebar, onOpenDrawer, onDrawerIntent, drawerOpen, hamburgerRef, route }: Props) {
  const bar = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(siteConfig.hideNavbarOnScroll, bar);
  return (
    <header ref={bar} className="navbar" data-hidden={hidden}>
      <button
        ref={hamburgerRef}
        type="button"
        className="navbar-hamburger"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
        onPointerEnter={onDrawerIntent}
        onTouchStart={onDrawerIntent}
        onFocus={onDrawerIntent}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <SiteLink href={siteConfig.basePath} className="navbar-brand">
        <Logo />
        {siteConfig.brand}
        <span className="visually-hidden"> documentation home</span>
      </SiteLink>
      <nav aria-label="Main">
        <NavbarItems activeSidebar={activeSidebar} />
      </nav>
      <div className="navbar-spacer" />
      <div className="navbar-desktop-only">
        <VersionMenu route={route} />
        <LanguageMenu route={route} />
      </div>
      <SearchButton />
      {siteConfig.colourMode === "switchable" && <ColourModeToggle />}
    </header>
  );
}

/** The section links; also listed at the top of the mobile drawer. */
export function NavbarItems({ activeSidebar, vertical = false }: { activeSidebar: string | null; vertical?: boolean }) {
  return (
    <ul className={vertical ? "navbar-items--vertical" : "navbar-items"}>
      {siteConfig.navbar.map((item) => {
        const active = "sidebar" in item && item.sidebar === activeSidebar;
        return (
          <li key={item.href}>
            <SiteLink href={item.href} className="navbar-item" data-active={active}>
              {item.label}
              {active && <span className="visually-hidden"> (current section)</span>}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
