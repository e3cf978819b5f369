/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// jsdom gives the test the browser's XML parser; node's export conditions give it the yaml package's Node build.
/**
 * The feeds are Atom (RFC 4287): well-formed XML whose feed and entries have the elements the
 * format requires, read here with the browser's own XML parser.
 */
import path from "node:path";
import { changelogAtom } from "../../../src/lib/changelog/atom";
import { CHANGELOGS } from "../../../src/lib/changelog/specs";
import { changelogView } from "../../../src/lib/changelog/view";
import { readChangelog } from "../../../src/node/changelog-sources";
import { changed, httpSpec } from "../../fixtures/changelog";
import { fixtureChangelog } from "../../fixtures/changelog/sources";
import { FACTS } from "../../fixtures/facts";

const ATOM = "http://www.w3.org/2005/Atom";
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** What is wrong with a feed as Atom; empty when nothing is. */
function atomProblems(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) return [`not well-formed XML: ${error.textContent}`];
  const feed = document.documentElement;
  const problems: string[] = [];
  if (feed.localName !== "feed" || feed.namespaceURI !== ATOM) problems.push("the root is not an Atom <feed>");
  const children = (parent: Element, name: string) =>
    [...parent.children].filter((child) => child.localName === name && child.namespaceURI === ATOM);
  const one = (parent: Element, name: string, where: string) => {
    const found = children(parent, name);
    if (found.length !== 1) problems.push(`${where} has ${found.length} <${name}>, not one`);
    return found[0];
  };
  const check = (element: Element, where: string) => {
    const id = one(element, "id", where);
    if (id && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(id.textContent ?? "")) problems.push(`${where}: <id> is not an IRI`);
    if (one(element, "title", where)?.textContent?.trim() === "") problems.push(`${where}: empty <title>`);
    const updated = one(element, "updated", where);
    if (updated && !RFC3339.test(updated.textContent ?? ""))
      problems.push(`${where}: <updated> is not an RFC 3339 date`);
  };
  check(feed, "the feed");
  if (!children(feed, "author").some((author) => children(author, "name").length === 1))
    problems.push("the feed has no <author> with a <name>");
  if (!children(feed, "link").some((link) => link.getAttribute("rel") === "self"))
    problems.push('the feed has no <link rel="self">');
  children(feed, "entry").forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    check(entry, where);
    const alternate = children(entry, "link").filter(
      (link) => (link.getAttribute("rel") ?? "alternate") === "alternate",
    );
    if (alternate.length !== 1 || !alternate[0].getAttribute("href")?.startsWith("https://"))
      problems.push(`${where} has no absolute <link rel="alternate">`);
    const content = children(entry, "content")[0];
    if (content?.getAttribute("type") === "html" && /href="\//.test(content.textContent ?? ""))
      problems.push(`${where}: its content links a site path that a feed reader can't resolve`);
  });
  return problems;
}

describe("the changelogs' Atom feeds", () => {
  test("a feed of the fixture API, its texts escaped, is valid Atom", () => {
    const base = httpSpec();
    const changelog = fixtureChangelog({
      baseline: base,
      releases: [
        {
          date: "2025-01-10",
          spec: changed(base, (spec) => (spec.components.schemas.Quote.properties["a&b"] = { type: "string" })),
          notes: 'Fields with <odd> & "quoted" names; see [quotes](/docs/api/things/get-quote).',
        },
      ],
      now: base,
    });
    const xml = changelogAtom(changelogView(changelog), "https://tickwire.io", "Tickwire & Co");
    expect(atomProblems(xml)).toEqual([]);
    const entry = new DOMParser().parseFromString(xml, "application/xml").getElementsByTagName("content")[0];
    expect(entry.textContent).toContain('<a href="https://tickwire.io/docs/api/things/get-quote">quotes</a>');
    expect(entry.textContent).toContain("&lt;odd&gt; &amp; ");
  });

  test.each(Object.values(CHANGELOGS).map((spec) => [spec.title, spec] as const))(
    "the %s feed is valid Atom, one entry per dated release",
    (_title, spec) => {
      const view = changelogView(readChangelog(spec, FACTS, path.resolve(__dirname, "../../..")));
      const xml = changelogAtom(view, "https://tickwire.io", "Tickwire");
      expect(atomProblems(xml)).toEqual([]);
      expect(xml.match(/<entry>/g)).toHaveLength(view.sections.filter((section) => section.date).length);
    },
  );

  test("a broken feed fails the check", () => {
    expect(atomProblems("<feed>")[0]).toMatch(/^not well-formed XML/);
    expect(atomProblems(`<feed xmlns="${ATOM}"><title>T</title></feed>`)).toEqual([
      "the feed has 0 <id>, not one",
      "the feed has 0 <updated>, not one",
      "the feed has no <author> with a <name>",
      'the feed has no <link rel="self">',
    ]);
  });
});
