/** @jest-environment node */
/**
 * The changelog's gate: each spec as it is now against its last release (specs/releases). A
 * change not listed under `unreleased` in content/changelog/<api>.yaml, or a breaking change the
 * versioning policy doesn't allow, fails here with the operation, the change and what to do.
 */
import path from "node:path";
import { changelogGate, gateReport } from "../../src/lib/changelog/gate";
import { CHANGELOGS } from "../../src/lib/changelog/specs";
import { readChangelog } from "../../src/node/changelog-sources";
import { FACTS } from "../fixtures/facts";

const ROOT = path.resolve(__dirname, "../..");
// Sunsets are reached by the calendar: the gate judges the spec on the day it runs.
const TODAY = new Date().toISOString().slice(0, 10);

describe.each(Object.values(CHANGELOGS).map((spec) => [spec.title, spec] as const))("%s", (_title, spec) => {
  const changelog = readChangelog(spec, FACTS, ROOT);

  test(`${spec.spec} against its last release: every change is in the notes, and none breaks a client against the policy`, () => {
    const problems = changelogGate(changelog, TODAY);
    if (problems.length) throw new Error(gateReport(changelog, problems));
  });

  test("every release has notes, and every change of a release says where it is", () => {
    const releases = changelog.sections.filter((section) => section.date !== null);
    expect(releases.length).toBeGreaterThan(0);
    for (const section of releases) {
      expect(section.notes.trim()).not.toBe("");
      for (const entry of section.entries) expect(entry.locations.length).toBeGreaterThan(0);
    }
  });
});
