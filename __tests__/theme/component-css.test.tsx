import { render, screen } from "@testing-library/react";
import { MethodBadge } from "../../src/components/api/MethodBadge";
import { Pagination } from "../../src/components/layout/Pagination";
import { Admonition, type AdmonitionType } from "../../src/components/mdx/Admonition";
import { CodeBlock } from "../../src/components/mdx/CodeBlock";
import { TabItem, Tabs } from "../../src/components/mdx/Tabs";
import { globalCss } from "../../src/theme/global-css";
import { cssVariableName, light, type Palette } from "../../src/theme/tokens";

/** The light value of a palette token. */
const value = (token: keyof Palette) => light[token];

/**
 * Components styled from the global stylesheet rather than Emotion: with only that stylesheet in
 * the document they get their look, including variants. jsdom resolves neither media queries nor
 * custom properties, so the palette variables are replaced by the light values here.
 */
let style: HTMLStyleElement;
beforeAll(() => {
  style = document.createElement("style");
  const variables = new Map(Object.entries(light).map(([token, colour]) => [cssVariableName(token), colour]));
  style.textContent = globalCss("switchable").replace(
    /var\((--[a-z-]+)\)/g,
    (match, name: string) => variables.get(name) ?? match,
  );
  document.head.appendChild(style);
});
afterAll(() => style.remove());

describe("component styles from the global stylesheet", () => {
  test.each(["note", "tip", "info", "warning", "danger"] as AdmonitionType[])(
    "%s admonition: its own border and background colours",
    (type) => {
      render(<Admonition type={type}>Body</Admonition>);
      const box = screen.getByRole("complementary");
      expect(box).toHaveStyle({
        borderLeft: `4px solid ${value(`${type}Border`)}`,
        backgroundColor: value(`${type}Bg`),
        borderRadius: "6px",
      });
      expect(box.querySelector("svg")).toHaveStyle({ color: value(`${type}Border`) });
    },
  );

  test("tabs: the selected tab in the accent colour, underlined", () => {
    render(
      <Tabs>
        <TabItem value="a">A</TabItem>
        <TabItem value="b">B</TabItem>
      </Tabs>,
    );
    const [selected, other] = screen.getAllByRole("tab");
    expect(selected).toHaveStyle({ color: value("accent"), borderBottomColor: value("accent"), fontWeight: "600" });
    expect(other).toHaveStyle({ color: value("textMuted"), fontWeight: "500" });
  });

  test("code block: framed, its code in the code colours; the copy button styled", () => {
    render(<CodeBlock data-language="bash">echo</CodeBlock>);
    const pre = screen.getByText("echo").closest("pre") as HTMLElement;
    expect(pre).toHaveStyle({ color: value("codeText"), whiteSpace: "pre", overflowX: "auto" });
    expect(pre.closest(".code-block")).toHaveStyle({
      backgroundColor: value("codeBg"),
      borderRadius: "8px",
      overflow: "hidden",
    });
    expect(screen.getByRole("button", { name: "Copy code to clipboard" })).toHaveStyle({
      backgroundColor: value("surfaceRaised"),
      fontSize: "0.75rem",
    });
  });

  test("method badge: the large size overrides the small one", () => {
    render(
      <>
        <MethodBadge method="get" />
        <MethodBadge method="post" size="large" />
      </>,
    );
    expect(screen.getByText("GET")).toHaveStyle({
      fontSize: "0.6875rem",
      color: "#ffffff",
      textTransform: "uppercase",
    });
    expect(screen.getByText("POST")).toHaveStyle({ fontSize: "0.8125rem", padding: "0.2em 0.55em" });
  });

  test("pagination: the next page aligned right", () => {
    render(<Pagination previous={{ label: "One", href: "/docs/one" }} next={{ label: "Two", href: "/docs/two" }} />);
    const [previous, next] = screen.getAllByRole("link");
    expect(next).toHaveStyle({ textAlign: "right" });
    expect(previous).not.toHaveStyle({ textAlign: "right" });
    expect(previous).toHaveStyle({ display: "block", borderRadius: "8px" });
  });
});
