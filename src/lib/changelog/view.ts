/**
 * A changelog as its page shows it: each section's notes as HTML above its changes, each change
 * a sentence with the places it happens linked. The source plugin stores this on the changelog's
 * node; the page, the feed and the Markdown export read it.
 */
import { inlineMarkdownToSafeHtml, markdownToSafeHtml } from "../markdown";
import type { Changelog, ChangelogSection } from "./history";
import type { ChangelogId } from "./specs";
import type { ChangeLevel, ChangeLocation } from "./types";

export interface ChangeView {
  level: ChangeLevel;
  kind: string;
  /** The sentence, as inline HTML. */
  html: string;
  /** The sentence, as Markdown. */
  markdown: string;
  /** The change is at every place of its version ("in every operation"). */
  everywhere: boolean;
  /** Where it is; empty when it is everywhere, which says it in fewer bytes of page data. */
  locations: ChangeLocation[];
}

export interface SectionView {
  id: string;
  date: string | null;
  heading: string;
  anchor: string;
  notesHtml: string | null;
  notesMarkdown: string;
  changes: ChangeView[];
  counts: { breaking: number; deprecation: number; nonBreaking: number };
  /** How many places (operations, streams) its version has. */
  places: number;
  /** The baseline's places; empty for the other sections. */
  contents: ChangeLocation[];
}

export interface ChangelogView {
  changelog: ChangelogId;
  title: string;
  /** Route of the page that shows it, and the route with its section's anchor. */
  page: string;
  url: string;
  /** Public path of the Atom feed. */
  feed: string;
  headingLevel: number;
  /** What a place is: "operation" or "stream". */
  place: string;
  sections: SectionView[];
}

function sectionView(section: ChangelogSection): SectionView {
  const count = (level: ChangeLevel) => section.entries.filter((entry) => entry.level === level).length;
  return {
    id: section.id,
    date: section.date,
    heading: section.heading,
    anchor: section.anchor,
    notesHtml: markdownToSafeHtml(section.notes),
    notesMarkdown: section.notes.trim(),
    changes: section.entries.map((entry) => {
      const everywhere = section.places > 1 && entry.locations.length === section.places;
      return {
        level: entry.level,
        kind: entry.kind,
        html: inlineMarkdownToSafeHtml(entry.text),
        markdown: entry.text,
        everywhere,
        locations: everywhere ? [] : entry.locations,
      };
    }),
    counts: { breaking: count("breaking"), deprecation: count("deprecation"), nonBreaking: count("non-breaking") },
    places: section.places,
    contents: section.contents,
  };
}

export function changelogView(changelog: Changelog): ChangelogView {
  const { spec } = changelog;
  return {
    changelog: spec.id,
    title: spec.title,
    page: spec.page,
    url: spec.section ? `${spec.page}#${spec.section}` : spec.page,
    feed: spec.feed,
    headingLevel: spec.headingLevel,
    place: spec.place,
    sections: changelog.sections.map(sectionView),
  };
}

/** A changelog's node: the view, with what only the build reads. */
export interface ChangelogNodeFields extends ChangelogView {
  /** The changelog as Markdown, for its page's Markdown and search records. */
  markdown: string;
  /** Every link it puts on its page, for the link checker. */
  links: string[];
}

/** Every link a changelog's page gets from it: the notes' and the changes' places. */
export function changelogLinks(view: ChangelogView): string[] {
  const hrefs = view.sections.flatMap((section) => [
    ...[...section.notesMarkdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]),
    ...section.changes.flatMap((change) =>
      change.locations.flatMap((location) => (location.href ? [location.href] : [])),
    ),
    ...section.contents.flatMap((location) => (location.href ? [location.href] : [])),
  ]);
  return [...new Set(hrefs)];
}
