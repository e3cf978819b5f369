/** @jest-environment node */
import { parseReleaseNotes } from "../../../src/lib/changelog/notes";
import { releaseNotesText, snapshotText } from "../../../src/lib/changelog/release";

const NOTES = `# The notes of a fixture API.

unreleased:
  notes: |
    - **\`volume\`.** Quotes have the day's volume.

releases:
  # Newest first.
  - date: "2025-01-10"
    title: Markets
    notes: |
      Markets for every asset class.

baseline:
  title: Version 1
  notes: The start.
`;

describe("cutting a release", () => {
  test("the unreleased notes become the newest release, comments and older releases as written", () => {
    const text = releaseNotesText(NOTES, "notes.yaml", "2025-03-01", "Volumes in quotes");
    expect(text).toContain("# The notes of a fixture API.");
    expect(text).toContain(
      '  - date: "2025-01-10"\n    title: Markets\n    notes: |\n      Markets for every asset class.\n',
    );
    expect(text).toContain('  - date: "2025-03-01"\n    title: Volumes in quotes\n    notes: |\n');
    expect(parseReleaseNotes(text, "notes.yaml")).toEqual({
      unreleased: "",
      releases: [
        { date: "2025-03-01", title: "Volumes in quotes", notes: "- **`volume`.** Quotes have the day's volume." },
        { date: "2025-01-10", title: "Markets", notes: "Markets for every asset class." },
      ],
      baseline: { title: "Version 1", notes: "The start." },
      lines: { unreleased: 4, "2025-03-01": 11, "2025-01-10": 15, baseline: 19 },
    });
  });

  test("refuses a date that is not the newest, and a release without notes", () => {
    expect(() => releaseNotesText(NOTES, "notes.yaml", "2025-01-10", "Again")).toThrow(
      "notes.yaml: the release of 2025-01-10 would not be the newest (2025-01-10 is).",
    );
    expect(() => releaseNotesText(NOTES, "notes.yaml", "1 March", "Volumes")).toThrow("is not a date");
    const released = releaseNotesText(NOTES, "notes.yaml", "2025-03-01", "Volumes in quotes");
    expect(() => releaseNotesText(released, "notes.yaml", "2025-04-01", "Nothing")).toThrow(
      "`unreleased.notes` is empty",
    );
  });

  test("the snapshot is the spec as JSON, its release named after the version field", () => {
    const text = snapshotText(
      { openapi: "3.1.0", info: { title: "T" }, paths: {} },
      { date: "2025-03-01", source: "specs/x.yaml as released" },
    );
    expect(Object.keys(JSON.parse(text))).toEqual(["openapi", "x-release", "info", "paths"]);
    expect(text.endsWith("}\n")).toBe(true);
  });
});
