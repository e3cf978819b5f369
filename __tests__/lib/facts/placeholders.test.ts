/** @jest-environment node */
import {
  closestFactPaths,
  factAt,
  factPaths,
  findFactPlaceholders,
  resolveFactPlaceholders,
} from "../../../src/lib/facts/placeholders";

const facts = {
  plans: { free: { httpPerMinute: 10, httpPerDay: 10000 }, enterprise: { httpPerDay: null } },
  hosts: { status: "https://status.example" },
};

describe("resolveFactPlaceholders", () => {
  test("replaces every placeholder with the value, grouping numbers on request", () => {
    const text =
      "limit: {{facts.plans.free.httpPerMinute}}\nday: {{ facts.plans.free.httpPerDay | grouped }}\nraw: {{facts.plans.free.httpPerDay}}\ncap: {{facts.plans.enterprise.httpPerDay}}";
    expect(resolveFactPlaceholders(text, facts, "specs/x.yaml")).toBe("limit: 10\nday: 10,000\nraw: 10000\ncap: null");
  });

  test("keeps line numbers: values never add lines", () => {
    const text = "a\n{{facts.hosts.status}}\nb";
    expect(resolveFactPlaceholders(text, facts, "f").split("\n")).toHaveLength(3);
  });

  test("a missing fact names the file, the line and the closest paths", () => {
    expect(() => resolveFactPlaceholders("a\nb: {{facts.plans.free.httpPerMinut}}", facts, "specs/x.yaml")).toThrow(
      'specs/x.yaml:2: unknown fact "plans.free.httpPerMinut". Closest existing paths: "plans.free.httpPerMinute", "plans.free.httpPerDay"',
    );
  });

  test("an object is not a fact, and an unknown filter is refused", () => {
    expect(() => resolveFactPlaceholders("{{facts.plans.free}}", facts, "f")).toThrow('f:1: unknown fact "plans.free"');
    expect(() => resolveFactPlaceholders("{{facts.plans.free.httpPerDay | money}}", facts, "f")).toThrow(
      'unknown filter "money"',
    );
  });
});

test("factPaths lists leaves; factAt reads one; closestFactPaths ranks by distance", () => {
  expect(factPaths(facts)).toEqual([
    "plans.free.httpPerMinute",
    "plans.free.httpPerDay",
    "plans.enterprise.httpPerDay",
    "hosts.status",
  ]);
  expect(factAt(facts, "plans.enterprise.httpPerDay")).toBeNull();
  expect(factAt(facts, "plans.nope")).toBeUndefined();
  expect(closestFactPaths(facts, "hosts.stats", 1)).toEqual(["hosts.status"]);
});

test("findFactPlaceholders gives each placeholder's path, filter and line", () => {
  expect(
    findFactPlaceholders("x\n\n{{facts.a.b|grouped}}").map(({ path, filter, line }) => ({ path, filter, line })),
  ).toEqual([{ path: "a.b", filter: "grouped", line: 3 }]);
});
