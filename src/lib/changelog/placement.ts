/**
 * Where a guide shows a changelog: the line of its component in the MDX body. The changelog's
 * sections are headings of the page, so the table of contents, the anchors the link checker
 * knows, the page's Markdown and its search records all take them in at that place.
 */
import { extractHeadings, nextFenceState, type Heading } from "../headings";
import { CHANGELOGS, type ChangelogId } from "./specs";

export interface ChangelogPlacement {
  changelog: ChangelogId;
  /** How many headings of the body come before the component. */
  headingsBefore: number;
  /** The component's line, 0-based. */
  line: number;
}

const COMPONENTS = new Map(Object.values(CHANGELOGS).map((spec) => [spec.component, spec.id]));

/** The changelog a guide's body shows, or null; a body shows at most one. */
export function changelogPlacement(body: string): ChangelogPlacement | null {
  const lines = body.split(/\r?\n/);
  let openFence: string | null = null;
  for (const [index, line] of lines.entries()) {
    const fence = nextFenceState(line, openFence);
    openFence = fence.openFence;
    if (fence.isFenceLine || openFence !== null) continue;
    const name = /^\s*<([A-Z]\w*)[\s/>]/.exec(line)?.[1];
    const changelog = name ? COMPONENTS.get(name) : undefined;
    if (changelog)
      return { changelog, headingsBefore: extractHeadings(lines.slice(0, index).join("\n")).length, line: index };
  }
  return null;
}

/** A changelog's section headings, as headings of the page at `level`. */
export function sectionHeadings(
  sections: ReadonlyArray<{ heading: string; anchor: string }>,
  level: number,
): Heading[] {
  return sections.map((section) => ({ depth: level, value: section.heading, id: section.anchor }));
}

/** The page's headings with a changelog's put in where its component is. */
export function withChangelogHeadings(
  headings: readonly Heading[],
  headingsBefore: number,
  changelog: readonly Heading[],
): Heading[] {
  return [...headings.slice(0, headingsBefore), ...changelog, ...headings.slice(headingsBefore)];
}

/** A guide's body with its changelog component's line replaced by `markdown`. */
export function withChangelogText(body: string, placement: ChangelogPlacement, markdown: string): string {
  const lines = body.split(/\r?\n/);
  lines.splice(placement.line, 1, "", markdown, "");
  return lines.join("\n");
}
