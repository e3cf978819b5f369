/** @jest-environment node */
import {
  httpLimits,
  parsePlanList,
  planComparison,
  supportLevels,
  websocketLimits,
} from "../../../src/lib/facts/tables";
import { FACTS } from "../../fixtures/facts";

const cell = (table: ReturnType<typeof planComparison>, header: string, column: string) =>
  table.rows.find((row) => row.header === header)?.cells[table.columns.indexOf(column)];

test("the plan comparison reads every figure from the facts", () => {
  const table = planComparison({ ...FACTS, plans: { ...FACTS.plans, free: { ...FACTS.plans.free, httpPerDay: 700 } } });
  expect(table.columns).toEqual(["Free", "Trial", "Enterprise", "All-in-one package"]);
  expect(cell(table, "HTTP requests per day", "Free")).toBe("700");
  expect(cell(table, "HTTP requests per day", "Enterprise")).toBe("No daily cap");
  expect(cell(table, "HTTP requests per minute", "Enterprise")).toBe("From 1,200, set in your contract");
  expect(cell(table, "Commodities quotes", "Free")).toBe("Delayed 15 minutes");
  expect(cell(table, "Uptime SLA", "Enterprise")).toBe("99.95% per month");
});

test("an asset class delayed on one API only says so", () => {
  const free = { ...FACTS.plans.free, websocket: { ...FACTS.plans.free.websocket, commodities: "real_time" as const } };
  expect(cell(planComparison({ ...FACTS, plans: { ...FACTS.plans, free } }), "Commodities quotes", "Free")).toBe(
    "HTTP: Delayed 15 minutes; WebSocket: Real time",
  );
});

test("the limits tables have one row per plan", () => {
  expect(httpLimits(FACTS, ["free", "trial"]).rows).toEqual([
    {
      header: "Free",
      cells: ["10", "600", "Delayed 15 minutes", "Delayed 15 minutes", "Real time", "Real time", "Delayed 15 minutes"],
    },
    { header: "Trial", cells: ["120", "10,000", "Real time", "Real time", "Real time", "Real time", "Real time"] },
  ]);
  expect(websocketLimits(FACTS, ["enterprise"]).rows[0].cells.slice(0, 3)).toEqual([
    "Up to 25",
    "Up to 5,000",
    "Up to 125,000",
  ]);
});

test("parsePlanList accepts known plans and names an unknown one", () => {
  expect(parsePlanList("free, trial")).toEqual(["free", "trial"]);
  expect(parsePlanList("free,gold")).toBe('unknown plan "gold"; plans are free, trial, enterprise, allInOne');
});

test("the support levels table names the plans of each level and reads response times from the facts", () => {
  const table = supportLevels({
    ...FACTS,
    support: { ...FACTS.support, priority: { ...FACTS.support.priority, p1: "4 business hours" } },
  });
  const at = (header: string, column: string) =>
    table.rows.find((row) => row.header === header)?.cells[table.columns.indexOf(column)];
  expect(table.columns).toEqual(["Basic", "Priority", "Enterprise"]);
  expect(at("Plans", "Enterprise")).toBe("Enterprise, All-in-one package");
  expect(at("Plans", "Priority")).toBe("Trial");
  expect(at("P1: Critical", "Priority")).toBe("4 business hours");
  expect(at("P2: High", "Enterprise")).toBe(FACTS.support.enterprise.p2);
});
