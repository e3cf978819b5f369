/**
 * A changelog from its sources: the release snapshots, the spec as it is now and the notes. Each
 * pair of consecutive releases is compared, and so is the last release with the spec now (the
 * unreleased changes); the notes go above what changed. Pure: the caller reads the files.
 */
import { AuthorError } from "../author-error";
import type { SpecObject } from "../openapi/document";
import { createSlugger } from "../slug";
import { asyncApiDeprecations, diffAsyncApi, WS_LIMITS_ROUTE } from "./asyncapi-diff";
import { asyncApiSurface, type AsyncApiSurface } from "./asyncapi-surface";
import { groupChanges } from "./group";
import type { ReleaseNotes } from "./notes";
import { diffOpenApi, missingSunsetHeaders, openApiDeprecations } from "./openapi-diff";
import { openApiSurface, type OpenApiSurface } from "./openapi-surface";
import type { ChangelogSpec } from "./specs";
import type { ChangeEntry, ChangeLocation, SpecChange } from "./types";

/** The id of the snapshot of version 1 before the first dated release. */
export const BASELINE = "baseline";

/** What one kind of spec needs to be compared: read once per version, then compared in pairs. */
interface SpecKind<Surface> {
  surface(root: SpecObject, file: string): Surface;
  diff(before: Surface, after: Surface): SpecChange[];
  deprecations(surface: Surface): Map<string, string | null>;
  /** The places it has (operations, streams), each with its page, in spec order. */
  places(surface: Surface): ChangeLocation[];
  /** Every route and `route#anchor` its pages show. */
  targets(surface: Surface): Set<string>;
  /** What should announce a deprecation and doesn't (the HTTP API's `Sunset` header). */
  unannounced(surface: Surface): Unannounced[];
}

const openApi: SpecKind<OpenApiSurface> = {
  surface: openApiSurface,
  diff: diffOpenApi,
  deprecations: openApiDeprecations,
  places: (surface) =>
    [...surface.operations.values()].map((operation) => ({ label: operation.key, href: operation.route })),
  targets: (surface) =>
    new Set(
      [...surface.operations.values()].flatMap((operation) =>
        operation.route
          ? [operation.route, ...[...operation.anchors].map((anchor) => `${operation.route}#${anchor}`)]
          : [],
      ),
    ),
  unannounced: (surface) =>
    missingSunsetHeaders(surface).map(({ operation, status, why }) => ({
      where: operation,
      what: `${why}, but its response ${status} documents no Sunset header`,
      fix: `add \`Sunset: { $ref: "#/components/headers/Sunset" }\` to the headers of its response ${status}, so that clients can log and alert on the date.`,
    })),
};

const asyncApi: SpecKind<AsyncApiSurface> = {
  surface: (root) => asyncApiSurface(root),
  diff: diffAsyncApi,
  deprecations: asyncApiDeprecations,
  places: (surface) =>
    [...surface.channels.values()].map((channel) => ({ label: `${channel.title} stream`, href: channel.route })),
  targets: (surface) =>
    new Set([
      ...[...surface.channels.values()].flatMap((channel) =>
        channel.route
          ? [channel.route, ...[...channel.messages.values()].map((message) => `${channel.route}#${message.anchor}`)]
          : [],
      ),
      WS_LIMITS_ROUTE,
      `${WS_LIMITS_ROUTE}#close-codes`,
    ]),
  // The streams have no response headers: a deprecation is announced by its sunset date alone.
  unannounced: () => [],
};

/** A deprecation the spec doesn't announce the way the policy says. */
export interface Unannounced {
  where: string;
  what: string;
  fix: string;
}

/** A release (or the unreleased changes, or the baseline) as the changelog shows it. */
export interface ChangelogSection {
  /** `unreleased`, `baseline`, or the release's date. */
  id: string;
  date: string | null;
  title: string;
  /** The heading text, e.g. "2026-11-16: Daily series from insights". */
  heading: string;
  /** The heading's id on the page. */
  anchor: string;
  /** Hand-written notes, in Markdown, placeholders resolved. */
  notes: string;
  /** What changed from the release before, breaking first. */
  entries: ChangeEntry[];
  /** How many places (operations, streams) the version has: an entry at all of them says so. */
  places: number;
  /** The baseline's places, listed; empty for the other sections. */
  contents: ChangeLocation[];
}

/** What the gate reads: the spec now against its last release, and the policy's inputs. */
export interface UnreleasedState {
  /** Date of the last release. */
  lastRelease: string;
  /** Every change not released yet, one per place. */
  changes: SpecChange[];
  /** The notes under `unreleased`. */
  notes: string;
  /** Elements deprecated in the last release: their sunset, and the release that first deprecated them. */
  deprecated: Map<string, { sunset: string | null; since: string }>;
  /** Deprecations of the spec now that its responses don't announce. */
  unannounced: Unannounced[];
}

export interface Changelog {
  spec: ChangelogSpec;
  /** Unreleased (when there is anything), the releases newest first, the baseline last. */
  sections: ChangelogSection[];
  unreleased: UnreleasedState;
}

