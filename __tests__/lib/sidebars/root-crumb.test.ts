/** @jest-environment node */
import { sidebarRootCrumb } from "../../../src/lib/sidebars/root-crumb";

describe("sidebarRootCrumb", () => {
  const navbar = [
    { label: "Documentation", href: "/docs", sidebar: "main" },
    { label: "Get started", href: "/docs/platform/getting-started" },
    { label: "HTTP API", href: "/docs/api", sidebar: "api" },
  ];

  test("is the navbar item that opens the sidebar", () => {
    expect(sidebarRootCrumb(navbar, "api", "/docs/api/limits")).toEqual({ label: "HTTP API", href: "/docs/api" });
  });

  test("is left out on the navbar item's own page", () => {
    expect(sidebarRootCrumb(navbar, "api", "/docs/api")).toBeNull();
  });

  test("is null for pages outside every sidebar and for sidebars without a navbar item", () => {
    expect(sidebarRootCrumb(navbar, null, "/docs/account/trial")).toBeNull();
    expect(sidebarRootCrumb(navbar, "symbols", "/docs/symbols/us")).toBeNull();
  });
});
