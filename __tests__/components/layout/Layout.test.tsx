import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout, type Props } from "../../../src/components/layout/Layout";
import { setUpLayoutDom } from "../fixtures/dom";

const dom = setUpLayoutDom();

function renderLayout(overrides: Partial<Props> = {}) {
  const ui = (props: Partial<Props>) => (
    <Layout route="/docs/api/quotes" sidebarId="api" {...props}>
      <h1>Quotes</h1>
    </Layout>
  );
  const result = render(ui(overrides));
  return { ...result, rerenderWith: (props: Partial<Props>) => result.rerender(ui({ ...overrides, ...props })) };
}

const hamburger = () => screen.getByRole("button", { name: "Open navigation" });
const drawer = () => screen.queryByRole("dialog", { name: "Navigation" });

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(hamburger());
  // The drawer's code loads on first use.
  return screen.findByRole("dialog", { name: "Navigation" });
}

describe("Layout", () => {
  it("starts with the drawer closed", () => {
    renderLayout();
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("main")).toHaveTextContent("Quotes");
  });

  it("opens the drawer dialog from the hamburger and moves focus into it", async () => {
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openDrawer(user);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(hamburger()).toHaveAttribute("aria-expanded", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole("button", { name: "Close navigation" })).toHaveFocus();
  });

  it("lists the section links in the drawer, with the current section marked", async () => {
    const user = userEvent.setup();
    renderLayout({ sidebarId: "websocket" });
    const dialog = await openDrawer(user);
    const sections = within(dialog).getByRole("navigation", { name: "Sections" });
    const links = within(sections).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/docs",
      "/docs/platform/getting-started",
      "/docs/api",
      "/docs/websocket",
      "/docs/symbols",
    ]);
    expect(within(sections).getByRole("link", { name: "WebSocket API (current section)" })).toHaveAttribute(
      "data-active",
      "true",
    );
  });

  it("closes from the close button and returns focus to the hamburger", async () => {
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openDrawer(user);
    await user.click(within(dialog).getByRole("button", { name: "Close navigation" }));
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
    expect(hamburger()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the hamburger", async () => {
    const user = userEvent.setup();
    renderLayout();
    await openDrawer(user);
    await user.keyboard("{Escape}");
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
  });

  it("closes from the backdrop and returns focus to the hamburger", async () => {
    const user = userEvent.setup();
    renderLayout();
    await openDrawer(user);
    await user.click(screen.getByTestId("drawer-backdrop"));
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
  });

  it("moves focus to the main content when the window grows to desktop width, where the hamburger is hidden", async () => {
    const user = userEvent.setup();
    renderLayout();
    await openDrawer(user);
    act(() => dom.media.setMatches(true));
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("closes the drawer when the route changes", async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderLayout({ route: "/docs/api/quotes" });
    await openDrawer(user);
    rerenderWith({ route: "/docs/api/quotes" });
    expect(drawer()).toBeInTheDocument();
    rerenderWith({ route: "/docs/api/history" });
    expect(drawer()).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the drawer when the window grows to the desktop layout", async () => {
    const user = userEvent.setup();
    renderLayout();
    await openDrawer(user);
    act(() => dom.media.setMatches(true));
    expect(hamburger()).toHaveAttribute("aria-expanded", "false");
    expect(drawer()).not.toBeInTheDocument();
  });

  it("can be opened again after closing", async () => {
    const user = userEvent.setup();
    renderLayout();
    await openDrawer(user);
    await user.keyboard("{Escape}");
    await openDrawer(user);
    expect(hamburger()).toHaveAttribute("aria-expanded", "true");
  });

  it("names the sidebar and table of contents columns apart, as complementary landmarks must be", () => {
    renderLayout({ toc: [{ id: "parameters", value: "Parameters", children: [] }] });
    const asides = screen.getAllByRole("complementary", { hidden: true });
    expect(asides.map((aside) => aside.getAttribute("aria-label"))).toEqual(["Sidebar", "Table of contents"]);
    expect(within(asides[1]).getByRole("navigation", { name: "On this page", hidden: true })).toBeInTheDocument();
  });

  it("shows the table of contents only when there are entries", () => {
    const { rerenderWith } = renderLayout();
    expect(screen.queryByRole("navigation", { name: "On this page", hidden: true })).not.toBeInTheDocument();
    rerenderWith({ toc: [{ id: "parameters", value: "Parameters", children: [] }] });
    const toc = screen.getByRole("navigation", { name: "On this page", hidden: true });
    expect(within(toc).getByRole("link", { name: "Parameters", hidden: true })).toHaveAttribute("href", "#parameters");
  });
});
