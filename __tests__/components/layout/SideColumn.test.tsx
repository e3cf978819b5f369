import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { SideColumn } from "../../../src/components/layout/Layout/SideColumn";
import { setUpLayoutDom } from "../fixtures/dom";

const dom = setUpLayoutDom();

/** Stands in for the sidebar: counts its renders, and says which page it was rendered for. */
const renders = jest.fn();
function Column({ route }: { route: string }) {
  renders(route);
  return (
    <nav aria-label="Docs sidebar">
      <a href={route}>Page {route}</a>
    </nav>
  );
}

const column = (route: string) => (
  <SideColumn shownWhen="(min-width: 996px)" route={route} className="layout-sidebar" aria-label="Sidebar">
    <Column route={route} />
  </SideColumn>
);

let wrapper: HTMLElement | null = null;
let root: Root | null = null;

/** Hydrates `column(route)` over its server markup, inside the wrapper Gatsby hydrates. */
function hydrate(route: string): HTMLElement {
  const markup = renderToString(column(route));
  wrapper = document.createElement("div");
  wrapper.id = "gatsby-focus-wrapper";
  wrapper.innerHTML = markup;
  document.body.append(wrapper);
  renders.mockClear();
  act(() => {
    root = hydrateRoot(wrapper as HTMLElement, column(route));
  });
  return wrapper;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  wrapper?.remove();
  wrapper = null;
  renders.mockClear();
});

describe("SideColumn", () => {
  it("renders its column where nothing is hydrated, even while hidden", () => {
    render(column("/docs/a"));
    expect(screen.getByRole("complementary", { name: "Sidebar" })).toHaveClass("layout-sidebar");
    expect(screen.getByRole("link", { name: "Page /docs/a" })).toBeInTheDocument();
    expect(renders).toHaveBeenCalledWith("/docs/a");
  });

  it("leaves a hidden column's server markup as it is, without rendering it", () => {
    const page = hydrate("/docs/a");
    expect(renders).not.toHaveBeenCalled();
    const aside = page.querySelector("aside");
    expect(aside).toHaveClass("layout-sidebar");
    expect(aside).toHaveAttribute("aria-label", "Sidebar");
    expect(aside?.querySelector('a[href="/docs/a"]')).toHaveTextContent("Page /docs/a");
  });

  it("hydrates a column that shows at the width of the first load", () => {
    dom.media.setMatches(true);
    hydrate("/docs/a");
    expect(renders).toHaveBeenCalledWith("/docs/a");
    expect(dom.media.listenerCount()).toBe(0);
  });

  it("comes alive once the window widens to show it", () => {
    const page = hydrate("/docs/a");
    act(() => dom.media.setMatches(true));
    expect(renders).toHaveBeenCalledWith("/docs/a");
    expect(page.querySelectorAll("aside")).toHaveLength(1);
    expect(page.querySelector('aside a[href="/docs/a"]')).toHaveTextContent("Page /docs/a");
    expect(dom.media.listenerCount()).toBe(0);
  });

  it("comes alive for the next page, still hidden", () => {
    const page = hydrate("/docs/a");
    act(() => root?.render(column("/docs/b")));
    expect(renders).toHaveBeenCalledWith("/docs/b");
    expect(page.querySelector('aside a[href="/docs/b"]')).toHaveTextContent("Page /docs/b");
    expect(page.querySelector('aside a[href="/docs/a"]')).toBeNull();
  });

  it("renders live columns after the first load has been hydrated", () => {
    document.documentElement.dataset.hydrated = "true";
    try {
      const page = hydrate("/docs/a");
      expect(renders).toHaveBeenCalledWith("/docs/a");
      expect(page.querySelector('aside a[href="/docs/a"]')).toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });
});
