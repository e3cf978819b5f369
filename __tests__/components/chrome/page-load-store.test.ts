import { createPageLoadStore } from "../../../src/components/chrome/page-load-store";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("page-load store", () => {
  test("the progress bar is due after 200 ms and the spinner after 1 s", () => {
    const store = createPageLoadStore();
    store.start("/docs/api", jest.fn());
    jest.advanceTimersByTime(199);
    expect(store.getState()).toMatchObject({ progressBar: false, spinner: false });
    jest.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ progressBar: true, spinner: false });
    jest.advanceTimersByTime(800);
    expect(store.getState()).toMatchObject({ progressBar: true, spinner: true });
  });

  test("a navigation that arrives within 200 ms never shows an indicator", () => {
    const store = createPageLoadStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.start("/docs/api", jest.fn());
    jest.advanceTimersByTime(150);
    store.routeUpdated();
    jest.advanceTimersByTime(2000);
    expect(store.getState()).toEqual({ phase: "idle" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test("retry repeats the failed navigation only", () => {
    const store = createPageLoadStore();
    const again = jest.fn();
    const id = store.start("/docs/api", again);
    store.retry();
    expect(again).not.toHaveBeenCalled();
    store.fail(id, "offline");
    store.retry();
    expect(again).toHaveBeenCalledTimes(1);
  });

  test("unsubscribed listeners hear nothing", () => {
    const store = createPageLoadStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.start("/docs/api", jest.fn());
    expect(listener).not.toHaveBeenCalled();
  });
});
