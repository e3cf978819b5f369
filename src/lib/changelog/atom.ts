/**
 * A changelog as an Atom feed (RFC 4287): one entry per dated release, newest first, with its
 * notes and what changed, so that integrators learn of a release, and of a breaking change,
 * without watching the page. Nothing in it depends on when the build ran.
 */
import { countsText, LEVEL_LABELS, NO_SPEC_CHANGE } from "./labels";
import type { ChangelogView, SectionView } from "./view";

/** Escapes text for XML content and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const absolute = (siteUrl: string, href: string) => (href.startsWith("/") ? `${siteUrl}${href}` : href);

/** Site paths in generated HTML made absolute: a feed is read away from the site. */
const absoluteLinks = (html: string, siteUrl: string) => html.replace(/href="\//g, `href="${siteUrl}/`);

function entryHtml(section: SectionView, view: ChangelogView, siteUrl: string): string {
  const changes = section.changes.map((change) => {
    const marker = change.level === "non-breaking" ? "" : `<strong>${LEVEL_LABELS[change.level]}:</strong> `;
    const places = change.everywhere
      ? `in every ${view.place} (${section.places})`
      : `in ${change.locations
          .map((location) =>
            location.href
              ? `<a href="${escapeXml(absolute(siteUrl, location.href))}">${escapeXml(location.label)}</a>`
              : escapeXml(location.label),
          )
          .join(", ")}`;
    return `<li>${marker}${absoluteLinks(change.html, siteUrl)} ${places[0].toUpperCase()}${places.slice(1)}.</li>`;
  });
  const summary = countsText(section.counts);
  return [
    section.notesHtml ? absoluteLinks(section.notesHtml, siteUrl) : "",
    changes.length
      ? `<p>What changed in the spec${summary ? ` (${summary})` : ""}:</p>\n<ul>${changes.join("")}</ul>`
      : `<p>What changed in the spec: ${escapeXml(NO_SPEC_CHANGE)}</p>`,
  ].join("\n");
}

/** The feed of a changelog; `siteUrl` is the site's origin, e.g. https://tickwire.io. */
export function changelogAtom(view: ChangelogView, siteUrl: string, author: string): string {
  const releases = view.sections.filter((section) => section.date !== null);
  const pageUrl = `${siteUrl}${view.url}`;
  const feedUrl = `${siteUrl}${view.feed}`;
  const stamp = (date: string) => `${date}T00:00:00Z`;
  // An entry's id stays when its title is reworded: a tag URI of the site, the release and its date.
  const host = new URL(siteUrl).host;
  const entries = releases.map((section) => {
    const url = `${siteUrl}${view.page}#${section.anchor}`;
    const breaking = section.counts.breaking ? " (breaking)" : "";
    return [
      "  <entry>",
      `    <id>tag:${escapeXml(host)},${section.date}:changelog/${view.changelog}/${section.date}</id>`,
      `    <title>${escapeXml(section.heading + breaking)}</title>`,
      `    <updated>${stamp(section.date as string)}</updated>`,
      `    <published>${stamp(section.date as string)}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <content type="html">${escapeXml(entryHtml(section, view, siteUrl))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(view.title)}</title>`,
    `  <subtitle>Every release of the spec, with its notes and what changed, breaking changes first.</subtitle>`,
    `  <updated>${stamp(releases[0]?.date ?? "1970-01-01")}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
