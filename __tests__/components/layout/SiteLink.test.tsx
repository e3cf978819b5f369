import { render, screen } from "@testing-library/react";
import { siteConfig } from "../../../site.config";
import { AnnouncementBar } from "../../../src/components/layout/AnnouncementBar";
import { Footer } from "../../../src/components/layout/Footer";
import { NavbarItems } from "../../../src/components/layout/Navbar";
import { Sidebar } from "../../../src/components/layout/Sidebar";
import { SiteLink } from "../../../src/components/layout/SiteLink";
import { mdxComponents } from "../../../src/components/mdx";
import type { ResolvedSidebar } from "../../../src/lib/sidebars/types";

const UNSAFE = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html,x",
  "vbscript:x",
  "//evil.example",
];

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

/** No element of the page carries an unsafe URL in an href. */
function expectNoUnsafeHref(container: HTMLElement) {
  for (const element of container.querySelectorAll("[href]")) {
    expect(element.getAttribute("href")).not.toMatch(/script|data:|^\/\//i);
  }
}

describe("SiteLink", () => {
  test("links site pages, other sites, mail and anchors", () => {
    render(
      <>
        <SiteLink href="/docs/api">API</SiteLink>
        <SiteLink href="https://status.tickwire.io">Status</SiteLink>
        <SiteLink href="mailto:support@tickwire.io">Mail</SiteLink>
        <SiteLink href="#errors">Errors</SiteLink>
        <SiteLink href="/docs/search?q=x" plain>
          Search
        </SiteLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "API" })).toHaveAttribute("href", "/docs/api");
    expect(screen.getByRole("link", { name: "Status" })).toHaveAttribute("href", "https://status.tickwire.io");
    expect(screen.getByRole("link", { name: "Mail" })).toHaveAttribute("href", "mailto:support@tickwire.io");
    expect(screen.getByRole("link", { name: "Errors" })).toHaveAttribute("href", "#errors");
    expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/docs/search?q=x");
    expect(errors).not.toHaveBeenCalled();
  });

  test.each(UNSAFE)("renders %j as text, not a link, and logs why", (href) => {
    const { container } = render(
      <SiteLink href={href} className="navbar-item">
        Click
      </SiteLink>,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Click")).toHaveClass("navbar-item");
    expectNoUnsafeHref(container);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("not rendering"));
  });

  test("the MDX `a` mapping refuses unsafe links too, and keeps rel on external ones", () => {
    const A = mdxComponents.a;
    const { container } = render(
      <p>
        <A href="javascript:alert(1)">bad</A> <A href="https://x.io">good</A> <A href="/docs/api">page</A>
      </p>,
    );
    expect(screen.queryByRole("link", { name: "bad" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "good" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "page" })).toHaveAttribute("href", "/docs/api");
    expectNoUnsafeHref(container);
  });
});

describe("chrome built from content renders unsafe links as text", () => {
  test("sidebar link item", () => {
    const sidebar: ResolvedSidebar = {
      id: "main",
      label: "Documentation",
      generatedIndexes: [],
      items: [
        { kind: "link", label: "Evil", href: "javascript:alert(1)", external: true },
        { kind: "doc", docId: "index", label: "Introduction", href: "/docs" },
      ],
    };
    const { container } = render(<Sidebar sidebar={sidebar} activeRoute="/docs" />);
    expect(screen.queryByRole("link", { name: /Evil/ })).not.toBeInTheDocument();
    expect(screen.getByText("Evil")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Introduction" })).toHaveAttribute("href", "/docs");
    expectNoUnsafeHref(container);
  });

  test("announcement bar", () => {
    const { container } = render(
      <AnnouncementBar announcement={{ id: "x", content: "Click here", href: "javascript:alert(1)" }} />,
    );
    expect(screen.queryByRole("link", { name: "Click here" })).not.toBeInTheDocument();
    expect(screen.getByText("Click here")).toBeInTheDocument();
    expectNoUnsafeHref(container);
  });

  describe("navbar and footer from site.config.ts", () => {
    const navbar = siteConfig.navbar as unknown as Array<{ label: string; href: string }>;
    const footerItems = siteConfig.footer.columns[0].items as unknown as Array<{ label: string; href: string }>;
    const saved = { navbar: navbar[1], footer: footerItems[1] };
    beforeEach(() => {
      navbar[1] = { label: "Evil nav", href: "javascript:alert(1)" };
      footerItems[1] = { label: "Evil footer", href: "JAVASCRIPT:alert(1)" };
    });
    afterEach(() => {
      navbar[1] = saved.navbar;
      footerItems[1] = saved.footer;
    });

    test("navbar item", () => {
      const { container } = render(<NavbarItems activeSidebar={null} />);
      expect(screen.queryByRole("link", { name: "Evil nav" })).not.toBeInTheDocument();
      expect(screen.getByText("Evil nav")).toBeInTheDocument();
      expectNoUnsafeHref(container);
    });

    test("footer item", () => {
      const { container } = render(<Footer />);
      expect(screen.queryByRole("link", { name: "Evil footer" })).not.toBeInTheDocument();
      expect(screen.getByText("Evil footer")).toBeInTheDocument();
      expectNoUnsafeHref(container);
    });
  });
});
