/**
 * A changelog as Markdown: the text that stands for its component in the page's Markdown
 * (`<route>.md`, llms-full.txt) and in the page's search records.
 */
import { link } from "../markdown-export/blocks";
import { countsText, LEVEL_LABELS, NO_SPEC_CHANGE, plural } from "./labels";
import type { ChangelogView, ChangeView, SectionView } from "./view";

/** "in GET /a, GET /b", or "in every operation (37)". */
function where(change: ChangeView, view: ChangelogView, section: SectionView): string {
  if (change.everywhere) return `In every ${view.place} (${section.places}).`;
  const places = change.locations.map((location) =>
    location.href ? link(location.label, location.href) : location.label,
  );
  return `In ${places.join(", ")}.`;
}

function changeLine(change: ChangeView, view: ChangelogView, section: SectionView): string {
  const marker = change.level === "non-breaking" ? "" : `**${LEVEL_LABELS[change.level]}:** `;
  return `- ${marker}${change.markdown} ${where(change, view, section)}`;
}

function sectionMarkdown(section: SectionView, view: ChangelogView): string {
  const hashes = "#".repeat(view.headingLevel);
  const parts = [`${hashes} ${section.heading}`];
  if (section.notesMarkdown) parts.push(section.notesMarkdown);
  if (section.contents.length) {
    parts.push(
      `${plural(section.contents.length, view.place)} in this version: ${section.contents
        .map((place) => (place.href ? link(place.label, place.href) : place.label))
        .join(", ")}.`,
    );
  } else if (section.changes.length) {
    const counts = countsText(section.counts);
    parts.push(`What changed in the spec${counts ? ` (${counts})` : ""}:`);
    parts.push(section.changes.map((change) => changeLine(change, view, section)).join("\n"));
  } else {
    parts.push(`What changed in the spec: ${NO_SPEC_CHANGE}`);
  }
  return parts.join("\n\n");
}

/** The changelog's sections as Markdown, with the feed's address first. */
export function changelogMarkdown(view: ChangelogView, siteUrl: string): string {
  return [
    `Follow the releases in the ${link("Atom feed", `${siteUrl}${view.feed}`)}.`,
    ...view.sections.map((section) => sectionMarkdown(section, view)),
  ].join("\n\n");
}
