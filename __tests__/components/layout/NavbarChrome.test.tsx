/**
 * The navbar under the chrome settings of site.config.ts: both colour-mode readings. The settings
 * are a mutable copy, changed per test before rendering.
 */
import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Navbar } from "../../../src/components/layout/Navbar";
import type { SiteConfig } from "../../../site.config";

jest.mock("../../../site.config", () => {
  const actual = jest.requireActual("../../../site.config");
  return { ...actual, siteConfig: { ...actual.siteConfig } };
});

const config: { -readonly [K in keyof SiteConfig]: SiteConfig[K] } = jest.requireMock("../../../site.config").siteConfig;
const defaults = { ...config };

function renderNavbar() {
  return render(<Navbar activeSidebar={null} onOpenDrawer={jest.fn()} drawerOpen={false} hamburgerRef={createRef()} route="/docs/api" />);
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

