/** @jest-environment node */
import { PROGRESS_BAR, PROGRESS_BAR_DELAY_MS, progressBarOptions } from "../../../src/lib/chrome/progress-bar";

describe("progress bar settings", () => {
  test("are the SPEC constants", () => {
    expect(PROGRESS_BAR_DELAY_MS).toBe(200);
    expect(PROGRESS_BAR).toEqual({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
  });

  test("have no spinner and trickle unless motion is reduced", () => {
    expect(progressBarOptions(false)).toMatchObject({ ...PROGRESS_BAR, showSpinner: false, trickle: true });
    expect(progressBarOptions(true)).toMatchObject({ ...PROGRESS_BAR, showSpinner: false, trickle: false });
    expect(progressBarOptions(false).template).not.toMatch(/spinner|role=/);
  });
});
