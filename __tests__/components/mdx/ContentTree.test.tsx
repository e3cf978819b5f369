import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
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
});
