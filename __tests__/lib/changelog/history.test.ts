/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { changelogAtom } from "../../../src/lib/changelog/atom";
import { BASELINE, buildChangelog } from "../../../src/lib/changelog/history";
import { changelogMarkdown } from "../../../src/lib/changelog/markdown";
import { parseReleaseNotes } from "../../../src/lib/changelog/notes";
import { changelogLinks, changelogView } from "../../../src/lib/changelog/view";
import { changelogSources } from "../../../src/node/changelog-sources";
import { changed, httpSpec } from "../../fixtures/changelog";
import { FACTS } from "../../fixtures/facts";
import { FIXTURE_CHANGELOG, fixtureChangelog } from "../../fixtures/changelog/sources";

const base = httpSpec();
const withoutMarkets = changed(base, (spec) => delete spec.paths["/markets"]);
const withVolume = changed(base, (spec) => (spec.components.schemas.Quote.properties.volume = { type: "integer" }));
const withoutUpload = changed(withVolume, (spec) => delete spec.paths["/things/upload"]);

const changelog = fixtureChangelog({
  baseline: withoutMarkets,
  releases: [
    { date: "2025-01-10", spec: base, notes: "Markets for every asset class: see [markets](/docs/api/get-markets)." },
    { date: "2025-02-01", spec: withoutUpload, notes: "Volumes, and the end of uploads." },
  ],
  now: withoutUpload,
});

describe("a changelog from its release snapshots, the spec now and the notes", () => {
  test("lists the releases newest first, each compared with the one before, and the baseline last", () => {
    expect(changelog.sections.map((section) => [section.heading, section.anchor])).toEqual([
      ["2025-02-01: Release of 2025-02-01", "2025-02-01-release-of-2025-02-01"],
      ["2025-01-10: Release of 2025-01-10", "2025-01-10-release-of-2025-01-10"],
      ["Version 1", "version-1"],
    ]);
    const [february, january, baseline] = changelog.sections;
    expect(february.entries.map((entry) => `${entry.level}: ${entry.text}`)).toEqual([
      "breaking: Removed operation `POST /things/upload`.",
      "non-breaking: New response field `data.volume`.",
    ]);
    expect(january.entries.map((entry) => entry.text)).toEqual(["New operation `GET /markets`: Get markets."]);
    expect(baseline.contents.map((place) => place.label)).toEqual(["GET /things/quote", "POST /things/upload"]);
  });

  test("links each change to where the site shows it now, and a place that is gone to nothing", () => {
    const [february, , baseline] = changelog.sections;
    expect(february.entries[0].locations).toEqual([{ label: "POST /things/upload", href: null }]);
    expect(february.entries[1].locations).toEqual([
      { label: "GET /things/quote", href: "/docs/api/things/get-quote#responses" },
    ]);
    expect(baseline.contents).toEqual([
      { label: "GET /things/quote", href: "/docs/api/things/get-quote" },
      { label: "POST /things/upload", href: null },
    ]);
  });

  test("has an Unreleased section only when the spec or the notes have something not released", () => {
    expect(changelog.unreleased).toMatchObject({ lastRelease: "2025-02-01", changes: [] });
    const later = fixtureChangelog({
      baseline: base,
      releases: [{ date: "2025-01-10", spec: base }],
      now: withVolume,
      unreleased: "Quotes have a `volume`.",
    });
    expect(later.sections[0]).toMatchObject({ id: "unreleased", heading: "Unreleased", date: null });
    expect(later.sections[0].entries.map((entry) => entry.text)).toEqual(["New response field `data.volume`."]);
  });

  test("stops when a release has no snapshot, or a snapshot no release", () => {
    const build = (snapshots: string[]) => () =>
      buildChangelog({
        spec: FIXTURE_CHANGELOG,
        notes: {
          unreleased: "",
          releases: [{ date: "2025-01-10", title: "A", notes: "B" }],
          baseline: { title: "V1", notes: "C" },
        },
        snapshots: new Map(snapshots.map((id) => [id, base])),
        current: base,
      });
    expect(build([BASELINE, "2025-01-10"])).not.toThrow();
    expect(build([BASELINE, "2025-01-11"])).toThrow(AuthorError);
    expect(build([BASELINE, "2025-01-11"])).toThrow(
      "release 2025-01-10 has no snapshot __tests__/fixtures/changelog/releases/2025-01-10.openapi.json; snapshot __tests__/fixtures/changelog/releases/2025-01-11.openapi.json has no release in __tests__/fixtures/changelog/notes.yaml",
    );
  });
});

