import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SymbolTable, type TablePaging } from "../../../src/components/symbols/SymbolTable";
import { forgetWholeLists } from "../../../src/components/symbols/SymbolTable/useWholeList";
import { listData } from "../../../src/lib/symbols/list-data";
import { pagePositions, pageRows, SYMBOL_PAGE_SIZE } from "../../../src/lib/symbols/paging";
import { withFacetOptions, type SymbolTableData, type TableRow } from "../../../src/lib/symbols/table";

/** A list of 250 stocks, three pages; "Zeta Corp" (ZETA) only on the last, and 120 banks. */
const ROWS: TableRow[] = Array.from({ length: 250 }, (_, index) => ({
  cells:
    index === 240 ? ["ZETA", "Zeta Corp", "NYSE"] : [`S${index}`, `Company ${index}`, index < 120 ? "Bank" : "NYSE"],
  href: null,
}));
const COLUMNS = withFacetOptions({
  columns: [
    { key: "symbol", label: "Ticker", numeric: false, facet: null, options: [] },
    { key: "name", label: "Name", numeric: false, facet: null, options: [] },
    { key: "exchange", label: "Exchange", numeric: false, facet: "Exchange", options: [] },
  ],
  rows: ROWS,
}).columns;
const NOUN = { one: "stock", other: "stocks" };
const DATA_URL = "/symbols/stocks-test.json";
const positions = pagePositions(ROWS.length);

const pageTable = (number: number): SymbolTableData => ({ columns: COLUMNS, rows: pageRows(ROWS, number) });
const paging = (number: number): TablePaging => ({ position: positions[number - 1], dataUrl: DATA_URL });
const table = (number = 1) => (
  <SymbolTable table={pageTable(number)} noun={NOUN} label="Test stocks" paging={paging(number)} />
);

// Role queries over a hundred rows take seconds in jsdom: the cells are read from the DOM.
const tickers = () =>
  Array.from(document.querySelectorAll(".symbol-table tbody tr td:first-child"), (cell) => cell.textContent);

let fetchMock: jest.Mock;

beforeEach(() => {
  forgetWholeLists();
  window.history.replaceState(null, "", "/docs/symbols/stocks/test");
  document.documentElement.dataset.hydrated = "true";
  fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => listData(ROWS) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("SymbolTable on a page of a longer list", () => {
  it("shows the page's rows and says where they sit, without fetching the list", () => {
    render(table(2));
    expect(tickers()).toHaveLength(SYMBOL_PAGE_SIZE);
    expect(tickers()[0]).toBe("S100");
    expect(screen.getByRole("status")).toHaveTextContent("Stocks 101 to 200 of 250");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches the whole list when the reader types, and finds a stock of another page", async () => {
    render(table(1));
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter" }), "zeta");
    await waitFor(() => expect(tickers()).toEqual(["ZETA"]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(DATA_URL);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 250 stocks");
    expect(window.location.search).toBe("?q=zeta");
  });

  it("opens with ?q= in the address: the server's rows first, then the matches of the whole list", async () => {
    window.history.replaceState(null, "", "/docs/symbols/stocks/test?q=zeta");
    const container = document.createElement("div");
    container.innerHTML = renderToString(table(1));
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, table(1));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await waitFor(() => expect(container.querySelectorAll("tbody tr")).toHaveLength(1));
    expect(container.querySelector("tbody td")?.textContent).toBe("ZETA");
    expect(within(container).getByRole("searchbox", { name: "Filter" })).toHaveValue("zeta");
    container.remove();
  });

  it("shows a page's worth of matches, then more on demand, and the page's rows again once cleared", async () => {
    render(table(1));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Exchange" }), "NYSE");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("130 of 250 stocks, the first 100 shown"));
    expect(tickers()).toHaveLength(SYMBOL_PAGE_SIZE);
    expect(tickers()[0]).toBe("S120");
    await userEvent.click(screen.getByRole("button", { name: "Show 30 more" }));
    expect(tickers()).toHaveLength(130);
    expect(screen.getByRole("status")).toHaveTextContent("130 of 250 stocks");
    expect(screen.queryByRole("button", { name: /more/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(tickers()).toEqual(pageRows(ROWS, 1).map((row) => row.cells[0]));
    expect(screen.getByRole("status")).toHaveTextContent("Stocks 1 to 100 of 250");
  });

  it("sorts the whole list, not just the page", async () => {
    render(table(1));
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(tickers()[0]).toBe("S0"));
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(tickers()[0]).toBe("ZETA"));
  });

  it("filters the page's rows when the whole list cannot be fetched, and says so", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    render(table(1));
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter" }), "company 1");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("The whole list could not be loaded"));
    expect(tickers()).toContain("S1");
    expect(tickers()).not.toContain("S100");
  });
});
