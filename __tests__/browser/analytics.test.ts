import { startAnalytics } from "../../src/browser/analytics";

type AnalyticsWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

afterEach(() => {
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  delete (window as AnalyticsWindow).dataLayer;
  delete (window as AnalyticsWindow).gtag;
});

describe("Google Analytics page views", () => {
  test("loads the Google tag with automatic page views off, and sends page views itself", () => {
    const send = startAnalytics("G-TEST12345");
    const script = document.head.querySelector("script");
    expect(script).toHaveAttribute("src", "https://www.googletagmanager.com/gtag/js?id=G-TEST12345");
    expect(script?.async).toBe(true);
    send({ pathname: "/docs/api", search: "", href: "https://tickwire.io/docs/api", title: "HTTP API" });
    const calls = ((window as AnalyticsWindow).dataLayer ?? []).map((args) => Array.from(args));
    expect(calls[1]).toEqual(["config", "G-TEST12345", { send_page_view: false }]);
    expect(calls[2]).toEqual([
      "event",
      "page_view",
      { page_path: "/docs/api", page_location: "https://tickwire.io/docs/api", page_title: "HTTP API" },
    ]);
  });
});