describe("the changelog's view, Markdown and feed", () => {
  const view = changelogView(changelog);

  test("the view renders notes and changes as HTML, with counts per level", () => {
    const [february, january] = view.sections;
    expect(february.counts).toEqual({ breaking: 1, deprecation: 0, nonBreaking: 1 });
    expect(february.changes[0].html).toBe("Removed operation <code>POST /things/upload</code>.");
    expect(january.notesHtml).toBe(
      '<p>Markets for every asset class: see <a href="/docs/api/get-markets">markets</a>.</p>',
    );
    expect(changelogLinks(view)).toEqual([
      "/docs/api/things/get-quote#responses",
      "/docs/api/get-markets",
      "/docs/api/things/get-quote",
    ]);
  });

  test("the Markdown marks breaking changes, links their places and links the feed", () => {
    const markdown = changelogMarkdown(view, "https://tickwire.io");
    expect(markdown).toContain("Follow the releases in the [Atom feed](https://tickwire.io/docs/api/changelog.xml).");
    expect(markdown).toContain(
      [
        "## 2025-02-01: Release of 2025-02-01",
        "",
        "Volumes, and the end of uploads.",
        "",
        "What changed in the spec (1 breaking change, 1 non-breaking change):",
        "",
        "- **Breaking:** Removed operation `POST /things/upload`. In POST /things/upload.",
        "- New response field `data.volume`. In [GET /things/quote](/docs/api/things/get-quote#responses).",
      ].join("\n"),
    );
    expect(markdown).toContain(
      "2 operations in this version: [GET /things/quote](/docs/api/things/get-quote), POST /things/upload.",
    );
  });

  test("the feed has one entry per dated release, with an id that stays when the title changes", () => {
    const atom = changelogAtom(view, "https://tickwire.io", "Tickwire");
    expect(atom.match(/<entry>/g)).toHaveLength(2);
    expect(atom).toContain("<id>tag:tickwire.io,2025-02-01:changelog/http/2025-02-01</id>");
    expect(atom).toContain("<title>2025-02-01: Release of 2025-02-01 (breaking)</title>");
    expect(atom).toContain('<updated>2025-02-01T00:00:00Z</updated>\n  <link rel="self"');
  });
});

describe("release notes", () => {
  const file = "content/changelog/fixture.yaml";

  test("read the unreleased notes, the releases and the baseline", () => {
    const notes = parseReleaseNotes(
      'unreleased:\n  notes: Soon.\nreleases:\n  - date: "2025-02-01"\n    title: B\n    notes: Two.\n  - date: "2025-01-10"\n    title: A\n    notes: One.\nbaseline:\n  title: V1\n  notes: Start.\n',
      file,
    );
    expect(notes).toEqual({
      unreleased: "Soon.",
      releases: [
        { date: "2025-02-01", title: "B", notes: "Two." },
        { date: "2025-01-10", title: "A", notes: "One." },
      ],
      baseline: { title: "V1", notes: "Start." },
      lines: { unreleased: 2, "2025-02-01": 6, "2025-01-10": 9, baseline: 12 },
    });
  });

  test("name the file's own line of a placeholder that names no fact", () => {
    const text =
      'releases:\n  - date: "2025-01-10"\n    title: A\n    notes: |\n      Call\n      {{facts.hosts.api.baseUrls}}.\nbaseline:\n  title: V1\n  notes: Start.\n';
    const sources = changelogSources(
      { ...FIXTURE_CHANGELOG, notes: file },
      {
        notes: text,
        snapshots: new Map(
          [
            ["baseline", base],
            ["2025-01-10", base],
          ].map(([id, spec]) => [id as string, JSON.stringify(spec)]),
        ),
      },
      base,
      FACTS,
    );
    expect(() => buildChangelog(sources)).toThrow(
      'content/changelog/fixture.yaml:6: unknown fact "hosts.api.baseUrls".',
    );
  });

  test("stop at a release out of order, or a field that doesn't exist, naming the line", () => {
    const outOfOrder =
      'releases:\n  - date: "2025-01-10"\n    title: A\n    notes: One.\n  - date: "2025-02-01"\n    title: B\n    notes: Two.\nbaseline:\n  title: V1\n  notes: Start.\n';
    expect(() => parseReleaseNotes(outOfOrder, file)).toThrow(
      "content/changelog/fixture.yaml:5: 2025-02-01 comes after 2025-01-10: list releases newest first, each date once.",
    );
    const unknown =
      'releases:\n  - date: "2025-01-10"\n    title: A\n    notes: One.\n    why: Because.\nbaseline:\n  title: V1\n  notes: Start.\n';
    expect(() => parseReleaseNotes(unknown, file)).toThrow('content/changelog/fixture.yaml:5: unknown field "why"');
  });
});
