import type { AnalyticsConfig } from "./src/lib/chrome/analytics";
import { SIDEBAR_IDS, type SidebarId } from "./src/lib/sidebars/ids";
import type { ColourModePolicy } from "./src/lib/chrome/colour-mode";
import type { DocsVersionConfig } from "./src/lib/chrome/docs-version";

/**
 * The one place for the site's identity, hosts and chrome. Everything else reads from here.
 * Search keys are read from the environment so that no credentials live in the repository.
 */

/** A link shown in the navbar. `sidebar` marks the item active when the current page is in it. */
export interface NavbarItem {
  /** Visible label. */
  label: string;
  /** Public path (starting with /docs) or absolute URL. */
  href: string;
  /** Sidebar whose pages make this item active. */
  sidebar?: SidebarId;
}

/** A footer column of links. */
export interface FooterColumn {
  /** Column heading. */
  title: string;
  /** Links in the column. */
  items: { label: string; href: string }[];
}

export { SIDEBAR_IDS, type SidebarId };

/** Colour-mode policy: `switchable` shows a toggle and follows the OS until the reader chooses; `dark-only` is dark with no toggle. */
export type { ColourModePolicy };

/** The dismissible bar above the navbar. */
export interface Announcement {
  /** Identifies this announcement; a reader's dismissal is remembered per id. Lowercase letters, digits and hyphens. */
  id: string;
  /** The text of the bar. */
  content: string;
  /** Optional public path or URL the text links to. */
  href?: string;
}

/** Everything about the site that is not content. */
export const siteConfig = {
  /** Brand shown in the navbar, titles and footer. */
  brand: "Tickwire",
  /** Appended to every page title: "<page> | <titleSuffix>". */
  titleSuffix: "Tickwire Docs",
  /** Default description when a page has none. */
  description:
    "Developer documentation for the Tickwire market-data APIs: real-time and historical stocks, indices, currencies, crypto and commodities over HTTP and WebSocket.",
  /** Public origin used for canonical URLs and Open Graph tags. */
  siteUrl: "https://tickwire.io",
  /** Base path every route lives under; routes carry it themselves (see the README on URLs). */
  basePath: "/docs",
  /** Default and only locale. */
  locale: {
    label: "English",
    direction: "ltr",
    htmlLang: "en",
    calendar: "gregory",
    path: "en",
  },
  /** Hosts of the provider's services. */
  hosts: {
    httpApi: "https://api.tickwire.io/v1",
    websocket: "wss://stream.tickwire.io/v1",
    dashboard: "https://dashboard.tickwire.io",
    /** Proxy used by "Try it" so browsers can call the API without exposing CORS origins. */
    tryItProxy: "https://dashboard.tickwire.io/api/proxy",
    status: "https://status.tickwire.io",
  },
  /**
   * "Try it" on the HTTP API pages. Every request goes through `proxy` with the target URL as its
   * `url` query parameter. A build without GATSBY_TRYIT_PROXY uses the local proxy that `npm start`
   * runs and preselects the local sandbox (the spec's loopback server, `"mock"` here); a production
   * build sets GATSBY_TRYIT_PROXY=https://dashboard.tickwire.io/api/proxy and preselects the
   * production API.
   */
  tryIt: {
    proxy: process.env.GATSBY_TRYIT_PROXY || "http://127.0.0.1:4030/api/proxy",
    defaultServer: (process.env.GATSBY_TRYIT_PROXY ? "production" : "mock") as "production" | "mock",
  },
  /** Navbar items, left to right. */
  navbar: [
    { label: "Documentation", href: "/docs", sidebar: "main" },
    { label: "Get started", href: "/docs/platform/getting-started" },
    { label: "HTTP API", href: "/docs/api", sidebar: "api" },
    { label: "WebSocket API", href: "/docs/websocket", sidebar: "websocket" },
    { label: "Symbols", href: "/docs/symbols", sidebar: "symbols" },
  ] satisfies NavbarItem[],
  /** Footer link columns. */
  footer: {
    columns: [
      {
        title: "Docs",
        items: [
          { label: "Introduction", href: "/docs" },
          { label: "Getting started", href: "/docs/platform/getting-started" },
          { label: "HTTP API", href: "/docs/api" },
          { label: "WebSocket API", href: "/docs/websocket" },
          { label: "Symbols", href: "/docs/symbols" },
        ],
      },
      {
        title: "Plans",
        items: [
          { label: "Free", href: "/docs/payments/free" },
          { label: "Trial", href: "/docs/payments/trial" },
          { label: "Enterprise", href: "/docs/payments/enterprise" },
          { label: "Products", href: "/docs/products" },
        ],
      },
      {
        title: "Help",
        items: [
          { label: "Support", href: "/docs/support" },
          { label: "Platform status", href: "https://status.tickwire.io" },
          { label: "Community forum", href: "https://community.tickwire.io" },
          { label: "Dashboard", href: "https://dashboard.tickwire.io" },
        ],
      },
    ] satisfies FooterColumn[],
    copyright: `Copyright © ${new Date().getFullYear()} Tickwire Ltd. Market data is provided for information only.`,
  },
  /**
   * Dismissible bar above the navbar; null shows none. Changing `id` shows it again to readers who
   * dismissed it.
   */
  announcement: {
    id: "ws-commodities-2026-10",
    content: "Commodities now stream over WebSocket, including energy and metals.",
    href: "/docs/websocket/changelog#2026-10-19-commodities-stream",
  } as Announcement | null,
  /** Light/dark behaviour: "switchable" (toggle in the navbar) or "dark-only" (no toggle). */
  colourMode: "switchable" as ColourModePolicy,
  /** Hide the navbar while the reader scrolls down, show it on scroll up. Off: the navbar always shows. */
  hideNavbarOnScroll: false as boolean,
  /**
   * The docs and their versions. `pluginId` keys the reader's preferred version in localStorage;
   * the version dropdown shows only when more than one version is listed.
   */
  docs: {
    pluginId: "default",
    versions: [{ name: "current", label: "Current", path: "/docs" }] as DocsVersionConfig[],
  },
  /**
   * Page-view analytics (Google Analytics 4). Off unless GATSBY_GA_MEASUREMENT_ID is set at build
   * time; never loaded for readers who send Do Not Track.
   */
  analytics: {
    measurementId: process.env.GATSBY_GA_MEASUREMENT_ID ?? "",
  } satisfies AnalyticsConfig,
  /** Search: Algolia when all three are set, otherwise the local index built with the site. */
  search: {
    algoliaAppId: process.env.GATSBY_ALGOLIA_APP_ID ?? "",
    algoliaSearchKey: process.env.GATSBY_ALGOLIA_SEARCH_KEY ?? "",
    algoliaIndexName: process.env.GATSBY_ALGOLIA_INDEX_NAME ?? "",
  },
} as const;

/** The site configuration's type. */
export type SiteConfig = typeof siteConfig;
