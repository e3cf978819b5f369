import { render, screen, within } from "@testing-library/react";
import { Fact } from "../../../src/components/facts/Fact";
import { LimitsTable } from "../../../src/components/facts/LimitsTable";
import { PlanComparison } from "../../../src/components/facts/PlanComparison";
import { SupportLevels } from "../../../src/components/facts/SupportLevels";
import type { FactTable } from "../../../src/lib/facts/tables";

// The rows come from src/lib/facts/tables.ts at build time (tested there); these are their shape.
const comparison: FactTable = {
  label: "Plan comparison",
  columns: ["Free", "Trial"],
  rows: [
    { header: "HTTP requests per minute", cells: ["10", "120"] },
    { header: "HTTP requests per day", cells: ["600", "10,000"] },
  ],
};
const limits: FactTable = {
  label: "HTTP limits per plan",
  columns: ["Requests per minute", "Requests per day"],
  rows: ["Free", "Trial", "Enterprise", "All-in-one package"].map((header) => ({ header, cells: ["1", "2"] })),
};

test("<Fact> renders the value put in at build time, and nothing else", () => {
  const { container } = render(
    <p>
      Up to <Fact path="plans.free.httpPerDay" value="600" /> requests
    </p>,
  );
  expect(container.innerHTML).toBe("<p>Up to 600 requests</p>");
});

test("<PlanComparison> is a named, focusable table with row and column headers", () => {
  render(<PlanComparison table={comparison} />);
  const box = screen.getByRole("group", { name: "Table: Plan comparison" });
  expect(box).toHaveAttribute("tabindex", "0");
  expect(within(box).getByRole("columnheader", { name: "Trial" })).toBeInTheDocument();
  const row = within(box).getByRole("rowheader", { name: "HTTP requests per day" }).closest("tr") as HTMLElement;
  expect(
    within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["600", "10,000"]);
});

test("<LimitsTable> has one row per plan", () => {
  render(<LimitsTable api="http" table={limits} />);
  expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
    "Free",
    "Trial",
    "Enterprise",
    "All-in-one package",
  ]);
});

test("without rows (outside a built page) the tables render nothing", () => {
  const { container } = render(<LimitsTable api="websocket" />);
  expect(container).toBeEmptyDOMElement();
});

test("<SupportLevels> is a named table with a column per level", () => {
  const table: FactTable = {
    label: "Support levels",
    columns: ["Basic", "Priority", "Enterprise"],
    rows: [{ header: "P1: Critical", cells: ["2 business days", "1 business day", "1 hour, 24/7"] }],
  };
  render(<SupportLevels table={table} />);
  const box = screen.getByRole("group", { name: "Table: Support levels" });
  const row = within(box).getByRole("rowheader", { name: "P1: Critical" }).closest("tr") as HTMLElement;
  expect(
    within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["2 business days", "1 business day", "1 hour, 24/7"]);
});
