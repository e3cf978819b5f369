/** The four sidebars of the site, one YAML file each in content/sidebars. */
export const SIDEBAR_IDS = ["main", "api", "websocket", "symbols"] as const;
/** One of the four sidebars. */
export type SidebarId = (typeof SIDEBAR_IDS)[number];
