import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SymbolTable } from "../../../src/components/symbols/SymbolTable";
import { withFacetOptions, type SymbolTableData } from "../../../src/lib/symbols/table";
import { CRYPTO_COLUMNS } from "../../fixtures/symbol-table";

/** A small crypto-like table: a list column that filters, a numeric column, a row without a page. */
const TABLE: SymbolTableData = withFacetOptions({
  columns: CRYPTO_COLUMNS,
  rows: [
    { cells: ["BTC", "Bitcoin", ["Binance", "Kraken"], 2009], href: "/docs/symbols/crypto/bitcoin" },
    { cells: ["ETH", "Ethereum", ["Kraken"], 2015], href: "/docs/symbols/crypto/ethereum" },
    { cells: ["WBTC", "Wrapped Bitcoin", ["Binance"], 2019], href: null },
  ],
});

const NOUN = { one: "coin", other: "coins" };

function renderTable() {
  return render(<SymbolTable table={TABLE} noun={NOUN} label="Crypto symbols" />);
}

/** The first cell of each body row. */
const tickers = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);

beforeEach(() => {
  window.history.replaceState(null, "", "/docs/symbols/crypto");
  // As gatsby-browser marks the page once React runs; before that the controls stay hidden.
  document.documentElement.dataset.hydrated = "true";
});

describe("SymbolTable", () => {
  it("keeps the controls hidden until the page is hydrated, as they do nothing before", () => {
    delete document.documentElement.dataset.hydrated;
    renderTable();
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByRole("table")).toBeVisible();
  });

  it("sits in a focusable scroll box named after the list", () => {
    renderTable();
    const box = screen.getByRole("group", { name: "Table: Crypto symbols" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(within(box).getByRole("table", { name: "Crypto symbols" })).toBeInTheDocument();
  });

  it("filters by text as the reader types, announces the count politely and keeps the view in the URL", async () => {
    renderTable();
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter" }), "bit");
    expect(tickers()).toEqual(["BTC", "WBTC"]);
    expect(status).toHaveTextContent("2 of 3 coins");
    expect(window.location.search).toBe("?q=bit");
  });

  it("filters by a column's values with a labelled select", async () => {
    renderTable();
    const select = screen.getByRole("combobox", { name: "Exchange" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Binance", "Kraken"]);
    await userEvent.selectOptions(select, "Kraken");
    expect(tickers()).toEqual(["BTC", "ETH"]);
    expect(window.location.search).toBe("?exchange=Kraken");
  });

  it("sorts with header buttons, marking the sorted column with aria-sort", async () => {
    renderTable();
    const header = screen.getByRole("columnheader", { name: "Launched" });
    expect(header).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(header).getByRole("button", { name: "Launched" }));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(header).getByRole("button", { name: "Launched" }));
    expect(header).toHaveAttribute("aria-sort", "descending");
    expect(tickers()).toEqual(["WBTC", "ETH", "BTC"]);
    expect(window.location.search).toBe("?sort=-launched");
  });

  it("opens with the view in the URL, and clears back to every row", async () => {
    window.history.replaceState(null, "", "/docs/symbols/crypto?q=eth&sort=name");
    renderTable();
    expect(tickers()).toEqual(["ETH"]);
    expect(screen.getByRole("searchbox", { name: "Filter" })).toHaveValue("eth");
    expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(tickers()).toEqual(["BTC", "ETH", "WBTC"]);
    expect(window.location.search).toBe("?sort=name");
  });

  it("says when nothing matches and offers to clear the filters", async () => {
    renderTable();
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter" }), "zzz");
    expect(screen.getByRole("status")).toHaveTextContent("No coins match");
    expect(screen.getByText(/No coins match these filters/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[1]);
    expect(tickers()).toEqual(["BTC", "ETH", "WBTC"]);
  });

  it("keeps the server's rows through hydration and filters them in place", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SymbolTable table={TABLE} noun={NOUN} label="Crypto symbols" />);
    document.body.append(container);
    const serverRows = Array.from(container.querySelectorAll("tbody tr"));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <SymbolTable table={TABLE} noun={NOUN} label="Crypto symbols" />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The very elements the server wrote, not equal copies: React left the rows alone.
    const bodyRows = () => Array.from(container.querySelectorAll("tbody tr"));
    expect(bodyRows().every((row, index) => row === serverRows[index])).toBe(true);
    await userEvent.type(within(container).getByRole("searchbox", { name: "Filter" }), "eth");
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toBe(serverRows[1]);
    await userEvent.clear(within(container).getByRole("searchbox", { name: "Filter" }));
    expect(bodyRows().every((row, index) => row === serverRows[index])).toBe(true);
    expect(bodyRows()).toHaveLength(3);
    container.remove();
  });

  it("navigates client-side on a plain click of a symbol link, and leaves modified clicks to the browser", () => {
    renderTable();
    const link = screen.getByRole("link", { name: "BTC" });
    jest.mocked(navigate).mockClear();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/docs/symbols/crypto/bitcoin");
  });
});
