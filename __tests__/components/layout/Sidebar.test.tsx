import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Sidebar } from "../../../src/components/layout/Sidebar";
import type { ResolvedSidebar } from "../../../src/lib/sidebars/types";

const sidebar: ResolvedSidebar = {
  id: "main",
  label: "Documentation",
  generatedIndexes: [],
  items: [
    { kind: "doc", docId: "index", label: "Introduction", href: "/docs" },
    {
      kind: "category",
      label: "Platform",
      href: null,
      collapsed: false,
      items: [
        { kind: "doc", docId: "platform/overview", label: "Overview", href: "/docs/platform/overview" },
        {
          kind: "doc",
          docId: "platform/getting-started",
          label: "Getting started",
          href: "/docs/platform/getting-started",
        },
      ],
    },
    {
      kind: "category",
      label: "Account",
      href: null,
      collapsed: true,
      items: [
        { kind: "doc", docId: "account/registration", label: "Registration", href: "/docs/account/registration" },
      ],
    },
    {
      kind: "category",
      label: "Products",
      href: "/docs/products",
      collapsed: false,
      items: [
        { kind: "doc", docId: "products/stocks", label: "Stocks", href: "/docs/products/stocks" },
        {
          kind: "category",
          label: "Crypto",
          href: null,
          collapsed: false,
          items: [{ kind: "doc", docId: "products/crypto", label: "Crypto overview", href: "/docs/products/crypto" }],
        },
      ],
    },
    { kind: "link", label: "HTTP API reference", href: "/docs/api", external: false },
    { kind: "link", label: "Platform status", href: "https://status.tickwire.io", external: true },
  ],
};

const EXTERNAL = "(opens another site)";

function renderSidebar(activeRoute: string) {
  return render(<Sidebar sidebar={sidebar} activeRoute={activeRoute} />);
}

const nav = () => screen.getByRole("navigation", { name: "Documentation sidebar" });
/** The list a category toggle controls, found through aria-controls. */
const controlledList = (button: HTMLElement) => {
  const id = button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  const list = document.getElementById(id!);
  expect(list).not.toBeNull();
  return list!;
};

