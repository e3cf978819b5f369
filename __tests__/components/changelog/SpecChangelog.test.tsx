import { render, screen, within } from "@testing-library/react";
import { SpecChangelog, type Props } from "../../../src/components/changelog/SpecChangelog";

const place = (label: string, href: string | null) => ({ label, href });
const CHANGELOG: Props["changelog"] = {
  title: "Tickwire HTTP API changelog",
  page: "/docs/api/changelog",
  feed: "/docs/api/changelog.xml",
  headingLevel: 2,
  place: "operation",
  sections: [
    {
      id: "2026-11-16",
      heading: "2026-11-16: A code of its own for the daily quota",
      anchor: "2026-11-16-a-code-of-its-own-for-the-daily-quota",
      notesHtml: "<p>The daily quota has its own code.</p>",
      places: 2,
      changes: [
        {
          level: "breaking",
          html: "Response <code>429</code> now has <code>quota_exceeded</code>.",
          everywhere: true,
          locations: [place("GET /a", "/docs/api/a"), place("GET /b", "/docs/api/b")],
        },
        {
          level: "deprecation",
          html: "Response field <code>change_pct</code> is deprecated.",
          everywhere: false,
          locations: [place("GET /a", "/docs/api/a#responses")],
        },
        {
          level: "non-breaking",
          html: "Removed nothing.",
          everywhere: false,
          locations: [place("GET /gone", null), place("GET /b", "/docs/api/b#query-parameters")],
        },
      ],
      contents: [],
    },
    {
      id: "2026-03-02",
      heading: "2026-03-02: Renamed tickers",
      anchor: "2026-03-02-renamed-tickers",
      notesHtml: null,
      places: 2,
      changes: [],
      contents: [],
    },
    {
      id: "baseline",
      heading: "Version 1",
      anchor: "version-1",
      notesHtml: null,
      places: 2,
      changes: [],
      contents: [place("GET /a", "/docs/api/a"), place("GET /gone", null)],
    },
  ],
};

describe("SpecChangelog", () => {
  test("links the Atom feed relatively to the page", () => {
    render(<SpecChangelog changelog={CHANGELOG} />);
    const feed = screen.getByRole("link", { name: "Atom feed" });
    expect(feed.getAttribute("href")).toBe("changelog.xml");
    expect(feed.getAttribute("type")).toBe("application/atom+xml");
  });

  test("gives each release a heading with its anchor, its notes above what changed", () => {
    render(<SpecChangelog changelog={CHANGELOG} />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.id)).toEqual([
      "2026-11-16-a-code-of-its-own-for-the-daily-quota",
      "2026-03-02-renamed-tickers",
      "version-1",
    ]);
    const release = screen.getByRole("region", { name: /2026-11-16/ });
    expect(release.textContent).toMatch(
      /The daily quota has its own code\.What changed in the spec \(1 breaking change, 1 deprecation, 1 non-breaking change\):/,
    );
  });

  test("marks breaking changes and deprecations, and links each place that has a page", () => {
    render(<SpecChangelog changelog={CHANGELOG} />);
    const release = screen.getByRole("region", { name: /2026-11-16/ });
    const items = within(release).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "BreakingResponse 429 now has quota_exceeded. In every operation (2).",
      "DeprecationResponse field change_pct is deprecated. In GET /a.",
      "Removed nothing. In GET /gone, GET /b.",
    ]);
    expect(
      within(items[2])
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/docs/api/b#query-parameters"]);
  });

  test("says when a release changed nothing in the spec, and lists the baseline's operations", () => {
    render(<SpecChangelog changelog={CHANGELOG} />);
    expect(screen.getByRole("region", { name: /2026-03-02/ }).textContent).toContain(
      "What changed in the spec: nothing; this release changed behaviour only, as its notes say.",
    );
    expect(screen.getByRole("region", { name: /^Version 1/ }).textContent).toContain(
      "2 operations in this version: GET /a, GET /gone.",
    );
  });

  test("uses h3 headings in a section of a page", () => {
    render(
      <SpecChangelog
        changelog={{ ...CHANGELOG, headingLevel: 3, page: "/docs/websocket", feed: "/docs/websocket/changelog.xml" }}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Atom feed" }).getAttribute("href")).toBe("websocket/changelog.xml");
  });
});
