import { render } from "@testing-library/react";
import { Seo } from "../../../src/components/layout/Seo";

const head = {
  title: "Search | Tickwire Docs",
  description: "Search the docs.",
  canonical: "https://tickwire.io/docs/search",
};

const alternate = (container: HTMLElement) => container.querySelector('link[rel="alternate"][type="text/markdown"]');

describe("Seo", () => {
  test("names the page's Markdown when it has one, noindex or not", () => {
    const { container } = render(<Seo head={{ ...head, noindex: true, markdown: `${head.canonical}.md` }} />);
    expect(alternate(container)?.getAttribute("href")).toBe("https://tickwire.io/docs/search.md");
    expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  test("names no Markdown for a page that has none", () => {
    const { container } = render(<Seo head={head} />);
    expect(alternate(container)).toBeNull();
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(head.canonical);
  });

  test("names the feeds of what the page shows as Atom alternates", () => {
    const feeds = [{ title: "Tickwire HTTP API changelog", href: "https://tickwire.io/docs/api/changelog.xml" }];
    const { container } = render(<Seo head={{ ...head, feeds }} />);
    const feed = container.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed?.getAttribute("href")).toBe("https://tickwire.io/docs/api/changelog.xml");
    expect(feed?.getAttribute("title")).toBe("Tickwire HTTP API changelog");
  });
});