describe("Sidebar", () => {
  it("is a navigation landmark named after the sidebar", () => {
    renderSidebar("/docs");
    expect(nav()).toBeInTheDocument();
  });

  describe("current page", () => {
    it.each([
      ["/docs", "Introduction"],
      ["/docs/platform/getting-started", "Getting started"],
      ["/docs/products/stocks", "Stocks"],
      ["/docs/products/crypto", "Crypto overview"],
    ])("marks %s (%s) with aria-current=page, and nothing else", (route, label) => {
      renderSidebar(route);
      const current = within(nav()).getByRole("link", { name: label });
      expect(current).toHaveAttribute("aria-current", "page");
      const marked = nav().querySelectorAll("[aria-current]");
      expect(marked).toHaveLength(1);
      expect(marked[0]).toBe(current);
    });

    it("marks a category's own page as current, and not its children", () => {
      renderSidebar("/docs/products");
      const category = within(nav()).getByRole("link", { name: "Products" });
      expect(category).toHaveAttribute("aria-current", "page");
      expect(nav().querySelectorAll("[aria-current]")).toHaveLength(1);
      expect(within(nav()).getByRole("link", { name: "Stocks" })).not.toHaveAttribute("aria-current");
    });

    it("marks nothing for a route that is not in the sidebar", () => {
      renderSidebar("/docs/websocket");
      expect(nav().querySelectorAll("[aria-current]")).toHaveLength(0);
    });
  });

  it("links every doc to its route", () => {
    renderSidebar("/docs");
    expect(within(nav()).getByRole("link", { name: "Introduction" })).toHaveAttribute("href", "/docs");
    expect(within(nav()).getByRole("link", { name: "Overview" })).toHaveAttribute("href", "/docs/platform/overview");
    expect(within(nav()).getByRole("link", { name: "Stocks" })).toHaveAttribute("href", "/docs/products/stocks");
  });

  describe("categories", () => {
    it("start expanded unless the sidebar says collapsed", () => {
      renderSidebar("/docs");
      const platform = within(nav()).getByRole("button", { name: "Platform" });
      expect(platform).toHaveAttribute("aria-expanded", "true");
      expect(controlledList(platform)).not.toHaveAttribute("hidden");
      expect(within(nav()).getByRole("link", { name: "Overview" })).toBeVisible();

      const account = within(nav()).getByRole("button", { name: "Account" });
      expect(account).toHaveAttribute("aria-expanded", "false");
      expect(controlledList(account)).toHaveAttribute("hidden");
      expect(within(nav()).queryByRole("link", { name: "Registration" })).not.toBeInTheDocument();
    });

    it("a collapsed category holding the current page starts expanded", () => {
      renderSidebar("/docs/account/registration");
      const account = within(nav()).getByRole("button", { name: "Account" });
      expect(account).toHaveAttribute("aria-expanded", "true");
      expect(within(nav()).getByRole("link", { name: "Registration" })).toHaveAttribute("aria-current", "page");
    });

    it("a collapsed category opens when navigation reaches a page inside it, and the user can still collapse it", async () => {
      const user = userEvent.setup();
      const { rerender } = renderSidebar("/docs");
      const account = within(nav()).getByRole("button", { name: "Account" });
      expect(account).toHaveAttribute("aria-expanded", "false");
      rerender(<Sidebar sidebar={sidebar} activeRoute="/docs/account/registration" />);
      expect(account).toHaveAttribute("aria-expanded", "true");
      await user.click(account);
      expect(account).toHaveAttribute("aria-expanded", "false");
    });

    it("collapse and expand with their toggle button", async () => {
      const user = userEvent.setup();
      renderSidebar("/docs");
      const platform = within(nav()).getByRole("button", { name: "Platform" });
      const list = controlledList(platform);
      expect(list).toContainElement(within(nav()).getByRole("link", { name: "Getting started" }));

      await user.click(platform);
      expect(platform).toHaveAttribute("aria-expanded", "false");
      expect(list).toHaveAttribute("hidden");
      expect(within(nav()).queryByRole("link", { name: "Getting started" })).not.toBeInTheDocument();

      await user.click(platform);
      expect(platform).toHaveAttribute("aria-expanded", "true");
      expect(list).not.toHaveAttribute("hidden");
      expect(within(nav()).getByRole("link", { name: "Getting started" })).toBeVisible();
    });

    it("expand a collapsed category on click", async () => {
      const user = userEvent.setup();
      renderSidebar("/docs");
      const account = within(nav()).getByRole("button", { name: "Account" });
      await user.click(account);
      expect(account).toHaveAttribute("aria-expanded", "true");
      expect(controlledList(account)).not.toHaveAttribute("hidden");
      expect(within(nav()).getByRole("link", { name: "Registration" })).toHaveAttribute(
        "href",
        "/docs/account/registration",
      );
    });

    it("toggle independently of each other", async () => {
      const user = userEvent.setup();
      renderSidebar("/docs");
      await user.click(within(nav()).getByRole("button", { name: "Platform" }));
      expect(within(nav()).getByRole("button", { name: "Account" })).toHaveAttribute("aria-expanded", "false");
      expect(within(nav()).getByRole("button", { name: "Crypto" })).toHaveAttribute("aria-expanded", "true");
      expect(within(nav()).getByRole("link", { name: "Stocks" })).toBeVisible();
    });

    it("with a page render a link to it plus a separate toggle button", async () => {
      const user = userEvent.setup();
      renderSidebar("/docs");
      const link = within(nav()).getByRole("link", { name: "Products" });
      expect(link).toHaveAttribute("href", "/docs/products");
      expect(within(nav()).queryByRole("button", { name: "Products" })).not.toBeInTheDocument();

      const toggle = within(nav()).getByRole("button", { name: "Collapse Products" });
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      const list = controlledList(toggle);
      expect(list).toContainElement(within(nav()).getByRole("link", { name: "Stocks" }));
      expect(list).not.toContainElement(link);

      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveAccessibleName("Expand Products");
      expect(list).toHaveAttribute("hidden");
      // The category's own link stays available while its items are hidden.
      expect(within(nav()).getByRole("link", { name: "Products" })).toBeVisible();
      expect(within(nav()).queryByRole("link", { name: "Stocks" })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(toggle).toHaveAccessibleName("Collapse Products");
    });

    it("clicking the category link does not toggle the category", async () => {
      const user = userEvent.setup();
      // jsdom cannot navigate; keep the click from trying.
      const preventNavigation = (event: MouseEvent) => event.preventDefault();
      document.addEventListener("click", preventNavigation);
      try {
        renderSidebar("/docs");
        await user.click(within(nav()).getByRole("link", { name: "Products" }));
        expect(within(nav()).getByRole("button", { name: "Collapse Products" })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      } finally {
        document.removeEventListener("click", preventNavigation);
      }
    });
  });

  describe("links", () => {
    it("mark external links as opening another site", () => {
      renderSidebar("/docs");
      const external = within(nav()).getByRole("link", { name: `Platform status ${EXTERNAL}` });
      expect(external).toHaveAttribute("href", "https://status.tickwire.io");
      expect(within(external).getByRole("img", { name: EXTERNAL })).toBeInTheDocument();
    });

    it("do not mark internal links or docs", () => {
      renderSidebar("/docs");
      const internal = within(nav()).getByRole("link", { name: "HTTP API reference" });
      expect(internal).toHaveAttribute("href", "/docs/api");
      expect(within(internal).queryByRole("img")).not.toBeInTheDocument();
      const markers = within(nav()).getAllByRole("img", { name: EXTERNAL });
      expect(markers).toHaveLength(1);
    });
  });
});
