/** @jest-environment node */
import { describeLoadFailure, pageLoadReducer, type PageLoadState } from "../../../src/lib/chrome/page-load";

const idle: PageLoadState = { phase: "idle" };
const loading = pageLoadReducer(idle, { type: "start", id: 1, target: "/docs/api" });

describe("page-load state", () => {
  test("a navigation starts without indicators", () => {
    expect(loading).toEqual({ phase: "loading", id: 1, target: "/docs/api", progressBar: false, spinner: false });
  });

  test("the progress bar and then the spinner come due", () => {
    const slow = pageLoadReducer(loading, { type: "progress-bar-due", id: 1 });
    expect(slow).toMatchObject({ progressBar: true, spinner: false });
    expect(pageLoadReducer(slow, { type: "spinner-due", id: 1 })).toMatchObject({ progressBar: true, spinner: true });
  });

  test("arrival ends the navigation", () => {
    expect(pageLoadReducer(loading, { type: "loaded", id: 1 })).toEqual(idle);
  });

  test("failure keeps the target and the message", () => {
    expect(pageLoadReducer(loading, { type: "failed", id: 1, message: "offline" })).toEqual({
      phase: "failed",
      id: 1,
      target: "/docs/api",
      message: "offline",
    });
  });

  test("events of a superseded navigation change nothing", () => {
    const second = pageLoadReducer(loading, { type: "start", id: 2, target: "/docs/websocket" });
    for (const event of [
      { type: "progress-bar-due", id: 1 },
      { type: "loaded", id: 1 },
      { type: "failed", id: 1, message: "x" },
    ] as const) {
      expect(pageLoadReducer(second, event)).toBe(second);
    }
  });

  test("a new navigation replaces a failure; dismiss returns to idle", () => {
    const failed = pageLoadReducer(loading, { type: "failed", id: 1, message: "offline" });
    expect(pageLoadReducer(failed, { type: "start", id: 2, target: "/docs/api" })).toMatchObject({
      phase: "loading",
      id: 2,
    });
    expect(pageLoadReducer(failed, { type: "dismiss" })).toEqual(idle);
    expect(pageLoadReducer(loading, { type: "dismiss" })).toBe(loading);
  });

  test("indicators never come due on a failed page", () => {
    const failed = pageLoadReducer(loading, { type: "failed", id: 1, message: "offline" });
    expect(pageLoadReducer(failed, { type: "spinner-due", id: 1 })).toBe(failed);
  });
});

describe("load failure text", () => {
  test("offline", () => {
    expect(describeLoadFailure({ target: "/docs/api", online: false })).toBe(
      "You are offline, so /docs/api could not be loaded. Check your connection, then retry.",
    );
  });

  test("a chunk that failed to load: the first line of its message", () => {
    const error = new Error("Loading chunk 412 failed.\n(error: http://127.0.0.1/component---x.js)");
    expect(describeLoadFailure({ target: "/docs/api", online: true, error })).toBe(
      "/docs/api could not be loaded: Loading chunk 412 failed.",
    );
  });

  test("page data that did not arrive", () => {
    expect(describeLoadFailure({ target: "/docs/api", online: true })).toBe(
      "/docs/api could not be loaded: the server did not return its page data.",
    );
  });
});
