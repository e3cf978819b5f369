/** @jest-environment node */
import { nextNavbarState, type ScrollInput } from "../../../src/lib/chrome/hide-on-scroll";

const at = (input: Partial<ScrollInput>): ScrollInput => ({
  y: 500,
  previousY: 400,
  hidden: false,
  focusInside: false,
  navbarHeight: 60,
  ...input,
});

describe("navbar hide on scroll", () => {
  test("hides on scroll down", () => {
    expect(nextNavbarState(at({ y: 500, previousY: 400 }))).toEqual({ hidden: true, previousY: 500 });
  });

  test("shows on scroll up", () => {
    expect(nextNavbarState(at({ y: 300, previousY: 400, hidden: true }))).toEqual({ hidden: false, previousY: 300 });
  });

  test("shows near the top, whatever the direction", () => {
    expect(nextNavbarState(at({ y: 50, previousY: 10, hidden: true }))).toEqual({ hidden: false, previousY: 50 });
    expect(nextNavbarState(at({ y: 60, previousY: 0 })).hidden).toBe(false);
  });

  test("never hides while focus is inside it", () => {
    expect(nextNavbarState(at({ y: 900, previousY: 400, focusInside: true })).hidden).toBe(false);
    expect(nextNavbarState(at({ y: 402, previousY: 400, hidden: true, focusInside: true })).hidden).toBe(false);
  });

  test("ignores jitter and keeps the position small moves add up from", () => {
    expect(nextNavbarState(at({ y: 403, previousY: 400, hidden: true }))).toEqual({ hidden: true, previousY: 400 });
    expect(nextNavbarState(at({ y: 397, previousY: 400 }))).toEqual({ hidden: false, previousY: 400 });
    expect(nextNavbarState(at({ y: 406, previousY: 400 }))).toEqual({ hidden: true, previousY: 406 });
  });
});
