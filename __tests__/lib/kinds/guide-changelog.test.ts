/** @jest-environment node */
import { changelogMarkdown } from "../../../src/lib/changelog/markdown";
import { changelogLinks, changelogView, type ChangelogNodeFields } from "../../../src/lib/changelog/view";
import { guideKind, type DocNode, type GuideIds } from "../../../src/lib/kinds/guide";
import type { KindEnvironment, PlacedPage } from "../../../src/lib/kinds/types";
import { changed, httpSpec } from "../../fixtures/changelog";
import { fixtureChangelog } from "../../fixtures/changelog/sources";
import { FACTS } from "../../fixtures/facts";

const base = httpSpec();
const view = changelogView(
  fixtureChangelog({
    baseline: base,
    releases: [
      {
        date: "2025-01-10",
        spec: changed(base, (spec) => delete spec.paths["/things/upload"]),
        notes: "Uploads end; see [quotes](/docs/api/things/get-quote).",
      },
    ],
    now: changed(base, (spec) => delete spec.paths["/things/upload"]),
  }),
);
const CHANGELOG: ChangelogNodeFields = {
  ...view,
  markdown: changelogMarkdown(view, "https://tickwire.io"),
  links: changelogLinks(view),
};
const BODY = "Intro.\n\n## Policy\n\nText.\n\n<HttpApiChangelog />\n";
const DOC: DocNode = {
  docId: "api/changelog",
  route: "/docs/api/changelog",
  title: "API changelog",
  description: "Every release.",
  keywords: [],
  draft: false,
  sourceFile: "content/docs/api/changelog.mdx",
  headings: [{ id: "policy" }],
  links: [{ href: "/docs/api", line: 3 }],
  mdx: "mdx-changelog",
  changelog: "http",
};
const nodes = { docs: [DOC], mdx: [{ id: DOC.mdx, body: BODY }], symbolLists: [], changelogs: [CHANGELOG] };
const environment: KindEnvironment = {
  facts: FACTS,
  getNode: (id) => (id === DOC.mdx ? { body: BODY } : undefined),
};
const [page] = guideKind.pages(nodes, { sidebars: [], excludeDrafts: false });
const placed = { ...page, trail: [], pageContext: { cards: [] } } as unknown as PlacedPage<GuideIds>;

describe("a guide that shows a changelog", () => {
  test("shows the changelog's slice, which only its page loads", () => {
    expect(page.slices).toEqual({ "content-http-api-changelog": "http-api-changelog" });
  });

  test("names the changelog's feed in its head", () => {
    expect(page.head?.feeds).toEqual([{ title: "Fixture API changelog", href: "/docs/api/changelog.xml" }]);
  });

  test("has the releases as anchors, and the changelog's links, for the link checker", () => {
    expect([...(page.linked?.anchors ?? [])]).toEqual(["policy", "2025-01-10-release-of-2025-01-10", "version-1"]);
    expect(page.linked?.links).toEqual([
      { href: "/docs/api", line: 3 },
      { href: "/docs/api/things/get-quote" },
      // The baseline's operations, GET /markets among them.
      { href: "/docs/api/get-markets" },
    ]);
  });

  test("has the changelog in its Markdown and its search records, where the component is", () => {
    const markdown = guideKind.markdown?.(placed, nodes, environment) ?? "";
    expect(markdown).toContain(
      "Text.\n\nFollow the releases in the [Atom feed](https://tickwire.io/docs/api/changelog.xml).\n\n## 2025-01-10",
    );
    expect(markdown).toContain("- **Breaking:** Removed operation `POST /things/upload`. In POST /things/upload.");
    const records = guideKind.searchRecords?.(placed, nodes, environment);
    expect(records?.body).toContain("## 2025-01-10: Release of 2025-01-10\n\nUploads end;");
  });

  test("publishes the feed, listed in llms.txt under Changelogs", () => {
    expect(guideKind.files?.(nodes)).toEqual([
      {
        path: "/docs/api/changelog.xml",
        llms: {
          label: "Fixture API changelog (Atom feed)",
          description: "every release, with its notes and what changed in the spec, breaking changes first",
          section: "Changelogs",
        },
      },
    ]);
  });

  test("a guide without one is as before", () => {
    const [plain] = guideKind.pages(
      { ...nodes, docs: [{ ...DOC, changelog: null }], mdx: [{ id: DOC.mdx, body: "No changelog here.\n" }] },
      { sidebars: [], excludeDrafts: false },
    );
    expect(plain.head).toEqual({ keywords: [] });
    expect(plain.slices).toEqual({});
    expect(plain.linked?.links).toEqual(DOC.links);
  });
});
