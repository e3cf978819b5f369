/**
 * The two changelogs: where each one's spec, release snapshots and release notes are, and where
 * the site shows it and publishes its feed. Everything else about a changelog is computed.
 */
import { BASE_PATH } from "../docs";

export type ChangelogId = "http" | "websocket";

export interface ChangelogSpec {
  id: ChangelogId;
  /** The changelog's name: the feed's title, the llms.txt line. */
  title: string;
  /** The spec as it is now, relative to the project root. */
  spec: string;
  /** GraphQL type of the node its source plugin makes of it, with the spec resolved as `documentJson`. */
  specNode: "ApiSpec" | "WsSpec";
  /** The folder of its release snapshots, one `<date><extension>` per release and `baseline<extension>`. */
  releases: string;
  extension: ".openapi.json" | ".asyncapi.json";
  /** The release notes, hand-written: content/changelog/<id>.yaml. */
  notes: string;
  /** The page that shows the changelog. */
  page: string;
  /** The heading the changelog sits under when it is a section of its page, or null for a page of its own. */
  section: string | null;
  /** Heading level of each release on the page: 2 on a page of its own, 3 in a section. */
  headingLevel: 2 | 3;
  /** Public path of the Atom feed. */
  feed: string;
  /** The MDX component that shows it (each has its own query, so a page loads only its changelog). */
  component: string;
  /** The versioning policy the gate applies. */
  policy: string;
  /** What the changes are counted in: "operation" or "stream". */
  place: string;
}

/** Months between a deprecation's announcement and its sunset, at least (the versioning policy). */
export const DEPRECATION_NOTICE_MONTHS = 12;

export const CHANGELOGS: Readonly<Record<ChangelogId, ChangelogSpec>> = {
  http: {
    id: "http",
    title: "Tickwire HTTP API changelog",
    spec: "specs/http-api.openapi.yaml",
    specNode: "ApiSpec",
    releases: "specs/releases/http",
    extension: ".openapi.json",
    notes: "content/changelog/http.yaml",
    page: `${BASE_PATH}/api/changelog`,
    section: null,
    headingLevel: 2,
    feed: `${BASE_PATH}/api/changelog.xml`,
    component: "HttpApiChangelog",
    policy: `${BASE_PATH}/api#base-url-and-versioning`,
    place: "operation",
  },
  websocket: {
    id: "websocket",
    title: "Tickwire WebSocket API changelog",
    spec: "specs/websocket.asyncapi.yaml",
    specNode: "WsSpec",
    releases: "specs/releases/websocket",
    extension: ".asyncapi.json",
    notes: "content/changelog/websocket.yaml",
    page: `${BASE_PATH}/websocket/changelog`,
    section: null,
    headingLevel: 2,
    feed: `${BASE_PATH}/websocket/changelog.xml`,
    component: "WebSocketChangelog",
    policy: `${BASE_PATH}/api#base-url-and-versioning`,
    place: "stream",
  },
};

/** The changelog an MDX component shows, by the component's name. */
export function changelogOfComponent(name: string): ChangelogSpec | null {
  return Object.values(CHANGELOGS).find((spec) => spec.component === name) ?? null;
}

/** The page a changelog is read on: its page, at its section. */
export const changelogUrl = (spec: ChangelogSpec): string =>
  spec.section ? `${spec.page}#${spec.section}` : spec.page;

/**
 * A link to a file next to a page, relative to the page (`changelog.xml` from /docs/api/changelog):
 * routes never end in a slash, so only pages are linked by their own path.
 */
export function relativeToPage(page: string, target: string): string {
  const base = page.slice(0, page.lastIndexOf("/") + 1);
  return target.startsWith(base) ? target.slice(base.length) : target;
}
