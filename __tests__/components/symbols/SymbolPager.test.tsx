import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { SymbolPager } from "../../../src/components/symbols/SymbolPager";
import { pagePositions } from "../../../src/lib/symbols/paging";

const US = "/docs/symbols/stocks/us";
const positions = pagePositions(6214);

const renderPager = (number: number) =>
  render(<SymbolPager listRoute={US} position={positions[number - 1]} label="US stocks" />);

describe("SymbolPager", () => {
  it("is a named navigation of plain links, the current page marked", () => {
    renderPager(10);
    const nav = screen.getByRole("navigation", { name: "Pages of US stocks" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["« Previous", "1", "9", "10", "11", "63", "Next »"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `${US}/page/9`,
      US,
      `${US}/page/9`,
      `${US}/page/10`,
      `${US}/page/11`,
      `${US}/page/63`,
      `${US}/page/11`,
    ]);
    const current = within(nav).getByRole("link", { name: "Page 10 of 63, current page" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(links.filter((link) => link.getAttribute("aria-current") === "page")).toHaveLength(1);
    expect(within(nav).getAllByText("…")).toHaveLength(2);
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { unmount } = renderPager(1);
    expect(screen.queryByRole("link", { name: /Previous/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", `${US}/page/2`);
    unmount();
    renderPager(63);
    expect(screen.queryByRole("link", { name: /Next/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", `${US}/page/62`);
  });

  it("is left out for a list of one page", () => {
    const { container } = render(
      <SymbolPager listRoute={US} position={pagePositions(159, 200)[0]} label="US stocks" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("is in the server's HTML, so the pages are reached without JavaScript", () => {
    const html = renderToString(<SymbolPager listRoute={US} position={positions[1]} label="US stocks" />);
    expect(html).toContain('<nav aria-label="Pages of US stocks"');
    expect(html).toContain(`href="${US}/page/3"`);
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
  });
});
