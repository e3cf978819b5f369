/** @jest-environment node */
import { BASELINE_JIT_ONLY, browserLaunchOptions } from "../../e2e/harness";

describe("browserLaunchOptions", () => {
  test("a browser for tests runs V8 without its optimising tiers", () => {
    expect(browserLaunchOptions().args).toContain(BASELINE_JIT_ONLY);
    expect(browserLaunchOptions("test").args).toContain(BASELINE_JIT_ONLY);
    expect(BASELINE_JIT_ONLY).toBe("--js-flags=--max-opt=1");
  });

  test("a browser that measures how fast pages run keeps every tier, and the same other switches", () => {
    const measure = browserLaunchOptions("measure").args ?? [];
    expect(measure.some((flag) => flag.startsWith("--js-flags"))).toBe(false);
    expect(measure).toEqual((browserLaunchOptions("test").args ?? []).filter((flag) => flag !== BASELINE_JIT_ONLY));
  });
});
