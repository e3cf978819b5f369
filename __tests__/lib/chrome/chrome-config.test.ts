/** @jest-environment node */
import { siteConfig } from "../../../site.config";
import { validateChromeConfig } from "../../../src/lib/chrome/chrome-config";

const valid = {
  announcement: { id: "release-2", content: "Release 2 is out." },
  colourMode: "switchable",
  hideNavbarOnScroll: false,
  docs: { pluginId: "default", versions: [{ name: "current", label: "Current", path: "/docs" }] },
  analytics: { measurementId: "" },
};

describe("chrome settings of site.config.ts", () => {
  test("the site's own settings are valid", () => {
    expect(() => validateChromeConfig(siteConfig)).not.toThrow();
  });

  test("both colour-mode readings are valid, and no announcement is", () => {
    expect(() => validateChromeConfig({ ...valid, colourMode: "dark-only", announcement: null })).not.toThrow();
  });

  test("bad values are each named with what is allowed", () => {
    const bad = {
      ...valid,
      announcement: { id: "Release 2!", content: "" },
      colourMode: "auto",
      docs: { pluginId: "default", versions: [valid.docs.versions[0], valid.docs.versions[0]] },
      analytics: { measurementId: "UA-1-1" },
    };
    expect(() => validateChromeConfig(bad)).toThrowErrorMatchingSnapshot();
  });
});
