/** @jest-environment node */
import { addMonths, changelogGate, gateReport } from "../../../src/lib/changelog/gate";
import { changed, httpSpec, type Spec } from "../../fixtures/changelog";
import { fixtureChangelog } from "../../fixtures/changelog/sources";

const base = httpSpec();
const changePct = (spec: Spec) => spec.components.schemas.Quote.properties.change_pct;
const withoutChangePct = changed(base, (spec) => delete spec.components.schemas.Quote.properties.change_pct);
/** The release that deprecates change_pct, announcing its sunset with a Sunset header. */
const deprecating = (sunset: string | null) =>
  changed(base, (spec) => {
    Object.assign(changePct(spec), { deprecated: true, ...(sunset ? { "x-sunset": sunset } : {}) });
    spec.paths["/things/quote"].get.responses["200"].headers = { Sunset: { schema: { type: "string" } } };
  });

describe("addMonths", () => {
  test.each([
    ["2026-10-05", 12, "2027-10-05"],
    ["2024-02-29", 12, "2025-02-28"],
    ["2026-01-31", 1, "2026-02-28"],
  ])("%s plus %i months is %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe("the gate: the spec now against its last release", () => {
  test("passes when nothing changed", () => {
    const changelog = fixtureChangelog({ baseline: base, releases: [{ date: "2025-01-10", spec: base }], now: base });
    expect(changelogGate(changelog, "2025-03-01")).toEqual([]);
  });

  test("fails on a change the unreleased notes don't name, and passes once they do", () => {
    const now = changed(base, (spec) => (spec.components.schemas.Quote.properties.volume = { type: "integer" }));
    const releases = [{ date: "2025-01-10", spec: base }];
    const unlisted = changelogGate(fixtureChangelog({ baseline: base, releases, now }), "2025-03-01");
    expect(unlisted).toEqual([
      {
        where: "GET /things/quote",
        change: "New response field data.volume.",
        todo: "describe it under `unreleased` in __tests__/fixtures/changelog/notes.yaml (what changed, why, what integrators do), naming `volume` or `data.volume` in backticks.",
      },
    ]);
    const listed = fixtureChangelog({ baseline: base, releases, now, unreleased: "Quotes have a `volume`." });
    expect(changelogGate(listed, "2025-03-01")).toEqual([]);
  });

  test("fails on a breaking change without a deprecation, naming the operation, the change and what to do", () => {
    const changelog = fixtureChangelog({
      baseline: base,
      releases: [{ date: "2025-01-10", spec: base }],
      now: withoutChangePct,
      unreleased: "`change_pct` is gone.",
    });
    const problems = changelogGate(changelog, "2025-03-01");
    expect(problems).toEqual([
      {
        where: "GET /things/quote",
        change: "Removed response field data.change_pct. (breaking)",
        todo: "keep it, and deprecate it first: `deprecated: true` with `x-sunset: <date on or after 2026-03-01>` and a `Sunset` header on its responses, list the deprecation under `unreleased` in __tests__/fixtures/changelog/notes.yaml and release it; remove it in the first release on or after that date.",
      },
    ]);
    expect(gateReport(changelog, problems)).toContain(
      "__tests__/fixtures/changelog/openapi.yaml against its last release (2025-01-10, __tests__/fixtures/changelog/releases): 1 problem(s).\n- GET /things/quote: Removed response field data.change_pct. (breaking)\n  What to do: keep it,",
    );
  });

  test("passes once the removal follows a released deprecation whose sunset, 12 months on, has come", () => {
    const changelog = fixtureChangelog({
      baseline: base,
      releases: [
        { date: "2025-01-10", spec: base },
        { date: "2025-02-01", spec: deprecating("2026-02-01") },
      ],
      now: withoutChangePct,
      unreleased: "`change_pct` is gone, as announced, and with it the `Sunset` header.",
    });
    expect(changelogGate(changelog, "2026-02-01")).toEqual([]);
    expect(changelogGate(changelog, "2026-01-31")).toEqual([
      {
        where: "GET /things/quote",
        change: "Removed response field data.change_pct. (breaking)",
        todo: "it is deprecated with the sunset 2026-02-01: keep it until then, and take it away in the first release on or after that date.",
      },
    ]);
  });

  test("fails when the sunset came less than 12 months after the deprecation was released", () => {
    const changelog = fixtureChangelog({
      baseline: base,
      releases: [{ date: "2025-02-01", spec: deprecating("2025-06-01") }],
      now: withoutChangePct,
      unreleased: "`change_pct` is gone, and with it the `Sunset` header.",
    });
    expect(changelogGate(changelog, "2025-07-01").map((problem) => problem.todo)).toEqual([
      "its sunset 2025-06-01 came less than 12 months after its deprecation was released (2025-02-01): keep it until 2026-02-01.",
    ]);
  });

  test("fails on a deprecation without a sunset, or with one less than 12 months away", () => {
    const releases = [{ date: "2025-01-10", spec: base }];
    const unreleased = "`change_pct` is deprecated: responses carry a `Sunset` header.";
    const without = changelogGate(
      fixtureChangelog({ baseline: base, releases, now: deprecating(null), unreleased }),
      "2025-03-01",
    );
    expect(without.map((problem) => problem.todo)).toEqual([
      "give it a sunset: `x-sunset: <date on or after 2026-03-01>`, at least 12 months after the release that announces it.",
    ]);
    const soon = changelogGate(
      fixtureChangelog({ baseline: base, releases, now: deprecating("2025-09-01"), unreleased }),
      "2025-03-01",
    );
    expect(soon.map((problem) => problem.todo)).toEqual([
      "its sunset 2025-09-01 is less than 12 months away: move `x-sunset` to 2026-03-01 or later.",
    ]);
    expect(
      changelogGate(
        fixtureChangelog({ baseline: base, releases, now: deprecating("2026-03-01"), unreleased }),
        "2025-03-01",
      ),
    ).toEqual([]);
  });

  test("fails when a response that carries a deprecated field announces no Sunset header", () => {
    const now = changed(base, (spec) => Object.assign(changePct(spec), { deprecated: true, "x-sunset": "2026-06-01" }));
    const changelog = fixtureChangelog({
      baseline: base,
      releases: [{ date: "2025-01-10", spec: base }],
      now,
      unreleased: "`change_pct` is deprecated.",
    });
    expect(changelogGate(changelog, "2025-03-01")).toEqual([
      {
        where: "GET /things/quote",
        change:
          "its response still contains the deprecated field `data.change_pct`, but its response 200 documents no Sunset header",
        todo: 'add `Sunset: { $ref: "#/components/headers/Sunset" }` to the headers of its response 200, so that clients can log and alert on the date.',
      },
    ]);
  });

  test("a breaking change no deprecation can allow says how to make it additive", () => {
    const now = changed(base, (spec) => spec.components.schemas.Quote.properties.status.enum.push("halted"));
    const changelog = fixtureChangelog({
      baseline: base,
      releases: [{ date: "2025-01-10", spec: base }],
      now,
      unreleased: "A quote can be `halted`.",
    });
    expect(changelogGate(changelog, "2025-03-01")).toEqual([
      {
        where: "GET /things/quote",
        change:
          "Response field data.status has the new value halted: it was a closed list, so a client that rejects values it doesn't know breaks. (breaking)",
        todo: "a client that reads a closed list breaks on a value it doesn't know. Declare the list open first (the values in `x-extensible-enum`, saying that new values can be added) and release that; add the value in a later release. See /docs/api#base-url-and-versioning.",
      },
    ]);
  });
});
