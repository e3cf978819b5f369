/**
 * The gate: the spec as it is now against its last release. Every change not released yet must be
 * in the unreleased notes, and a breaking one must follow the versioning policy ("Within /v1,
 * changes are additive only … Deprecations are announced in the changelog at least 12 months
 * before their sunset date, and affected responses carry a Sunset header"): it may only take away
 * what a release deprecated, once the sunset announced at least 12 months ahead has passed.
 */
import type { Changelog } from "./history";
import { DEPRECATION_NOTICE_MONTHS } from "./specs";
import { REMOVAL_KINDS, type SpecChange } from "./types";

/** One reason the gate stops: where, what changed, and what to do. */
export interface GateProblem {
  /** The operations or streams, e.g. "POST /algo/backtesting, POST /algo/backtrader". */
  where: string;
  change: string;
  todo: string;
}

/** Problems that differ only in where they are: one, with every place. */
function merged(problems: readonly GateProblem[]): GateProblem[] {
  const byWhat = new Map<string, { problem: GateProblem; places: string[] }>();
  for (const problem of problems) {
    const key = `${problem.change}\n${problem.todo}`;
    const found = byWhat.get(key) ?? { problem, places: [] };
    if (!found.places.includes(problem.where)) found.places.push(problem.where);
    byWhat.set(key, found);
  }
  return [...byWhat.values()].map(({ problem, places }) => ({
    ...problem,
    where: places.length > 6 ? `${places.slice(0, 5).join(", ")} and ${places.length - 5} more` : places.join(", "),
  }));
}

/** `date` plus `months`, as YYYY-MM-DD (the day of the month kept, or the month's last). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** A Markdown sentence as plain text for a message. */
const plain = (markdown: string) => markdown.replace(/`/g, "");

/** Whether the notes name a change: one of its names, written in backticks. */
function listed(notes: string, change: SpecChange): boolean {
  return change.names.some((name) => notes.includes(`\`${name}\``));
}

/** What to do about a breaking change no deprecation allows, by its kind. */
function remedy(change: SpecChange, changelog: Changelog, sunsetFrom: string): string {
  const { spec } = changelog;
  const deprecate = `deprecate it first: \`deprecated: true\` with \`x-sunset: <date on or after ${sunsetFrom}>\`${spec.id === "http" ? " and a `Sunset` header on its responses" : ""}, list the deprecation under \`unreleased\` in ${spec.notes} and release it; remove it in the first release on or after that date`;
  switch (change.kind) {
    case "enum-values-added":
      return `a client that reads a closed list breaks on a value it doesn't know. Declare the list open first (the values in \`x-extensible-enum\`, saying that new values can be added) and release that; add the value in a later release. See ${spec.policy}.`;
    case "parameter-added":
    case "parameter-required":
    case "body-added":
    case "body-required":
    case "field-required":
      return `within /v1 a request that worked must keep working: make it optional, with a default that keeps today's behaviour. See ${spec.policy}.`;
    case "field-renamed":
      return `keep the old name next to the new one, and ${deprecate}.`;
    case "situation-code-changed":
      return `a documented situation keeps its code within /v1, because clients branch on it: keep the old code for it, or document the new situation as a new example with its own code. See ${spec.policy}.`;
    default:
      return REMOVAL_KINDS.has(change.kind)
        ? `keep it, and ${deprecate}.`
        : `within /v1 changes are additive only: make the change additive (a new field, parameter or operation next to the old one) and ${deprecate}. See ${spec.policy}.`;
  }
}

/**
 * Problems of the spec now against its last release; none means the gate passes. `today` is the
 * day the check runs (YYYY-MM-DD): a sunset is reached when it is today or earlier.
 */
export function changelogGate(changelog: Changelog, today: string): GateProblem[] {
  const { spec, unreleased } = changelog;
  const problems: GateProblem[] = [];
  // The earliest sunset a deprecation released from today can have.
  const earliestSunset = addMonths(today, DEPRECATION_NOTICE_MONTHS);
  const once = (problem: GateProblem) => problems.push(problem);

  for (const change of unreleased.changes) {
    const where = change.location.label;
    if (!listed(unreleased.notes, change))
      once({
        where,
        change: plain(change.text),
        todo: `describe it under \`unreleased\` in ${spec.notes} (what changed, why, what integrators do), naming ${change.names
          .slice(0, 3)
          .map((name) => `\`${name}\``)
          .join(" or ")} in backticks.`,
      });

    if (change.level === "breaking") {
      const licences = change.licensedBy.map((element) => ({
        element,
        deprecation: unreleased.deprecated.get(element),
      }));
      const reached = licences.find(
        ({ deprecation }) =>
          deprecation?.sunset &&
          deprecation.sunset <= today &&
          deprecation.sunset >= addMonths(deprecation.since, DEPRECATION_NOTICE_MONTHS),
      );
      if (reached) continue;
      const pending = licences.find(({ deprecation }) => deprecation);
      const todo = !pending
        ? remedy(change, changelog, earliestSunset)
        : !pending.deprecation?.sunset
          ? `it is deprecated since ${pending.deprecation?.since} but has no sunset date: set \`x-sunset\` (at least ${DEPRECATION_NOTICE_MONTHS} months after ${pending.deprecation?.since}), and keep it until then.`
          : pending.deprecation.sunset > today
            ? `it is deprecated with the sunset ${pending.deprecation.sunset}: keep it until then, and take it away in the first release on or after that date.`
            : `its sunset ${pending.deprecation.sunset} came less than ${DEPRECATION_NOTICE_MONTHS} months after its deprecation was released (${pending.deprecation.since}): keep it until ${addMonths(pending.deprecation.since, DEPRECATION_NOTICE_MONTHS)}.`;
      once({ where, change: `${plain(change.text)} (breaking)`, todo });
    }

    if (change.deprecation) {
      const { sunset } = change.deprecation;
      if (!sunset)
        once({
          where,
          change: plain(change.text),
          todo: `give it a sunset: \`x-sunset: <date on or after ${earliestSunset}>\`, at least ${DEPRECATION_NOTICE_MONTHS} months after the release that announces it.`,
        });
      else if (sunset < earliestSunset)
        once({
          where,
          change: plain(change.text),
          todo: `its sunset ${sunset} is less than ${DEPRECATION_NOTICE_MONTHS} months away: move \`x-sunset\` to ${earliestSunset} or later.`,
        });
    }
  }
  for (const { where, what, fix } of unreleased.unannounced) once({ where, change: what, todo: fix });
  return merged(problems);
}

/** The gate's problems as one message: each with where, what changed and what to do. */
export function gateReport(changelog: Changelog, problems: readonly GateProblem[]): string {
  const { spec, unreleased } = changelog;
  return [
    `${spec.spec} against its last release (${unreleased.lastRelease}, ${spec.releases}): ${problems.length} problem(s).`,
    ...problems.map((problem) => `- ${problem.where}: ${problem.change}\n  What to do: ${problem.todo}`),
  ].join("\n");
}
