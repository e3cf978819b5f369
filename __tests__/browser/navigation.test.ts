import { trackNavigation, type GatsbyWindow } from "../../src/browser/navigation";
import { createPageLoadStore } from "../../src/components/chrome/page-load-store";

function fakeWindow(
  loadPage: (path: string) => Promise<{ status?: "success" | "error"; error?: unknown } | undefined>,
) {
  const navigate = jest.fn();
  const win = {
    ___navigate: navigate,
    ___loader: { loadPage: jest.fn(loadPage) },
    location: new URL("http://site.test/docs/api") as unknown as Location,
    navigator: { onLine: true } as Navigator,
  } satisfies GatsbyWindow;
  const store = createPageLoadStore();
  trackNavigation(win, store);
  return { win, navigate, store };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("navigation tracking", () => {
  test("loads the page first, then hands over to Gatsby's navigate", async () => {
    const { win, navigate, store } = fakeWindow(async () => ({ status: "success" }));
    win.___navigate?.("/docs/websocket#auth", { replace: true });
    expect(store.getState()).toMatchObject({ phase: "loading", target: "/docs/websocket" });
    expect(win.___loader.loadPage).toHaveBeenCalledWith("/docs/websocket");
    await flush();
    expect(navigate).toHaveBeenCalledWith("/docs/websocket#auth", { replace: true });
    store.routeUpdated();
    expect(store.getState()).toEqual({ phase: "idle" });
  });

  test("a failure shows the error and does not call Gatsby's navigate (which would reload the page)", async () => {
    const { win, navigate, store } = fakeWindow(async () => ({
      status: "error",
      error: new Error("Loading chunk 7 failed.\n(url)"),
    }));
    win.___navigate?.("/docs/websocket");
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({
      phase: "failed",
      id: 1,
      target: "/docs/websocket",
      message: "/docs/websocket could not be loaded: Loading chunk 7 failed.",
    });
  });

  test("offline: the message says so; Retry loads again and succeeds", async () => {
    let online = false;
    const { win, navigate, store } = fakeWindow(async () => (online ? { status: "success" } : { status: "error" }));
    (win.navigator as { onLine: boolean }).onLine = false;
    win.___navigate?.("/docs/websocket");
    await flush();
    expect(store.getState()).toMatchObject({ phase: "failed", message: expect.stringContaining("You are offline") });
    online = true;
    (win.navigator as { onLine: boolean }).onLine = true;
    store.retry();
    await flush();
    expect(navigate).toHaveBeenCalledWith("/docs/websocket", undefined);
  });

  test("a rejected load is a failure too", async () => {
    const { win, store } = fakeWindow(() => Promise.reject(new Error("network down")));
    win.___navigate?.("/docs/websocket");
    await flush();
    expect(store.getState()).toMatchObject({
      phase: "failed",
      message: "/docs/websocket could not be loaded: network down",
    });
  });

  test("a later navigation wins over a slower earlier one", async () => {
    const resolvers: ((value: { status: "success" }) => void)[] = [];
    const { win, navigate } = fakeWindow(() => new Promise((resolve) => resolvers.push(resolve)));
    win.___navigate?.("/docs/websocket");
    win.___navigate?.("/docs/symbols");
    resolvers[1]({ status: "success" });
    resolvers[0]({ status: "success" });
    await flush();
    expect(navigate.mock.calls).toEqual([["/docs/symbols", undefined]]);
  });

  test("history offsets, same-page hashes and other sites go straight to Gatsby", () => {
    const { win, navigate, store } = fakeWindow(async () => ({ status: "success" }));
    win.___navigate?.(-1 as unknown as string);
    win.___navigate?.("#rate-limits");
    win.___navigate?.("/docs/api#rate-limits");
    win.___navigate?.("https://status.tickwire.io/");
    expect(navigate).toHaveBeenCalledTimes(4);
    expect(win.___loader.loadPage).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ phase: "idle" });
  });

  test("does nothing without Gatsby's runtime", () => {
    expect(trackNavigation({ location: window.location, navigator } as GatsbyWindow)).toBe(false);
  });
});
