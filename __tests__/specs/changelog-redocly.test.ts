/** @jest-environment node */
/**
 * The changelog's classifier against a kept one: for the last four HTTP API releases (a new
 * value in a closed list, a raised bound, a deprecation, a code changed for a documented
 * situation), `redocly diff` with its diff-recommended rules asks for a major version exactly
 * when the changelog marks a change breaking. The two don't rate every change alike: redocly
 * rates a change to a shared schema once, where it is first used, and a raised bound of a
 * response field as major; the changelog judges each place by who writes the value, and reads a
 * response's bounds as information (`meta.page_size` echoes the page size the client asked for).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CHANGELOGS } from "../../src/lib/changelog/specs";
import { readChangelog } from "../../src/node/changelog-sources";
import { FACTS } from "../fixtures/facts";

const ROOT = path.resolve(__dirname, "../..");
const REDOCLY = path.join(ROOT, "node_modules/.bin/redocly");
const spec = CHANGELOGS.http;
const snapshot = (id: string) => path.join(ROOT, spec.releases, `${id}${spec.extension}`);

const changelog = readChangelog(spec, FACTS, ROOT);
const releases = changelog.sections.filter((section) => section.date !== null);
/** Each of the last four releases with the one before it. */
const pairs = releases.slice(0, 4).map((release, index) => [releases[index + 1].id, release] as const);

interface RedoclyChange {
  impact: string;
  verdicts: Array<{ ruleId: string; impact: string; location?: { pointer?: string } }>;
  path: string;
}

/** Whether redocly asks for a major version between two snapshots, leaving out raised response bounds. */
async function redoclyMajor(before: string, after: string, folder: string): Promise<boolean> {
  const out = path.join(folder, `${after}.json`);
  await promisify(execFile)(
    REDOCLY,
    ["diff", snapshot(before), snapshot(after), "--config", path.join(folder, "redocly.yaml"), "--format", "json", "--fail-on", "none", "-o", out],
    { env: { ...process.env, REDOCLY_TELEMETRY: "off" } },
  );
  const { changes } = JSON.parse(fs.readFileSync(out, "utf8")) as { changes: RedoclyChange[] };
  return changes.some(
    (change) =>
      change.impact === "major" &&
      !(change.path.includes("/responses/") && change.verdicts.every((verdict) => verdict.ruleId === "schema-constraint-changed")),
  );
}

const majors = new Map<string, boolean>();
let folder = "";
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-redocly-"));
  fs.writeFileSync(path.join(folder, "redocly.yaml"), 'extends:\n  - diff-recommended\ntelemetry: "off"\n');
  const found = await Promise.all(pairs.map(([before, release]) => redoclyMajor(before, release.id, folder)));
  pairs.forEach(([, release], index) => majors.set(release.id, found[index]));
}, 60_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

test.each(pairs.map(([before, release]) => [release.id, before, release] as const))(
  "%s (against %s): a major version for redocly diff exactly when the changelog marks a change breaking",
  (id, _before, release) => {
    const breaking = release.entries.some((entry) => entry.level === "breaking");
    expect(breaking).toBe(majors.get(id));
  },
);
