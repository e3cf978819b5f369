/**
 * What the changelog knows of a change: found by comparing two versions of a spec, classified by
 * what it does to a client written against the older one, and placed on the site's pages.
 */

/** What a change does to a client written against the release before it. */
export type ChangeLevel = "breaking" | "deprecation" | "non-breaking";

/** The levels in the order a release lists them: breaking changes first. */
export const CHANGE_LEVELS: readonly ChangeLevel[] = ["breaking", "deprecation", "non-breaking"];

/** The kinds of change the classifiers report. */
export type ChangeKind =
  | "operation-added"
  | "operation-removed"
  | "parameter-added"
  | "parameter-removed"
  | "parameter-required"
  | "parameter-optional"
  | "body-added"
  | "body-removed"
  | "body-required"
  | "body-optional"
  | "media-type-changed"
  | "response-added"
  | "response-removed"
  | "header-added"
  | "header-removed"
  | "field-added"
  | "field-removed"
  | "field-renamed"
  | "field-required"
  | "field-optional"
  | "type-changed"
  | "enum-values-added"
  | "enum-values-removed"
  | "enum-opened"
  | "enum-closed"
  | "enum-added"
  | "enum-removed"
  | "constraint-tightened"
  | "constraint-loosened"
  | "default-changed"
  | "situation-code-changed"
  | "deprecated"
  | "undeprecated"
  | "sunset-changed"
  | "channel-added"
  | "channel-removed"
  | "address-changed"
  | "message-added"
  | "message-removed"
  | "direction-changed"
  | "limit-changed"
  | "close-code-added"
  | "close-code-removed"
  | "close-code-changed";

/** Kinds that take something away: allowed in a release only after a deprecation reached its sunset. */
export const REMOVAL_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  "operation-removed",
  "parameter-removed",
  "body-removed",
  "response-removed",
  "header-removed",
  "field-removed",
  "channel-removed",
  "message-removed",
]);

/** Where a change shows: an operation or a stream, and its page on the site. */
export interface ChangeLocation {
  /** Plain text: "GET /stocks/quote", "Stocks stream". */
  label: string;
  /** Route (and anchor) of what shows it now, or null when no page does. */
  href: string | null;
}

/** One change at one place. */
export interface SpecChange {
  level: ChangeLevel;
  kind: ChangeKind;
  /** One Markdown sentence, without the place: equal texts at several places make one entry. */
  text: string;
  /** Names a release note has to mention, in backticks, to describe it (any one of them). */
  names: string[];
  location: ChangeLocation;
  /** Position of the place in the spec, for ordering. */
  order: number;
  /**
   * Elements of the older version whose deprecation, once past its sunset, allows this change
   * (the field, its parents, its operation). Empty for changes no deprecation can allow.
   */
  licensedBy: string[];
  /** For `deprecated` and `sunset-changed`: the element, and the sunset date it was given, if any. */
  deprecation?: { element: string; sunset: string | null };
}

/** Equal changes at several places, as a release lists them. */
export interface ChangeEntry {
  level: ChangeLevel;
  kind: ChangeKind;
  text: string;
  names: string[];
  locations: ChangeLocation[];
}
