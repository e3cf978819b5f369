/**
 * The navbar under the chrome settings of site.config.ts: both colour-mode readings, and hide on
 * scroll. The settings are a mutable copy, changed per test before rendering.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Navbar } from "../../../src/components/layout/Navbar";
import type { SiteConfig } from "../../../site.config";

jest.mock("../../../site.config", () => {
  const actual = jest.requireActual("../../../site.config");
  return { ...actual, siteConfig: { ...actual.siteConfig } };
});

const config: { -readonly [K in keyof SiteConfig]: SiteConfig[K] } =
  jest.requireMock("../../../site.config").siteConfig;
const defaults = { ...config };

function renderNavbar() {
  return render(
    <Navbar
      activeSidebar={null}
      onOpenDrawer={jest.fn()}
      drawerOpen={false}
      hamburgerRef={createRef()}
      route="/docs/api"
    />,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  fireEvent.scroll(window);
  act(() => jest.advanceTimersByTime(20));
}

afterEach(() => Object.assign(config, defaults));

describe("Navbar colour mode", () => {
  it("switchable (the default): shows the light/dark toggle", () => {
    expect(config.colourMode).toBe("switchable");
    renderNavbar();
    expect(screen.getByRole("button", { name: /Switch to (dark|light) mode/ })).toBeInTheDocument();
  });

  it("dark-only: shows no toggle", () => {
    config.colourMode = "dark-only";
    renderNavbar();
    expect(screen.queryByRole("button", { name: /Switch to/ })).not.toBeInTheDocument();
  });
});

describe("Navbar hide on scroll", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    scrollTo(0);
    jest.useRealTimers();
  });

  const header = () => screen.getByRole("banner");

  it("is off by default: the navbar stays on scroll down", () => {
    expect(config.hideNavbarOnScroll).toBe(false);
    renderNavbar();
    scrollTo(400);
    scrollTo(900);
    expect(header()).toHaveAttribute("data-hidden", "false");
  });

  it("when enabled, hides on scroll down and shows on scroll up and at the top", () => {
    config.hideNavbarOnScroll = true;
    renderNavbar();
    scrollTo(400);
    expect(header()).toHaveAttribute("data-hidden", "true");
    scrollTo(300);
    expect(header()).toHaveAttribute("data-hidden", "false");
    scrollTo(800);
    expect(header()).toHaveAttribute("data-hidden", "true");
    scrollTo(0);
    expect(header()).toHaveAttribute("data-hidden", "false");
  });

  it("never hides while focus is inside it, and shows when focus enters", () => {
    config.hideNavbarOnScroll = true;
    renderNavbar();
    scrollTo(400);
    expect(header()).toHaveAttribute("data-hidden", "true");
    act(() => screen.getByRole("button", { name: "Open navigation" }).focus());
    expect(header()).toHaveAttribute("data-hidden", "false");
    scrollTo(900);
    expect(header()).toHaveAttribute("data-hidden", "false");
  });
});
