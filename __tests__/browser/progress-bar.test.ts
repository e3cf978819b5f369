import NProgress from "nprogress";
import { createPageLoadStore } from "../../src/components/chrome/page-load-store";
import { connectProgressBar } from "../../src/browser/progress-bar";
import { installMatchMedia } from "../components/fixtures/dom";

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  NProgress.remove();
  jest.useRealTimers();
});

describe("route-change progress bar", () => {
  test("appears only after 200 ms of loading, without a spinner, and completes on arrival", () => {
    const media = installMatchMedia(false);
    const store = createPageLoadStore();
    const disconnect = connectProgressBar(store);
    store.start("/docs/api", jest.fn());
    jest.advanceTimersByTime(199);
    expect(document.getElementById("nprogress")).toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.querySelector("#nprogress [data-progress-bar]")).not.toBeNull();
    expect(document.querySelector("#nprogress .spinner, #nprogress [role]")).toBeNull();
    expect(NProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      trickle: true,
      showSpinner: false,
    });
    expect((NProgress.settings as unknown as { trickleRate: number }).trickleRate).toBe(0.02);
    store.routeUpdated();
    jest.advanceTimersByTime(1000);
    expect(document.getElementById("nprogress")).toBeNull();
    disconnect();
    media.restore();
  });

  test("does not trickle with reduced motion, and completes on failure", () => {
    const media = installMatchMedia(true);
    const store = createPageLoadStore();
    const disconnect = connectProgressBar(store);
    const id = store.start("/docs/api", jest.fn());
    jest.advanceTimersByTime(200);
    expect(NProgress.settings.trickle).toBe(false);
    store.fail(id, "offline");
    jest.advanceTimersByTime(1000);
    expect(document.getElementById("nprogress")).toBeNull();
    disconnect();
    media.restore();
  });
});
