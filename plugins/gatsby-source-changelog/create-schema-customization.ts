import type { GatsbyNode } from "gatsby";

/** The changelogs' content model, typed and described so GraphiQL documents it for authors. */
export const typeDefs = /* GraphQL */ `
  """
  The changelog of one API: its releases, each with its notes above what changed in the spec.
  """
  type SpecChangelog implements Node @dontInfer {
    "Which changelog: http or websocket."
    changelog: String!
    "Its name, e.g. Tickwire HTTP API changelog."
    title: String!
    "Route of the page that shows it."
    page: String!
    "The page and the heading of its section, e.g. /docs/api/changelog, or a page#section."
    url: String!
    "Public path of its Atom feed."
    feed: String!
    "Heading level of each release on the page: 2, or 3 in a section."
    headingLevel: Int!
    "What a place is: operation or stream."
    place: String!
    "Unreleased changes (when there are any), the releases newest first, and version 1 as first kept."
    sections: [ChangelogSection!]!
  }

  """
  A release of a changelog, the changes not released yet, or the baseline.
  """
  type ChangelogSection {
    "unreleased, baseline, or the release's date."
    id: String!
    "Release date, YYYY-MM-DD; null for the unreleased changes and the baseline."
    date: String
    "Heading text, e.g. 2026-11-16: Daily series from insights."
    heading: String!
    "Heading id on the page."
    anchor: String!
    "The hand-written notes rendered from Markdown to safe HTML."
    notesHtml: String
    "What changed in the spec from the release before, breaking changes first."
    changes: [ChangelogChange!]!
    "How many changes of each level."
    counts: ChangelogCounts!
    "How many operations or streams the version has."
    places: Int!
    "The baseline's operations or streams; empty for releases."
    contents: [ChangelogPlace!]!
  }

  """
  One change, at the places it happens.
  """
  type ChangelogChange {
    "breaking, deprecation or non-breaking."
    level: String!
    "What kind of change, e.g. field-added or operation-removed."
    kind: String!
    "The change as one sentence of inline HTML."
    html: String!
    "True when it happens at every operation or stream of its version."
    everywhere: Boolean!
    "The operations or streams it happens at."
    locations: [ChangelogPlace!]!
  }

  """
  An operation or stream, and the page (and anchor) that shows it now.
  """
  type ChangelogPlace {
    "e.g. GET /stocks/quote or Stocks stream."
    label: String!
    "Route and anchor, or null when no page shows it now."
    href: String
  }

  """
  How many changes of each level a section has.
  """
  type ChangelogCounts {
    "Changes that can break a client written against the release before."
    breaking: Int!
    "Deprecations and sunsets."
    deprecation: Int!
    "Additions and other changes that break no client."
    nonBreaking: Int!
  }
`;

/** Registers the changelogs' content model. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
