/** Guides: one page per MDX file under content/docs (drafts only in development). */
import { byPosition } from "../by-position";
import { changelogPlacement, withChangelogText } from "../changelog/placement";
import { CHANGELOGS } from "../changelog/specs";
import type { ChangelogNodeFields } from "../changelog/view";
import { publishedDocs } from "../docs";
import { resolveFactsInMdx } from "../facts/resolve-text";
import type { SourceLink } from "../links";
import { cardList } from "../markdown-export/cards";
import { guideMarkdown } from "../markdown-export/guide";
import { dataComponentSlices, dataComponentsIn } from "../mdx/data-components";
import type { PageContext } from "../page-context";
import type { PageKind } from "./types";

/** A Doc node, as the guide pages read it. */
export interface DocNode {
  docId: string;
  route: string;
  title: string;
  description: string | null;
  keywords?: string[] | null;
  draft: boolean;
  sourceFile: string;
  headings: ReadonlyArray<{ id: string }>;
  links: SourceLink[];
  /** Id of the Mdx node with the body. */
  mdx: string;
  /** The changelog the page shows (its component's), if any. */
  changelog?: string | null;
}

/** A SymbolList node, as a guide's `<SymbolListCards />` lists it in Markdown. */
export interface SymbolListCardNode {
  title: string;
  route: string;
  description: string;
  position: number;
}

interface DocNodes {
  docs: DocNode[];
  /** The Mdx nodes with the guides' bodies. */
  mdx: Array<{ id: string; body?: unknown }>;
  symbolLists: SymbolListCardNode[];
  changelogs: ChangelogNodeFields[];
}

/** The changelog a guide shows, as its node has it. */
const changelogOf = (nodes: DocNodes, doc: DocNode): ChangelogNodeFields | null =>
  (doc.changelog && nodes.changelogs.find((node) => node.changelog === doc.changelog)) || null;

/** A guide's body with its changelog's text where its component is, for search. */
function withChangelog(body: string, changelog: ChangelogNodeFields | null): string {
  const placement = changelog ? changelogPlacement(body) : null;
  return changelog && placement ? withChangelogText(body, placement, changelog.markdown) : body;
}

/** What the guide template's query selects by. */
export interface GuideIds {
  docId: string;
}

/** The page context of a guide. */
export type GuidePageContext = PageContext<GuideIds>;

const mdxBody = (node: unknown): string | undefined => {
  const body = (node as { body?: unknown } | undefined)?.body;
  return typeof body === "string" ? body : undefined;
};

export const guideKind: PageKind<GuideIds, DocNodes> = {
  name: "guide",
  template: "src/templates/doc.tsx",
  nodeTypes: { docs: "Doc", mdx: "Mdx", symbolLists: "SymbolList", changelogs: "SpecChangelog" },
  pages: (nodes, site) =>
    publishedDocs(nodes.docs, site.excludeDrafts).map((doc) => {
      const changelog = changelogOf(nodes, doc);
      return {
        path: doc.route,
        source: doc.sourceFile,
        context: { docId: doc.docId },
        // The data components it shows (read from its body, which the sourcing checks have passed).
        slices: dataComponentSlices(dataComponentsIn(mdxBody(nodes.mdx.find((node) => node.id === doc.mdx)) ?? "")),
        title: doc.title,
        description: doc.description,
        head: {
          keywords: doc.keywords ?? [],
          ...(changelog ? { feeds: [{ title: changelog.title, href: changelog.feed }] } : {}),
        },
        // A changelog's releases are headings of the page, and its links are the page's.
        linked: changelog
          ? {
              anchors: new Set([
                ...doc.headings.map((heading) => heading.id),
                ...changelog.sections.map((section) => section.anchor),
              ]),
              links: [...doc.links, ...changelog.links.map((href) => ({ href }))],
            }
          : { anchors: new Set(doc.headings.map((heading) => heading.id)), links: doc.links },
      };
    }),
  // Guides are listed by the sidebar files themselves.
  sidebarItems: null,
  searchRecords: (page, nodes, { facts, getNode }) => {
    const doc = nodes.docs.find((node) => node.docId === page.context.docId);
    if (!doc) return null;
    return {
      title: doc.title,
      description: doc.description,
      keywords: doc.keywords ?? [],
      // Index the facts' values, as the page shows them, not the <Fact> tags and placeholders.
      body: withChangelog(resolveFactsInMdx(mdxBody(getNode(doc.mdx)) ?? "", facts), changelogOf(nodes, doc)),
    };
  },
  moreSearchRecords: null,
  markdown: (page, nodes, { facts, getNode }) => {
    const doc = nodes.docs.find((node) => node.docId === page.context.docId);
    const body = doc ? mdxBody(getNode(doc.mdx)) : undefined;
    if (!doc || body === undefined) return null;
    const symbolListCards = () =>
      cardList(
        byPosition(nodes.symbolLists).map((list) => ({
          label: list.title,
          href: list.route,
          description: list.description,
        })),
      );
    const changelog = changelogOf(nodes, doc);
    const changelogComponents = changelog
      ? Object.fromEntries(
          Object.values(CHANGELOGS)
            .filter((spec) => spec.id === changelog.changelog)
            .map((spec) => [spec.component, () => changelog.markdown]),
        )
      : {};
    return guideMarkdown(
      {
        title: doc.title,
        description: doc.description,
        body,
        file: doc.sourceFile,
        cards: page.pageContext.cards,
      },
      { facts, components: { SymbolListCards: symbolListCards, ...changelogComponents } },
    );
  },
  llms: (page) => ({ title: page.title, description: page.description, optional: false, full: true }),
  // The Atom feed of each changelog a guide shows.
  files: (nodes) =>
    nodes.changelogs.map((changelog) => ({
      path: changelog.feed,
      llms: {
        label: `${changelog.title} (Atom feed)`,
        description: "every release, with its notes and what changed in the spec, breaking changes first",
        section: "Changelogs",
      },
    })),
  redirects: null,
};
