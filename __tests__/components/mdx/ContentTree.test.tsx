import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Fact } from "../../../src/components/facts/Fact";
import { ContentTree } from "../../../src/components/mdx/ContentTree";
import { DATA_SLICES } from "../../../src/components/mdx/data-slices";
import type { ContentTree as Tree } from "../../../src/lib/mdx/content-tree";
import { DATA_COMPONENTS } from "../../../src/lib/mdx/data-components";

jest.mock("gatsby", () => ({
  ...jest.requireActual("../../../__mocks__/gatsby"),
  Slice: ({ alias }: { alias: string }) => <div data-slice={alias} />,
}));

describe("ContentTree", () => {
  test("renders tags, text and the MDX components by name", () => {
    const tree: Tree = [
      ["h2", { id: "limits" }, "Limits"],
      "\n",
      ["p", "Up to ", ["strong", "500"], " requests."],
      "\n",
      ["Admonition", { type: "note" }, ["p", "Keys are secret."]],
    ];
    render(<ContentTree tree={tree} />);
    // h2 is the site's heading, with its anchor link.
    expect(screen.getByRole("heading", { level: 2, name: /Limits/ })).toHaveAttribute("id", "limits");
    expect(screen.getByRole("link", { name: "Link to this section" })).toHaveAttribute("href", "#limits");
    expect(screen.getByText("500").tagName).toBe("STRONG");
    expect(screen.getByText("Keys are secret.").closest("aside, div")).not.toBeNull();
  });

  test("writes the same markup as the JSX MDX compiles: adjacent texts stay apart, no wrapper", () => {
    const components = {
      a: ({ href, children }: { href?: string; children?: React.ReactNode }) => <a href={href}>{children}</a>,
    };
    const html = renderToStaticMarkup(
      <ContentTree
        tree={["\n", "\n", ["p", { className: "x" }, "a ", ["a", { href: "/docs" }, "b"]]]}
        components={components}
      />,
    );
    expect(html).toBe(
      renderToStaticMarkup(
        <>
          {"\n"}
          {"\n"}
          <p className="x">
            {"a "}
            <a href="/docs">b</a>
          </p>
        </>,
      ),
    );
  });

  test("code blocks keep the build's highlighted HTML and their copy button", () => {
    const tree: Tree = [
      ["pre", { "data-language": "bash", "data-code-html": '<span class="token function">curl</span> x' }],
    ];
    render(<ContentTree tree={tree} />);
    expect(screen.getByText("curl")).toHaveClass("token", "function");
    expect(screen.getByRole("button", { name: /copy/i })).toBeInTheDocument();
  });

  test("each data component has its slot, as the list names it", () => {
    for (const component of DATA_COMPONENTS) {
      const { container, unmount } = render(<ContentTree tree={[[component.name]]} />);
      expect(container.querySelector("[data-slice]")).toHaveAttribute("data-slice", component.slot);
      unmount();
    }
    expect(Object.keys(DATA_SLICES).sort()).toEqual(DATA_COMPONENTS.map((component) => component.name).sort());
  });

  test("a data component is its slice", () => {
    const { container } = render(<ContentTree tree={[["HttpApiChangelog"]]} />);
    expect(container.querySelector("[data-slice]")).toHaveAttribute("data-slice", "content-http-api-changelog");
  });

  test("an unknown component is an error, not a silent gap", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ContentTree tree={[["PriceTable"]]} />)).toThrow(/<PriceTable>/);
  });

  describe("on the first load", () => {
    /** Counts the link's renders; the fact is the site's, which writes its text. */
    const renders: string[] = [];
    const Link = ({ href, children }: { href?: string; children?: React.ReactNode }) => (
      renders.push("a"),
      (
        <a href={href} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      )
    );
    const components = { Fact, a: Link };
    const tree: Tree = [
      ["p", "Up to ", ["Fact", { value: "500" }], " requests, ", ["code", "GET"], " only."],
      ["table", ["tbody", ["tr", ["td", ["code", "AAPL"]], ["td", "Apple"]]]],
      ["p", "See ", ["a", { href: "/docs/limits" }, "limits"], " and ", ["em", "quotas"], "."],
    ];
    let root: Root | null = null;
    let wrapper: HTMLElement | null = null;

    /** Hydrates `tree` over its server markup, inside the wrapper Gatsby hydrates. */
    function hydrate(edit: (html: string) => string = (html) => html): HTMLElement {
      wrapper = document.createElement("div");
      wrapper.id = "gatsby-focus-wrapper";
      wrapper.innerHTML = edit(renderToString(<ContentTree tree={tree} components={components} />));
      document.body.append(wrapper);
      renders.length = 0;
      act(() => {
        root = hydrateRoot(wrapper as HTMLElement, <ContentTree tree={tree} components={components} />);
      });
      return wrapper;
    }

    afterEach(() => {
      act(() => root?.unmount());
      wrapper?.remove();
      root = null;
      wrapper = null;
    });

    test("keeps the server's markup of what is markup only, and hydrates the rest", () => {
      // Text React would correct if it hydrated these elements: left as it is, they were not.
      const page = hydrate((html) => html.replace("Apple", "Apple Inc.").replace("500", "five hundred"));
      const html = page.innerHTML;
      expect(page.querySelector("tbody")).toHaveTextContent("AAPLApple Inc.");
      expect(page.querySelector("p")).toHaveTextContent("Up to five hundred requests, GET only.");
      expect(page.innerHTML).toBe(html);
      // The paragraph with a link is hydrated: the link is the component, with its behaviour.
      expect(renders).toEqual(["a"]);
      const link = page.querySelector("a") as HTMLAnchorElement;
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      act(() => void link.dispatchEvent(click));
      expect(click.defaultPrevented).toBe(true);
    });

    test("renders the next page's tree whole, in place of the server's markup", () => {
      const page = hydrate();
      const next: Tree = [["table", ["tbody", ["tr", ["td", ["Fact", { value: "MSFT" }]]]]]];
      act(() => root?.render(<ContentTree tree={next} components={components} />));
      expect(page.querySelectorAll("td")).toHaveLength(1);
      expect(page.querySelector("td")).toHaveTextContent("MSFT");
    });
  });
});
