/** @jest-environment node */
import {
  analyticsConfigured,
  analyticsEnabled,
  asksNotToTrack,
  gtagScriptUrl,
  pageViewParams,
} from "../../../src/lib/chrome/analytics";

describe("analytics rules", () => {
  test("configured only with a measurement id", () => {
    expect(analyticsConfigured({ measurementId: "" })).toBe(false);
    expect(analyticsConfigured({ measurementId: "UA-1234-1" })).toBe(false);
    expect(analyticsConfigured({ measurementId: "G-ABC123XYZ" })).toBe(true);
  });

  test.each([
    [{ doNotTrack: "1" }, true],
    [{ doNotTrack: "yes" }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: "0" }, false],
    [{ doNotTrack: null }, false],
    [{}, false],
  ])("privacy signals %j ask not to track: %j", (signals, asks) => {
    expect(asksNotToTrack(signals)).toBe(asks);
  });

  test("enabled when configured and the reader did not opt out", () => {
    expect(analyticsEnabled({ measurementId: "G-ABC123XYZ" }, {})).toBe(true);
    expect(analyticsEnabled({ measurementId: "G-ABC123XYZ" }, { doNotTrack: "1" })).toBe(false);
    expect(analyticsEnabled({ measurementId: "" }, {})).toBe(false);
  });

  test("script URL and page view parameters", () => {
    expect(gtagScriptUrl("G-ABC123XYZ")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
    const location = { pathname: "/docs/api", search: "?q=1", href: "https://tickwire.io/docs/api?q=1" };
    expect(pageViewParams(location, "HTTP API")).toEqual({
      page_path: "/docs/api?q=1",
      page_location: "https://tickwire.io/docs/api?q=1",
      page_title: "HTTP API",
    });
  });
});
