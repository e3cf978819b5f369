import { act } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import SearchPage from "../../../src/templates/search";
import type { SearchPageContext } from "../../../src/lib/kinds/search-page";
import { setUpLayoutDom } from "../fixtures/dom";

// The results' code loads on demand; until it arrives the page shows its loading state, which is
// all this test needs to see.
jest.mock("../../../src/components/search/SearchPage/useResultsModule", () => ({ useResultsModule: () => null }));

setUpLayoutDom();

const CONTEXT: SearchPageContext = {
  cards: [],
  chrome: {
    route: "/docs/search",
    sidebarId: null,
    title: "Search the documentation",
    breadcrumbs: [],
    previous: null,
    next: null,
    markdown: true,
  },
  head: { title: "Search | Tickwire Docs", description: "Search", canonical: "https://tickwire.io/docs/search" },
};

/** The page's props at an address: Gatsby's server render has no query string, the browser does. */
const props = (search: string) =>
  // The template reads only `location.search` and its page context of PageProps.
  ({ location: { pathname: "/docs/search", search }, pageContext: CONTEXT }) as unknown as PageProps<
    object,
    SearchPageContext
  >;

describe("search page", () => {
  it("hydrates the server's HTML of an address with a query without a mismatch, then shows the query", async () => {
    window.history.replaceState(null, "", "/docs/search?q=quote");
    const container = document.createElement("div");
    // jsdom has a window, so the server render takes the layout effect and warns that it does nothing there.
    const serverWarnings = jest.spyOn(console, "error").mockImplementation(() => undefined);
    container.innerHTML = renderToString(<SearchPage {...props("")} />);
    serverWarnings.mockRestore();
    document.body.append(container);
    const serverInput = container.querySelector("input[type=search]");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SearchPage {...props("?q=quote")} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // React kept the server's elements and filled in the query read from the address.
    const input = container.querySelector("input[type=search]");
    expect(input).toBe(serverInput);
    expect(input).toHaveValue("quote");
    expect(container.querySelector('[data-search-state="loading"]')).toHaveTextContent("Searching…");
    container.remove();
  });
});
