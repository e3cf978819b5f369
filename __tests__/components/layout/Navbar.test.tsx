import { createRef } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navbar, type Props } from "../../../src/components/layout/Navbar";
import { siteConfig } from "../../../site.config";

/**
 * The section links and the language menu sit in containers whose base style is `display: none`
 * (they appear at the desktop breakpoint, and jsdom ignores media queries), so queries for them
 * pass `{ hidden: true }`.
 */
const HIDDEN = { hidden: true } as const;

function renderNavbar(overrides: Partial<Props> = {}) {
  const props: Props = {
    activeSidebar: null,
    onOpenDrawer: jest.fn(),
    drawerOpen: false,
    hamburgerRef: createRef<HTMLButtonElement>(),
    route: "/docs/api/quotes",
    ...overrides,
  };
  const result = render(<Navbar {...props} />);
  return { ...result, props };
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const navLink = (label: string) => within(mainNav()).getByRole("link", { ...HIDDEN, name: new RegExp(`^${label}`) });

describe("Navbar", () => {
  it("links the brand to the documentation home", () => {
    renderNavbar();
    const brand = screen.getByRole("link", { name: "Tickwire documentation home" });
    expect(brand).toHaveAttribute("href", "/docs");
  });

  it("renders the five section links, in order, with the hrefs from site.config.ts", () => {
    renderNavbar();
    const links = within(mainNav()).getAllByRole("link", HIDDEN);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Documentation", "/docs"],
      ["Get started", "/docs/platform/getting-started"],
      ["HTTP API", "/docs/api"],
      ["WebSocket API", "/docs/websocket"],
      ["Symbols", "/docs/symbols"],
    ]);
    // And the hard-coded expectation above is what the config says.
    expect(links.map((link) => link.getAttribute("href"))).toEqual(siteConfig.navbar.map((item) => item.href));
  });

  it.each([
    ["main", "Documentation"],
    ["api", "HTTP API"],
    ["websocket", "WebSocket API"],
    ["symbols", "Symbols"],
  ])("marks only the item of sidebar %s (%s) as active", (sidebar, label) => {
    renderNavbar({ activeSidebar: sidebar });
    for (const item of siteConfig.navbar) {
      const link = navLink(item.label);
      if (item.label === label) {
        expect(link).toHaveAttribute("data-active", "true");
        expect(link).toHaveAccessibleName(`${label} (current section)`);
      } else {
        expect(link).toHaveAttribute("data-active", "false");
        expect(link).toHaveAccessibleName(item.label);
      }
    }
  });

  it("marks no item as active when the page has no sidebar", () => {
    renderNavbar({ activeSidebar: null });
    const links = within(mainNav()).getAllByRole("link", HIDDEN);
    expect(links).toHaveLength(5);
    for (const link of links) expect(link).toHaveAttribute("data-active", "false");
    expect(screen.queryByText(/current section/)).not.toBeInTheDocument();
  });

  it("never marks 'Get started' (no sidebar) as active", () => {
    renderNavbar({ activeSidebar: "main" });
    expect(navLink("Get started")).toHaveAttribute("data-active", "false");
  });

  describe("hamburger", () => {
    it("reports the drawer state in aria-expanded", () => {
      const { rerender, props } = renderNavbar({ drawerOpen: false });
      const button = screen.getByRole("button", { name: "Open navigation" });
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button).toHaveAttribute("aria-haspopup", "dialog");
      rerender(<Navbar {...props} drawerOpen />);
      expect(screen.getByRole("button", { name: "Open navigation" })).toHaveAttribute("aria-expanded", "true");
    });

    it("calls onOpenDrawer when clicked", async () => {
      const user = userEvent.setup();
      const { props } = renderNavbar();
      expect(props.onOpenDrawer).not.toHaveBeenCalled();
      await user.click(screen.getByRole("button", { name: "Open navigation" }));
      expect(props.onOpenDrawer).toHaveBeenCalledTimes(1);
    });

    it("is exposed through hamburgerRef", () => {
      const hamburgerRef = createRef<HTMLButtonElement>();
      renderNavbar({ hamburgerRef });
      expect(hamburgerRef.current).toBe(screen.getByRole("button", { name: "Open navigation" }));
    });
  });

  describe("language menu", () => {
    const languageButton = () => screen.getByRole("button", { ...HIDDEN, name: "Language: English" });
    const englishLink = () => screen.queryByRole("link", { ...HIDDEN, name: "English" });

    it("is closed at first", () => {
      renderNavbar();
      expect(languageButton()).toHaveAttribute("aria-expanded", "false");
      expect(englishLink()).not.toBeInTheDocument();
    });

    it("opens and lists English as the current language, linking to the current route", async () => {
      const user = userEvent.setup();
      renderNavbar({ route: "/docs/websocket/trades" });
      await user.click(languageButton());
      expect(languageButton()).toHaveAttribute("aria-expanded", "true");
      const english = englishLink();
      expect(english).toBeInTheDocument();
      expect(english).toHaveAttribute("aria-current", "true");
      expect(english).toHaveAttribute("lang", "en");
      expect(english).toHaveAttribute("href", "/docs/websocket/trades");
      // aria-controls points at the list that was opened.
      const controlled = document.getElementById(languageButton().getAttribute("aria-controls") ?? "");
      expect(controlled).toContainElement(english);
    });

    it("closes on Escape and returns focus to its button", async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(languageButton());
      const english = englishLink();
      expect(english).not.toBeNull();
      english!.focus();
      expect(english).toHaveFocus();
      await user.keyboard("{Escape}");
      expect(englishLink()).not.toBeInTheDocument();
      expect(languageButton()).toHaveAttribute("aria-expanded", "false");
      expect(languageButton()).toHaveFocus();
    });

    it("closes when the button is clicked again", async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(languageButton());
      expect(englishLink()).toBeInTheDocument();
      await user.click(languageButton());
      expect(englishLink()).not.toBeInTheDocument();
    });

    it("stays open on a click inside it", async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(languageButton());
      await user.pointer({ keys: "[MouseLeft>]", target: englishLink()! });
      expect(englishLink()).toBeInTheDocument();
    });

    it("closes on a click elsewhere", async () => {
      const user = userEvent.setup();
      renderNavbar();
      await user.click(languageButton());
      expect(englishLink()).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Open navigation" }));
      expect(englishLink()).not.toBeInTheDocument();
    });
  });
});
