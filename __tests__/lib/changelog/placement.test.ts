/** @jest-environment node */
import {
  changelogPlacement,
  sectionHeadings,
  withChangelogHeadings,
  withChangelogText,
} from "../../../src/lib/changelog/placement";
import { relativeToPage } from "../../../src/lib/changelog/specs";
import { buildToc, extractHeadings } from "../../../src/lib/headings";

const BODY = [
  "## Endpoints",
  "",
  "```mdx",
  "<WebSocketChangelog />",
  "```",
  "",
  "## Changelog",
  "",
  "Newest first.",
  "",
  "<WebSocketChangelog />",
  "",
  "## Next steps",
].join("\n");

describe("where a guide shows a changelog", () => {
  test("is the component's line outside code, after the headings before it", () => {
    expect(changelogPlacement(BODY)).toEqual({ changelog: "websocket", headingsBefore: 2, line: 10 });
    expect(changelogPlacement("<HttpApiChangelog/>")).toEqual({ changelog: "http", headingsBefore: 0, line: 0 });
    expect(changelogPlacement("No changelog <HttpApiChangelogs /> here.")).toBeNull();
  });

  test("puts its releases into the table of contents at that place", () => {
    const placement = changelogPlacement(BODY);
    const releases = sectionHeadings(
      [{ heading: "2026-10-19: Commodities stream", anchor: "2026-10-19-commodities-stream" }],
      3,
    );
    const toc = buildToc(withChangelogHeadings(extractHeadings(BODY), placement?.headingsBefore ?? 0, releases));
    expect(toc.map((entry) => [entry.id, entry.children.map((child) => child.id)])).toEqual([
      ["endpoints", []],
      ["changelog", ["2026-10-19-commodities-stream"]],
      ["next-steps", []],
    ]);
  });

  test("puts its text in the body in place of the component", () => {
    const placement = changelogPlacement(BODY);
    if (!placement) throw new Error("no placement");
    expect(withChangelogText(BODY, placement, "### 2026-10-19: Commodities stream").split("\n").slice(9, 13)).toEqual([
      "",
      "",
      "### 2026-10-19: Commodities stream",
      "",
    ]);
  });

  test("links the feed relatively to the page, as the page's Markdown is linked", () => {
    expect(relativeToPage("/docs/api/changelog", "/docs/api/changelog.xml")).toBe("changelog.xml");
    expect(relativeToPage("/docs/websocket", "/docs/websocket/changelog.xml")).toBe("websocket/changelog.xml");
  });
});