/** The sources of a changelog, read by the caller. */
export interface ChangelogSources {
  spec: ChangelogSpec;
  notes: ReleaseNotes;
  /** Each snapshot's document, by release id (`baseline` or the date). */
  snapshots: ReadonlyMap<string, SpecObject>;
  /** The spec as it is now, placeholders resolved. */
  current: SpecObject;
  /** Puts the facts into a note's placeholders; `where` names the note for messages. */
  resolveNotes?: (markdown: string, where: string) => string;
}

/** Releases without a snapshot, and snapshots without a release: both stop the build. */
function checkSnapshots(sources: ChangelogSources): void {
  const { spec, notes, snapshots } = sources;
  const dated = new Set(notes.releases.map((release) => release.date));
  const problems = [
    ...(snapshots.has(BASELINE) ? [] : [`${spec.releases}/${BASELINE}${spec.extension} is missing`]),
    ...notes.releases
      .filter((release) => !snapshots.has(release.date))
      .map((release) => `release ${release.date} has no snapshot ${spec.releases}/${release.date}${spec.extension}`),
    ...[...snapshots.keys()]
      .filter((id) => id !== BASELINE && !dated.has(id))
      .map((id) => `snapshot ${spec.releases}/${id}${spec.extension} has no release in ${spec.notes}`),
  ];
  if (problems.length)
    throw new AuthorError(
      spec.notes,
      `${spec.notes}: the releases and their snapshots disagree: ${problems.join("; ")}. Fix: each dated release has its snapshot, written when it is released (specs/releases/README.md).`,
    );
}

/** The href of a change where the site shows it now: the anchor if the page has it, else the page, else none. */
function placed(location: ChangeLocation, targets: ReadonlySet<string>): ChangeLocation {
  if (!location.href || targets.has(location.href)) return location;
  const page = location.href.split("#")[0];
  return { ...location, href: targets.has(page) ? page : null };
}

function build<Surface>(kind: SpecKind<Surface>, sources: ChangelogSources): Changelog {
  checkSnapshots(sources);
  const { spec, notes, snapshots } = sources;
  const resolve = sources.resolveNotes ?? ((markdown: string) => markdown);
  // Oldest first: the baseline, then the releases by date.
  const order = [BASELINE, ...notes.releases.map((release) => release.date).reverse()];
  const surfaces = new Map(
    order.map((id) => [id, kind.surface(snapshots.get(id) as SpecObject, `${spec.releases}/${id}${spec.extension}`)]),
  );
  const now = kind.surface(sources.current, spec.spec);
  const targets = kind.targets(now);
  const slugger = createSlugger();
  const entries = (changes: SpecChange[]) =>
    groupChanges(changes.map((change) => ({ ...change, location: placed(change.location, targets) })));

  const lastRelease = order[order.length - 1];
  const unreleasedChanges = kind.diff(surfaces.get(lastRelease) as Surface, now);
  const sections: ChangelogSection[] = [];
  if (unreleasedChanges.length || notes.unreleased.trim()) {
    sections.push({
      id: "unreleased",
      date: null,
      title: "Unreleased",
      heading: "Unreleased",
      anchor: slugger.slug("Unreleased"),
      notes: resolve(notes.unreleased, "unreleased"),
      entries: entries(unreleasedChanges),
      places: kind.places(now).length,
      contents: [],
    });
  }
  notes.releases.forEach((release, index) => {
    const before = order[order.length - 2 - index];
    const after = surfaces.get(release.date) as Surface;
    const heading = `${release.date}: ${release.title}`;
    sections.push({
      id: release.date,
      date: release.date,
      title: release.title,
      heading,
      anchor: slugger.slug(heading),
      notes: resolve(release.notes, release.date),
      entries: entries(kind.diff(surfaces.get(before) as Surface, after)),
      places: kind.places(after).length,
      contents: [],
    });
  });
  const baseline = surfaces.get(BASELINE) as Surface;
  sections.push({
    id: BASELINE,
    date: null,
    title: notes.baseline.title,
    heading: notes.baseline.title,
    anchor: slugger.slug(notes.baseline.title),
    notes: resolve(notes.baseline.notes, BASELINE),
    entries: [],
    places: kind.places(baseline).length,
    contents: kind.places(baseline).map((place) => placed(place, targets)),
  });

  // When each element of the last release was first deprecated: its notice starts there.
  const deprecated = new Map<string, { sunset: string | null; since: string }>();
  for (const id of order) {
    for (const [element, sunset] of kind.deprecations(surfaces.get(id) as Surface)) {
      const known = deprecated.get(element);
      deprecated.set(element, { sunset, since: known?.since ?? (id === BASELINE ? (order[1] ?? id) : id) });
    }
  }
  const stillDeprecated = kind.deprecations(surfaces.get(lastRelease) as Surface);
  for (const element of [...deprecated.keys()]) if (!stillDeprecated.has(element)) deprecated.delete(element);

  return {
    spec,
    sections,
    unreleased: {
      lastRelease,
      changes: unreleasedChanges,
      notes: notes.unreleased,
      deprecated,
      unannounced: kind.unannounced(now),
    },
  };
}

/** The changelog of one spec from its sources. */
export function buildChangelog(sources: ChangelogSources): Changelog {
  return sources.spec.extension === ".asyncapi.json" ? build(asyncApi, sources) : build(openApi, sources);
}
