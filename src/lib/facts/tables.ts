import { formatFreshness } from "./format";
import { ASSET_CLASSES, type AssetClass, type Facts, type PlanFacts, type PlanId } from "./schema";

/** A table generated from the facts: column headings, and rows that each start with a header cell. */
export interface FactTable {
  /** What the table is about, for the name of its scrolling box. */
  label: string;
  columns: string[];
  rows: { header: string; cells: string[] }[];
}

/** Plans in the order readers compare them. */
export const PLAN_IDS: readonly PlanId[] = ["free", "trial", "enterprise", "allInOne"];

const ASSET_LABELS: Record<AssetClass, string> = {
  stocks: "Stocks",
  indices: "Indices",
  currencies: "Currencies",
  crypto: "Crypto",
  commodities: "Commodities",
};

const grouped = (value: number) => value.toLocaleString("en-US");

/** Per-minute limit; a contract plan's figure is the baseline its contract can raise. */
function perMinute(plan: PlanFacts): string {
  return plan.contactSales ? `From ${grouped(plan.httpPerMinute)}, set in your contract` : grouped(plan.httpPerMinute);
}

function perDay(plan: PlanFacts): string {
  return plan.httpPerDay === null ? "No daily cap" : grouped(plan.httpPerDay);
}

function upTo(plan: PlanFacts, value: number): string {
  return plan.contactSales ? `Up to ${grouped(value)}` : grouped(value);
}

function history(plan: PlanFacts, facts: Facts): string {
  return plan.historyYears === null
    ? `Full daily history, stocks since ${facts.history.stocksSince}`
    : `${plan.historyYears} year${plan.historyYears === 1 ? "" : "s"}, daily`;
}

/** Freshness of one asset class on both APIs, said once when they agree. */
function freshness(plan: PlanFacts, asset: AssetClass, facts: Facts): string {
  const http = formatFreshness(plan.http[asset], facts);
  const ws = formatFreshness(plan.websocket[asset], facts);
  return http === ws ? http : `HTTP: ${http}; WebSocket: ${ws}`;
}

/** Which plans a table shows, from a component's `plans` attribute ("free,trial"); all by default. */
export function parsePlanList(value: string | undefined): PlanId[] | string {
  if (!value) return [...PLAN_IDS];
  const ids = value.split(",").map((id) => id.trim());
  const unknown = ids.find((id) => !(PLAN_IDS as readonly string[]).includes(id));
  return unknown === undefined ? (ids as PlanId[]) : `unknown plan "${unknown}"; plans are ${PLAN_IDS.join(", ")}`;
}

/** Every plan side by side: price, limits, freshness per asset class, features, SLA, support. */
export function planComparison(facts: Facts, planIds: readonly PlanId[] = PLAN_IDS): FactTable {
  const plans = planIds.map((id) => facts.plans[id]);
  const row = (header: string, cell: (plan: PlanFacts) => string) => ({ header, cells: plans.map(cell) });
  return {
    label: "Plan comparison",
    columns: plans.map((plan) => plan.name),
    rows: [
      row("Price", (plan) => plan.price),
      row("HTTP requests per minute", perMinute),
      row("HTTP requests per day", perDay),
      row("History over HTTP", (plan) => history(plan, facts)),
      ...ASSET_CLASSES.map((asset) => row(`${ASSET_LABELS[asset]} quotes`, (plan) => freshness(plan, asset, facts))),
      row("WebSocket connections", (plan) => upTo(plan, plan.wsConnections)),
      row("Symbols per WebSocket connection", (plan) => upTo(plan, plan.wsSymbolsPerConnection)),
      row("Algorithm uploads and backtesting", (plan) => (plan.algo ? "Included" : "Not included")),
      row("Bulk delivery to Cloud Object Storage", (plan) => (plan.bulkDelivery ? "Included" : "Not included")),
      row("Uptime SLA", (plan) => (plan.slaPercent === null ? "None" : `${plan.slaPercent}% per month`)),
      row("Support", (plan) => {
        const level = facts.support[plan.support];
        return `${level.name}: ${level.channels.toLowerCase()}; P1 answered within ${level.p1}`;
      }),
    ],
  };
}

/** The support levels side by side: who gets each, how to reach it, when, and first response times per severity. */
export function supportLevels(facts: Facts): FactTable {
  const ids = ["basic", "priority", "enterprise"] as const;
  const levels = ids.map((id) => facts.support[id]);
  const row = (header: string, cell: (level: (typeof levels)[number], index: number) => string) => ({
    header,
    cells: levels.map(cell),
  });
  return {
    label: "Support levels",
    columns: levels.map((level) => level.name),
    rows: [
      row(
        "Plans",
        (_level, index) =>
          PLAN_IDS.filter((plan) => facts.plans[plan].support === ids[index])
            .map((plan) => facts.plans[plan].name)
            .join(", ") || "None",
      ),
      row("Channels", (level) => level.channels),
      row("Hours", (level) => level.hours),
      row("P1: Critical", (level) => level.p1),
      row("P2: High", (level) => level.p2),
      row("P3: Normal", (level) => level.p3),
      row("P4: Low", (level) => level.p4),
    ],
  };
}

/** The HTTP limits per plan, with the freshness of each asset class over HTTP. */
export function httpLimits(facts: Facts, planIds: readonly PlanId[] = PLAN_IDS): FactTable {
  return {
    label: "HTTP limits per plan",
    columns: ["Requests per minute", "Requests per day", ...ASSET_CLASSES.map((asset) => ASSET_LABELS[asset])],
    rows: planIds.map((id) => {
      const plan = facts.plans[id];
      return {
        header: plan.name,
        cells: [
          perMinute(plan),
          perDay(plan),
          ...ASSET_CLASSES.map((asset) => formatFreshness(plan.http[asset], facts)),
        ],
      };
    }),
  };
}

/** The WebSocket limits per plan, with the freshness of each stream. */
export function websocketLimits(facts: Facts, planIds: readonly PlanId[] = PLAN_IDS): FactTable {
  return {
    label: "WebSocket limits per plan",
    columns: [
      "Open connections",
      "Symbols per connection",
      "Symbols in total",
      ...ASSET_CLASSES.map((asset) => ASSET_LABELS[asset]),
    ],
    rows: planIds.map((id) => {
      const plan = facts.plans[id];
      return {
        header: plan.name,
        cells: [
          upTo(plan, plan.wsConnections),
          upTo(plan, plan.wsSymbolsPerConnection),
          upTo(plan, plan.wsConnections * plan.wsSymbolsPerConnection),
          ...ASSET_CLASSES.map((asset) => formatFreshness(plan.websocket[asset], facts)),
        ],
      };
    }),
  };
}
